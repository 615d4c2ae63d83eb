import { type ChangeEvent, type ReactNode, useId, useState } from "react";
import styled from "styled-components";
import { inline, plainList, stack, textStyle } from "../../theme/layout.ts";
import { CheckIcon, EyeIcon, EyeOffIcon, MinusIcon } from "../icons/index.ts";
import { IconButton } from "../icon-button/index.ts";
import { TextField, type TextFieldProps } from "../text-field/index.ts";
import { VisuallyHidden } from "../visually-hidden/index.ts";
import { type PasswordRule } from "./password-rules.ts";

export interface PasswordFieldProps extends Omit<TextFieldProps, "type" | "endAdornment"> {
  /** Name of the reveal button while the password is hidden, e.g. "Show password". */
  showLabel: string;
  /** Name of the reveal button while the password is shown, e.g. "Hide password". */
  hideLabel: string;
  /** Checklist shown live under the field (omit for a login form). */
  rules?: PasswordRule[];
  /** Heading of the checklist, e.g. "Your password needs". */
  rulesLabel?: ReactNode;
  /** Screen-reader state of a passed / failed rule, e.g. "done" / "missing". */
  metLabel?: string;
  unmetLabel?: string;
}

const Root = styled.div`
  ${stack("sm")}
`;

const RulesTitle = styled.p`
  ${textStyle("xs", "textMuted")}
`;

const RuleList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  ${plainList}
`;

const Rule = styled.li<{ $met: boolean }>`
  ${inline("xs")}
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
  color: ${({ theme, $met }) => ($met ? theme.colors.success : theme.colors.textMuted)};
`;

/**
 * A password input with a show / hide toggle and, when `rules` are given, a
 * checklist that ticks each rule as the player types. The checklist describes
 * the input, so screen readers announce it with the field.
 */
export function PasswordField({
  showLabel,
  hideLabel,
  rules,
  rulesLabel,
  metLabel,
  unmetLabel,
  value,
  defaultValue,
  onChange,
  id: idProp,
  "aria-describedby": ariaDescribedBy,
  ...rest
}: PasswordFieldProps) {
  const generated = useId();
  const id = idProp ?? generated;
  const [visible, setVisible] = useState(false);
  const [internal, setInternal] = useState(String(defaultValue ?? ""));
  const current = value === undefined ? internal : String(value);
  const rulesId = `${id}-rules`;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (value === undefined) setInternal(event.target.value);
    onChange?.(event);
  };

  return (
    <Root>
      <TextField
        {...rest}
        id={id}
        type={visible ? "text" : "password"}
        value={current}
        onChange={handleChange}
        autoComplete={rest.autoComplete ?? (rules ? "new-password" : "current-password")}
        aria-describedby={
          [ariaDescribedBy, rules?.length ? rulesId : undefined].filter(Boolean).join(" ") ||
          undefined
        }
        endAdornment={
          <IconButton
            size="sm"
            label={visible ? hideLabel : showLabel}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </IconButton>
        }
      />
      {rules?.length ? (
        <div id={rulesId}>
          {rulesLabel ? <RulesTitle>{rulesLabel}</RulesTitle> : null}
          <RuleList>
            {rules.map((rule) => {
              const met = rule.test(current);
              return (
                <Rule key={rule.id} $met={met} data-met={met}>
                  {met ? <CheckIcon size="iconSm" /> : <MinusIcon size="iconSm" />}
                  <span>{rule.label}</span>
                  {met ? (
                    metLabel ? (
                      <VisuallyHidden>{metLabel}</VisuallyHidden>
                    ) : null
                  ) : unmetLabel ? (
                    <VisuallyHidden>{unmetLabel}</VisuallyHidden>
                  ) : null}
                </Rule>
              );
            })}
          </RuleList>
        </div>
      ) : null}
    </Root>
  );
}
