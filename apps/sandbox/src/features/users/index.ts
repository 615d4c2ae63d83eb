// The 'users' feature's public face: what other features import (lint: casino/feature-boundaries).
export { consentErrors } from "./consent.ts";
export {
  checkVerificationLink,
  RESEND_COOLDOWN_MS,
  sendVerificationMail,
} from "./email-verification.ts";
export { HIDDEN_NAME, publicName } from "./public-name.ts";
export {
  createUser,
  emailTaken,
  findByEmail,
  findByLogin,
  freeUsername,
  usernameTaken,
} from "./repository.ts";
