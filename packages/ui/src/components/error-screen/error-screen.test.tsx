import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { ErrorScreen } from "./error-screen.tsx";

describe("ErrorScreen", () => {
  it("shows the code, heading and message and calls onHome", async () => {
    const onHome = jest.fn();
    const { user } = renderWithTheme(
      <ErrorScreen
        statusCode={404}
        title="Page not found"
        message="This table has closed."
        homeLabel="Back to the lobby"
        onHome={onHome}
      />,
    );
    expect(screen.getByText("404")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByText("This table has closed.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Back to the lobby" }));
    expect(onHome).toHaveBeenCalledTimes(1);
  });

  it("renders a link with homeHref", () => {
    renderWithTheme(
      <ErrorScreen statusCode={500} title="Something broke" homeLabel="Home" homeHref="/" />,
    );
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  });

  it("lets the app render its own router link", () => {
    renderWithTheme(
      <ErrorScreen
        title="Offline"
        homeLabel="Lobby"
        renderHomeAction={(label) => <a href="/lobby">{label}</a>}
      />,
    );
    expect(screen.getByRole("link", { name: "Lobby" })).toHaveAttribute("href", "/lobby");
  });
});
