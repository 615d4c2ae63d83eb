import { screen, within } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { LanguagePicker } from "./language-picker.tsx";
import { isLanguageCode } from "./languages.ts";

describe("LanguagePicker", () => {
  it("lists the nine languages by their own names, each with its lang attribute", async () => {
    const { user } = renderWithTheme(
      <LanguagePicker value="en" onChange={jest.fn()} label="Language" />,
    );
    await user.click(screen.getByRole("button", { name: "Language: English" }));
    const options = within(screen.getByRole("listbox", { name: "Language" })).getAllByRole(
      "option",
    );
    expect(options.map((option) => [option.textContent, option.getAttribute("lang")])).toEqual([
      ["English", "en"],
      ["Deutsch", "de"],
      ["日本語", "ja"],
      ["Français", "fr"],
      ["Nederlands", "nl"],
      ["Português", "pt"],
      ["Türkçe", "tr"],
      ["Español", "es"],
      ["Русский", "ru"],
    ]);
    expect(screen.getByRole("option", { name: "English" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.getByRole("option", { name: "English" })).toHaveFocus();
  });

  it("changes language by click and closes", async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(
      <LanguagePicker value="de" onChange={onChange} label="Sprache" />,
    );
    const trigger = screen.getByRole("button", { name: "Sprache: Deutsch" });
    expect(within(trigger).getByText("Deutsch")).toHaveAttribute("lang", "de");
    await user.click(trigger);
    await user.click(screen.getByRole("option", { name: "日本語" }));
    expect(onChange).toHaveBeenCalledWith("ja");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it("is fully keyboard operable", async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(
      <LanguagePicker value="en" onChange={onChange} label="Language" />,
    );
    await user.tab();
    await user.keyboard("{ArrowDown}");
    await user.keyboard("{End}");
    expect(screen.getByRole("option", { name: "Русский" })).toHaveFocus();
    await user.keyboard("t");
    expect(screen.getByRole("option", { name: "Türkçe" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onChange).toHaveBeenCalledWith("tr");
  });

  it("renders an inline list variant and a compact trigger", async () => {
    const onChange = jest.fn();
    const { user, rerender } = renderWithTheme(
      <LanguagePicker value="fr" onChange={onChange} label="Langue" variant="list" />,
    );
    await user.click(screen.getByRole("option", { name: "Español" }));
    expect(onChange).toHaveBeenCalledWith("es");
    rerender(<LanguagePicker value="fr" onChange={onChange} label="Langue" compact />);
    expect(screen.getByRole("button", { name: "Langue: fr" })).toBeInTheDocument();
  });

  it("recognises language codes", () => {
    expect(isLanguageCode("ja")).toBe(true);
    expect(isLanguageCode("it")).toBe(false);
  });
});
