import { useId } from "react";
import { Plural, useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import {
  ProgressBar,
  StarIcon,
  VipLevelBadge,
  type VipLevel,
  Heading,
  Panel,
  Text,
  Inline,
} from "@casino/ui";
import type { components } from "@casino/api";
import { useVipLevelLabels } from "./level-names.ts";
import { formatMoney } from "@casino/rules";

type LevelInformation = components["schemas"]["UserLevelInformation"];
type StarInformation = components["schemas"]["UserStarInformation"];

export interface VipProgressProps {
  progress: LevelInformation;
  stars: StarInformation | null;
}

/**
 * The player's standing: current level, stars (live), the bar to the next level and what is
 * still needed, and how stars are earned.
 */
export function VipProgress({ progress, stars }: VipProgressProps) {
  const { t, i18n } = useLingui();
  const labels = useVipLevelLabels();
  const level = progress.level as VipLevel;
  const held = progress.stars;
  const count = i18n.number(held);
  const next = progress.next_level === null ? null : (progress.next_level as VipLevel);
  const nextName = next === null ? null : labels[next];
  const needed =
    progress.next_level_stars === null
      ? 0
      : Math.max(0, progress.next_level_stars - progress.stars);
  const perStar = stars
    ? formatMoney(stars.wager_per_star, { locale: i18n.locale, currency: stars.currency })
    : null;
  const towards = stars
    ? formatMoney(stars.wagered_towards_next_star, {
        locale: i18n.locale,
        currency: stars.currency,
      })
    : null;
  const titleId = useId();
  const nextStars = progress.next_level_stars;
  return (
    <Panel aria-labelledby={titleId}>
      <Inline gap="md" justify="between">
        <Heading level={2} size="md" id={titleId}>
          <Inline as="span" gap="sm">
            {t`Your level`}
            <VipLevelBadge level={level} labels={labels} size="lg" />
          </Inline>
        </Heading>
        <Text as="div" variant="figure">
          <Inline as="p" gap="xs" data-testid="vip-stars">
            <Text as="span" tone="warning">
              <StarIcon size="iconLg" />
            </Text>
            <Plural value={held} one="# star" other="# stars" />
          </Inline>
        </Text>
      </Inline>
      {nextName !== null && nextStars !== null ? (
        <>
          <ProgressBar
            label={t`Progress to ${nextName}`}
            value={progress.progress_percent}
            valueLabel={t({
              message: plural(
                { target: nextStars },
                { one: `${count} / # star`, other: `${count} / # stars` },
              ),
            })}
            valueText={t({
              message: plural(
                { target: nextStars },
                { one: `${count} of # star`, other: `${count} of # stars` },
              ),
            })}
            vipLevel={next ?? undefined}
            pixel
            size="lg"
          />
          <Text variant="bodySm" tone="subdued">
            {t({
              message: plural(
                { needed },
                {
                  one: `# more star to reach ${nextName}.`,
                  other: `# more stars to reach ${nextName}.`,
                },
              ),
            })}
          </Text>
        </>
      ) : (
        <Text
          variant="bodySm"
          tone="subdued"
        >{t`You hold the highest level. Every reward is yours.`}</Text>
      )}
      {perStar !== null && towards !== null ? (
        <Text variant="bodySm" tone="subdued">
          {t`One star for each ${perStar} wagered with real money. Towards the next star: ${towards}.`}
        </Text>
      ) : null}
    </Panel>
  );
}
