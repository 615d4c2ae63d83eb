import type { BonusCardProps } from "./bonus-card.tsx";

/** An available welcome offer, as the stories and tests of the bonus card start from. */
export const welcomeOffer: BonusCardProps = {
  type: "welcome_bonus_offer",
  typeLabel: "Welcome offer",
  title: "Welcome to the arcade",
  value: "100% up to 500 USDT",
  status: "available",
  statusLabel: "Available",
  claimLabel: "Claim bonus",
  cancelLabel: "Cancel bonus",
};
