import type {
  CoreApiClient,
  LoginRequest,
  RegisterRequest,
  SocialEmailUpdateRequest,
  SocialLoginRequest,
  TelegramLoginRequest,
  TwoFactorChallengeRequest,
} from "../../api/entities.ts";

/** POST /api/login */
export const requestLogin = (api: CoreApiClient, body: LoginRequest) =>
  api.post("/api/login", { body });
/** POST /api/two-factor-challenge */
export const requestTwoFactorChallenge = (api: CoreApiClient, body: TwoFactorChallengeRequest) =>
  api.post("/api/two-factor-challenge", { body });
/** POST /api/register */
export const requestRegister = (api: CoreApiClient, body: RegisterRequest) =>
  api.post("/api/register", { body });
/** POST /api/social/login */
export const requestSocialLogin = (api: CoreApiClient, body: SocialLoginRequest) =>
  api.post("/api/social/login", { body });
/** PATCH /api/social/email/update */
export const requestSocialEmailUpdate = (api: CoreApiClient, body: SocialEmailUpdateRequest) =>
  api.patch("/api/social/email/update", { body });
/** POST /api/telegram/login */
export const requestTelegramLogin = (api: CoreApiClient, body: TelegramLoginRequest) =>
  api.post("/api/telegram/login", { body });
/** GET /api/logout */
export const requestLogout = (api: CoreApiClient) => api.get("/api/logout");
