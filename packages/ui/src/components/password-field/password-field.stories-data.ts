import { type PasswordRule } from "./password-rules.ts";

/** Sample checklist for stories and tests; the app supplies the real rules from @casino/core. */
export const sampleRules: PasswordRule[] = [
  { id: "pw_length", label: "8 to 32 characters", test: (v) => v.length >= 8 && v.length <= 32 },
  { id: "numeric", label: "A digit", test: (v) => /[0-9]/.test(v) },
  { id: "lowercase", label: "A lowercase letter", test: (v) => /[a-z]/.test(v) },
  { id: "uppercase", label: "An uppercase letter", test: (v) => /[A-Z]/.test(v) },
  { id: "special_character", label: "A special character", test: (v) => /[^A-Za-z0-9]/.test(v) },
];
