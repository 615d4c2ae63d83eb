import type { ReactNode } from "react";
import styled from "styled-components";
import { cluster } from "../../theme/layout.ts";
import { media } from "../../tokens/index.ts";

/** One keyboard shortcut: the key as drawn and what it does. */
export interface StageShortcut {
  key: string;
  keyLabel: ReactNode;
  label: ReactNode;
}

export interface StageHeaderProps {
  /** The game's name: the page's `h1`. */
  title: ReactNode;
  /** The `h1`'s id (the stage is named by it). */
  titleId?: string;
  /** The tools on the title's row (sound, turbo, fairness...). */
  tools?: ReactNode;
  /** Tools for wide screens only (keyboard shortcuts), after `tools`; hidden below `md`. */
  wideTools?: ReactNode;
  /** Tools after the wide-screen ones (fairness). */
  endTools?: ReactNode;
  /** The list of keyboard shortcuts under the row, when shown; none when null. */
  shortcuts?: { id: string; label: string; items: readonly StageShortcut[] } | null;
}

const Row = styled.div`
  ${cluster("sm")}
  justify-content: space-between;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.xl};
  text-transform: capitalize;
`;

const Tools = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  flex-wrap: wrap;
`;

/** Keyboard shortcuts are for desktops: hidden on narrow screens. */
const WideOnly = styled.span`
  display: contents;
  ${media.down("md")} {
    display: none;
  }
`;

const Shortcuts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  & > div {
    display: contents;
  }
  & dt {
    font-family: ${({ theme }) => theme.typography.fonts.mono};
    color: ${({ theme }) => theme.colors.accent};
  }
  & dd {
    margin: 0;
  }
`;

/**
 * The top of an original's stage: its title (the page's `h1`) and tools on one row that wraps,
 * with the keyboard shortcuts listed under it (a described list named by `shortcuts.label`).
 */
export function StageHeader({
  title,
  titleId,
  tools,
  wideTools,
  endTools,
  shortcuts,
}: StageHeaderProps) {
  return (
    <>
      <Row>
        <Title id={titleId}>{title}</Title>
        <Tools>
          {tools}
          {wideTools ? <WideOnly>{wideTools}</WideOnly> : null}
          {endTools}
        </Tools>
      </Row>
      {shortcuts ? (
        <Shortcuts id={shortcuts.id} aria-label={shortcuts.label}>
          {shortcuts.items.map((k) => (
            <div key={k.key}>
              <dt>{k.keyLabel}</dt>
              <dd>{k.label}</dd>
            </div>
          ))}
        </Shortcuts>
      ) : null}
    </>
  );
}
