import type { ChallengeCardProps } from "./challenge-card.tsx";

/** A live cash-prize challenge, as the stories and tests of the challenge card start from. */
export const liveChallenge: ChallengeCardProps = {
  gameName: "Gates of Aetheria",
  provider: "Copperleaf Gaming",
  goal: "Hit a 100× multiplier with a bet of at least 1 USDT",
  prize: { amount: "100", currency: "USDT" },
  prizeLabel: "Prize",
  locale: "en",
  status: "live",
  statusLabel: "Live",
  remaining: "3 of 10 prizes left",
  playLabel: "Play",
};
