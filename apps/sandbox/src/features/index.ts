/**
 * Every feature's handlers, keyed by the contract's operationId.
 */
import { untyped, type UntypedHandlers } from "../lib/handler.ts";
import type { Services } from "../services.ts";
import { authHandlers } from "./auth/handlers.ts";
import { broadcastingHandlers } from "./broadcasting/handlers.ts";
import { gameSessionHandlers } from "./game-sessions/handlers.ts";
import { seamlessWalletHandlers } from "./seamless-wallet/handlers.ts";
import { slotHandlers } from "./slot/handlers.ts";
import { rouletteHandlers } from "./roulette/handlers.ts";
import { betHandlers } from "./bets/handlers.ts";
import { fairHandlers } from "./fair/handlers.ts";
import { emailVerificationHandlers } from "./email-verification/handlers.ts";
import { gameHandlers } from "./games/handlers.ts";
import { depositHandlers } from "./deposits/handlers.ts";
import { locationHandlers } from "./location/handlers.ts";
import { originalsHandlers } from "./originals/handlers.ts";
import { notificationHandlers } from "./notifications/handlers.ts";
import { otpHandlers } from "./otp/handlers.ts";
import { pageHandlers } from "./pages/handlers.ts";
import { passwordResetHandlers } from "./password-reset/handlers.ts";
import { referralHandlers } from "./referral/handlers.ts";
import { settingsHandlers } from "./settings/handlers.ts";
import { siteHandlers } from "./site/handlers.ts";
import { socialHandlers } from "./social/handlers.ts";
import { telegramHandlers } from "./telegram/handlers.ts";
import { transactionHandlers } from "./transactions/handlers.ts";
import { twoFactorHandlers } from "./two-factor/handlers.ts";
import { twoFactorSignInHandlers } from "./auth/two-factor-sign-in.ts";
import { userHandlers } from "./users/handlers.ts";
import { walletHandlers } from "./wallets/handlers.ts";
import { withdrawalHandlers } from "./withdrawals/handlers.ts";
import { limitHandlers } from "./limits/handlers.ts";
import { challengeHandlers } from "./challenges/handlers.ts";
import { tournamentHandlers } from "./tournaments/handlers.ts";
import { prizeHandlers } from "./prizes/handlers.ts";
import { loyaltyHandlers } from "./loyalty/handlers.ts";
import { bonusHandlers } from "./bonuses/handlers.ts";
import { promotionHandlers } from "./promotions/handlers.ts";
import { blogHandlers } from "./blogs/handlers.ts";
import { supportHandlers } from "./support/handlers.ts";

const features = [
  authHandlers,
  passwordResetHandlers,
  emailVerificationHandlers,
  twoFactorHandlers,
  twoFactorSignInHandlers,
  userHandlers,
  otpHandlers,
  socialHandlers,
  telegramHandlers,
  locationHandlers,
  settingsHandlers,
  referralHandlers,
  broadcastingHandlers,
  walletHandlers,
  depositHandlers,
  withdrawalHandlers,
  transactionHandlers,
  notificationHandlers,
  siteHandlers,
  pageHandlers,
  gameSessionHandlers,
  seamlessWalletHandlers,
  slotHandlers,
  rouletteHandlers,
  fairHandlers,
  originalsHandlers,
  betHandlers,
  gameHandlers,
  limitHandlers,
  challengeHandlers,
  tournamentHandlers,
  prizeHandlers,
  loyaltyHandlers,
  bonusHandlers,
  promotionHandlers,
  blogHandlers,
  supportHandlers,
];

/** The handlers of all features, for the contract layer to bind. */
export function featureHandlers(services: Services): UntypedHandlers {
  const handlers: UntypedHandlers = {};
  for (const feature of features) {
    for (const [operationId, handler] of Object.entries(untyped(feature(services)))) {
      if (handlers[operationId]) throw new Error(`Two features handle ${operationId}`);
      handlers[operationId] = handler;
    }
  }
  return handlers;
}
