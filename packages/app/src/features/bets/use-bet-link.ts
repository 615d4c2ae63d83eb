import { useCallback } from "react";
import { useSearchParams } from "react-router";

/** The query parameter that opens a bet's details dialog (`?bet=41`), shareable by link. */
export const BET_PARAM = "bet";

/** The bet named by the URL, and functions to open (push) and close (replace) its dialog. */
export function useBetLink() {
  const [params, setParams] = useSearchParams();
  const betId = params.get(BET_PARAM);
  const open = useCallback(
    (id: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(BET_PARAM, id);
        return next;
      }),
    [setParams],
  );
  const close = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(BET_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { betId, open, close };
}
