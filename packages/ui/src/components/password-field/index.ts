export { PasswordField, type PasswordFieldProps } from "./password-field.tsx";
export { type PasswordRule } from "./password-rules.ts";
