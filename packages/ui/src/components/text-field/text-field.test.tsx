import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { TextField } from "./text-field.tsx";

describe("TextField", () => {
  it("is labelled and reports typing", async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(
      <TextField label="E-mail" onChange={(e) => onChange(e.target.value)} />,
    );
    await user.type(screen.getByRole("textbox", { name: "E-mail" }), "a@b.io");
    expect(onChange).toHaveBeenLastCalledWith("a@b.io");
  });

  it("is described by its hint, and by its error when invalid", () => {
    const { rerender } = renderWithTheme(
      <TextField label="Username" hint="Lowercase letters and digits" />,
    );
    const input = screen.getByRole("textbox", { name: "Username" });
    expect(input).toHaveAccessibleDescription("Lowercase letters and digits");
    expect(input).not.toBeInvalid();

    rerender(
      <TextField
        label="Username"
        hint="Lowercase letters and digits"
        error="Username is invalid"
      />,
    );
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription("Lowercase letters and digits Username is invalid");
  });

  it("can be disabled", () => {
    renderWithTheme(<TextField label="Promo code" disabled />);
    expect(screen.getByRole("textbox", { name: "Promo code" })).toBeDisabled();
  });
});
