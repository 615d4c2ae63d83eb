import { screen, within } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { Button } from "../button/index.ts";
import { FloatingPrompt } from "./floating-prompt.tsx";

describe("FloatingPrompt", () => {
  it("is a named region with its message announced and its buttons", () => {
    renderWithTheme(
      <FloatingPrompt
        aria-label="App update"
        message="A new version of the casino is available."
        messageRole="status"
        actions={<Button>Reload</Button>}
      />,
    );
    const region = screen.getByRole("region", { name: "App update" });
    expect(within(region).getByRole("status")).toHaveTextContent("A new version");
    expect(within(region).getByRole("button", { name: "Reload" })).toBeInTheDocument();
  });

  it("does not announce an offer unless asked", () => {
    renderWithTheme(<FloatingPrompt aria-label="Install the app" message="Install the casino." />);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
