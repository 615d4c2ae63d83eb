import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { darkTheme } from "../../theme/theme.ts";
import { PageLead } from "./page-lead.tsx";

describe("PageLead", () => {
  it("is a paragraph in the subdued colour", () => {
    renderWithTheme(<PageLead>312 games</PageLead>);
    const line = screen.getByText("312 games");
    expect(line.tagName).toBe("P");
    expect(line).toHaveStyle({ color: darkTheme.colors.textMuted });
  });
});
