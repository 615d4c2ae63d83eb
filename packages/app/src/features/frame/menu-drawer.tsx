import { useLingui } from "@lingui/react/macro";
import { Drawer } from "@casino/ui";
import { SideMenuLinks } from "./side-menu.tsx";

/**
 * The menu drawer of narrow screens. Its module (the drawer with its focus lock) loads the first
 * time the menu opens, not with the first paint.
 */
export function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t`Menu`}
      closeLabel={t`Close menu`}
      placement="start"
    >
      <nav aria-label={t`Main`}>
        <SideMenuLinks onNavigate={onClose} />
      </nav>
    </Drawer>
  );
}
