import { screen, within } from "@testing-library/react";
import { renderWithTheme } from "../../test/index.ts";
import { LanguagePicker } from "./language-picker.tsx";
import { storyLanguages } from "./language-picker.stories-data.ts";
import { languageAutonym } from "./languages.ts";

describe("LanguagePicker", () => {
  it("lists the nine languages by their own names, each with its lang attribute", async () => {
    const { user } = renderWithTheme(
      <LanguagePicker
        value="en"
        onChange={jest.fn()}
        languages={storyLanguages}
        label="Language"
      />,
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
      <LanguagePicker value="de" onChange={onChange} languages={storyLanguages} label="Sprache" />,
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
      <LanguagePicker value="en" onChange={onChange} languages={storyLanguages} label="Language" />,
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
      <LanguagePicker
        value="fr"
        onChange={onChange}
        languages={storyLanguages}
        label="Langue"
        variant="list"
      />,
    );
    await user.click(screen.getByRole("option", { name: "Español" }));
    expect(onChange).toHaveBeenCalledWith("es");
    rerender(
      <LanguagePicker
        value="fr"
        onChange={onChange}
        languages={storyLanguages}
        label="Langue"
        compact
      />,
    );
    expect(screen.getByRole("button", { name: "Langue: fr" })).toBeInTheDocument();
  });

  it("names each language in itself, capitalised, and an unknown code as it is", () => {
    expect(storyLanguages.map(languageAutonym)).toEqual([
      "English",
      "Deutsch",
      "日本語",
      "Français",
      "Nederlands",
      "Português",
      "Türkçe",
      "Español",
      "Русский",
    ]);
    expect(languageAutonym("not a code")).toBe("not a code");
  });
});
