import styled from "styled-components";
import { useTranslateMessage, type TranslatableMessage } from "../../i18n/use-translate-message.ts";

const Alert = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.danger};
`;

/** A form-level failure (translated message key or server text), announced as an alert. */
export function FormAlert({ message }: { message: TranslatableMessage }) {
  const translate = useTranslateMessage();
  if (!message) return null;
  return <Alert role="alert">{translate(message)}</Alert>;
}
