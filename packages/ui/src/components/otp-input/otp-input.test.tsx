import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { OtpInput, type OtpInputProps } from "./otp-input.tsx";

const cellLabel = (i: number, n: number) => `Digit ${i} of ${n}`;
const cell = (i: number) => screen.getByRole("textbox", { name: `Digit ${i} of 6` });
const values = () =>
  screen
    .getAllByRole("textbox")
    .map((c) => (c as HTMLInputElement).value)
    .join("");

/** Renders a six-cell field named "Code", clicks its first cell and types `keys`. */
async function typeCode(keys: string, props: Partial<OtpInputProps> = {}) {
  const { user } = renderWithTheme(<OtpInput label="Code" cellLabel={cellLabel} {...props} />);
  await user.click(cell(1));
  await user.keyboard(keys);
  return user;
}

describe("OtpInput", () => {
  it("is a labelled group of six named cells", () => {
    renderWithTheme(<OtpInput label="Authentication code" cellLabel={cellLabel} />);
    expect(screen.getByRole("group", { name: "Authentication code" })).toBeInTheDocument();
    expect(screen.getAllByRole("textbox")).toHaveLength(6);
  });

  it("moves forward while typing, ignores non-digits and completes", async () => {
    const onComplete = jest.fn();
    const onChange = jest.fn();
    const user = await typeCode("12a3", { onChange, onComplete });
    expect(values()).toBe("123");
    expect(cell(4)).toHaveFocus();
    await user.keyboard("456");
    expect(values()).toBe("123456");
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith("123456");
    expect(onChange).toHaveBeenLastCalledWith("123456");
  });

  it("fills every cell from a paste", async () => {
    const onComplete = jest.fn();
    const { user } = renderWithTheme(
      <OtpInput label="Code" cellLabel={cellLabel} onComplete={onComplete} />,
    );
    await user.click(cell(1));
    await user.paste("987 654");
    expect(values()).toBe("987654");
    expect(onComplete).toHaveBeenCalledWith("987654");
    expect(cell(6)).toHaveFocus();
  });

  it("Backspace clears and moves back", async () => {
    const user = await typeCode("123");
    expect(cell(4)).toHaveFocus();
    await user.keyboard("{Backspace}");
    expect(values()).toBe("12");
    expect(cell(3)).toHaveFocus();
    await user.keyboard("{Backspace}{Backspace}");
    expect(values()).toBe("");
    expect(cell(1)).toHaveFocus();
  });

  it("arrow keys move between filled cells and typing replaces a digit", async () => {
    const user = await typeCode("1234{ArrowLeft}{ArrowLeft}");
    expect(cell(3)).toHaveFocus();
    await user.keyboard("9");
    expect(values()).toBe("1294");
  });

  it("jumps to the first empty cell when a later one is clicked", async () => {
    const { user } = renderWithTheme(<OtpInput label="Code" cellLabel={cellLabel} />);
    await user.click(cell(5));
    expect(cell(1)).toHaveFocus();
  });

  it("marks cells invalid with an error", () => {
    renderWithTheme(<OtpInput label="Code" cellLabel={cellLabel} error="Wrong code" />);
    expect(cell(1)).toBeInvalid();
    expect(screen.getByRole("group", { name: "Code" })).toHaveAccessibleDescription("Wrong code");
  });
});
