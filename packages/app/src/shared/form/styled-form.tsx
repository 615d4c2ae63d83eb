import { Form } from "formik";
import styled from "styled-components";
import { stack } from "@casino/ui";

/** Formik's form with browser validation off (Formik shows translated messages) and stacked rows. */
export const StackedForm = styled(Form).attrs({ noValidate: true })`
  ${stack("md")}
`;
