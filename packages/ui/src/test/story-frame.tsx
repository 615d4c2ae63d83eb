import type { Decorator } from "@storybook/react-vite";
import { useState, type ComponentType, type CSSProperties } from "react";
import styled, { css } from "styled-components";
import { plainList, stack } from "../theme/layout.ts";
import { Button } from "../components/button/index.ts";
import { LanguagePicker, type LanguagePickerProps } from "../components/language-picker/index.ts";
import { storyLanguages } from "../components/language-picker/language-picker.stories-data.ts";
import type { SpaceToken } from "../tokens/index.ts";

/**
 * A story decorator that gives the component the room it has in the product: a card's column,
 * a header's page, a menu's height.
 */
export function framed(style: CSSProperties): Decorator {
  return function Framed(Story) {
    return (
      <div style={style}>
        <Story />
      </div>
    );
  };
}

/** The column of a card in the lobby's grids (22 rem). */
export const cardColumn = framed({ maxInlineSize: "22rem" });

/**
 * A story component for an overlay (dialog, drawer): a button named `label` opens it, its close
 * closes it (and calls the story's `onClose`).
 */
export function withTrigger<P extends { open: boolean; onClose: () => void }>(
  Overlay: ComponentType<P>,
  label: string,
) {
  return function WithTrigger(props: P) {
    const [open, setOpen] = useState(props.open);
    return (
      <>
        <Button onClick={() => setOpen(true)}>{label}</Button>
        <Overlay
          {...props}
          open={open}
          onClose={() => {
            setOpen(false);
            props.onClose();
          }}
        />
      </>
    );
  };
}

/**
 * A story component for a controlled field (`value` + `onValueChange`): it keeps the value the
 * player types, so the story behaves like the product, and still reports each change.
 */
export function withValueState<P extends { value: string; onValueChange: (value: string) => void }>(
  Field: ComponentType<P>,
) {
  return function WithValueState(props: P) {
    const [value, setValue] = useState(props.value);
    return (
      <Field
        {...props}
        value={value}
        onValueChange={(next: string) => {
          setValue(next);
          props.onValueChange(next);
        }}
      />
    );
  };
}

/** The site's name set as the frame's stories show it (header, footer): display type, bold. */
export const storyWordmark = css`
  font-family: ${({ theme }) => theme.typography.fonts.display};
  font-size: ${({ theme }) => theme.typography.fontSizes.md};
  font-weight: ${({ theme }) => theme.typography.fontWeights.black};
  letter-spacing: ${({ theme }) => theme.typography.letterSpacings.display};
  color: ${({ theme }) => theme.colors.text};
`;

/** A list of items in a story (an inbox, the support list): stacked `$gap` apart, `$max` wide. */
export const StoryList = styled.ul<{ $gap: SpaceToken; $max: string }>`
  ${stack()}
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  max-inline-size: ${({ $max }) => $max};
  ${plainList}
`;

/** The language picker of a frame's story (header, footer): English first, the choice kept. */
export function StoryLanguagePicker(
  props: Omit<LanguagePickerProps, "value" | "onChange" | "languages" | "label">,
) {
  const [value, setValue] = useState("en");
  return (
    <LanguagePicker
      {...props}
      value={value}
      onChange={setValue}
      languages={storyLanguages}
      label="Language"
    />
  );
}
