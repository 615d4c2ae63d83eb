import { lazy, Suspense, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { IconButton, SearchIcon } from "@casino/ui";

const SearchDialog = lazy(async () => ({
  default: (await import("./game-search-dialog.tsx")).SearchDialog,
}));

/**
 * The header's game search: a button opening a dialog whose combobox shows results as the player
 * types (debounced), navigable with the arrow keys, Enter opening the game; recent searches are
 * remembered on this device.
 */
export function GameSearch() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton label={t`Search games`} onClick={() => setOpen(true)}>
        <SearchIcon />
      </IconButton>
      {open ? (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
