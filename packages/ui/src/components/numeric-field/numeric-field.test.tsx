import { screen } from "@testing-library/react";
import { useState } from "react";
import { renderWithTheme } from "../../test/index.ts";
import { NumericField } from "./numeric-field.tsx";
import type { NumericMode } from "@casino/rules";

function Controlled({ mode }: { mode: NumericMode }) {
  const [value, setValue] = useState("");
  return <NumericField label="Amount" mode={mode} value={value} onValueChange={setValue} />;
}

describe("NumericField", () => {
  it("keeps only digits in integer mode", async () => {
    const { user } = renderWithTheme(<Controlled mode="integer" />);
    const input = screen.getByRole("textbox", { name: "Amount" });
    await user.type(input, "1a2.3-");
    expect(input).toHaveValue("123");
    expect(input).toHaveAttribute("inputmode", "numeric");
  });

  it("keeps one decimal point and drops a leading one in decimal mode", async () => {
    const { user } = renderWithTheme(<Controlled mode="decimal" />);
    const input = screen.getByRole("textbox", { name: "Amount" });
    await user.type(input, ".12.5.0");
    expect(input).toHaveValue("12.50");
    expect(input).toHaveAttribute("inputmode", "decimal");
  });

  it("cleans pasted text", async () => {
    const { user } = renderWithTheme(<Controlled mode="decimal" />);
    const input = screen.getByRole("textbox", { name: "Amount" });
    input.focus();
    await user.paste("USD 1,000.25");
    expect(input).toHaveValue("1000.25");
  });
});
