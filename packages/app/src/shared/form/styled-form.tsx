import { Form, type FormikFormProps } from "formik";
import { Stack } from "@casino/ui";

/** Formik's form with browser validation off (Formik shows translated messages) and stacked rows. */
export function StackedForm({ children, ...rest }: FormikFormProps) {
  return (
    <Form noValidate {...rest}>
      <Stack gap="md">{children}</Stack>
    </Form>
  );
}
