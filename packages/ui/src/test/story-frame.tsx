import type { Decorator } from "@storybook/react-vite";
import type { CSSProperties } from "react";

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
