export { PasswordField, type PasswordFieldProps } from "./password-field";
export {
  createPasswordRules,
  PASSWORD_SPECIAL_CHARACTERS,
  type PasswordRule,
  type PasswordRuleLabels,
} from "./password-rules";
