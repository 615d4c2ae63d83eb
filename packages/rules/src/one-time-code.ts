/** Digits of a one-time code (authenticator two-factor code, SMS code). */
export const ONE_TIME_CODE_LENGTH = 6;

const oneTimeCodePattern = new RegExp(`^[0-9]{${ONE_TIME_CODE_LENGTH}}$`);

/** Whether a value is a complete one-time code: exactly 6 digits (surrounding spaces ignored). */
export function isOneTimeCode(value: string | null | undefined): boolean {
  return oneTimeCodePattern.test((value ?? "").trim());
}
