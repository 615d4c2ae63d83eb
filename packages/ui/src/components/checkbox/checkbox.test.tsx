import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { Checkbox } from "./checkbox.tsx";

describe("Checkbox", () => {
  it("toggles by click on the label and by Space", async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(
      <Checkbox label="I am over 18" onChange={(e) => onChange(e.target.checked)} />,
    );
    const box = screen.getByRole("checkbox", { name: "I am over 18" });
    await user.click(screen.getByText("I am over 18"));
    expect(box).toBeChecked();
    await user.keyboard(" ");
    expect(box).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it("reports the mixed state", () => {
    renderWithTheme(<Checkbox label="Select all" indeterminate />);
    const box = screen.getByRole("checkbox", { name: "Select all" }) as HTMLInputElement;
    expect(box.indeterminate).toBe(true);
    expect(box).toBePartiallyChecked();
  });

  it("is described by its description and error", () => {
    renderWithTheme(
      <Checkbox label="Accept terms" description="Read them first" error="Required" />,
    );
    const box = screen.getByRole("checkbox", { name: "Accept terms" });
    expect(box).toHaveAccessibleDescription("Read them first Required");
    expect(box).toBeInvalid();
  });
});
