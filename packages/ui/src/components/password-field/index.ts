export { PasswordField, type PasswordFieldProps } from "./password-field";
export { type PasswordRule } from "./password-rules";
