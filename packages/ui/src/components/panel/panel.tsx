import { useId, type ElementType, type HTMLAttributes, type ReactNode } from "react";
import styled, { css } from "styled-components";
import type { SpaceToken } from "../../tokens/index.ts";
import { Heading, type HeadingLevel } from "../heading/index.ts";

export interface PanelProps extends Omit<HTMLAttributes<HTMLElement>, "title"> {
  /** Space inside the border (lg by default). */
  padding?: SpaceToken;
  /** Space between the children, which stack in a column (md by default). */
  gap?: SpaceToken;
  /** A heading at the top of the panel; the panel is then a region named by it. */
  title?: ReactNode;
  /** The title's level in the outline (2 by default). */
  headingLevel?: HeadingLevel;
  /**
   * Whether a titled panel is a region (a landmark) named by its title: true by default. False for
   * the sections of a page whose titles repeat a field's label (a "New password" section holding a
   * "New password" field): the heading stays, the landmark and the second name go.
   */
  landmark?: boolean;
  /**
   * `warning`: a thicker warning border on the sunken surface, for a part the player must not miss
   * (a deposit's required memo). `default` otherwise.
   */
  tone?: "default" | "warning";
  /** The element drawn: `section` by default; `article`, `li`, `div`... */
  as?: ElementType;
  children?: ReactNode;
}

/**
 * The bordered surface, drawn once: a section of a page, a form card, a prize. For the rare block
 * that must stay a styled element of its own (a grid item), `${panelSurface("md")}`.
 */
export const panelSurface = (padding: SpaceToken = "lg") => css`
  padding: ${({ theme }) => theme.space[padding]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const warning = css`
  border: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.surfaceSunken};
`;

const Root = styled.section<{
  $padding: SpaceToken;
  $gap: SpaceToken;
  $tone: "default" | "warning";
}>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  min-inline-size: 0;
  margin: 0;
  list-style: none;
  ${({ $padding }) => panelSurface($padding)}
  ${({ $tone }) => $tone === "warning" && warning}
`;

/** The one bordered surface of the kit (Polaris' Card): its children stack `gap` apart. */
export function Panel({
  padding = "lg",
  gap = "md",
  title,
  headingLevel = 2,
  landmark = true,
  tone = "default",
  as,
  children,
  ...rest
}: PanelProps) {
  const titleId = useId();
  const named = landmark && title != null && !rest["aria-label"] && !rest["aria-labelledby"];
  return (
    <Root
      as={as}
      $padding={padding}
      $gap={gap}
      $tone={tone}
      {...(named ? { "aria-labelledby": titleId } : {})}
      {...rest}
    >
      {title != null ? (
        <Heading level={headingLevel} id={titleId}>
          {title}
        </Heading>
      ) : null}
      {children}
    </Root>
  );
}
