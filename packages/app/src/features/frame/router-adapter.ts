import { useLocation } from "react-router";
import { currentItemId, type Located } from "./current-item.ts";

/** The id of the item the current location shows (path and the lobby's `type`), for `currentId`. */
export function useCurrentItemId(items: readonly Located[]): string | null {
  const location = useLocation();
  return currentItemId(items, location);
}
