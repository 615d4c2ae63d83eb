/**
 * Wallets over HTTP: catalogue, images, rates, the player's wallets and
 * settings, deposit addresses, Lightning invoices, withdrawal validation,
 * transaction history filters, notifications and referral qualification.
 */
import { channelEvents } from "@casino/api";
import { totp } from "../../test/accounts.ts";
import { usePublished } from "../../test/events.ts";
import { useSandbox } from "../../test/harness.ts";
import { TRON_ADDRESS, usdtWithdrawal } from "../../test/play.ts";
import { defaultRateLimits } from "../../env.ts";
import { dec, fmt, mul } from "@casino/rules";
import { playerWithId } from "../../test/realtime-sandbox.ts";

// Many players sign up in this file: lift the registration rate limit.
const sandbox = useSandbox({
  rateLimits: {
    ...defaultRateLimits,
    register: { max: 1000, windowMs: 60_000 },
    login: { max: 1000, windowMs: 60_000 },
  },
});
const published = usePublished(sandbox);

const player = (prefix: string) => playerWithId(sandbox, prefix);

async function fund(id: number, code: string, balance: string) {
  expect(
    (
      await sandbox.call("PUT", "/dev/wallets/balance", {
        body: { user_id: id, entity_wallet_code: code, balance },
      })
    ).status,
  ).toBe(200);
}

it("lists the coins with networks and served images, and rates for every coin and currency", async () => {
  const coins = await sandbox.call("GET", "/api/wallets/entity-wallets");
  const codes = coins.body.data.map((c: { code: string }) => c.code);
  expect(codes).toEqual([
    "BTC",
    "ETH",
    "USDT",
    "USDC",
    "LTC",
    "DOGE",
    "TRX",
    "SOL",
    "XRP",
    "TON",
    "BNB",
    "BTC_LIGHTNING",
  ]);
  const usdt = coins.body.data.find((c: { code: string }) => c.code === "USDT");
  expect(usdt.is_default).toBe(true);
  expect(usdt.networks.map((n: { kind: string }) => n.kind)).toEqual(["TRC20", "ERC20", "BEP20"]);
  const image = await fetch(usdt.coin_image);
  expect(image.headers.get("content-type")).toMatch(/image\/svg\+xml/);
  expect(await image.text()).toMatch(/<svg[^>]+aria-label="Tether"/);
  expect((await fetch(`${sandbox.base}/static/coins/NOPE.svg`)).status).toBe(404);

  const rates = await sandbox.call("GET", "/api/wallets/entity-wallets/rate");
  const currencyCodes = rates.body.data.currencies.map((c: { code: string }) => c.code);
  expect(currencyCodes.slice(0, 2)).toEqual(["USD", "EUR"]);
  for (const code of codes)
    expect(Object.keys(rates.body.data.rate[code]).sort()).toEqual([...currencyCodes].sort());
  expect(rates.body.data.rate.BTC.USD).toBe("95000.00000000");
  expect(rates.body.data.rate.BTC_LIGHTNING.USD).toBe(rates.body.data.rate.BTC.USD);

  await sandbox.call("POST", "/dev/rates/tick");
  const moved = await sandbox.call("GET", "/api/wallets/entity-wallets/rate");
  expect(moved.body.data.rate.USDT.USD).toMatch(/^[01]\.[0-9]{8}$/);
  expect(published.some((p) => p.channel === "rates" && p.event === "update_rate")).toBe(true);
});

it("creates wallets at sign-up, selects one, and sends every wallet again when the display currency changes", async () => {
  const p = await player("wal");
  const wallets = await sandbox.call("GET", "/api/wallets/user-wallets", { token: p.token });
  expect(wallets.body.data).toHaveLength(12);
  expect(
    wallets.body.data
      .filter((w: { is_selected: boolean }) => w.is_selected)
      .map((w: { entity_wallet_code: string }) => w.entity_wallet_code),
  ).toEqual(["USDT"]);

  const selected = await sandbox.call("POST", "/api/wallets/user-wallets/change-selected-wallet", {
    token: p.token,
    body: { code: "BTC" },
  });
  expect(selected.body.data).toMatchObject({ entity_wallet_code: "BTC", is_selected: true });
  expect(
    (await sandbox.call("GET", "/api/user/information", { token: p.token })).body.data
      .player_information.wallet_currency,
  ).toBe("BTC");
  const unknown = await sandbox.call("POST", "/api/wallets/user-wallets/change-selected-wallet", {
    token: p.token,
    body: { code: "NOPE" },
  });
  expect(unknown.body.errors).toEqual({ code: ["wallet_not_found"] });

  await fund(p.id, "BTC", "0.01");
  expect((await sandbox.call("GET", "/api/wallets/setting", { token: p.token })).body.data).toEqual(
    { display_currency: "USD", hide_zero_balances: false, display_in_fiat: false },
  );
  published.length = 0;
  const saved = await sandbox.call("PUT", "/api/wallets/setting", {
    token: p.token,
    body: { display_currency: "EUR", hide_zero_balances: true, display_in_fiat: true },
  });
  expect(saved.body.data).toEqual({
    display_currency: "EUR",
    hide_zero_balances: true,
    display_in_fiat: true,
  });
  const all = published.find((e) => e.event === "all_wallet_balances" && e.userId === p.id)!
    .payload as {
    wallets: { entity_wallet_code: string; fiat_amount: string; fiat_currency: string }[];
  };
  const btc = all.wallets.find((w) => w.entity_wallet_code === "BTC")!;
  const eurRate = (await sandbox.call("GET", "/api/wallets/entity-wallets/rate")).body.data.rate.BTC
    .EUR as string;
  expect(btc.fiat_currency).toBe("EUR");
  // The rate map shows 8 decimals; the fiat amount uses the exact price: allow one cent.
  const gap = dec(btc.fiat_amount) - dec(fmt(mul(dec(eurRate), dec("0.01")), 2));
  expect(gap <= dec("0.01") && gap >= -dec("0.01")).toBe(true);
});

it("gives stable deposit addresses matching the network, with XRP tags and TON memos apart, and Lightning invoices instead of an address", async () => {
  const p = await player("addr");
  const coins = (await sandbox.call("GET", "/api/wallets/entity-wallets")).body.data as {
    code: string;
    networks: { kind: string; address_pattern: string; memo_label: string | null }[];
  }[];
  for (const coin of coins.filter((c) => c.code !== "BTC_LIGHTNING")) {
    for (const network of coin.networks) {
      const first = await sandbox.call(
        "GET",
        `/api/user/wallet-address?entity_wallet_code=${coin.code}&kind=${network.kind}`,
        { token: p.token },
      );
      expect(first.status).toBe(200);
      expect(first.body.data.address).toMatch(new RegExp(network.address_pattern, "u"));
      expect(first.body.data.memo_label).toBe(network.memo_label);
      expect(first.body.data.memo === null).toBe(network.memo_label === null);
      const again = await sandbox.call(
        "GET",
        `/api/user/wallet-address?entity_wallet_code=${coin.code}&kind=${network.kind}`,
        { token: p.token },
      );
      expect(again.body.data).toEqual(first.body.data);
    }
  }
  const xrp = await sandbox.call(
    "GET",
    "/api/user/wallet-address?entity_wallet_code=XRP&kind=XRP",
    { token: p.token },
  );
  expect(xrp.body.data).toMatchObject({
    memo_label: "destination_tag",
    memo: String(100_000 + p.id),
  });
  const other = await player("addr2");
  const otherXrp = await sandbox.call(
    "GET",
    "/api/user/wallet-address?entity_wallet_code=XRP&kind=XRP",
    { token: other.token },
  );
  expect(otherXrp.body.data.address).toBe(xrp.body.data.address);
  expect(otherXrp.body.data.memo).not.toBe(xrp.body.data.memo);
  const lightning = await sandbox.call(
    "GET",
    "/api/user/wallet-address?entity_wallet_code=BTC_LIGHTNING&kind=LIGHTNING",
    { token: p.token },
  );
  expect(lightning.body.errors).toEqual({ kind: ["network_unsupported"] });

  const tooSmall = await sandbox.call("POST", "/api/user/btc-lightning/wallet-address", {
    token: p.token,
    body: { amount: "0.000001" },
  });
  expect(tooSmall.body.errors).toEqual({ amount: ["amount_below_minimum"] });
  const invoice = await sandbox.call("POST", "/api/user/btc-lightning/wallet-address", {
    token: p.token,
    body: { amount: "0.0005" },
  });
  expect(invoice.status).toBe(201);
  expect(invoice.body.data).toMatchObject({
    entity_wallet_code: "BTC_LIGHTNING",
    amount: "0.00050000",
    payment_request: expect.stringMatching(/^lnbc500000n1p/),
  });
  const paid = await sandbox.call("POST", "/dev/lightning/pay", {
    body: { payment_hash: invoice.body.data.payment_hash },
  });
  expect(paid.body.data).toMatchObject({
    status: "confirmed",
    network: "LIGHTNING",
    amount: "0.00050000",
  });
  expect(
    (
      await sandbox.call("POST", "/dev/lightning/pay", {
        body: { payment_hash: invoice.body.data.payment_hash },
      })
    ).status,
  ).toBe(422);
  const wallets = await sandbox.call("GET", "/api/wallets/user-wallets", { token: p.token });
  expect(
    wallets.body.data.find(
      (w: { entity_wallet_code: string }) => w.entity_wallet_code === "BTC_LIGHTNING",
    ).balance,
  ).toBe("0.00050000");
});

it("validates withdrawals in the contract's order and lets the player cancel only a pending one", async () => {
  const p = await player("wd");
  await fund(p.id, "USDT", "50");
  await fund(p.id, "XRP", "100");
  const tron = TRON_ADDRESS;
  const attempt = (body: Record<string, unknown>, token = p.token) =>
    sandbox.call("POST", "/api/user/withdrawal", {
      token,
      body: { entity_wallet_code: "USDT", network: "TRC20", amount: "20", address: tron, ...body },
    });
  const cases: [Record<string, unknown>, Record<string, string[]>][] = [
    [{ entity_wallet_code: "NOPE" }, { entity_wallet_code: ["wallet_not_found"] }],
    [{ network: "SOL" }, { network: ["network_unsupported"] }],
    [
      { entity_wallet_code: "BTC_LIGHTNING", network: "LIGHTNING" },
      { network: ["withdrawal_disabled"] },
    ],
    [{ amount: "1.1234567" }, { amount: ["amount_invalid"] }],
    [{ amount: "5" }, { amount: ["amount_below_minimum"] }],
    [{ amount: "100001" }, { amount: ["amount_above_maximum"] }],
    [{ amount: "60" }, { amount: ["insufficient_balance"] }],
    [{ address: "0x52908400098527886E0F7030069857D2E4169EE7" }, { address: ["address_invalid"] }],
    [
      { entity_wallet_code: "XRP", network: "XRP", address: "rN7n7otQDd6FczFgLdSqtcsAUxDkw6fzRH" },
      { memo: ["memo_required"] },
    ],
    [
      {
        entity_wallet_code: "XRP",
        network: "XRP",
        address: "rN7n7otQDd6FczFgLdSqtcsAUxDkw6fzRH",
        memo: "tag-1",
      },
      { memo: ["memo_invalid"] },
    ],
  ];
  for (const [body, errors] of cases) {
    const response = await attempt(body);
    expect({ body, status: response.status, errors: response.body.errors }).toEqual({
      body,
      status: 422,
      errors,
    });
  }
  const xrp = await attempt({
    entity_wallet_code: "XRP",
    network: "XRP",
    address: "rN7n7otQDd6FczFgLdSqtcsAUxDkw6fzRH",
    memo: "12345",
  });
  expect(xrp.body.data).toMatchObject({ status: "pending", memo: "12345", fee: "0.200000" });

  const first = await attempt({});
  expect(first.status).toBe(201);
  const other = await player("wd2");
  expect(
    (
      await sandbox.call("POST", `/api/user/withdrawals/${first.body.data.id}/cancel`, {
        token: other.token,
      })
    ).status,
  ).toBe(404);
  const canceled = await sandbox.call(
    "POST",
    `/api/user/withdrawals/${first.body.data.id}/cancel`,
    { token: p.token },
  );
  expect(canceled.body.data).toMatchObject({ status: "canceled", can_cancel: false });
  expect(
    (
      await sandbox.call("POST", `/api/user/withdrawals/${first.body.data.id}/cancel`, {
        token: p.token,
      })
    ).body.code,
  ).toBe("withdrawal_not_cancelable");
  const usdt = (
    await sandbox.call("GET", "/api/wallets/user-wallets", { token: p.token })
  ).body.data.find((w: { entity_wallet_code: string }) => w.entity_wallet_code === "USDT");
  expect(usdt).toMatchObject({ balance: "50.000000", locked_balance: "0.000000" });

  // With two-factor confirmed, a valid TOTP code is required.
  const enabled = await sandbox.call("POST", "/api/user/two-factor-authentication", {
    token: p.token,
  });
  await sandbox.call("POST", "/api/user/confirmed-two-factor-authentication", {
    token: p.token,
    body: { code: await totp(sandbox, enabled.body.data.secret) },
  });
  sandbox.clock.advance(30_000);
  expect((await attempt({})).body.errors).toEqual({ code: ["required"] });
  expect((await attempt({ code: "000000" })).body.errors).toEqual({ code: ["two_factor_invalid"] });
  expect((await attempt({ code: await totp(sandbox, enabled.body.data.secret) })).status).toBe(201);
});

it("filters and paginates the history by type, status, coin and UTC days", async () => {
  const p = await player("hist");
  for (const amount of ["10", "20", "30"]) {
    await sandbox.call("POST", "/dev/deposits", {
      body: { user_id: p.id, entity_wallet_code: "USDT", amount },
    });
  }
  await sandbox.call("POST", "/dev/deposits", {
    body: { user_id: p.id, entity_wallet_code: "ETH", amount: "0.5", status: "fail" },
  });
  await sandbox.call("POST", "/api/user/withdrawal", {
    token: p.token,
    body: usdtWithdrawal("15"),
  });
  const list = (query: string) =>
    sandbox.call("GET", `/api/user/transactions${query}`, { token: p.token });

  const all = await list("?per_page=2");
  expect(all.body.data).toMatchObject({ total: 5, per_page: 2, current_page: 1, last_page: 3 });
  expect(all.body.data.data[0].type).toBe("withdraw");
  expect((await list("?page=3&per_page=2")).body.data.data).toHaveLength(1);
  expect((await list("?type=deposit")).body.data.total).toBe(4);
  expect(
    (await list("?status=fail")).body.data.data.map(
      (t: { entity_wallet_code: string }) => t.entity_wallet_code,
    ),
  ).toEqual(["ETH"]);
  expect(
    (await list("?entity_wallet_code=USDT&type=deposit&status=confirmed")).body.data.total,
  ).toBe(3);
  const today = new Date(sandbox.clock.now()).toISOString().slice(0, 10);
  expect((await list(`?from=${today}&to=${today}`)).body.data.total).toBe(5);
  expect((await list("?from=2020-01-01&to=2020-01-31")).body.data.total).toBe(0);
  expect((await list("?from=2026-02-02&to=2026-02-01")).body.errors).toEqual({
    from: ["date_range_invalid"],
  });
  const other = await player("hist2");
  expect(
    (
      await sandbox.call("GET", `/api/user/transactions/${all.body.data.data[0].id}`, {
        token: other.token,
      })
    ).status,
  ).toBe(404);
});

it("keeps the inbox: notifications on deposits, unread count in general settings, mark read", async () => {
  const p = await player("inbox");
  const count = async () =>
    (await sandbox.call("GET", "/api/settings/general", { token: p.token })).body.data.inbox_count;
  expect(await count()).toBe(0);
  await sandbox.call("POST", "/dev/deposits", {
    body: { user_id: p.id, entity_wallet_code: "USDT", amount: "10" },
  });
  await sandbox.call("POST", "/dev/realtime/emit", {
    body: { user_id: p.id, event: "new_notification" },
  });
  expect(await count()).toBe(2);
  const list = await sandbox.call("GET", "/api/notifications", { token: p.token });
  expect(list.body.data.data.map((n: { title: string }) => n.title)).toEqual([
    "Hello from the sandbox",
    "Deposit received",
  ]);
  const read = await sandbox.call("PATCH", `/api/notifications/${list.body.data.data[1].id}/read`, {
    token: p.token,
  });
  expect(read.body.data).toMatchObject({ is_read: true, type: "deposit" });
  expect(
    (await sandbox.call("GET", "/api/notifications?unread_only=true", { token: p.token })).body.data
      .total,
  ).toBe(1);
  expect(
    (await sandbox.call("PATCH", "/api/notifications/read-all", { token: p.token })).body.data,
  ).toEqual({ updated: 1, inbox_count: 0 });
  expect(
    (
      await sandbox.call("PATCH", "/api/notifications/00000000-0000-4000-8000-000000000000/read", {
        token: p.token,
      })
    ).status,
  ).toBe(404);
});

it("does not qualify a referred friend on deposits alone (wagering does: loyalty tests)", async () => {
  const referrer = await player("ref");
  const info = async () =>
    (await sandbox.call("GET", "/api/user/referral-friends/info", { token: referrer.token })).body
      .data;
  const code = (await info()).referral_code as string;
  const invited = {
    username: `frd${Date.now().toString(36).slice(-6)}`,
    email: `frd${Date.now().toString(36)}@example.test`,
    password: "Secret-pass1",
    age_confirmed: true,
    terms_accepted: true,
    reference: code,
  };
  expect((await sandbox.call("POST", "/api/register", { body: invited })).status).toBe(201);
  const invitedId = (
    await sandbox.db
      .selectFrom("users")
      .select("id")
      .where("username", "=", invited.username)
      .executeTakeFirstOrThrow()
  ).id;
  expect(await info()).toMatchObject({
    friends_invited: 1,
    friend_qualified: 0,
    rewards_earned: "0.00",
  });
  await sandbox.call("POST", "/dev/deposits", {
    body: { user_id: invitedId, entity_wallet_code: "USDT", amount: "25" },
  });
  await sandbox.call("POST", "/dev/deposits", {
    body: { user_id: invitedId, entity_wallet_code: "USDT", amount: "25" },
  });
  expect(await info()).toMatchObject({
    friends_invited: 1,
    friend_qualified: 0,
    rewards_earned: "0.00",
    rewards_currency: "USD",
  });
});

it("emits each of the 17 events from the dev endpoint, valid against the contract", async () => {
  const p = await player("emit");
  published.length = 0;
  // The player-channel events the dev endpoint raises: the deposit raises its own two below, and
  // support messages are not one of the product's 17.
  const events = channelEvents.player.filter(
    (event) => !["player_pending_deposit", "player_deposit", "support_message"].includes(event),
  );
  for (const event of events) {
    const response = await sandbox.call("POST", "/dev/realtime/emit", {
      body: { user_id: p.id, event },
    });
    expect({ event, status: response.status }).toEqual({ event, status: 200 });
  }
  for (const event of ["update_rate", "transaction_latest_bet", "transaction_high_roller_bet"]) {
    expect((await sandbox.call("POST", "/dev/realtime/emit", { body: { event } })).status).toBe(
      200,
    );
  }
  const deposit = await sandbox.call("POST", "/dev/deposits", {
    body: { user_id: p.id, entity_wallet_code: "USDT", amount: "10" },
  });
  expect(deposit.status).toBe(201);
  const names = new Set(published.map((e) => e.event));
  expect(names.size).toBe(17);
  expect(
    published
      .filter((e) => e.channel === "bets")
      .map((e) => e.event)
      .sort(),
  ).toEqual(["transaction_high_roller_bet", "transaction_latest_bet"]);

  const bad = await sandbox.call("POST", "/dev/realtime/emit", {
    body: { user_id: p.id, event: "level_progress", payload: { progress: {}, leveled_up: "yes" } },
  });
  expect(bad.status).toBe(422);
  expect(bad.body.errors).toEqual({ payload: ["invalid_value"] });
  expect(
    (
      await sandbox.call("POST", "/dev/realtime/emit", {
        body: { user_id: p.id, event: "update_rate" },
      })
    ).body.errors,
  ).toEqual({ event: ["invalid_value"] });

  const bets = await sandbox.call("POST", "/dev/bets", { body: { count: 5 } });
  expect(bets.body.data).toHaveLength(5);
  for (const bet of bets.body.data)
    expect(bet.game.image).toMatch(/\/static\/games\/.+\.svg\?v=\d+$/);
});
