import { useLingui } from "@lingui/react/macro";
import type { RewardCardProps } from "@casino/ui";
import { useTranslateMessage } from "../../i18n/use-translate-message.ts";
import type { QueryState } from "../../shared/query-states.tsx";
import { asRequestError } from "../../shared/request-error.ts";

/**
 * What a reward card shows while its read has no data: placeholders while it runs, or what
 * failed (`failedDescription`) with the server's reason (translated) and Try again (`onRetry`).
 * Spread into the card's `RewardCard`, which stays the same element once the data comes.
 */
export function useRewardCardPending(
  state: Omit<QueryState<unknown>, "data">,
  failedDescription: string,
  onRetry: () => void,
): Partial<RewardCardProps> {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  if (state.isLoading || !state.isError) return { loading: true };
  const failure = asRequestError(state.error);
  return {
    description: failedDescription,
    error: translate(failure?.code ?? failure?.message),
    actionLabel: t`Try again`,
    onAction: onRetry,
  };
}

/** The part of a claim's mutation state a reward card shows. */
export interface ClaimState {
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
}

/**
 * A reward card ready to be claimed: highlighted, "Ready to claim", its action busy while the
 * claim runs and the claim's failure (the server's reason, translated).
 */
export function useReadyRewardCard(claim: ClaimState): Partial<RewardCardProps> {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const failure = claim.isError ? asRequestError(claim.error) : null;
  return {
    tone: "ready",
    status: t`Ready to claim`,
    busy: claim.isLoading,
    busyLabel: t`Claiming`,
    error: failure ? translate(failure.code ?? failure.message) : undefined,
  };
}
