import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import styled from "styled-components";
import { inline, stack } from "../../theme/layout.ts";
import { ChevronDownIcon } from "../icons/index.ts";

export interface AccordionItem {
  id: string;
  /** The question or section title (the button's name). */
  title: ReactNode;
  /** What the button shows and hides. */
  content: ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** Level of the headings that hold the buttons (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** Ids open at first (uncontrolled). */
  defaultOpenIds?: string[];
  /** Several sections may be open at once (default true); else opening one closes the others. */
  multiple?: boolean;
  onOpenChange?: (openIds: string[]) => void;
  className?: string;
}

const List = styled.div`
  ${stack()}
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  > * + * {
    border-block-start: ${({ theme }) => theme.sizes.border} solid
      ${({ theme }) => theme.colors.border};
  }
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSizes.md};
  line-height: ${({ theme }) => theme.typography.lineHeights.snug};
`;

const Trigger = styled.button`
  ${inline("md")}
  justify-content: space-between;
  inline-size: 100%;
  min-block-size: ${({ theme }) => theme.sizes.controlMd};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  text-align: start;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: calc(-1 * ${({ theme }) => theme.sizes.focusRing});
  }
  svg {
    flex: none;
    inline-size: 1.25rem;
    block-size: 1.25rem;
    color: ${({ theme }) => theme.colors.textMuted};
    transition: transform ${({ theme }) => theme.motion.duration.fast}
      ${({ theme }) => theme.motion.easing.standard};
  }
  &[aria-expanded="true"] svg {
    transform: rotate(180deg);
  }
`;

const Panel = styled.div`
  padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.text};
  &[hidden] {
    display: none;
  }
`;

/**
 * Sections that open and close (FAQs): each title is a button (`aria-expanded`, `aria-controls`)
 * inside a heading, each answer a `region` named by its button. Enter or Space toggles; Up and
 * Down, Home and End move between the buttons.
 */
export function Accordion({
  items,
  headingLevel = 3,
  defaultOpenIds = [],
  multiple = true,
  onOpenChange,
  className,
}: AccordionProps) {
  const baseId = useId();
  const [open, setOpen] = useState<string[]>(defaultOpenIds);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const toggle = (id: string) => {
    const next = open.includes(id)
      ? open.filter((other) => other !== id)
      : multiple
        ? [...open, id]
        : [id];
    setOpen(next);
    onOpenChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target =
      event.key === "ArrowDown"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowUp"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <List className={className}>
      {items.map((item, index) => {
        const expanded = open.includes(item.id);
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.id}>
            <Heading as={`h${headingLevel}`}>
              <Trigger
                ref={(node) => {
                  buttons.current[index] = node;
                }}
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span>{item.title}</span>
                <ChevronDownIcon />
              </Trigger>
            </Heading>
            <Panel id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded}>
              {item.content}
            </Panel>
          </div>
        );
      })}
    </List>
  );
}
