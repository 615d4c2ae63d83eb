import { type ReactNode } from "react";

/**
 * One line of the password checklist. `test` gets the current value. The rules themselves are
 * business logic and come from the caller (the app passes `@casino/core`'s section-5 rules).
 */
export interface PasswordRule {
  id: string;
  label: ReactNode;
  test: (value: string) => boolean;
}
