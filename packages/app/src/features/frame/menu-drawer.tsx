import { useLingui } from "@lingui/react/macro";
import { Drawer } from "@casino/ui";
import { MainMenu } from "./main-menu.tsx";

/**
 * The menu drawer of narrow screens: the kit's drawer (focus trapped, Escape closes) holding the
 * main menu. Its module loads the first time the menu opens, not with the first paint.
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
      <MainMenu variant="drawer" onNavigate={onClose} />
    </Drawer>
  );
}
