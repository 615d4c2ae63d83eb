import type { ReactNode } from "react";

/** Props of the native screen of a provably fair original on `/play-game/{slug}`. */
export interface OriginalGameProps {
  /** The original's slug: dice, limbo, mines, plinko or keno. */
  slug: string;
  /** What the play page shows without a native screen (the stage with a "not open yet" note). */
  fallback: ReactNode;
}

/**
 * The hook of the play page for the provably fair originals (games of kind `provably_fair`): the
 * originals' native screens replace this component; until then it shows the fallback.
 */
export function OriginalGame({ fallback }: OriginalGameProps) {
  return <>{fallback}</>;
}
