import type { HTMLAttributes, ReactNode } from "react";
import styled from "styled-components";
import type { Theme } from "../../theme/theme.ts";

/** `critical` and `warning` interrupt (role="alert"); `info` and `success` wait their turn (role="status"). */
export type BannerTone = "info" | "success" | "warning" | "critical";

export interface BannerProps extends Omit<HTMLAttributes<HTMLDivElement>, "title"> {
  tone?: BannerTone;
  /** A short line in bold above the message. */
  title?: ReactNode;
  /** The message, already translated. */
  children?: ReactNode;
  /** What to do next (a button or link), at the end of the banner. */
  action?: ReactNode;
}

const toneColor = (theme: Theme, tone: BannerTone) =>
  ({
    info: theme.colors.info,
    success: theme.colors.success,
    warning: theme.colors.warning,
    critical: theme.colors.danger,
  })[tone];

/** The live-region role of each tone. */
export const bannerRole = (tone: BannerTone): "alert" | "status" =>
  tone === "critical" || tone === "warning" ? "alert" : "status";

const Root = styled.div<{ $tone: BannerTone }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-inline-start: ${({ theme }) => theme.sizes.focusRing} solid
    ${({ theme, $tone }) => toneColor(theme, $tone)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

const Message = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  flex: 1;
  min-inline-size: 0;
`;

const Title = styled.strong<{ $tone: BannerTone }>`
  color: ${({ theme, $tone }) => toneColor(theme, $tone)};
`;

/**
 * A message about the page or the last action, outside any one field (Polaris' Banner): a refused
 * bet, a restriction, a new version. Announced by assistive technology as it appears.
 */
export function Banner({ tone = "info", title, children, action, ...rest }: BannerProps) {
  return (
    <Root role={bannerRole(tone)} $tone={tone} {...rest}>
      <Message>
        {title != null ? <Title $tone={tone}>{title}</Title> : null}
        {children != null ? <span>{children}</span> : null}
      </Message>
      {action}
    </Root>
  );
}
