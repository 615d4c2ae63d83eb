import { screen, waitFor } from "@testing-library/react";
import { createFakeApi } from "@casino/core/testing";
import { renderApp } from "../../testing/render-app.tsx";
import { gameDetail } from "../../testing/play-fixtures.ts";
import {
  pageOf,
  testCategories,
  testGame,
  testProviders,
} from "../catalogue/catalogue-fixtures.ts";

jest.setTimeout(20_000);

/** The site settings of the tests' hostname: the brand the titles carry. */
const site = {
  hostname: "casino.localhost",
  title: "Lucky Star",
  description: "The operator's own line",
  author: "Lucky Star Ltd",
  locale: "en",
  logo: "http://localhost/logo.svg",
  favicon: null,
  seal_script: null,
  analytics: { site_id: null, website_url: null, website_id: null },
  email_verification_enabled: false,
  social_sign_in: { google: null, facebook: null, telegram: null },
  telegram_bot_username: null,
  buy_crypto: null,
  support_url: null,
};

function api() {
  return createFakeApi({
    "GET /api/site-settings": () => site,
    "GET /api/games/categories/list": () => testCategories,
    "GET /api/games/providers": () => testProviders,
    "GET /api/games/list": (request) => pageOf([testGame(1), testGame(2)], request),
    "GET /api/games/live-wins/list": () => [],
    "GET /api/games/{id}": () => gameDetail({ name: "Dice" }),
  }).client;
}

const description = () =>
  document.head.querySelector('meta[name="description"]')?.getAttribute("content");

describe("document title and description", () => {
  it("names a static page and the site from its settings", async () => {
    await renderApp("/tournaments", { api: api() });
    await waitFor(() => expect(document.title).toBe("Tournaments · Lucky Star"));
    expect(description()).toBe(
      "Tournaments at Lucky Star, a crypto casino with slots, provably fair originals and live games.",
    );
  });

  it("names a game page after the game, with its provider in the description", async () => {
    await renderApp("/play-game/dice", { api: api() });
    await waitFor(() => expect(document.title).toBe("Dice · Lucky Star"));
    expect(description()).toMatch(/^Play Dice by .+ at Lucky Star\.$/);
  });

  it("names a category page after the category", async () => {
    const category = testCategories[0]!;
    await renderApp(`/categories/${category.slug}`, { api: api() });
    await waitFor(() => expect(document.title).toBe(`${category.name} · Lucky Star`));
  });

  it("names the lobby's type filter and the lobby", async () => {
    await renderApp("/?type=slots", { api: api() });
    await waitFor(() => expect(document.title).toBe("Slots · Lucky Star"));
  });

  it("titles pages in the player's language and sets the document's language", async () => {
    await renderApp("/promotion", {
      api: api(),
      platform: { cookies: { lang: "ru", clear_cookie: "1" } },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Акции" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Акции · Lucky Star"));
    expect(document.documentElement.lang).toBe("ru");
    expect(description()).toMatch(/^Акции в Lucky Star — криптоказино/);
  });

  it("falls back to the shell's name while the settings are unknown", async () => {
    await renderApp("/sign-up");
    await waitFor(() => expect(document.title).toBe("Sign up · Test Casino"));
  });
});
