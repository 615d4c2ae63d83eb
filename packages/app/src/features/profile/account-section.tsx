import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { accountApi, selectUser, toastActions } from "@casino/core";
import { Badge, Button, DescriptionItem, DescriptionList, Inline, Stack, Text } from "@casino/ui";
import { useAppDispatch, useAppSelector, useMutation } from "@casino/core/react";
import { PhoneOtpDialog } from "./phone-otp-dialog.tsx";
import { UpdateUserInfoDialog } from "./update-user-info-dialog.tsx";

/** Username, e-mail (with its verification) and phone (with OTP verification) of the profile. */
export function AccountSection() {
  const { t, i18n } = useLingui();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const [editing, setEditing] = useState(false);
  const [phoneOpen, setPhoneOpen] = useState(false);
  const [resend, resendState] = useMutation(accountApi.endpoints.resendVerificationEmail);
  if (!user) return null;
  const info = user.player_information;
  return (
    <Stack gap="md">
      <DescriptionList appearance="rows">
        <DescriptionItem label={t`Username`}>{user.username}</DescriptionItem>
        <DescriptionItem label={t`E-mail`}>
          {user.email ?? t`Not set`}
          {user.email ? (
            user.email_verified_at ? (
              <Badge tone="success">{t`Verified`}</Badge>
            ) : (
              <>
                <Badge tone="warning">{t`Not verified`}</Badge>
                <Button
                  size="sm"
                  variant="secondary"
                  loading={resendState.isLoading}
                  disabled={resendState.isSuccess}
                  onClick={async () => {
                    const result = await resend({ email: user.email! });
                    dispatch(
                      toastActions.queued(
                        "error" in result
                          ? { kind: "error", message: "rate_limited" }
                          : { kind: "success", message: "verification_sent" },
                      ),
                    );
                  }}
                >
                  {t`Send verification link`}
                </Button>
              </>
            )
          ) : null}
        </DescriptionItem>
        <DescriptionItem label={t`Phone`}>
          {info.phone ? `${info.phone_code ?? ""} ${info.phone}` : t`Not set`}
          {info.phone_verified_at ? <Badge tone="success">{t`Verified`}</Badge> : null}
          <Button size="sm" variant="secondary" onClick={() => setPhoneOpen(true)}>
            {info.phone ? t`Change phone` : t`Add phone`}
          </Button>
        </DescriptionItem>
        <DescriptionItem label={t`Member since`}>
          {i18n.date(user.created_at, { dateStyle: "long" })}
        </DescriptionItem>
      </DescriptionList>
      <Inline gap="sm" justify="between">
        <Button variant="secondary" onClick={() => setEditing(true)}>
          {t`Edit account`}
        </Button>
      </Inline>
      {!user.email_verified_at && user.email ? (
        <Text tone="subdued">{t`Verify your e-mail address to keep your account safe.`}</Text>
      ) : null}
      {editing ? <UpdateUserInfoDialog open onClose={() => setEditing(false)} /> : null}
      {phoneOpen ? <PhoneOtpDialog open onClose={() => setPhoneOpen(false)} /> : null}
    </Stack>
  );
}
