import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { darkTheme } from "../../theme/theme.ts";
import { Text, textToneColor, type TextToneName } from "./text.tsx";

describe("Text", () => {
  it("is a paragraph in the body colour by default", () => {
    renderWithTheme(<Text>Welcome back</Text>);
    const text = screen.getByText("Welcome back");
    expect(text.tagName).toBe("P");
    expect(text).toHaveStyle({
      color: darkTheme.colors.text,
      fontSize: darkTheme.typography.fontSizes.md,
    });
  });

  it.each<[TextToneName, string]>([
    ["subdued", darkTheme.colors.textMuted],
    ["success", darkTheme.colors.success],
    ["critical", darkTheme.colors.danger],
    ["warning", darkTheme.colors.warning],
    ["info", darkTheme.colors.info],
    ["brand", darkTheme.colors.primaryText],
  ])("draws the %s tone in its theme colour", (tone, color) => {
    renderWithTheme(<Text tone={tone}>Message</Text>);
    expect(screen.getByText("Message")).toHaveStyle({ color });
    expect(textToneColor(darkTheme, tone)).toBe(color);
  });

  it("draws figures with tabular digits so columns of numbers line up", () => {
    renderWithTheme(
      <Text as="span" variant="numeric">
        1,024.50
      </Text>,
    );
    const figure = screen.getByText("1,024.50");
    expect(figure.tagName).toBe("SPAN");
    expect(figure).toHaveStyle({ fontVariantNumeric: "tabular-nums" });
  });

  it("draws labels smaller and bolder, and code in the monospace face", () => {
    renderWithTheme(
      <>
        <Text variant="label">Server seed</Text>
        <Text variant="code">9f86d081</Text>
      </>,
    );
    expect(screen.getByText("Server seed")).toHaveStyle({
      fontSize: darkTheme.typography.fontSizes.sm,
      fontWeight: String(darkTheme.typography.fontWeights.semibold),
    });
    expect(screen.getByText("9f86d081")).toHaveStyle({
      fontFamily: darkTheme.typography.fonts.mono,
    });
  });

  it("draws a code to type in the monospace face at a larger size", () => {
    renderWithTheme(
      <Text as="code" variant="codeLg">
        WELCOME100
      </Text>,
    );
    expect(screen.getByText("WELCOME100")).toHaveStyle({
      fontFamily: darkTheme.typography.fonts.mono,
      fontSize: darkTheme.typography.fontSizes.lg,
    });
  });

  it("draws a headline figure large, heavy and with tabular digits", () => {
    renderWithTheme(<Text variant="figure">1,204 stars</Text>);
    expect(screen.getByText("1,204 stars")).toHaveStyle({
      fontSize: darkTheme.typography.fontSizes.xxl,
      fontVariantNumeric: "tabular-nums",
    });
  });

  it("keeps an amount and its unit on one line when asked", () => {
    renderWithTheme(<Text noWrap>0.00120000 BTC</Text>);
    expect(screen.getByText("0.00120000 BTC")).toHaveStyle({ whiteSpace: "nowrap" });
  });

  it("keeps a live region's role", () => {
    renderWithTheme(<Text role="status">A new code is on its way.</Text>);
    expect(screen.getByRole("status")).toHaveTextContent("A new code is on its way.");
  });
});
