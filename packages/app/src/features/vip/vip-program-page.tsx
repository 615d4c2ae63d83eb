import { useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import { vipApi } from "@casino/core";
import {
  Button,
  EmptyState,
  Skeleton,
  VipLadder,
  type VipLevel,
  type VipLevelCardProps,
  type VipLevelState,
  Grid,
  Page,
  Stack,
  Heading,
  Text,
} from "@casino/ui";
import { QueryView } from "../../shared/query-states.tsx";
import { useAppDispatch, useQuery } from "@casino/core/react";
import { PageTitle } from "../page/index.ts";
import { CashbackCard } from "./cashback-card.tsx";
import { useVipBenefitPerks } from "./benefits.ts";
import { formatMoney } from "@casino/rules";
import { useVipLevelLabels } from "./level-names.ts";
import { LevelUpDialog } from "./level-up-dialog.tsx";
import { LoginRewardCard } from "./login-reward-card.tsx";
import { ReferralCard } from "./referral-card.tsx";
import { VipProgress } from "./vip-progress.tsx";

function levelState(level: number, current: number | null): VipLevelState {
  if (current === null) return "locked";
  if (level === current) return "current";
  if (level < current) return "reached";
  return level === current + 1 ? "next" : "locked";
}

/**
 * `/vip-program` (signed-in only): the player's level and stars moving live (`level_progress`),
 * a celebration when the level rises, the cashback, daily login reward and referral cards, and
 * the five levels with their thresholds and perks (the server's `benefits`, written here in the
 * player's language).
 */
export function VipProgramPage() {
  const { t, i18n } = useLingui();
  const dispatch = useAppDispatch();
  const labels = useVipLevelLabels();
  const perksOf = useVipBenefitPerks();
  const levels = useQuery(vipApi.endpoints.listVipLevels, undefined);
  const progress = useQuery(vipApi.endpoints.getUserLevelInformation, undefined);
  const stars = useQuery(vipApi.endpoints.getUserStarInformation, undefined);
  const current = progress.data?.level ?? null;
  const definitions = levels.data ?? [];
  const mine = definitions.find((definition) => definition.level === current);

  const refetch = { subscribe: false, forceRefetch: true } as const;
  const reloadLevels = () =>
    void dispatch(vipApi.endpoints.listVipLevels.initiate(undefined, refetch));
  const reloadProgress = () =>
    void dispatch(vipApi.endpoints.getUserLevelInformation.initiate(undefined, refetch));

  const stateLabels: Record<VipLevelState, string> = {
    reached: t`Reached`,
    current: t`Your level`,
    next: t`Next`,
    locked: t`Locked`,
  };
  const ladder: Omit<VipLevelCardProps, "labels">[] = definitions
    .filter((definition) => definition.level > 0)
    .map((definition) => {
      const state = levelState(definition.level, current);
      return {
        level: definition.level as VipLevel,
        threshold: t({
          message: plural(
            { stars: definition.stars_required },
            { one: "# star", other: "# stars" },
          ),
        }),
        state,
        stateLabel: stateLabels[state],
        perks: perksOf(definition.benefits),
      };
    });

  const standing = (
    <QueryView
      state={progress}
      keepDataOnError
      compact
      loading={<Skeleton shape="rect" height="10rem" />}
      failedTitle={t`Your VIP progress could not be loaded.`}
      onRetry={() => reloadProgress()}
    >
      {(data) => <VipProgress progress={data} stars={stars.data ?? null} />}
    </QueryView>
  );

  let ladderBody;
  if (levels.isLoading && !levels.data) {
    ladderBody = <Skeleton shape="rect" height="14rem" />;
  } else if (ladder.length === 0) {
    ladderBody = (
      <EmptyState
        compact
        headingLevel={3}
        title={t`The VIP levels could not be loaded.`}
        action={<Button onClick={() => reloadLevels()}>{t`Try again`}</Button>}
      />
    );
  } else {
    ladderBody = <VipLadder label={t`VIP levels`} labels={labels} levels={ladder} />;
  }

  return (
    <Page>
      <PageTitle flush>{t`VIP program`}</PageTitle>
      <Text tone="subdued">{t`Every real-money wager earns stars. Stars raise your level, and each level brings more cashback, rakeback and rewards. Levels never go down.`}</Text>
      {standing}
      <Grid align="start">
        <CashbackCard level={current} />
        <LoginRewardCard
          level={current}
          reward={mine?.login_reward ?? null}
          currency={mine?.currency ?? "USD"}
        />
        <ReferralCard />
      </Grid>
      <Stack as="section" gap="md" aria-labelledby="vip-levels-title">
        <Heading level={2} size="md" id="vip-levels-title">{t`Levels and perks`}</Heading>
        {ladderBody}
      </Stack>
      {current !== null ? (
        <LevelUpDialog
          level={current}
          reward={
            mine?.level_up_bonus
              ? formatMoney(mine.level_up_bonus, { locale: i18n.locale, currency: mine.currency })
              : null
          }
        />
      ) : null}
    </Page>
  );
}
