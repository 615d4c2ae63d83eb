import type { CoreApiClient, Locale, RecoveryCodesProof } from "../../api/entities.ts";

/** POST /api/user/two-factor-authentication (start set-up) */
export const requestEnableTwoFactor = (api: CoreApiClient) =>
  api.post("/api/user/two-factor-authentication");
/** POST /api/user/confirmed-two-factor-authentication */
export const requestConfirmTwoFactor = (api: CoreApiClient, code: string) =>
  api.post("/api/user/confirmed-two-factor-authentication", { body: { code } });
/** DELETE /api/user/two-factor-authentication */
export const requestDisableTwoFactor = (api: CoreApiClient, code: string) =>
  api.delete("/api/user/two-factor-authentication", { body: { code } });
/** POST /api/user/two-factor-recovery-codes (new codes, with a TOTP code or the password) */
export const requestRegenerateRecoveryCodes = (api: CoreApiClient, proof: RecoveryCodesProof) =>
  api.post("/api/user/two-factor-recovery-codes", { body: proof });
/** PATCH /api/user/lang/change */
export const requestChangeLanguage = (api: CoreApiClient, lang: Locale) =>
  api.patch("/api/user/lang/change", { body: { lang } });
