import { screen } from "@testing-library/react";
import styled from "styled-components";
import { renderWithTheme } from "../../test/index.ts";
import { darkTheme } from "../../theme/theme.ts";
import { Button, primaryLink } from "./button.tsx";

const PrimaryLink = styled.a`
  ${primaryLink}
`;

describe("Button", () => {
  it("calls onClick from mouse and keyboard", async () => {
    const onClick = jest.fn();
    const { user } = renderWithTheme(<Button onClick={onClick}>Deposit</Button>);
    const button = screen.getByRole("button", { name: "Deposit" });
    await user.click(button);
    button.focus();
    await user.keyboard("{Enter}");
    await user.keyboard(" ");
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it("defaults to type=button so it never submits a form by accident", () => {
    renderWithTheme(<Button>Play</Button>);
    expect(screen.getByRole("button", { name: "Play" })).toHaveAttribute("type", "button");
  });

  it("does not fire when disabled", async () => {
    const onClick = jest.fn();
    const { user } = renderWithTheme(
      <Button disabled onClick={onClick}>
        Withdraw
      </Button>,
    );
    await user.click(screen.getByRole("button", { name: "Withdraw" }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it("while loading is busy, keeps focus, ignores clicks and names its spinner", async () => {
    const onClick = jest.fn();
    const onSubmit = jest.fn((event: Event) => event.preventDefault());
    const { user } = renderWithTheme(
      <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <Button type="submit" loading loadingLabel="Saving" onClick={onClick}>
          Save
        </Button>
      </form>,
    );
    const button = screen.getByRole("button", { name: /Save/ });
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(button).toHaveAttribute("aria-disabled", "true");
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole("status", { name: "Saving" })).toBeInTheDocument();
    button.focus();
    expect(button).toHaveFocus();
  });
});

describe("primaryLink", () => {
  it("gives a link the primary button's face: its colours, corners and weight, no underline", () => {
    renderWithTheme(<PrimaryLink href="/">Back to the lobby</PrimaryLink>);
    expect(screen.getByRole("link", { name: "Back to the lobby" })).toHaveStyle({
      display: "inline-flex",
      alignItems: "center",
      borderRadius: darkTheme.radii.md,
      backgroundColor: darkTheme.colors.primary,
      color: darkTheme.colors.onPrimary,
      fontWeight: String(darkTheme.typography.fontWeights.semibold),
      textDecoration: "none",
    });
  });
});
