import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import styled, { css } from "styled-components";

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** Accessible name of the tab list, e.g. "Live bets". */
  label: string;
  tabs: TabItem[];
  /** Controlled selected tab id. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (id: string) => void;
  /** Stretch tabs to fill the row (mobile). */
  fitted?: boolean;
  className?: string;
}

const List = styled.div<{ $fitted: boolean }>`
  display: flex;
  gap: ${({ $fitted, theme }) => ($fitted ? theme.space.none : theme.space.xs)};
  border-block-end: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
  scrollbar-width: none;
  /* Every tab stays on screen: tabs keep their natural width while the row has room and shrink,
     wrapping their labels, when it has not (three feeds' names in Portuguese on a phone); none gets
     narrower than its longest word, and the row scrolls only if even that does not fit. */
  && > * {
    flex: ${({ $fitted }) => ($fitted ? "1 1 0" : "0 1 auto")};
    min-inline-size: min-content;
    white-space: normal;
    overflow-wrap: normal;
    text-align: center;
    /* Fitted tabs (a dialog's sections on a phone) share the width: narrow padding and a smaller
       face, so four sections fit 390 px in every language. */
    ${({ $fitted, theme }) =>
      $fitted
        ? css`
            padding-inline: ${theme.space.xs};
            font-size: ${theme.typography.fontSizes.sm};
          `
        : ""}
  }
`;

const Tab = styled.button`
  min-block-size: ${({ theme }) => theme.sizes.controlMd};
  padding-inline: ${({ theme }) => theme.space.lg};
  border: 0;
  border-block-end: ${({ theme }) => theme.sizes.focusRing} solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  white-space: nowrap;
  cursor: pointer;
  transition: color ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.text};
  }
  &[aria-selected="true"] {
    color: ${({ theme }) => theme.colors.text};
    border-block-end-color: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

const Panel = styled.div`
  padding-block: ${({ theme }) => theme.space.lg};
`;

/**
 * WAI-ARIA tabs with automatic activation: arrow keys (mirrored in RTL),
 * Home and End move between enabled tabs; only the selected tab is in the
 * tab order.
 */
export function Tabs({
  label,
  tabs,
  value,
  defaultValue,
  onValueChange,
  fitted = false,
  className,
}: TabsProps) {
  const base = useId();
  const enabled = tabs.filter((t) => !t.disabled);
  const [internal, setInternal] = useState(defaultValue ?? enabled[0]?.id);
  const selected = value ?? internal;
  const refs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    if (value === undefined) setInternal(id);
    onValueChange?.(id);
    refs.current.get(id)?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const index = enabled.findIndex((t) => t.id === selected);
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: TabItem | undefined;
    if (step !== undefined) next = enabled[(index + step + enabled.length) % enabled.length];
    else if (event.key === "Home") next = enabled[0];
    else if (event.key === "End") next = enabled[enabled.length - 1];
    if (next) {
      event.preventDefault();
      select(next.id);
    }
  };

  return (
    <div className={className}>
      <List role="tablist" aria-label={label} $fitted={fitted} onKeyDown={handleKeyDown}>
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            ref={(node) => {
              if (node) refs.current.set(tab.id, node);
              else refs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            disabled={tab.disabled}
            onClick={() => select(tab.id)}
          >
            {tab.label}
          </Tab>
        ))}
      </List>
      {tabs.map((tab) => (
        <Panel
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          tabIndex={0}
        >
          {tab.id === selected ? tab.content : null}
        </Panel>
      ))}
    </div>
  );
}
