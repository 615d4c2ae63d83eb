import { type ReactNode } from "react";
import styled from "styled-components";
import { textStyle } from "../../theme/layout.ts";
import { CopyButton } from "../copy-button/index.ts";

/** One value to copy; `value` null while it is not known yet (a secret server seed). */
export interface CopyValue {
  label: string;
  value: string | null;
  /** Accessible name of its copy button, e.g. "Copy server seed". */
  copyLabel: string;
  /** Said instead of a value not known yet, e.g. "Revealed when the player rotates the pair". */
  pending?: ReactNode;
}

export interface CopyValueListProps {
  items: readonly CopyValue[];
  /** Feedback after a copy, e.g. "Copied". */
  copiedLabel: string;
  /** Feedback when the clipboard refused. */
  errorLabel?: string;
  className?: string;
}

const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  & > div {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    padding: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceSunken};
    min-inline-size: 0;
  }
  dt {
    ${textStyle("xs", "textMuted")}
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  }
  dd {
    display: flex;
    align-items: flex-start;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    min-inline-size: 0;
  }
  code {
    flex: 1;
    min-inline-size: 0;
    padding-block: ${({ theme }) => theme.space.xxs};
    font-family: ${({ theme }) => theme.typography.fonts.mono};
    font-size: ${({ theme }) => theme.typography.fontSizes.sm};
    overflow-wrap: anywhere;
    word-break: break-all;
  }
`;

const Pending = styled.p`
  margin: 0;
  ${textStyle("sm", "textMuted")}
`;

/**
 * Values a player copies one by one (the inputs of a provably fair bet): each label over its
 * whole value, wrapped, never cut, with a copy button named after it; a value not known yet says
 * when it will be.
 */
export function CopyValueList({ items, copiedLabel, errorLabel, className }: CopyValueListProps) {
  return (
    <List className={className}>
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>
            {item.value === null ? (
              <Pending>{item.pending}</Pending>
            ) : (
              <>
                <code>{item.value}</code>
                <CopyButton
                  value={item.value}
                  label={item.copyLabel}
                  copiedLabel={copiedLabel}
                  errorLabel={errorLabel}
                />
              </>
            )}
          </dd>
        </div>
      ))}
    </List>
  );
}
