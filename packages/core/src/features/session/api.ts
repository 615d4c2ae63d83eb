import type { paths } from "@casino/api";
import { contractMutation, coreApi } from "../../store/core-api.ts";

/** The signed link's query: id, hash, expires, signature. */
export type EmailVerificationQuery = paths["/api/email-verification"]["get"]["parameters"]["query"];

/**
 * Account endpoints of the guest pages and dialogs that need no saga: a forgotten password, its
 * reset, and the e-mail verification (the link, and sending it again).
 */
export const accountApi = coreApi.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: contractMutation(build, "post", "/api/forgot-password"),
    resetPassword: contractMutation(build, "post", "/api/reset-password"),
    resendVerificationEmail: contractMutation(build, "post", "/api/email/resend"),
    verifyEmail: contractMutation(build, "get", "/api/email-verification"),
  }),
});

/**
 * The sign-in steps and the sign-out, run by the session sagas (internal: screens dispatch the
 * session events). `logout` is a GET that revokes the token, so it is a mutation: it is never
 * cached and always reaches the server.
 */
export const sessionApi = coreApi.injectEndpoints({
  endpoints: (build) => ({
    login: contractMutation(build, "post", "/api/login"),
    twoFactorChallenge: contractMutation(build, "post", "/api/two-factor-challenge"),
    register: contractMutation(build, "post", "/api/register"),
    socialLogin: contractMutation(build, "post", "/api/social/login"),
    socialEmailUpdate: contractMutation(build, "patch", "/api/social/email/update"),
    telegramLogin: contractMutation(build, "post", "/api/telegram/login"),
    logout: contractMutation(build, "get", "/api/logout"),
  }),
});
