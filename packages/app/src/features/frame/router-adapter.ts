import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import type { NavigateHandler } from "@casino/ui";
import { currentItemId, type Located } from "./current-item.ts";

/** The kit's `onNavigate` on the app's router: its links then change route without a reload. */
export function useRouterNavigate(after?: () => void): NavigateHandler {
  const navigate = useNavigate();
  return useCallback(
    (href: string) => {
      void navigate(href);
      after?.();
    },
    [navigate, after],
  );
}

/** The id of the item the current location shows (path and the lobby's `type`), for `currentId`. */
export function useCurrentItemId(items: readonly Located[]): string | null {
  const location = useLocation();
  return currentItemId(items, location);
}
