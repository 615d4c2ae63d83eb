import { type ReactNode } from "react";
import styled from "styled-components";
import { centerStack } from "../../theme/layout.ts";
import { StyledButton } from "../button/button.tsx";
import { HomeIcon } from "../icons/index.ts";

export interface HomeActionProps {
  /** Styling class of the kit's primary button, for a router link. */
  className?: string;
  children: ReactNode;
}

export interface ErrorScreenProps {
  /** HTTP-like status code, e.g. 404 or 500. */
  statusCode?: number | string;
  /** Heading, e.g. "Page not found". */
  title: ReactNode;
  /** Explanation. */
  message?: ReactNode;
  /** Text of the go-home action, e.g. "Back to the lobby". */
  homeLabel: string;
  /** Go-home as a button... */
  onHome?: () => void;
  /** ...or as a plain link... */
  homeHref?: string;
  /** ...or rendered by the app (its router link), given the label. */
  renderHomeAction?: (label: string) => ReactNode;
  /** Accessible prefix of the status code, e.g. "Error". */
  statusLabel?: string;
}

const Screen = styled.main`
  ${centerStack("lg")}
  min-block-size: 70vh;
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
`;

const Code = styled.p`
  font-family: ${({ theme }) => theme.typography.fonts.display};
  font-size: ${({ theme }) => theme.typography.fontSizes.hero};
  font-weight: ${({ theme }) => theme.typography.fontWeights.black};
  letter-spacing: ${({ theme }) => theme.typography.letterSpacings.display};
  color: ${({ theme }) => theme.colors.accent};
  text-shadow: ${({ theme }) => theme.shadows.glowPrimary};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.typography.fontSizes.xxl};
`;

const Message = styled.p`
  max-inline-size: 32rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The error page: status code, message and a go-home action (spec: error screen leading to the lobby). */
export function ErrorScreen({
  statusCode,
  title,
  message,
  homeLabel,
  onHome,
  homeHref,
  renderHomeAction,
  statusLabel,
}: ErrorScreenProps) {
  let action: ReactNode = null;
  if (renderHomeAction) action = renderHomeAction(homeLabel);
  else if (homeHref)
    action = (
      <StyledButton as="a" href={homeHref} $variant="primary" $size="lg" $fullWidth={false}>
        <HomeIcon />
        {homeLabel}
      </StyledButton>
    );
  else if (onHome)
    action = (
      <StyledButton type="button" onClick={onHome} $variant="primary" $size="lg" $fullWidth={false}>
        <HomeIcon />
        {homeLabel}
      </StyledButton>
    );
  return (
    <Screen>
      {statusCode !== undefined ? (
        <Code aria-label={statusLabel ? `${statusLabel} ${statusCode}` : undefined}>
          {statusCode}
        </Code>
      ) : null}
      <Title>{title}</Title>
      {message ? <Message>{message}</Message> : null}
      {action}
    </Screen>
  );
}
