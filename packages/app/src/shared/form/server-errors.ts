import { useEffect } from "react";
import { useFormikContext } from "formik";
import type { RequestError } from "@casino/core";
import { fieldErrorsOf } from "../request-error.ts";

/**
 * Puts the per-field message keys of a server failure onto the formik fields (they are translated
 * when shown), whenever a new failure arrives.
 */
export function ServerFieldErrors({ error }: { error: RequestError | null | undefined }) {
  const { setErrors, setTouched, values } = useFormikContext<Record<string, unknown>>();
  useEffect(() => {
    const errors = fieldErrorsOf(error);
    const names = Object.keys(errors).filter((name) => name in values);
    if (names.length === 0) return;
    void setTouched(Object.fromEntries(names.map((name) => [name, true])), false);
    setErrors(Object.fromEntries(names.map((name) => [name, errors[name]])));
    // Only a new failure re-applies the errors.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
  return null;
}

/** The form-level message of a failure: its code, unless the code is already shown on a field. */
export function formErrorKey(
  error: RequestError | null | undefined,
  fields: readonly string[],
): string | null {
  if (!error) return null;
  const onField = Object.keys(error.fieldErrors).some((name) => fields.includes(name));
  if (onField) return null;
  return error.code ?? error.message;
}
