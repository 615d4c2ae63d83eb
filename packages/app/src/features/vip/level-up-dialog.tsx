import { useLingui } from "@lingui/react/macro";
import { selectLeveledUp, vipActions } from "@casino/core";
import { useAppDispatch, useAppSelector } from "@casino/core/react";
import { Button, Dialog, Stack, Text, VipLevelBadge, type VipLevel } from "@casino/ui";
import { useVipLevelLabels } from "./level-names.ts";

/**
 * The level-up celebration: opens when a realtime `level_progress` reported a new level (the
 * core's `leveledUp` flag) and acknowledges it when closed.
 */
export function LevelUpDialog({ level, reward }: { level: number; reward: string | null }) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const labels = useVipLevelLabels();
  const open = useAppSelector(selectLeveledUp);
  const close = () => dispatch(vipActions.levelUpAcknowledged());
  const name = labels[level as VipLevel];
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t`Level up!`}
      description={t`You reached ${name}.`}
      closeLabel={t`Close`}
      size="sm"
      footer={<Button onClick={close}>{t`Great`}</Button>}
    >
      <Stack gap="md" align="center">
        <VipLevelBadge level={level as VipLevel} labels={labels} size="lg" />
        {reward ? (
          <Text alignment="center">{t`Your level-up reward of ${reward} was credited to your wallet.`}</Text>
        ) : null}
      </Stack>
    </Dialog>
  );
}
