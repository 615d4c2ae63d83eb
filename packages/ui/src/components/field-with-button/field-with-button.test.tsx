import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { Button } from "../button/index.ts";
import { TextField } from "../text-field/index.ts";
import { FieldWithButton } from "./field-with-button.tsx";

describe("FieldWithButton", () => {
  it("keeps the field named by its label and the button by its text, on one row", () => {
    renderWithTheme(
      <FieldWithButton data-testid="row">
        <TextField label="Bonus code" />
        <Button type="submit">Redeem</Button>
      </FieldWithButton>,
    );
    expect(screen.getByRole("textbox", { name: "Bonus code" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Redeem" })).toBeInTheDocument();
    expect(screen.getByTestId("row")).toHaveStyle({ display: "grid", alignItems: "end" });
  });
});
