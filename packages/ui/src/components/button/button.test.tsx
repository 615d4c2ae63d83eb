import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { Button } from "./button.tsx";

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
