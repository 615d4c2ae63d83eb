import type { ReactNode } from "react";
import { useField, useFormikContext } from "formik";
import { useLingui } from "@lingui/react/macro";
import {
  Checkbox,
  PasswordField,
  Select,
  TextField,
  type SelectOption,
  type TextFieldProps,
} from "@casino/ui";
import { passwordRules } from "@casino/core";
import { messageKeys } from "../../i18n/message-keys.ts";
import { useTranslateMessage } from "../../i18n/use-translate-message.ts";

/** The translated error of a formik field, once the field was touched or the form submitted. */
function useFieldError(name: string): string | undefined {
  const [, meta] = useField(name);
  const { submitCount } = useFormikContext();
  const translate = useTranslateMessage();
  const raw = meta.error as unknown;
  if (!raw || (!meta.touched && submitCount === 0)) return undefined;
  return translate(raw as string);
}

/** A kit text field bound to formik by `name`, with translated validation and server errors. */
export function FormTextField({
  name,
  ...rest
}: Omit<TextFieldProps, "value" | "onChange" | "onBlur" | "error"> & { name: string }) {
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  return <TextField {...rest} {...field} value={field.value ?? ""} error={error} />;
}

/**
 * A kit checkbox bound to a boolean formik field. `requiredMessage` replaces the generic
 * "required" text (a box the player must tick says what ticking it means).
 */
export function FormCheckbox({
  name,
  label,
  requiredMessage,
}: {
  name: string;
  label: ReactNode;
  requiredMessage?: string;
}) {
  const [{ value, ...field }, meta] = useField<boolean>({ name, type: "checkbox" });
  const error = useFieldError(name);
  const raw = meta.error as unknown;
  const isRequired =
    raw === "required" || (raw as { key?: string } | undefined)?.key === "required";
  return (
    <Checkbox
      {...field}
      checked={Boolean(field.checked ?? value)}
      label={label}
      error={error && isRequired && requiredMessage ? requiredMessage : error}
    />
  );
}

/** A kit select bound to formik by `name`. */
export function FormSelect({
  name,
  label,
  options,
  placeholder,
  disabled,
  onValueChange,
}: {
  name: string;
  label: string;
  options: SelectOption[];
  placeholder?: string;
  disabled?: boolean;
  onValueChange?: (value: string) => void;
}) {
  const [field, , helpers] = useField<string>(name);
  const error = useFieldError(name);
  return (
    <Select
      label={label}
      name={name}
      options={options}
      placeholder={placeholder}
      disabled={disabled}
      value={field.value ?? ""}
      onBlur={field.onBlur}
      onChange={(event) => {
        void helpers.setValue(event.target.value);
        onValueChange?.(event.target.value);
      }}
      error={error}
    />
  );
}

/**
 * A password field bound to formik. With `checklist`, the live password rules (from the
 * core's `passwordRules`) show under it, translated.
 */
export function FormPasswordField({
  name,
  label,
  checklist = false,
  autoComplete,
  hint,
}: {
  name: string;
  label: string;
  checklist?: boolean;
  autoComplete?: string;
  hint?: string;
}) {
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  const { t, i18n } = useLingui();
  const rules = checklist
    ? passwordRules.map((rule) => ({
        id: rule.id,
        label: i18n._(messageKeys[rule.messageKey]!),
        test: rule.test,
      }))
    : undefined;
  return (
    <PasswordField
      {...field}
      value={field.value ?? ""}
      label={label}
      autoComplete={autoComplete}
      hint={hint}
      error={error}
      showLabel={t`Show password`}
      hideLabel={t`Hide password`}
      rules={rules}
      rulesLabel={checklist ? t`Your password needs` : undefined}
      metLabel={t`done`}
      unmetLabel={t`missing`}
    />
  );
}

/**
 * A new password with its live rules and its repetition (`password`, `password_confirmation`):
 * the pair of the reset and change password forms.
 */
export function NewPasswordFields() {
  const { t } = useLingui();
  return (
    <>
      <FormPasswordField
        name="password"
        label={t`New password`}
        autoComplete="new-password"
        checklist
      />
      <FormPasswordField
        name="password_confirmation"
        label={t`Repeat the new password`}
        autoComplete="new-password"
      />
    </>
  );
}
