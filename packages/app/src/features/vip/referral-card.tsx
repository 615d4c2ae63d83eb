import { Plural, useLingui } from "@lingui/react/macro";
import styled from "styled-components";
import { CopyField } from "@casino/ui";
import { Stack } from "../../shared/layout/card.tsx";
import { useReferralInfo } from "./profile-api.ts";

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  div {
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSizes.lg};
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  }
`;

/** Referral info on the profile: link to share, friends invited and qualified, rewards earned. */
export function ReferralInfo() {
  const { t, i18n } = useLingui();
  const info = useReferralInfo().data;
  if (!info) return null;
  const invited = info.friends_invited;
  const qualified = info.friend_qualified;
  const rewards = i18n.number(Number(info.rewards_earned), {
    style: "currency",
    currency: info.rewards_currency,
  });
  return (
    <Stack>
      {info.referral_link ? (
        <CopyField
          label={t`Your referral link`}
          value={info.referral_link}
          copyLabel={t`Copy`}
          copiedLabel={t`Copied`}
          errorLabel={t`Copy failed, select the text instead`}
        />
      ) : null}
      <Figures>
        <div>
          <dt>{t`Friends invited`}</dt>
          <dd>
            <Plural value={invited} one="# friend" other="# friends" />
          </dd>
        </div>
        <div>
          <dt>{t`Friends qualified`}</dt>
          <dd>
            <Plural value={qualified} one="# friend" other="# friends" />
          </dd>
        </div>
        <div>
          <dt>{t`Rewards earned`}</dt>
          <dd>{rewards}</dd>
        </div>
      </Figures>
    </Stack>
  );
}
