import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { sessionActions, toastActions } from "@casino/core";
import type { SocialProvider } from "../../routes/app-options.tsx";
import { Button, Stack } from "@casino/ui";
import { useAppOptions } from "../../routes/app-options.tsx";
import { useAppDispatch } from "@casino/core/react";

/** Whether the social port rejected because the player cancelled (see SocialSignInPort). */
function isCancelled(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    (error as { reason?: unknown }).reason === "cancelled"
  );
}

/**
 * Google and Facebook sign-in. The shell's social port runs the provider (the sandbox provider in
 * development) and returns its access token; the core's social login flow takes it from there.
 */
export function SocialButtons() {
  const { t } = useLingui();
  const { social } = useAppOptions();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  if (!social || social.providers.length === 0) return null;
  const names: Record<SocialProvider, string> = { google: "Google", facebook: "Facebook" };
  const signIn = async (provider: SocialProvider) => {
    setBusy(provider);
    try {
      const accessToken = await social.getAccessToken(provider);
      dispatch(
        sessionActions.socialLoginSubmitted({ provider_name: provider, access_token: accessToken }),
      );
    } catch (error) {
      // Closing the provider's pop-up is the player's choice, not a failure to report.
      if (!isCancelled(error))
        dispatch(toastActions.queued({ kind: "error", message: "social_token_invalid" }));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack gap="md" role="group" aria-label={t`Sign in with another account`}>
      {social.providers.map((provider) => (
        <Button
          key={provider}
          variant="secondary"
          fullWidth
          loading={busy === provider}
          onClick={() => void signIn(provider)}
        >
          {t`Continue with ${names[provider]}`}
        </Button>
      ))}
    </Stack>
  );
}
