import { useState } from "react";
import { coreApi } from "@casino/core";
import { useQuery } from "@casino/core/react";
import { Plural, useLingui } from "@lingui/react/macro";
import { formatMoney } from "@casino/rules";
import {
  Button,
  CopyField,
  DescriptionItem,
  DescriptionList,
  RewardCard,
  Skeleton,
  UserIcon,
  Stack,
  Text,
} from "@casino/ui";

type ShareState = "idle" | "shared" | "copied" | "failed";

/** Shares the link with the Web Share API when the device has it, else copies it. */
async function shareLink(url: string, title: string, text: string): Promise<ShareState> {
  const nav = typeof navigator === "undefined" ? undefined : navigator;
  if (nav && typeof nav.share === "function") {
    try {
      await nav.share({ title, text, url });
      return "shared";
    } catch (error) {
      // The player closed the share sheet: nothing to say.
      if (error instanceof Error && error.name === "AbortError") return "idle";
    }
  }
  try {
    await nav?.clipboard.writeText(url);
    return nav?.clipboard ? "copied" : "failed";
  } catch {
    return "failed";
  }
}

/**
 * The player's referral link (copy, share) and results: friends invited, friends qualified and
 * rewards earned. Used by the VIP page's referral card and the profile.
 */
export function ReferralInfo() {
  const { t, i18n } = useLingui();
  const { data: info, isLoading } = useQuery(coreApi.endpoints.referralInfo, undefined);
  const [share, setShare] = useState<ShareState>("idle");
  if (!info) return isLoading ? <Skeleton lines={3} /> : null;
  const invited = info.friends_invited;
  const qualified = info.friend_qualified;
  const rewards = formatMoney(info.rewards_earned, {
    locale: i18n.locale,
    currency: info.rewards_currency,
  });
  const onShare = async () => {
    setShare("idle");
    setShare(
      await shareLink(info.referral_link, t`Join me`, t`Sign up with my link and play with me.`),
    );
  };
  const feedback = {
    idle: "",
    shared: t`Link shared`,
    copied: t`Link copied`,
    failed: t`Copy failed, select the text instead`,
  }[share];
  return (
    <Stack gap="md">
      {info.referral_link ? (
        <>
          <CopyField
            label={t`Your referral link`}
            value={info.referral_link}
            copyLabel={t`Copy`}
            copiedLabel={t`Copied`}
            errorLabel={t`Copy failed, select the text instead`}
          />
          <div>
            <Button variant="secondary" onClick={() => void onShare()}>
              {t`Share link`}
            </Button>
            <Text variant="bodySm" tone="subdued" role="status">
              {feedback}
            </Text>
          </div>
        </>
      ) : null}
      <DescriptionList appearance="tiles">
        <DescriptionItem label={t`Friends invited`}>
          <Plural value={invited} one="# friend" other="# friends" />
        </DescriptionItem>
        <DescriptionItem label={t`Friends qualified`}>
          <Plural value={qualified} one="# friend" other="# friends" />
        </DescriptionItem>
        <DescriptionItem label={t`Rewards earned`}>{rewards}</DescriptionItem>
      </DescriptionList>
    </Stack>
  );
}

/** The VIP page's referral card: what a friend brings, the link and the three figures. */
export function ReferralCard() {
  const { t } = useLingui();
  return (
    <RewardCard
      title={t`Invite friends`}
      icon={<UserIcon size="iconMd" />}
      description={t`Earn a reward for each friend who signs up with your link and qualifies by playing for real.`}
    >
      <ReferralInfo />
    </RewardCard>
  );
}
