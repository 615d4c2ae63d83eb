import styled from "styled-components";
import { inline } from "../../theme/layout.ts";
import { CheckIcon, ChevronDownIcon, GlobeIcon } from "../icons/index.ts";
import { VisuallyHidden } from "../visually-hidden/index.ts";
import { usePopover, useRovingList } from "../wallet-selector/index.ts";
import { PopoverAnchor, insetList, popupPanel } from "../wallet-selector/popover-parts.ts";
import { languageAutonym } from "./languages.ts";

export interface LanguagePickerProps<L extends string = string> {
  value: L;
  onChange: (code: L) => void;
  /** Accessible name, e.g. "Language" (in the current interface language). */
  label: string;
  /** Offered language codes, in order (the app passes the contract's locales). */
  languages: readonly L[];
  /** `menu`: a button opening a list (header, footer). `list`: the list inline (settings page, drawer). */
  variant?: "menu" | "list";
  /** Trigger shows only the globe and code (narrow headers). */
  compact?: boolean;
  /** Start open (stories, tests). */
  defaultOpen?: boolean;
  /** Where the popup opens relative to the trigger. */
  placement?: "below" | "above";
  className?: string;
}

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-block-size: ${({ theme }) => theme.sizes.controlMd};
  padding-inline: ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  &:hover,
  &[aria-expanded="true"] {
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;

const Code = styled.span`
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.typography.letterSpacings.wide};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  text-transform: uppercase;
`;

const Popup = styled.div<{ $placement: "below" | "above" }>`
  ${popupPanel}
  ${({ $placement, theme }) =>
    $placement === "below"
      ? `inset-block-start: calc(100% + ${theme.space.xs});`
      : `inset-block-end: calc(100% + ${theme.space.xs});`}
  inset-inline-end: 0;
  min-inline-size: 12rem;
`;

const List = styled.ul`
  ${insetList}
`;

const Option = styled.li`
  ${inline("md")}
  justify-content: space-between;
  min-block-size: ${({ theme }) => theme.sizes.controlMd};
  padding-inline: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  &[aria-selected="true"] {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  }
  &[aria-selected="false"] svg {
    visibility: hidden;
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: calc(-1 * ${({ theme }) => theme.sizes.focusRing});
  }
`;

interface LanguageListProps<L extends string> {
  value: L;
  languages: readonly L[];
  label: string;
  autoFocus: boolean;
  onChoose: (code: L) => void;
}

function LanguageList<L extends string>({
  value,
  languages,
  label,
  autoFocus,
  onChoose,
}: LanguageListProps<L>) {
  const { itemProps } = useRovingList({
    count: languages.length,
    initialIndex: Math.max(languages.indexOf(value), 0),
    getText: (index) => languageAutonym(languages[index] ?? ""),
    onChoose: (index) => {
      const code = languages[index];
      if (code) onChoose(code);
    },
    autoFocus,
  });
  return (
    <List role="listbox" aria-label={label}>
      {languages.map((code, index) => (
        <Option
          key={code}
          role="option"
          lang={code}
          aria-selected={code === value}
          onClick={() => onChoose(code)}
          {...itemProps(index)}
        >
          {languageAutonym(code)}
          <CheckIcon size="iconSm" />
        </Option>
      ))}
    </List>
  );
}

/** The interface language switch: the given languages, each named in itself and tagged with its `lang`. */
export function LanguagePicker<L extends string>({
  value,
  onChange,
  label,
  languages,
  variant = "menu",
  compact = false,
  defaultOpen = false,
  placement = "below",
  className,
}: LanguagePickerProps<L>) {
  const popover = usePopover<HTMLButtonElement, HTMLDivElement>(defaultOpen);
  if (variant === "list") {
    return (
      <div className={className}>
        <LanguageList
          value={value}
          languages={languages}
          label={label}
          autoFocus={false}
          onChoose={onChange}
        />
      </div>
    );
  }
  return (
    <PopoverAnchor className={className}>
      <Trigger {...popover.triggerProps("listbox")}>
        <GlobeIcon size="iconSm" />
        <VisuallyHidden>{label}: </VisuallyHidden>
        {compact ? (
          <Code lang={value}>{value}</Code>
        ) : (
          <span lang={value}>{languageAutonym(value)}</span>
        )}
        <ChevronDownIcon size="iconSm" />
      </Trigger>
      {popover.open ? (
        <Popup ref={popover.popupRef} id={popover.popupId} $placement={placement}>
          <LanguageList
            value={value}
            languages={languages}
            label={label}
            autoFocus
            onChoose={(code) => {
              onChange(code);
              popover.close();
            }}
          />
        </Popup>
      ) : null}
    </PopoverAnchor>
  );
}
