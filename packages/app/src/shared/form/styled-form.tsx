import { Form } from "formik";
import styled from "styled-components";

/** Formik's form with browser validation off (Formik shows translated messages) and stacked rows. */
export const StackedForm = styled(Form).attrs({ noValidate: true })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;
