import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createFakeApi } from "@casino/core/testing";
import { renderApp } from "../../testing/render-app.tsx";
import { signedInRoutes, testCoins } from "../../testing/wallet-fixtures.ts";

jest.setTimeout(20_000);

const operator = {
  name: "Sandbox Gaming N.V.",
  licence_number: "SBX-0001",
  licence_authority: "Sandbox Gaming Authority",
  licence_text: "A sandbox licence, not a real one.",
  support_email: "support@sandbox.test",
  about_page_slug: "about-us",
  contacts_page_slug: "contacts",
};

const site = (patch: Record<string, unknown> = {}) => ({
  hostname: "casino.localhost",
  title: "Lucky Star",
  description: "The operator's own line",
  author: "Lucky Star Ltd",
  locale: "en",
  logo: "http://localhost/logo.svg",
  favicon: null,
  seal_script: "https://seal.example/seal.js",
  analytics: { site_id: null, website_url: null, website_id: null },
  email_verification_enabled: false,
  social_sign_in: { google_client_id: null, facebook_app_id: null },
  telegram_bot_username: null,
  buy_crypto: null,
  support_url: null,
  operator,
  ...patch,
});

const api = (settings = site(), routes = {}) =>
  createFakeApi({
    "GET /api/site-settings": () => settings,
    "GET /api/wallets/entity-wallets": () => testCoins,
    ...routes,
  }).client;

const footer = async () => screen.findByRole("contentinfo");

describe("the site footer's trust signals", () => {
  it("states the operator's licence, the seal's place, the accepted coins and the contacts", async () => {
    await renderApp("/tournaments", { api: api() });
    const info = await footer();
    const licence = await within(info).findByRole("region", { name: "Licence" });
    expect(licence).toHaveTextContent(
      "Operated by Sandbox Gaming N.V. under licence SBX-0001 issued by Sandbox Gaming Authority.",
    );
    expect(licence).toHaveTextContent("A sandbox licence, not a real one.");
    expect(licence.querySelector("#licence-seal")).not.toBeNull();
    const coins = await within(info).findByRole("region", { name: "Accepted coins" });
    expect(
      within(coins)
        .getAllByRole("img")
        .map((img) => img.getAttribute("alt")),
    ).toEqual(testCoins.map((coin) => coin.name));
    const company = within(info).getByRole("navigation", { name: "Company" });
    expect(
      within(company)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["About us", "/page-detail/about-us"],
      ["Contacts", "/page-detail/contacts"],
      ["support@sandbox.test", "mailto:support@sandbox.test"],
    ]);
    const help = within(info).getByRole("navigation", { name: "Help" });
    expect(within(help).getByRole("link", { name: "Customer support" })).toHaveAttribute(
      "href",
      "/customer-support",
    );
  });

  it("links the 18+ and help marks to the responsible-gaming page, and a guest's limits through sign-in", async () => {
    const { store } = await renderApp("/tournaments", { api: api() });
    const info = await footer();
    expect(
      within(info).getByRole("link", {
        name: "Only for players aged 18 and over: responsible gaming",
      }),
    ).toHaveAttribute("href", "/page-detail/responsible-gaming");
    expect(within(info).getByRole("link", { name: "Gambling help" })).toHaveAttribute(
      "href",
      "/page-detail/responsible-gaming",
    );
    await userEvent.click(within(info).getByRole("link", { name: "Set your limits" }));
    // A guest is asked to sign in, then taken to the limits.
    expect(await screen.findByRole("dialog", { name: "Welcome back" })).toBeInTheDocument();
    expect(store.getState().session.afterLoginPath).toBe("/profile/responsible-gaming");
  });

  it("takes a signed-in player straight to the limits page", async () => {
    await renderApp("/tournaments", {
      api: createFakeApi({
        ...signedInRoutes(),
        "GET /api/site-settings": () => site(),
      }).client,
      platform: { cookies: { token: "tok", clear_cookie: "1" } },
    });
    const info = await footer();
    expect(within(info).getByRole("link", { name: "Set your limits" })).toHaveAttribute(
      "href",
      "/profile/responsible-gaming",
    );
  });

  it("shows no licence nor company links for a site that names no operator, and no seal without a script", async () => {
    await renderApp("/tournaments", { api: api(site({ operator: null, seal_script: null })) });
    const info = await footer();
    await within(info).findByRole("region", { name: "Accepted coins" });
    expect(within(info).queryByRole("region", { name: "Licence" })).not.toBeInTheDocument();
    expect(within(info).queryByRole("navigation", { name: "Company" })).not.toBeInTheDocument();
    expect(document.getElementById("licence-seal")).toBeNull();
  });
});
