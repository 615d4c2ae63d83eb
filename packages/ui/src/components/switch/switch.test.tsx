import { screen } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { Switch } from "./switch.tsx";

describe("Switch", () => {
  it("toggles by click, Space and Enter and reports the state", async () => {
    const onCheckedChange = jest.fn();
    const { user } = renderWithTheme(<Switch label="Fun mode" onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole("switch", { name: "Fun mode" });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    await user.keyboard(" ");
    expect(toggle).not.toBeChecked();
    await user.keyboard("{Enter}");
    expect(toggle).toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it("follows the checked prop when controlled", async () => {
    const onCheckedChange = jest.fn();
    const { user } = renderWithTheme(
      <Switch label="Sounds" checked onCheckedChange={onCheckedChange} description="Game sounds" />,
    );
    const toggle = screen.getByRole("switch", { name: "Sounds" });
    await user.click(toggle);
    expect(onCheckedChange).toHaveBeenCalledWith(false);
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription("Game sounds");
  });

  it("does nothing when disabled", async () => {
    const onCheckedChange = jest.fn();
    const { user } = renderWithTheme(
      <Switch label="Sounds" disabled onCheckedChange={onCheckedChange} />,
    );
    await user.click(screen.getByRole("switch", { name: "Sounds" }));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
