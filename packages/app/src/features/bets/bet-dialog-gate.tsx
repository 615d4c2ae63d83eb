import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router";
import { BET_PARAM } from "./use-bet-link.ts";

const BetDialogHost = lazy(async () => ({
  default: (await import("./bet-dialog.tsx")).BetDialogHost,
}));

/** Loads the bet details dialog (its own chunk) only when the URL names a bet (`?bet=`). */
export function BetDialogGate() {
  const [params] = useSearchParams();
  if (!params.get(BET_PARAM)) return null;
  return (
    <Suspense fallback={null}>
      <BetDialogHost />
    </Suspense>
  );
}
