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
  it.each([
    ["keeps only digits in integer mode", "integer", "1a2.3-", "123", "numeric"],
    [
      "keeps one decimal point and drops a leading one in decimal mode",
      "decimal",
      ".12.5.0",
      "12.50",
      "decimal",
    ],
  ] as const)("%s", async (_name, mode, typed, value, inputMode) => {
    const { user } = renderWithTheme(<Controlled mode={mode} />);
    const input = screen.getByRole("textbox", { name: "Amount" });
    await user.type(input, typed);
    expect(input).toHaveValue(value);
    expect(input).toHaveAttribute("inputmode", inputMode);
  });

  it("cleans pasted text", async () => {
    const { user } = renderWithTheme(<Controlled mode="decimal" />);
    const input = screen.getByRole("textbox", { name: "Amount" });
    input.focus();
    await user.paste("USD 1,000.25");
    expect(input).toHaveValue("1000.25");
  });
});
