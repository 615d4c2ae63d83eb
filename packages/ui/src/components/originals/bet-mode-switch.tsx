import styled from "styled-components";

const Group = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 1fr;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceSunken};
`;

const Option = styled.button<{ $active: boolean }>`
  min-block-size: ${({ theme }) => theme.sizes.controlSm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  background: ${({ theme, $active }) => ($active ? theme.colors.surfaceRaised : "transparent")};
  color: ${({ theme, $active }) => ($active ? theme.colors.text : theme.colors.textMuted)};
  cursor: pointer;
  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focusRing};
  }
  &:disabled {
    cursor: default;
  }
`;

export interface BetModeSwitchProps<Mode extends string> {
  /** The group's name, e.g. "Betting mode". */
  label: string;
  options: readonly { value: Mode; label: string }[];
  value: Mode;
  onChange: (mode: Mode) => void;
  /** The mode cannot change (an auto-bet runs). */
  disabled?: boolean;
}

/** A choice between a few modes (manual or auto betting): toggle buttons, the chosen one pressed. */
export function BetModeSwitch<Mode extends string>({
  label,
  options,
  value,
  onChange,
  disabled = false,
}: BetModeSwitchProps<Mode>) {
  return (
    <Group role="group" aria-label={label}>
      {options.map((option) => (
        <Option
          key={option.value}
          type="button"
          $active={option.value === value}
          aria-pressed={option.value === value}
          disabled={disabled}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Option>
      ))}
    </Group>
  );
}
