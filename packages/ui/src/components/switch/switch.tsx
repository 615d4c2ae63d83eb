import { type ButtonHTMLAttributes, type ReactNode, useId, useState } from "react";
import styled from "styled-components";
import { inline, stack, textStyle } from "../../theme/layout.ts";

export interface SwitchProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  "onChange" | "value"
> {
  label: ReactNode;
  description?: ReactNode;
  /** Controlled state. */
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
}

const Root = styled.div`
  ${inline("md")}
  justify-content: space-between;
`;

const Text = styled.div`
  ${stack("xxs")}
`;

const Label = styled.label`
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

const Description = styled.span`
  ${textStyle("xs", "textMuted")}
`;

const Track = styled.button`
  position: relative;
  flex-shrink: 0;
  inline-size: ${({ theme }) => theme.sizes.controlMd};
  block-size: ${({ theme }) => theme.sizes.iconLg};
  padding: 0;
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.duration.base}
    ${({ theme }) => theme.motion.easing.standard};

  &::after {
    content: "";
    position: absolute;
    inset-block-start: 50%;
    inset-inline-start: ${({ theme }) => theme.space.xxs};
    inline-size: ${({ theme }) => theme.sizes.iconSm};
    block-size: ${({ theme }) => theme.sizes.iconSm};
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.textMuted};
    transform: translateY(-50%);
    transition:
      inset-inline-start ${({ theme }) => theme.motion.duration.base}
        ${({ theme }) => theme.motion.easing.standard},
      background ${({ theme }) => theme.motion.duration.base}
        ${({ theme }) => theme.motion.easing.standard};
  }

  &[aria-checked="true"] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.glowPrimary};
  }
  &[aria-checked="true"]::after {
    inset-inline-start: calc(
      100% - ${({ theme }) => theme.sizes.iconSm} - ${({ theme }) => theme.space.xxs}
    );
    background: ${({ theme }) => theme.colors.onPrimary};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

/** An on/off switch (`role="switch"`), controlled or uncontrolled. */
export function Switch({
  label,
  description,
  checked,
  defaultChecked = false,
  onCheckedChange,
  id: idProp,
  onClick,
  ...rest
}: SwitchProps) {
  const generated = useId();
  const id = idProp ?? generated;
  const [internal, setInternal] = useState(defaultChecked);
  const on = checked ?? internal;
  return (
    <Root>
      <Text>
        <Label htmlFor={id}>{label}</Label>
        {description ? <Description id={`${id}-description`}>{description}</Description> : null}
      </Text>
      <Track
        id={id}
        type="button"
        role="switch"
        aria-checked={on}
        aria-describedby={description ? `${id}-description` : undefined}
        onClick={(event) => {
          onClick?.(event);
          if (checked === undefined) setInternal(!on);
          onCheckedChange?.(!on);
        }}
        {...rest}
      />
    </Root>
  );
}
