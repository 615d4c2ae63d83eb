import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { apiError, bonusFixture, createFakeApi, type FakeRoute } from "@casino/core/testing";
import { walletsActions } from "@casino/core";
import { renderApp } from "../../testing/render-app.tsx";
import { signedInRoutes, testPlayer } from "../../testing/wallet-fixtures.ts";

const signedIn = { cookies: { token: "tok", clear_cookie: "1" } };

/**
 * A player who joined with Google or Telegram: `consent_required` until `POST /api/user/consent`
 * (answered by `consent`, which records it by default), and the welcome offer waiting.
 */
function unconsentedPlayerApi(routes: Record<string, FakeRoute> = {}) {
  let consented = false;
  const player = () => ({ ...testPlayer, login_method: "google", consent_required: !consented });
  return createFakeApi({
    ...signedInRoutes(),
    "GET /api/user/information": player,
    "POST /api/user/consent": () => {
      consented = true;
      return player();
    },
    "GET /api/bonuses/welcome": () => ({
      bonus: bonusFixture(3, { name: "Welcome bonus", type: "welcome_bonus_offer" }),
      prompt: true,
    }),
    "GET /api/logout": () => null,
    ...routes,
  });
}

async function openDialog() {
  return screen.findByRole("dialog", { name: "Before you play" }, { timeout: 5000 });
}

describe("the consent dialog", () => {
  it("asks a player who has not consented, with both boxes required, and closes once recorded", async () => {
    const api = unconsentedPlayerApi();
    await renderApp("/", { platform: signedIn, api: api.client });
    const dialog = await openDialog();
    const age = within(dialog).getByRole("checkbox", { name: "I am 18 years old or older" });
    const terms = within(dialog).getByRole("checkbox", {
      name: /I accept the terms and conditions/,
    });
    const link = within(dialog).getByRole("link", { name: /terms and conditions/ });
    expect(link).toHaveAttribute("href", "/page-detail/terms-and-conditions");
    expect(link).toHaveAttribute("target", "_blank");
    // The welcome offer waits until the consent is given.
    expect(screen.queryByRole("dialog", { name: "Welcome offer" })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(
      await within(dialog).findByText("Confirm that you are at least 18 to play."),
    ).toBeVisible();
    expect(
      within(dialog).getByText("Accept the terms and the privacy policy to play."),
    ).toBeVisible();
    await userEvent.click(age);
    await userEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(api.callsTo("POST /api/user/consent")).toHaveLength(0);

    await userEvent.click(terms);
    await userEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Before you play" })).not.toBeInTheDocument(),
    );
    expect(api.callsTo("POST /api/user/consent").map((call) => call.body)).toEqual([
      { age_confirmed: true, terms_accepted: true },
    ]);
    // Then the welcome offer, one dialog at a time.
    expect(
      await screen.findByRole("dialog", { name: "Welcome offer" }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it("cannot be dismissed: no close button, Escape and the backdrop leave it open, focus inside", async () => {
    const api = unconsentedPlayerApi();
    await renderApp("/", { platform: signedIn, api: api.client });
    const dialog = await openDialog();
    expect(within(dialog).queryByRole("button", { name: "Close" })).not.toBeInTheDocument();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard("{Escape}");
    await userEvent.click(screen.getAllByTestId("dialog-backdrop").at(-1)!);
    expect(screen.getByRole("dialog", { name: "Before you play" })).toBeInTheDocument();
  });

  it("shows the server's refusal and stays open", async () => {
    const api = unconsentedPlayerApi({
      "POST /api/user/consent": () => {
        throw apiError(429, "rate_limited");
      },
    });
    await renderApp("/", { platform: signedIn, api: api.client });
    const dialog = await openDialog();
    await userEvent.click(
      within(dialog).getByRole("checkbox", { name: "I am 18 years old or older" }),
    );
    await userEvent.click(within(dialog).getByRole("checkbox", { name: /I accept the terms/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Too many attempts. Please wait a moment and try again.",
    );
    expect(screen.getByRole("dialog", { name: "Before you play" })).toBeInTheDocument();
  });

  it("puts a box the server says is missing on that box", async () => {
    const api = unconsentedPlayerApi({
      "POST /api/user/consent": () => {
        throw apiError(422, "required", { terms_accepted: ["required"] });
      },
    });
    await renderApp("/", { platform: signedIn, api: api.client });
    const dialog = await openDialog();
    await userEvent.click(
      within(dialog).getByRole("checkbox", { name: "I am 18 years old or older" }),
    );
    await userEvent.click(within(dialog).getByRole("checkbox", { name: /I accept the terms/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(
      await within(dialog).findByText("Accept the terms and the privacy policy to play."),
    ).toBeVisible();
  });

  it("offers Sign out, which ends the session and closes it", async () => {
    const api = unconsentedPlayerApi();
    const { store } = await renderApp("/", { platform: signedIn, api: api.client });
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "Sign out" }));
    await waitFor(
      () =>
        expect(screen.queryByRole("dialog", { name: "Before you play" })).not.toBeInTheDocument(),
      { timeout: 5000 },
    );
    expect(api.callsTo("GET /api/logout")).toHaveLength(1);
    expect(store.getState().session.token).toBeNull();
    expect(api.callsTo("POST /api/user/consent")).toHaveLength(0);
  });

  it("holds the wallet back until the consent is given, then opens it", async () => {
    const api = unconsentedPlayerApi({
      "GET /api/bonuses/welcome": () => ({ bonus: null, prompt: false }),
      "GET /api/user/wallet-address": () => ({
        entity_wallet_code: "USDT",
        network: "TRC20",
        address: "TXYZ1234567890",
        memo: null,
        memo_label: null,
        min_deposit: "1",
        confirmations: 1,
      }),
    });
    const { store } = await renderApp("/", { platform: signedIn, api: api.client });
    const dialog = await openDialog();
    store.dispatch(walletsActions.dialogOpened({ tab: "deposit" }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole("dialog", { name: "Wallet" })).not.toBeInTheDocument();
    expect(api.callsTo("GET /api/user/wallet-address")).toHaveLength(0);
    await userEvent.click(
      within(dialog).getByRole("checkbox", { name: "I am 18 years old or older" }),
    );
    await userEvent.click(within(dialog).getByRole("checkbox", { name: /I accept the terms/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("dialog", { name: "Wallet" }, { timeout: 5000 })).toBeVisible();
  });

  it("does not show for a player who has consented", async () => {
    const api = unconsentedPlayerApi({
      "GET /api/user/information": () => ({ ...testPlayer, consent_required: false }),
    });
    await renderApp("/", { platform: signedIn, api: api.client });
    await screen.findByRole("dialog", { name: "Welcome offer" }, { timeout: 5000 });
    expect(screen.queryByRole("dialog", { name: "Before you play" })).not.toBeInTheDocument();
  });
});
