import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { apiError, createFakeApi, type FakeRoute } from "@casino/core/testing";
import { outage } from "../../testing/outage.ts";
import { renderApp } from "../../testing/render-app.tsx";
import { emitToPlayer, untilPlayerSubscribed } from "../../testing/realtime.ts";
import { signedInRoutes } from "../../testing/wallet-fixtures.ts";

const signedIn = { cookies: { token: "tok", clear_cookie: "1" } };

const table: [number, string, number, string, string | null, string | null][] = [
  [0, "No level", 0, "0", null, null],
  [1, "Pixel Pioneer", 100, "5", "1", "0.10"],
  [2, "Byte Bandit", 1000, "7.5", "10", "0.25"],
  [3, "Token Tosser", 5000, "10", "50", "0.50"],
  [4, "Chain Commander", 25000, "12.5", "250", "1"],
  [5, "Punk Overlord", 100000, "15", "1000", "2.50"],
];
const levels = table.map(([level, name, stars, percent, bonus, login]) => {
  const period = level >= 3 ? "daily" : "weekly";
  // What the server's `benefits` say (apps/sandbox features/loyalty/rules.ts `benefitsOf`).
  const cents = (amount: string | null) => (amount?.includes(".") ? amount : `${amount}.00`);
  const benefits =
    level === 0
      ? [{ kind: "stars_to_unlock", stars: 100 }]
      : [
          { kind: "cashback", percent, period },
          { kind: "rakeback", percent },
          { kind: "level_up_bonus", amount: cents(bonus), currency: "USD" },
          { kind: "daily_login_reward", amount: cents(login), currency: "USD" },
        ];
  return {
    level,
    name,
    image: null,
    stars_required: stars,
    cashback_percent: percent,
    rakeback_percent: percent,
    level_up_bonus: bonus,
    login_reward: login,
    currency: "USD",
    benefits,
    cashback_period: period,
  };
});

const progress = (stars: number, level: number) => ({
  level,
  name: table[level]![1],
  stars,
  next_level: level + 1,
  next_level_name: table[level + 1]![1],
  next_level_stars: table[level + 1]![2],
  progress_percent: ((stars - table[level]![2]) / (table[level + 1]![2] - table[level]![2])) * 100,
});

const cashback = (overrides: Record<string, unknown> = {}) => ({
  entity_wallet_code: "USDT",
  amount: "0.42",
  fiat_amount: "0.42",
  fiat_currency: "USD",
  rate_percent: "5",
  period_start: "2026-01-08T00:00:00Z",
  period_end: "2026-01-09T00:00:00Z",
  can_claim: false,
  next_claim_at: "2026-01-09T00:00:00Z",
  last_claimed_at: null,
  cashback_period: "daily",
  ...overrides,
});

const referral = {
  referral_code: "ABC123",
  referral_link: "https://casino.example/sign-up?ref=ABC123",
  friends_invited: 3,
  friend_qualified: 1,
  rewards_earned: "5.00",
  rewards_currency: "USD",
};

function routes(overrides: Record<string, FakeRoute> = {}) {
  let stars = 40;
  const api = createFakeApi({
    ...signedInRoutes(),
    "GET /api/levels": () => levels,
    "GET /api/user/level-information": () => progress(stars, stars >= 100 ? 1 : 0),
    "GET /api/user/star-information": () => ({
      stars,
      lifetime_stars: stars,
      wagered_towards_next_star: "0.5",
      wager_per_star: "1",
      currency: "USD",
    }),
    "GET /api/cashback": () => cashback(),
    "GET /api/login-reward/is-claimed": () => ({
      is_claimed: false,
      claimed_at: null,
      next_available_at: "2099-01-01T00:00:00Z",
    }),
    "GET /api/user/referral-friends/info": () => referral,
    ...overrides,
  });
  return { api, setStars: (value: number) => (stars = value) };
}

async function open(fake: ReturnType<typeof routes>) {
  const rendered = await renderApp("/vip-program", { platform: signedIn, api: fake.api.client });
  await screen.findByRole("heading", { level: 1, name: "VIP program" }, { timeout: 5000 });
  return rendered;
}

// Whole-app renders with live events; the first also loads the lazy page. Under CI load (every
// package testing at once on 2 cores) 20 s was not enough.
jest.setTimeout(45_000);

describe("/vip-program", () => {
  it("shows the five levels with perks, the player's stars, and moves live to a level-up", async () => {
    const fake = routes();
    const { platform } = await open(fake);
    const ladder = await screen.findByRole("list", { name: "VIP levels" });
    const cards = within(ladder).getAllByRole("article");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "Pixel Pioneer",
      "Byte Bandit",
      "Token Tosser",
      "Chain Commander",
      "Punk Overlord",
    ]);
    const byteBandit = within(ladder).getByRole("article", { name: "Byte Bandit" });
    expect(byteBandit).toHaveTextContent("1,000 stars");
    expect(within(byteBandit).getByText("Weekly cashback").nextElementSibling).toHaveTextContent(
      "7.5%",
    );
    const tokenTosser = within(ladder).getByRole("article", { name: "Token Tosser" });
    expect(within(tokenTosser).getByText("Daily cashback").nextElementSibling).toHaveTextContent(
      "10%",
    );
    expect(within(tokenTosser).queryByText("Weekly cashback")).not.toBeInTheDocument();
    expect(within(byteBandit).getByText("Rakeback").nextElementSibling).toHaveTextContent("7.5%");
    expect(within(byteBandit).getByText("Level-up reward").nextElementSibling).toHaveTextContent(
      "$10.00",
    );
    expect(within(ladder).getByRole("article", { name: "Pixel Pioneer" })).toHaveTextContent(
      "Next",
    );

    const bar = await screen.findByRole("progressbar", { name: "Progress to Pixel Pioneer" });
    expect(bar).toHaveAttribute("aria-valuenow", "40");
    expect(bar).toHaveAttribute("aria-valuetext", "40 of 100 stars");
    expect(screen.getByText("60 more stars to reach Pixel Pioneer.")).toBeInTheDocument();
    expect(screen.getByTestId("vip-stars")).toHaveTextContent("40 stars");

    await untilPlayerSubscribed(platform);
    // Stars move without a level change: the bar and the count follow.
    fake.setStars(70);
    await emitToPlayer(platform, "level_progress", {
      progress: progress(70, 0),
      leveled_up: false,
    });
    await waitFor(() => expect(screen.getByTestId("vip-stars")).toHaveTextContent("70 stars"));
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "70");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    // The level rises: the celebration opens, the ladder marks the new level.
    fake.setStars(130);
    await emitToPlayer(platform, "level_progress", {
      progress: progress(130, 1),
      leveled_up: true,
    });
    const dialog = await screen.findByRole("dialog", { name: "Level up!" });
    expect(dialog).toHaveTextContent("You reached Pixel Pioneer.");
    expect(dialog).toHaveTextContent("$1.00");
    expect(
      within(screen.getByRole("list", { name: "VIP levels" })).getByRole("article", {
        name: "Pixel Pioneer",
      }),
    ).toHaveAttribute("aria-current", "step");
    expect(
      screen.getByRole("progressbar", { name: "Progress to Byte Bandit", hidden: true }),
    ).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("writes each level's benefits in Russian, percentages and amounts with the decimal comma", async () => {
    const fake = routes();
    await renderApp("/vip-program", {
      platform: { cookies: { ...signedIn.cookies, lang: "ru" } },
      api: fake.api.client,
    });
    const ladder = await screen.findByRole("list", { name: "VIP-уровни" }, { timeout: 5000 });
    const perk = (level: string, label: string) =>
      within(within(ladder).getByRole("article", { name: level })).getByText(label)
        .nextElementSibling;
    expect(perk("Байтовый бандит", "Еженедельный кэшбэк")).toHaveTextContent(/^7,5\s%$/);
    expect(perk("Байтовый бандит", "Рейкбэк")).toHaveTextContent(/^7,5\s%$/);
    expect(perk("Байтовый бандит", "Награда за уровень")).toHaveTextContent(/^10,00\s\$$/);
    expect(perk("Байтовый бандит", "Ежедневная награда за вход")).toHaveTextContent(/^0,25\s\$$/);
    expect(perk("Метатель токенов", "Ежедневный кэшбэк")).toHaveTextContent(/^10\s%$/);
    expect(perk("Панк-повелитель", "Награда за уровень")).toHaveTextContent(/^1\s000,00\s\$$/);
  });

  it("claims the cashback once when ready_claim_cashback arrives, and explains a refusal", async () => {
    let attempt = 0;
    let release: () => void = () => undefined;
    const fake = routes({
      "GET /api/user/level-information": () => progress(150, 1),
      "POST /api/cashback/claim": async () => {
        attempt += 1;
        if (attempt === 2) throw apiError(422, "cashback_not_available");
        await new Promise<void>((resolve) => (release = resolve));
        return {
          entity_wallet_code: "USDT",
          amount: "2.5",
          wallet: signedInRoutes()["GET /api/wallets/user-wallets"]!({} as never) as never,
        };
      },
    });
    const { platform } = await open(fake);
    const card = await screen.findByRole("region", { name: "Cashback" });
    await within(card).findByText(
      /^Daily cashback: the day closes on Jan 9, 2026, .* \(UTC\), then it can be claimed\.$/,
    );
    expect(card).toHaveTextContent("Estimate for today so far at 5%");
    expect(within(card).queryByRole("button")).not.toBeInTheDocument();
    await emitToPlayer(platform, "ready_claim_cashback", {
      cashback: cashback({ amount: "2.5", fiat_amount: "2.50", can_claim: true }),
    });
    const claim = await within(card).findByRole("button", { name: "Claim cashback" });
    expect(card).toHaveTextContent("2.50000000 USDT");
    await userEvent.click(claim);
    await waitFor(() => expect(claim).toBeDisabled());
    await userEvent.click(claim);
    expect(fake.api.callsTo("POST /api/cashback/claim")).toHaveLength(1);
    act(() => release());
    expect(
      await within(card).findByText("2.50000000 USDT was credited to your wallet."),
    ).toBeVisible();

    // A second ready cashback that the server no longer has: the refusal is explained.
    await emitToPlayer(platform, "ready_claim_cashback", {
      cashback: cashback({ amount: "1", can_claim: true }),
    });
    await userEvent.click(await within(card).findByRole("button", { name: "Claim cashback" }));
    await waitFor(() => expect(fake.api.callsTo("POST /api/cashback/claim")).toHaveLength(2));
    await waitFor(() => expect(within(card).queryByRole("button")).not.toBeInTheDocument());
  });

  it("says when a weekly-level player's week closes, and which week a ready cashback covers", async () => {
    const weekly = {
      cashback_period: "weekly",
      period_start: "2026-01-05T00:00:00Z",
      period_end: "2026-01-12T00:00:00Z",
      next_claim_at: "2026-01-12T00:00:00Z",
    };
    const fake = routes({
      "GET /api/user/level-information": () => progress(150, 1),
      "GET /api/cashback": () => cashback(weekly),
    });
    const { platform } = await open(fake);
    const card = await screen.findByRole("region", { name: "Cashback" });
    expect(
      await within(card).findByText(
        /^Weekly cashback: the week closes on Jan 12, 2026, .* \(UTC\), then it can be claimed\.$/,
      ),
    ).toHaveAttribute("role", "status");
    expect(card).toHaveTextContent("Estimate for this week so far at 5% (about $0.42).");
    expect(card).not.toHaveTextContent(/day closes/);
    await emitToPlayer(platform, "ready_claim_cashback", {
      cashback: cashback({ ...weekly, amount: "3", fiat_amount: "3.00", can_claim: true }),
    });
    await within(card).findByRole("button", { name: "Claim cashback" });
    expect(card).toHaveTextContent(
      /^.*5% of your net losses in the week that ended Jan 12, 2026, .* \(about \$3\.00\)\./,
    );
  });

  it("claims the daily login reward, then counts down to the next one; explains a refusal", async () => {
    const fake = routes({
      "GET /api/user/level-information": () => progress(150, 1),
      "POST /api/login-reward/claim": () => ({
        entity_wallet_code: "USDT",
        amount: "0.1",
        wallet: {},
        claimed_at: "2026-01-08T10:00:00Z",
        next_available_at: new Date(Date.now() + 5 * 3600_000 + 60_000).toISOString(),
      }),
    });
    await open(fake);
    const card = await screen.findByRole("region", { name: "Daily login reward" });
    expect(await within(card).findByText("$0.10")).toBeInTheDocument();
    await userEvent.click(within(card).getByRole("button", { name: "Claim reward" }));
    expect(await within(card).findByText(/Claimed today/)).toBeInTheDocument();
    expect(within(card).getByRole("timer", { name: "Next login reward in" })).toHaveTextContent(
      /05\s*hours/,
    );
    expect(within(card).queryByRole("button")).not.toBeInTheDocument();
    expect(fake.api.callsTo("POST /api/login-reward/claim")).toHaveLength(1);
  });

  it("explains an already claimed login reward and shows level 0 has none", async () => {
    const fake = routes({
      "GET /api/user/level-information": () => progress(150, 1),
      "POST /api/login-reward/claim": () => {
        throw apiError(422, "bonus_already_claimed");
      },
    });
    await open(fake);
    const card = await screen.findByRole("region", { name: "Daily login reward" });
    await userEvent.click(await within(card).findByRole("button", { name: "Claim reward" }));
    expect(await within(card).findByRole("alert")).toHaveTextContent(
      "You have already claimed this bonus.",
    );
  });

  it("has no login reward at level 0", async () => {
    await open(routes());
    const card = await screen.findByRole("region", { name: "Daily login reward" });
    expect(
      await within(card).findByText("Reach Pixel Pioneer to unlock a reward every day."),
    ).toBeInTheDocument();
    expect(within(card).queryByRole("button")).not.toBeInTheDocument();
    const cashbackCard = screen.getByRole("region", { name: "Cashback" });
    expect(
      await within(cashbackCard).findByText("Reach Pixel Pioneer to earn cashback."),
    ).toBeInTheDocument();
    expect(within(cashbackCard).queryByText(/USDT/)).not.toBeInTheDocument();
  });

  it("offers a retry when the progress or levels fail, and the referral figures with share", async () => {
    const down = outage();
    const fake = routes({
      "GET /api/user/level-information": down.route(() => progress(40, 0)),
      "GET /api/levels": down.route(() => levels),
    });
    await open(fake);
    expect(await screen.findByText("Your VIP progress could not be loaded.")).toBeInTheDocument();
    expect(await screen.findByText("The VIP levels could not be loaded.")).toBeInTheDocument();
    down.end();
    for (const button of screen.getAllByRole("button", { name: "Try again" })) {
      await userEvent.click(button);
    }
    expect(
      await screen.findByRole("progressbar", { name: "Progress to Pixel Pioneer" }),
    ).toBeVisible();
    expect(await screen.findByRole("list", { name: "VIP levels" })).toBeVisible();

    const invite = screen.getByRole("region", { name: "Invite friends" });
    expect(within(invite).getByRole("textbox", { name: "Your referral link" })).toHaveValue(
      referral.referral_link,
    );
    expect(invite).toHaveTextContent("3 friends");
    expect(invite).toHaveTextContent("1 friend");
    expect(invite).toHaveTextContent("$5.00");
    const share = jest.fn(async () => undefined);
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
    await userEvent.click(within(invite).getByRole("button", { name: "Share link" }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: referral.referral_link }));
    expect(await within(invite).findByText("Link shared")).toBeInTheDocument();
  });

  it("is the same page in the mini app's frame", async () => {
    const fake = routes();
    await renderApp("/vip-program", {
      platform: signedIn,
      api: fake.api.client,
      app: { layout: "mini-app" },
    });
    await screen.findByRole("heading", { level: 1, name: "VIP program" }, { timeout: 5000 });
    expect(await screen.findByRole("list", { name: "VIP levels" })).toBeVisible();
    expect(
      await screen.findByRole("progressbar", { name: "Progress to Pixel Pioneer" }),
    ).toBeVisible();
  });
});
