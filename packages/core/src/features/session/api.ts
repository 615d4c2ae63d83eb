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
