import { coreApi } from "@casino/core";
import type { components, paths } from "@casino/api";
import { useMutation } from "@casino/core/react";

type Schemas = components["schemas"];
/** The signed link's query: id, hash, expires, signature. */
export type EmailVerificationQuery = paths["/api/email-verification"]["get"]["parameters"]["query"];

/** Account endpoints of the guest pages and dialogs that need no saga. */
export const authApi = coreApi.injectEndpoints({
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

const { forgotPassword, resetPassword, resendVerificationEmail, verifyEmail } = authApi.endpoints;

/** POST /api/forgot-password */
export const useForgotPasswordMutation = () => useMutation(forgotPassword);
/** POST /api/reset-password */
export const useResetPasswordMutation = () => useMutation(resetPassword);
/** POST /api/email/resend */
export const useResendVerificationEmailMutation = () => useMutation(resendVerificationEmail);
/** GET /api/email-verification */
export const useVerifyEmailMutation = () => useMutation(verifyEmail);
