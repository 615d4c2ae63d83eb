import { useLingui } from "@lingui/react/macro";
import { selectUser, profileApi } from "@casino/core";
import { Switch, Stack } from "@casino/ui";
import { FormAlert } from "../../shared/form/form-alert.tsx";
import { formErrorKey } from "../../shared/form/server-errors.ts";
import { asRequestError } from "../../shared/request-error.ts";
import { useAppSelector, useMutation } from "@casino/core/react";

/**
 * "Hide my name": public places (bet feeds, the wins ticker, highest wins, leaderboards, public
 * bet pages) show the player as "Hidden" instead of their masked name. The server applies it.
 */
export function PrivacySection() {
  const { t } = useLingui();
  const user = useAppSelector(selectUser);
  const [update, { isLoading, error }] = useMutation(profileApi.endpoints.updatePrivacy);
  if (!user) return null;
  return (
    <Stack gap="md">
      <Switch
        label={t`Hide my name`}
        description={
          user.hide_name
            ? t`Bet feeds, the wins ticker and leaderboards show you as "Hidden".`
            : t`Bet feeds, the wins ticker and leaderboards show your name masked: only its first and last letters.`
        }
        checked={user.hide_name}
        disabled={isLoading}
        onCheckedChange={(checked) => void update({ hide_name: checked })}
      />
      <FormAlert message={formErrorKey(asRequestError(error), [])} />
    </Stack>
  );
}
