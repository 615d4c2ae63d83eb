import { type ReactNode } from "react";
import styled from "styled-components";
import { cluster, plainList, stack, textStyle } from "../../theme/layout.ts";
import { media } from "../../tokens/index.ts";
import { navigationClick, type NavigateHandler } from "../category-nav/index.ts";
import { CoinIcon } from "../coin-icon/index.ts";

/** Who runs the site and under which licence, already translated. */
export interface FooterLicence {
  /** Section heading, e.g. "Licence". */
  title: string;
  /** The licence line, e.g. "Sandbox Gaming N.V. · licence SBX-0001 · Sandbox Gaming Authority". */
  statement: string;
  /** The operator's own short statement (plain text), if any. */
  text?: string;
}

/** A responsible-gaming mark: a short visible label that links to help or limits. */
export interface FooterTrustMark {
  id: string;
  /** Visible text, e.g. "18+" or "Set your limits". */
  label: string;
  /** Accessible name when the label alone says too little, e.g. "18+: only for adults …". */
  description?: string;
  href: string;
  /** Drawn as the round age mark. */
  round?: boolean;
}

/** An accepted coin. */
export interface FooterCoin {
  code: string;
  /** Accessible name, e.g. "Bitcoin". */
  name: string;
  icon?: string | null;
}

export interface FooterTrustProps {
  /** The licence block; omitted when the site states no operator. */
  licence?: FooterLicence;
  /** The licence seal (the site's seal script draws into it). */
  sealSlot?: ReactNode;
  /** Heading of the marks, e.g. "Play responsibly". */
  marksTitle: string;
  marks: FooterTrustMark[];
  /** Heading of the coins, e.g. "Accepted coins". */
  coinsTitle: string;
  coins: FooterCoin[];
  onNavigate?: NavigateHandler;
  className?: string;
}

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  grid-template-columns: minmax(0, 1fr);
  padding-block-start: ${({ theme }) => theme.space.lg};
  border-block-start: ${({ theme }) => theme.sizes.border} solid
    ${({ theme }) => theme.colors.border};
  ${media.up("md")} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Section = styled.section`
  ${stack("sm")}
  min-inline-size: 0;
  p {
    margin: 0;
    max-inline-size: 60ch;
  }
`;

const Title = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.typography.fonts.display};
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
  letter-spacing: ${({ theme }) => theme.typography.letterSpacings.wide};
  text-transform: uppercase;
`;

const Statement = styled.p`
  ${textStyle("sm", "text")}
`;

const Marks = styled.ul`
  ${cluster("sm")}
  ${plainList}
  a {
    display: inline-flex;
    align-items: center;
    min-block-size: ${({ theme }) => theme.sizes.controlSm};
    padding-inline: ${({ theme }) => theme.space.sm};
    border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.pill};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    ${textStyle("xs", "text")}
    font-weight: ${({ theme }) => theme.typography.fontWeights.bold};
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  a[data-round] {
    justify-content: center;
    inline-size: ${({ theme }) => theme.sizes.controlSm};
    padding: 0;
    border: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.danger};
    border-radius: ${({ theme }) => theme.radii.round};
  }
`;

const Coins = styled.ul`
  ${cluster("sm")}
  ${plainList}
  li {
    ${cluster("xs")}
    ${textStyle("xs", "textMuted")}
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
    letter-spacing: ${({ theme }) => theme.typography.letterSpacings.wide};
  }
`;

/**
 * The footer's trust signals: who runs the site and under which licence (with the seal), the
 * responsible-gaming marks (the age mark and links to help and limits) and the accepted coins.
 */
export function FooterTrust({
  licence,
  sealSlot,
  marksTitle,
  marks,
  coinsTitle,
  coins,
  onNavigate,
  className,
}: FooterTrustProps) {
  return (
    <Root className={className}>
      {licence ? (
        <Section aria-label={licence.title}>
          <Title>{licence.title}</Title>
          <Statement>{licence.statement}</Statement>
          {licence.text ? <p>{licence.text}</p> : null}
          {sealSlot}
        </Section>
      ) : null}
      <Section aria-label={marksTitle}>
        <Title>{marksTitle}</Title>
        <Marks>
          {marks.map((mark) => (
            <li key={mark.id}>
              <a
                href={mark.href}
                aria-label={mark.description}
                data-round={mark.round ? "" : undefined}
                onClick={navigationClick(mark.href, onNavigate)}
              >
                {mark.label}
              </a>
            </li>
          ))}
        </Marks>
      </Section>
      {coins.length > 0 ? (
        <Section aria-label={coinsTitle}>
          <Title>{coinsTitle}</Title>
          <Coins>
            {coins.map((coin) => (
              <li key={coin.code}>
                <CoinIcon code={coin.code} src={coin.icon ?? undefined} alt={coin.name} size="sm" />
                <span aria-hidden="true">{coin.code.replace(/_/g, " ")}</span>
              </li>
            ))}
          </Coins>
        </Section>
      ) : null}
    </Root>
  );
}
