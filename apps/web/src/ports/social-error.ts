/** Why a provider sign-in gave no access token. */
export type SocialSignInFailure = "cancelled" | "sdk_unavailable" | "provider_error";

/** A provider sign-in that gave no access token; `reason` tells a cancel from a failure. */
export class SocialSignInError extends Error {
  readonly reason: SocialSignInFailure;

  constructor(reason: SocialSignInFailure, message: string) {
    super(message);
    this.name = "SocialSignInError";
    this.reason = reason;
  }
}
