import type { components, paths } from "@casino/api";
import { coreApi } from "../../store/core-api.ts";

type Schemas = components["schemas"];
/** The signed link's query: id, hash, expires, signature. */
export type EmailVerificationQuery = paths["/api/email-verification"]["get"]["parameters"]["query"];

/**
 * Account endpoints of the guest pages and dialogs that need no saga: a forgotten password, its
 * reset, and the e-mail verification (the link, and sending it again).
 */
export const accountApi = coreApi.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<null, Schemas["ForgotPasswordRequest"]>({
      query: (body) => ({ method: "post", url: "/api/forgot-password", body }),
    }),
    resetPassword: build.mutation<null, Schemas["ResetPasswordRequest"]>({
      query: (body) => ({ method: "post", url: "/api/reset-password", body }),
    }),
    resendVerificationEmail: build.mutation<unknown, Schemas["ResendVerificationEmailRequest"]>({
      query: (body) => ({ method: "post", url: "/api/email/resend", body }),
    }),
    verifyEmail: build.mutation<unknown, EmailVerificationQuery>({
      query: (query) => ({ url: "/api/email-verification", query }),
    }),
  }),
});
