import { useLingui } from "@lingui/react/macro";
import { selectLogoutPending, sessionActions } from "@casino/core";
import { useAppDispatch, useAppSelector } from "@casino/core/react";
import { Button, Dialog, Inline, Text } from "@casino/ui";

/** Confirms signing out; the core revokes the token, clears the session and leaves the page. */
export function LogoutConfirmDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const pending = useAppSelector(selectLogoutPending);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      title={t`Sign out?`}
      closeLabel={t`Close`}
      size="sm"
      footer={
        <Inline gap="sm" justify="between">
          <Button variant="secondary" onClick={onClose}>
            {t`Stay signed in`}
          </Button>
          <Button
            variant="danger"
            loading={pending}
            loadingLabel={t`Signing out`}
            onClick={() => {
              dispatch(sessionActions.logoutRequested());
            }}
          >
            {t`Sign out`}
          </Button>
        </Inline>
      }
    >
      <Text tone="subdued">{t`You can sign in again at any time.`}</Text>
    </Dialog>
  );
}
