import { useId, type ReactNode } from "react";
import styled from "styled-components";
import { cluster, stack, textStyle } from "../../theme/layout.ts";

/** `offer`: a bonus applies (accent border); `none`: no bonus applies (plain). */
export type OfferPanelTone = "offer" | "none";

export interface OfferPanelProps {
  /** The panel's heading, which names the region ("Bonus with this deposit"). */
  title: string;
  /** Heading level in the page's outline (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** What the offer gives, shown large ("100% up to 200.00000000 USDT"). */
  value?: ReactNode;
  /** The offer's name or a line under the value. */
  subtitle?: ReactNode;
  /** The terms a player checks before depositing, one a line. */
  terms?: readonly ReactNode[];
  /** A short note under the terms (what declining means, that no bonus applies). */
  note?: ReactNode;
  /** Buttons or links of the panel. */
  actions?: ReactNode;
  tone?: OfferPanelTone;
  className?: string;
}

const Root = styled.section<{ $tone: OfferPanelTone }>`
  ${stack("sm")}
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.border} solid
    ${({ theme, $tone }) => ($tone === "offer" ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  min-inline-size: 0;
  overflow-wrap: anywhere;
`;

const Heading = styled.h3`
  margin: 0;
  ${textStyle("sm", "textMuted")}
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

const Value = styled.p`
  margin: 0;
  ${textStyle("lg")}
  font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
`;

const Subtitle = styled.p`
  margin: 0;
  ${textStyle("sm", "textMuted")}
`;

const Terms = styled.ul`
  ${stack("xs")}
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
  ${textStyle("sm")}
`;

const Note = styled.p`
  margin: 0;
  ${textStyle("sm", "textMuted")}
`;

const Actions = styled.div`
  ${cluster("sm")}
`;

/**
 * A bonus offer as a region named by its title: what it gives, its terms, a note and its
 * actions (the deposit tab's "Bonus with this deposit", the welcome offer's invitation, a
 * promotion's call to action). With tone `none` it says plainly that no bonus applies.
 */
export function OfferPanel({
  title,
  headingLevel = 3,
  value,
  subtitle,
  terms,
  note,
  actions,
  tone = "offer",
  className,
}: OfferPanelProps) {
  const id = useId();
  return (
    <Root $tone={tone} aria-labelledby={id} className={className}>
      <Heading as={`h${headingLevel}`} id={id}>
        {title}
      </Heading>
      {value ? <Value>{value}</Value> : null}
      {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
      {terms && terms.length > 0 ? (
        <Terms>
          {terms.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </Terms>
      ) : null}
      {note ? <Note>{note}</Note> : null}
      {actions ? <Actions>{actions}</Actions> : null}
    </Root>
  );
}
