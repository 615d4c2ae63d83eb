import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "../../testing/render-app.tsx";

describe("language switch", () => {
  it("switches the interface to Japanese without a reload and saves the cookie", async () => {
    const { fullLoads } = await renderApp("/?type=slots");
    expect(await screen.findByRole("heading", { level: 1, name: "Slots" })).toBeInTheDocument();
    const banner = screen.getByRole("banner");
    await userEvent.click(within(banner).getByRole("button", { name: "Language: English" }));
    await userEvent.click(screen.getByRole("option", { name: "日本語" }));
    expect(await screen.findByRole("heading", { level: 1, name: "スロット" })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe("ja"));
    expect(within(banner).getByRole("button", { name: "言語: 日本語" })).toBeInTheDocument();
    expect(fullLoads).toEqual([]);
  });

  it("starts in the language of the saved cookie", async () => {
    await renderApp("/promotion", { platform: { cookies: { lang: "ru", clear_cookie: "1" } } });
    expect(await screen.findByRole("heading", { level: 1, name: "Акции" })).toBeInTheDocument();
  });

  it("falls back to the browser language for a first visit", async () => {
    await renderApp("/", { platform: { config: { browserLanguage: "de-AT" } } });
    expect(await screen.findByRole("heading", { level: 1, name: "Lobby" })).toBeInTheDocument();
    expect(
      within(screen.getByRole("banner")).getByRole("button", { name: "Anmelden" }),
    ).toBeInTheDocument();
  });
});
