import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { Badge, formatBadgeCount } from "./badge.tsx";

describe("formatBadgeCount", () => {
  it("shows 99+ from 100", () => {
    expect(formatBadgeCount(99)).toBe("99");
    expect(formatBadgeCount(100)).toBe("99+");
    expect(formatBadgeCount(12345)).toBe("99+");
    expect(formatBadgeCount(10, 9)).toBe("9+");
  });
});

describe("Badge", () => {
  it("renders the count, capped", () => {
    const { rerender } = renderWithTheme(<Badge count={7} />);
    expect(screen.getByText("7")).toBeInTheDocument();
    rerender(<Badge count={100} />);
    expect(screen.getByText("99+")).toBeInTheDocument();
  });

  it("hides a zero count unless asked", () => {
    const { container, rerender } = renderWithTheme(<Badge count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Badge count={0} showZero />);
    expect(screen.getByText("0")).toBeInTheDocument();
  });

  it("uses its label as the accessible text", () => {
    renderWithTheme(<Badge count={150} label="150 unread messages" />);
    expect(screen.getByRole("img", { name: "150 unread messages" })).toHaveTextContent("99+");
  });

  it("renders free content", () => {
    renderWithTheme(<Badge tone="success">New</Badge>);
    expect(screen.getByText("New")).toBeInTheDocument();
  });
});
