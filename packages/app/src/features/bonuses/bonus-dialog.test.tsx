import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Bonus } from "@casino/core";
import { apiError, bonusFixture, createFakeApi, type FakeRoute } from "@casino/core/testing";
import { outage } from "../../testing/outage.ts";
import { onePage } from "../../testing/pages.ts";
import { renderApp } from "../../testing/render-app.tsx";
import { emitToPlayer } from "../../testing/realtime.ts";
import { signedInRoutes } from "../../testing/wallet-fixtures.ts";

const signedIn = { cookies: { token: "tok", clear_cookie: "1" } };

/** The dialog's bonus: core's fixture with a 20x wagering, a 2 USDT bet cap and 3 days left. */
function bonus(id: number, patch: Partial<Bonus> = {}): Bonus {
  return bonusFixture(id, {
    max_bet: "2.00000000",
    wagering_multiplier: "20",
    wagering_required: "200.00000000",
    can_cancel: false,
    expires_at: new Date(Date.now() + 3 * 86_400_000 + 3_600_000).toISOString(),
    ...patch,
  });
}

const page = (data: Bonus[]) => onePage(data, 10);

type Tabs = Partial<Record<"available" | "active" | "history", () => unknown>>;

async function openBonuses(tabs: Tabs, routes: Record<string, FakeRoute> = {}, path = "/") {
  const api = createFakeApi({
    ...signedInRoutes(),
    "GET /api/bonuses": ({ query }) => {
      const tab = query.tab as keyof Tabs;
      return (tabs[tab] ?? (() => page([])))();
    },
    ...routes,
  });
  const rendered = await renderApp(path, { platform: signedIn, api: api.client });
  const dialog = await screen.findByRole("dialog", { name: "Bonuses" });
  return { ...rendered, api, dialog };
}

describe("bonus dialog", () => {
  it("opens from ?open-bonus=true, leaves the URL and shows an available bonus with its terms", async () => {
    const welcome = bonus(1, {
      name: "Welcome bonus",
      type: "welcome_bonus_offer",
      amount: "200.00000000",
      deposit_match_percent: "100.00",
      min_deposit: "20.00000000",
    });
    const { router, dialog } = await openBonuses(
      { available: () => page([welcome]) },
      {},
      "/?open-bonus=true",
    );
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(within(dialog).getByRole("tab", { name: "Available", selected: true })).toBeVisible();
    const card = await within(dialog).findByRole("article", { name: "Welcome bonus" });
    expect(card).toHaveTextContent("Welcome offer");
    expect(card).toHaveTextContent("100% up to 200.00000000 USDT");
    expect(
      within(card).getByRole("timer", { name: "Time left on Welcome bonus" }),
    ).toHaveTextContent(/3\s*days/);
    await userEvent.click(within(card).getByText("Terms"));
    expect(card).toHaveTextContent("Minimum qualifying deposit: 20.00000000 USDT.");
    expect(card).toHaveTextContent("Wager 20× the bonus before it turns into real money.");
  });

  it("claims a bonus, and shows the error catalogue's text when the server refuses", async () => {
    let claims = 0;
    const { api, dialog } = await openBonuses(
      { available: () => page([bonus(1), bonus(2)]) },
      {
        "POST /api/bonuses/{id}/claim": ({ path }) => {
          claims += 1;
          if (path.id === 2) throw apiError(422, "bonus_active_exists");
          return bonus(1, { status: "active" });
        },
      },
      "/?open-bonus=true",
    );
    const first = await within(dialog).findByRole("article", { name: "Bonus 1" });
    await userEvent.click(within(first).getByRole("button", { name: "Claim bonus" }));
    await waitFor(() => expect(api.callsTo("POST /api/bonuses/{id}/claim")).toHaveLength(1));
    const second = within(dialog).getByRole("article", { name: "Bonus 2" });
    await userEvent.click(within(second).getByRole("button", { name: "Claim bonus" }));
    expect(await within(second).findByRole("alert")).toHaveTextContent(
      "You already have an active bonus.",
    );
    expect(claims).toBe(2);
  });

  it("moves the wagering progress live from update_bonus_item", async () => {
    const active = bonus(5, {
      status: "active",
      type: "deposit_bonus_offer",
      deposit_match_percent: "50",
      can_cancel: true,
      wagered: "20.00000000",
      progress_percent: 10,
    });
    const { dialog, platform } = await openBonuses(
      { active: () => page([active]) },
      {},
      "/?open-bonus=true",
    );
    await userEvent.click(within(dialog).getByRole("tab", { name: "Active" }));
    const card = await within(dialog).findByRole("article", { name: "Bonus 5" });
    // Once credited, the card shows the amount that came, not the offer's cap.
    expect(card).toHaveTextContent("Deposit bonus");
    expect(card).toHaveTextContent("10.00000000 USDT");
    expect(card).not.toHaveTextContent("50% up to");
    expect(within(card).getByRole("progressbar", { name: "Wagering" })).toHaveAttribute(
      "aria-valuetext",
      "20 of 200 USDT (10%)",
    );
    await emitToPlayer(platform, "update_bonus_item", {
      bonus: { ...active, wagered: "150.00000000", progress_percent: 75 },
    });
    await waitFor(() =>
      expect(within(card).getByRole("progressbar", { name: "Wagering" })).toHaveAttribute(
        "aria-valuetext",
        "150 of 200 USDT (75%)",
      ),
    );
  });

  it("asks before cancelling a bonus and cancels only when confirmed", async () => {
    const active = bonus(5, { status: "active", can_cancel: true });
    const { api, dialog } = await openBonuses(
      { active: () => page([active]) },
      { "POST /api/bonuses/{id}/cancel": () => ({ ...active, status: "busted" }) },
      "/?open-bonus=true",
    );
    await userEvent.click(within(dialog).getByRole("tab", { name: "Active" }));
    const card = await within(dialog).findByRole("article", { name: "Bonus 5" });
    await userEvent.click(within(card).getByRole("button", { name: "Cancel bonus" }));
    let confirm = await screen.findByRole("alertdialog", { name: "Cancel this bonus?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Keep bonus" }));
    expect(api.callsTo("POST /api/bonuses/{id}/cancel")).toHaveLength(0);
    await userEvent.click(within(card).getByRole("button", { name: "Cancel bonus" }));
    confirm = await screen.findByRole("alertdialog", { name: "Cancel this bonus?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel bonus" }));
    await waitFor(() => expect(api.callsTo("POST /api/bonuses/{id}/cancel")).toHaveLength(1));
  });

  it("shows empty tabs, and an error with a retry that loads the list again", async () => {
    const down = outage();
    const { dialog } = await openBonuses(
      {
        history: down.route(() => page([bonus(9, { status: "completed", name: "Done deal" })])),
      },
      {},
      "/?open-bonus=true",
    );
    expect(await within(dialog).findByText("No bonuses to claim right now")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("tab", { name: "Active" }));
    expect(await within(dialog).findByText("No active bonus")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("tab", { name: "History" }));
    expect(
      await within(dialog).findByText("Your bonuses could not be loaded."),
    ).toBeInTheDocument();
    down.end();
    await userEvent.click(within(dialog).getByRole("button", { name: "Try again" }));
    expect(await within(dialog).findByRole("article", { name: "Done deal" })).toBeInTheDocument();
  });

  it("redeems a typed code and shows the result dialog, or why the code was refused", async () => {
    const { api, dialog } = await openBonuses(
      {},
      {
        "POST /api/bonuses/redeem": ({ body }) => {
          const code = (body as { code: string }).code;
          if (code !== "WELCOME10")
            throw apiError(422, "bonus_code_invalid", { code: ["bonus_code_invalid"] });
          return bonus(3, { name: "Ten free", bonus_code: "WELCOME10" });
        },
        "POST /api/bonuses/{id}/claim": () =>
          bonus(3, { name: "Ten free", bonus_code: "WELCOME10", status: "active" }),
      },
      "/?open-bonus=true",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Redeem" }));
    expect(within(dialog).getByText("Enter a bonus code.")).toBeInTheDocument();
    expect(api.callsTo("POST /api/bonuses/redeem")).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Bonus code" }), "NOPE");
    await userEvent.click(within(dialog).getByRole("button", { name: "Redeem" }));
    const refused = await screen.findByRole("dialog", { name: "Bonus code not redeemed" });
    expect(within(refused).getByRole("alert")).toHaveTextContent("This bonus code is not valid.");
    await userEvent.click(within(refused).getByRole("button", { name: "Try another code" }));
    const again = await screen.findByRole("dialog", { name: "Bonuses" });
    await userEvent.type(within(again).getByRole("textbox", { name: "Bonus code" }), " WELCOME10 ");
    await userEvent.click(within(again).getByRole("button", { name: "Redeem" }));
    const redeemed = await screen.findByRole("dialog", { name: "Bonus code redeemed" });
    const card = within(redeemed).getByRole("article", { name: "Ten free" });
    // Claimed from the result dialog: the card takes the answer, no second claim is offered.
    await userEvent.click(within(card).getByRole("button", { name: "Claim bonus" }));
    await waitFor(() =>
      expect(within(card).queryByRole("button", { name: "Claim bonus" })).not.toBeInTheDocument(),
    );
    expect(card).toHaveTextContent("Active");
    expect(api.callsTo("POST /api/bonuses/redeem").map((call) => call.body)).toEqual([
      { code: "NOPE" },
      { code: "WELCOME10" },
    ]);
  });

  it("redeems the bonus code of the link's cookie once the player is signed in, and clears it", async () => {
    const api = createFakeApi({
      ...signedInRoutes(),
      "GET /api/bonuses": () => page([]),
      "POST /api/bonuses/redeem": () => bonus(3, { name: "Spin bonus" }),
    });
    const { platform } = await renderApp("/", {
      platform: { cookies: { ...signedIn.cookies, bonus_code: "SPIN25" } },
      api: api.client,
    });
    const redeemed = await screen.findByRole("dialog", { name: "Bonus code redeemed" });
    expect(redeemed).toHaveTextContent(
      "The code SPIN25 added this bonus to your Available bonuses.",
    );
    expect(platform.storage.get("bonus_code")).toBeUndefined();
    expect(api.callsTo("POST /api/bonuses/redeem")).toHaveLength(1);
  });

  it("opens from the account menu and the side menu, staying on the page", async () => {
    const api = createFakeApi({ ...signedInRoutes(), "GET /api/bonuses": () => page([]) });
    const { router } = await renderApp("/live-casino", { platform: signedIn, api: api.client });
    const banner = await screen.findByRole("banner");
    await userEvent.click(await within(banner).findByRole("button", { name: "Account menu" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Bonuses" }));
    let dialog = await screen.findByRole("dialog", { name: "Bonuses" });
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(router.state.location.pathname).toBe("/live-casino");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const aside = screen.getByRole("complementary", { hidden: true });
    const link = within(aside).getByRole("link", { name: "Bonuses", hidden: true });
    expect(link).not.toHaveAttribute("aria-current");
    await userEvent.click(link);
    dialog = await screen.findByRole("dialog", { name: "Bonuses" });
    expect(router.state.location.pathname).toBe("/live-casino");
  });

  it("asks a guest to sign in first (rule 4) and keeps their bonus code", async () => {
    const { store, platform } = await renderApp("/?open-bonus=true&txtbonuscode=SPIN25");
    await waitFor(() => expect(store.getState().session.authDialog.open).toBe(true));
    expect(screen.queryByRole("dialog", { name: "Bonuses" })).not.toBeInTheDocument();
    expect(platform.storage.get("bonus_code")).toBe("SPIN25");
  });
});
