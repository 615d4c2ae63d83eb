import { screen, within } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { PasswordField } from "./password-field.tsx";
import { sampleRules as rules } from "./password-field.stories-data.ts";

describe("PasswordField", () => {
  const setup = () =>
    renderWithTheme(
      <PasswordField
        label="Password"
        showLabel="Show password"
        hideLabel="Hide password"
        rules={rules}
        rulesLabel="Your password needs"
        metLabel="done"
        unmetLabel="missing"
      />,
    );

  it("ticks rules live as the player types", async () => {
    const { user } = setup();
    const input = screen.getByLabelText("Password");
    const item = (name: string) => screen.getByText(name).closest("li") as HTMLElement;
    expect(item("A digit")).toHaveAttribute("data-met", "false");
    expect(within(item("A digit")).getByText("missing")).toBeInTheDocument();

    await user.type(input, "abc1");
    expect(item("A digit")).toHaveAttribute("data-met", "true");
    expect(within(item("A digit")).getByText("done")).toBeInTheDocument();
    expect(item("An uppercase letter")).toHaveAttribute("data-met", "false");

    await user.type(input, "DEF!x");
    for (const rule of rules)
      expect(item(rule.label as string)).toHaveAttribute("data-met", "true");
  });

  it("is described by the checklist", () => {
    setup();
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription(
      /Your password needs.*8 to 32 characters/,
    );
  });

  it("toggles visibility with a pressed button", async () => {
    const { user } = setup();
    const input = screen.getByLabelText("Password");
    expect(input).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Show password", pressed: false }));
    expect(input).toHaveAttribute("type", "text");
    await user.click(screen.getByRole("button", { name: "Hide password", pressed: true }));
    expect(input).toHaveAttribute("type", "password");
  });

  it("works controlled", async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(
      <PasswordField
        label="Password"
        showLabel="Show"
        hideLabel="Hide"
        rules={rules}
        value="Abcdefg1!"
        onChange={(e) => onChange(e.target.value)}
      />,
    );
    expect(screen.getByText("A special character").closest("li")).toHaveAttribute(
      "data-met",
      "true",
    );
    await user.type(screen.getByLabelText("Password"), "z");
    expect(onChange).toHaveBeenCalledWith("Abcdefg1!z");
  });
});
