import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { Select } from "./select.tsx";

const options = [
  { value: "USD", label: "US dollar" },
  { value: "EUR", label: "Euro" },
  { value: "BTC", label: "Bitcoin", disabled: true },
];

describe("Select", () => {
  it("is labelled, starts on the placeholder and reports choices", async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(
      <Select
        label="Currency"
        placeholder="Choose a currency"
        options={options}
        onChange={(e) => onChange(e.target.value)}
      />,
    );
    const select = screen.getByRole("combobox", { name: "Currency" });
    expect(select).toHaveValue("");
    await user.selectOptions(select, "Euro");
    expect(onChange).toHaveBeenCalledWith("EUR");
    expect(select).toHaveValue("EUR");
  });

  it("disables options and shows errors", () => {
    renderWithTheme(<Select label="Currency" options={options} error="Pick one" />);
    expect(screen.getByRole("option", { name: "Bitcoin" })).toBeDisabled();
    const select = screen.getByRole("combobox", { name: "Currency" });
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription("Pick one");
  });
});
