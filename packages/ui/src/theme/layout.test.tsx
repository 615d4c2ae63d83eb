import styled from "styled-components";
import { screen } from "@testing-library/react";
import { renderWithTheme } from "../test/render.tsx";
import { darkTheme } from "./theme.ts";
import {
  bareButton,
  centerStack,
  cluster,
  inline,
  lineClamp,
  plainList,
  scrollRow,
  stack,
  textStyle,
  truncate,
} from "./layout.ts";

const Stack = styled.div`
  ${stack("sm")}
`;
const BareStack = styled.div`
  ${stack()}
`;
const Inline = styled.div`
  ${inline("xs")}
`;
const Cluster = styled.div`
  ${cluster("lg")}
  justify-content: space-between;
`;
const List = styled.ul`
  ${plainList}
`;
const Muted = styled.p`
  ${textStyle("xs", "textMuted")}
`;
const Sized = styled.p`
  ${textStyle("lg")}
`;
const Centred = styled.div`
  ${centerStack("md")}
`;
const Truncated = styled.p`
  ${truncate}
`;
const Clamped = styled.p`
  ${lineClamp(3)}
`;
const Bare = styled.button`
  ${bareButton}
`;
const Rail = styled.ul`
  ${scrollRow("minmax(8.5rem, 10rem)", "md")}
`;

/** The declarations a styled element got, read from the computed style jsdom derives from the injected sheet. */
function styleOf(label: string) {
  return getComputedStyle(screen.getByLabelText(label));
}

describe("layout mixins", () => {
  beforeEach(() => {
    renderWithTheme(
      <>
        <Stack aria-label="stack" />
        <BareStack aria-label="bare stack" />
        <Inline aria-label="inline" />
        <Cluster aria-label="cluster" />
        <List aria-label="list" />
        <Muted aria-label="muted" />
        <Sized aria-label="sized" />
        <Centred aria-label="centred" />
        <Truncated aria-label="truncated" />
        <Clamped aria-label="clamped" />
        <Rail aria-label="rail" />
        <Bare aria-label="bare" />
      </>,
    );
  });

  it("stacks children in a column with the theme's gap, or no gap when none is named", () => {
    expect(styleOf("stack")).toMatchObject({ display: "flex", flexDirection: "column" });
    expect(styleOf("stack").gap).toBe(darkTheme.space.sm);
    expect(styleOf("bare stack").flexDirection).toBe("column");
    expect(styleOf("bare stack").gap).toBe("");
  });

  it("centres a row on the cross axis; a cluster also wraps and keeps the block's own lines", () => {
    expect(styleOf("inline")).toMatchObject({ display: "flex", alignItems: "center" });
    expect(styleOf("inline").gap).toBe(darkTheme.space.xs);
    expect(styleOf("inline").flexWrap).not.toBe("wrap");
    expect(styleOf("cluster")).toMatchObject({
      display: "flex",
      alignItems: "center",
      flexWrap: "wrap",
      justifyContent: "space-between",
    });
    expect(styleOf("cluster").gap).toBe(darkTheme.space.lg);
  });

  it("resets a list and sets text size and tone from the theme", () => {
    expect(styleOf("list")).toMatchObject({ listStyle: "none" });
    expect(styleOf("list").paddingLeft).toBe("0px");
    expect(styleOf("muted").fontSize).toBe(darkTheme.typography.fontSizes.xs);
    expect(styleOf("muted").color).toBe(styleOfColor(darkTheme.colors.textMuted));
    expect(styleOf("sized").fontSize).toBe(darkTheme.typography.fontSizes.lg);
  });

  it("centres a stack both ways, ends a cut line in an ellipsis and clamps text to a number of lines", () => {
    expect(styleOf("centred")).toMatchObject({
      display: "flex",
      flexDirection: "column",
      alignItems: "center",
      justifyContent: "center",
    });
    expect(styleOf("centred").gap).toBe(darkTheme.space.md);
    expect(styleOf("truncated")).toMatchObject({
      overflow: "hidden",
      textOverflow: "ellipsis",
      whiteSpace: "nowrap",
    });
    expect(styleOf("clamped").getPropertyValue("-webkit-line-clamp")).toBe("3");
    expect(styleOf("clamped").overflow).toBe("hidden");
  });

  it("lays a list out as one row of tiles of the given width that scrolls sideways", () => {
    expect(styleOf("rail")).toMatchObject({
      display: "grid",
      gridAutoFlow: "column",
      gridAutoColumns: "minmax(8.5rem, 10rem)",
      listStyle: "none",
      overflowX: "auto",
    });
    expect(styleOf("rail").gap).toBe(darkTheme.space.md);
    expect(styleOf("rail").marginTop).toBe("0px");
  });

  it("strips a button's box: no padding, border or background, and a pointer", () => {
    expect(styleOf("bare").cursor).toBe("pointer");
    expect(styleOf("bare").paddingLeft).toBe("0px");
    expect(styleOf("bare").borderTopWidth).toBe("0px");
    expect(styleOf("bare").backgroundColor).toBe("rgba(0, 0, 0, 0)");
  });
});

/** jsdom reports colours as `rgb(...)`. */
function styleOfColor(hex: string): string {
  const probe = document.createElement("span");
  probe.style.color = hex;
  return probe.style.color;
}
