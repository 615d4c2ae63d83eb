import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { Badge } from "./badge.tsx";

describe("Badge", () => {
  it("renders the count, capped", () => {
    const { rerender } = renderWithTheme(<Badge count={7} />);
    expect(screen.getByText("7")).toBeInTheDocument();
    rerender(<Badge count={100} />);
    expect(screen.getByText("99+")).toBeInTheDocument();
  });

  it("draws nothing for a zero or negative count", () => {
    const { container, rerender } = renderWithTheme(<Badge count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Badge count={-3} label="No unread messages" />);
    expect(container).toBeEmptyDOMElement();
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
