/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are read loosely, as JSON */
/**
 * Responsible gaming over HTTP: a deposit over the limit is refused (never credited), bets over
 * the loss or wager limit are refused, a lower limit applies at once and a higher one only after
 * 24 hours, a cool-off and a self-exclusion stop bets and deposits, a self-excluded player cannot
 * sign in, and session reminders reach the inbox once.
 */
import { dec } from "@casino/rules";
import { startSandbox, type Sandbox } from "../../test/harness.ts";
import { fundedPlayer, playSession, usdtBalance } from "../../test/play.ts";
import { sendSessionReminders } from "./reminders.ts";

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});

afterAll(() => sandbox.close());

type Player = Awaited<ReturnType<typeof fundedPlayer>>;

const HOUR = 3_600_000;

async function settings(p: { token: string }) {
  const res = await sandbox.call("GET", "/api/user/responsible-gaming", { token: p.token });
  expect(res.status).toBe(200);
  return res.body.data;
}

function limitOf(data: any, type: string, period: string) {
  return data.limits.find((l: any) => l.limit_type === type && l.period === period);
}

function setLimit(p: { token: string }, limit_type: string, period: string, amount: string | null) {
  return sandbox.call("PUT", "/api/user/responsible-gaming/limits", {
    token: p.token,
    body: { limit_type, period, amount },
  });
}

function dice(p: { token: string }, amount: string) {
  return sandbox.call("POST", "/api/originals/dice/bet", {
    token: p.token,
    body: { entity_wallet_code: "USDT", amount, target: 50, condition: "under" },
  });
}

/** A 422 refusal for a limit: its code, a message naming the limit, and the limit's details. */
function expectLimitRefusal(
  res: { status: number; body: any },
  code: string,
  message: string,
  details: Record<string, string>,
) {
  expect(res.status).toBe(422);
  expect(res.body.code).toBe(code);
  expect(res.body.message).toContain(message);
  expect(res.body.details).toMatchObject(details);
}

async function signIn(p: Player) {
  const login = await sandbox.call("POST", "/api/login", {
    body: { username_or_email: p.username, password: p.password },
  });
  return login;
}

it("lists nine limits, none set, and validates a change", async () => {
  const p = await fundedPlayer(sandbox, "rglist", "10");
  const data = await settings(p);
  expect(data.limits).toHaveLength(9);
  expect(data).toMatchObject({
    currency: "USD",
    session_reminder_minutes: null,
    cool_off_until: null,
    self_excluded_until: null,
  });
  expect(limitOf(data, "loss", "weekly")).toMatchObject({ amount: null, remaining: null });
  expect((await setLimit(p, "wager", "daily", "0.5")).body.errors).toEqual({ amount: ["between"] });
  expect((await setLimit(p, "wager", "daily", "10.123")).body.errors).toEqual({
    amount: ["numeric"],
  });
  expect((await setLimit(p, "yearly", "daily", "10")).status).toBe(422);
});

it("refuses a deposit over the deposit limit: not credited, and the player is told why", async () => {
  const p = await fundedPlayer(sandbox, "rgdep", "0");
  expect((await setLimit(p, "deposit", "daily", "100")).status).toBe(200);
  const first = await sandbox.call("POST", "/dev/deposits", {
    body: { user_id: p.id, entity_wallet_code: "USDT", amount: "60" },
  });
  expect(first.body.data.status).toBe("confirmed");
  const over = await sandbox.call("POST", "/dev/deposits", {
    body: { user_id: p.id, entity_wallet_code: "USDT", amount: "50" },
  });
  expect(over.body.data.status).toBe("fail");
  expect(await usdtBalance(sandbox, p.token)).toBe("60");
  const inbox = await sandbox.call("GET", "/api/notifications", { token: p.token });
  const refused = inbox.body.data.data.find((n: any) => n.title === "Deposit refused");
  expect(refused.body).toContain("daily deposit limit of 100.00 USD");
  expect(limitOf(await settings(p), "deposit", "daily").used).toMatch(/^(59|60)\.\d\d$/);

  // Starting a deposit over what is left is refused up front (a Lightning invoice names its amount).
  const invoice = await sandbox.call("POST", "/api/user/btc-lightning/wallet-address", {
    token: p.token,
    body: { amount: "0.01" },
  });
  // The details name the limit and when room comes back: the first deposit leaves the window.
  expectLimitRefusal(invoice, "deposit_limit_exceeded", "USD left", {
    limit_type: "deposit",
    period: "daily",
    amount: "100.00",
  });
  expect(invoice.body.details.remaining).toMatch(/^(40|41)\.\d\d$/);
  const freesIn = Date.parse(invoice.body.details.resets_at) - sandbox.clock.now();
  expect(freesIn).toBeGreaterThan(23.9 * HOUR);
  expect(freesIn).toBeLessThanOrEqual(24 * HOUR);
  const small = await sandbox.call("POST", "/api/user/btc-lightning/wallet-address", {
    token: p.token,
    body: { amount: "0.00001" },
  });
  expect(small.status).toBe(201);
});

it("refuses a bet over the wager limit and one over the loss limit", async () => {
  const p = await fundedPlayer(sandbox, "rgbet", "500");
  await setLimit(p, "wager", "daily", "10");
  expect((await dice(p, "6")).status).toBe(201);
  const balance = await usdtBalance(sandbox, p.token);
  const over = await dice(p, "5");
  expectLimitRefusal(over, "wager_limit_exceeded", "daily wager limit of 10.00 USD", {
    limit_type: "wager",
    period: "daily",
    amount: "10.00",
    remaining: "4.00",
  });
  expect(Date.parse(over.body.details.resets_at) - sandbox.clock.now()).toBeGreaterThan(
    23.9 * HOUR,
  );
  expect(await usdtBalance(sandbox, p.token)).toBe(balance);
  expect((await dice(p, "3")).status).toBe(201);

  const q = await fundedPlayer(sandbox, "rgloss", "500");
  await setLimit(q, "loss", "weekly", "20");
  // Whatever the outcomes, a stake within what is left passes and one above it is refused.
  for (let i = 0; i < 3; i++) {
    const left = dec(limitOf(await settings(q), "loss", "weekly").remaining);
    if (left < dec("2")) break;
    expect((await dice(q, "2")).status).toBe(201);
  }
  const left = limitOf(await settings(q), "loss", "weekly").remaining;
  const refused = await dice(q, String(Math.ceil(Number(left)) + 1));
  expect(refused.status).toBe(422);
  expect(refused.body.code).toBe("loss_limit_exceeded");
});

it("lowers a limit at once and raises it only after 24 hours", async () => {
  const p = await fundedPlayer(sandbox, "rgraise", "500");
  await setLimit(p, "wager", "daily", "100");
  const lowered = await setLimit(p, "wager", "daily", "5");
  expect(limitOf(lowered.body.data, "wager", "daily")).toMatchObject({
    amount: "5.00",
    pending_amount: null,
    pending_from: null,
  });
  expect((await dice(p, "6")).body.code).toBe("wager_limit_exceeded");

  const raised = await setLimit(p, "wager", "daily", "50");
  expect(raised.body.message).toContain("changes on");
  const pending = limitOf(raised.body.data, "wager", "daily");
  expect(pending).toMatchObject({ amount: "5.00", pending_amount: "50.00" });
  expect(Date.parse(pending.pending_from) - sandbox.clock.now()).toBeGreaterThan(23.9 * HOUR);
  expect((await dice(p, "6")).body.code).toBe("wager_limit_exceeded");

  sandbox.clock.advance(23 * HOUR);
  expect((await dice(p, "6")).body.code).toBe("wager_limit_exceeded");
  sandbox.clock.advance(HOUR + 60_000);
  expect(limitOf(await settings(p), "wager", "daily")).toMatchObject({
    amount: "50.00",
    pending_amount: null,
  });
  expect((await dice(p, "6")).status).toBe(201);

  // A removal waits too; lowering again meanwhile cancels it.
  const removal = await setLimit(p, "wager", "daily", null);
  expect(limitOf(removal.body.data, "wager", "daily")).toMatchObject({
    amount: "50.00",
    pending_amount: null,
  });
  expect(limitOf(removal.body.data, "wager", "daily").pending_from).not.toBeNull();
  const relowered = await setLimit(p, "wager", "daily", "40");
  expect(limitOf(relowered.body.data, "wager", "daily")).toMatchObject({
    amount: "40.00",
    pending_from: null,
  });
});

it("pauses bets and deposits during a cool-off, which cannot be shortened", async () => {
  const p = await fundedPlayer(sandbox, "rgcool", "100");
  expect(
    (
      await sandbox.call("POST", "/api/user/responsible-gaming/cool-off", {
        token: p.token,
        body: { hours: 12 },
      })
    ).body.errors,
  ).toEqual({ hours: ["between"] });
  const started = await sandbox.call("POST", "/api/user/responsible-gaming/cool-off", {
    token: p.token,
    body: { hours: 48 },
  });
  expect(started.status).toBe(200);
  expect(Date.parse(started.body.data.cool_off_until) - sandbox.clock.now()).toBeGreaterThan(
    47.9 * HOUR,
  );
  const bet = await dice(p, "1");
  expect(bet.status).toBe(422);
  expect(bet.body.code).toBe("cooling_off");
  expect(bet.body.details).toEqual({
    limit_type: null,
    period: null,
    amount: null,
    remaining: null,
    resets_at: started.body.data.cool_off_until,
  });
  const address = await sandbox.call(
    "GET",
    "/api/user/wallet-address?entity_wallet_code=USDT&kind=TRC20",
    { token: p.token },
  );
  expect(address.body.code).toBe("cooling_off");
  const shorter = await sandbox.call("POST", "/api/user/responsible-gaming/cool-off", {
    token: p.token,
    body: { hours: 24 },
  });
  expect(shorter.body.code).toBe("cooling_off");
  // Sign-in still works (to withdraw) and says why bets and deposits are paused, and until when.
  const login = await signIn(p);
  expect(login.status).toBe(200);
  expect(login.body.message).toContain("You are taking a break until");
});

it("self-exclusion ends every session, refuses sign-in and blocks bets of an open game", async () => {
  const p = await fundedPlayer(sandbox, "rgself", "100");
  const { call: wallet } = await playSession(sandbox, "slot", p);
  const bet = (id: string) =>
    wallet("POST", "/wallet-api/bet", { transaction_id: id, round_id: id, amount: "1" });
  expect((await bet("rg-before")).status).toBe(200);

  const short = await sandbox.call("POST", "/api/user/responsible-gaming/self-exclusion", {
    token: p.token,
    body: { months: 3, current_password: p.password },
  });
  expect(short.body.errors).toEqual({ months: ["between"] });
  const wrong = await sandbox.call("POST", "/api/user/responsible-gaming/self-exclusion", {
    token: p.token,
    body: { months: 6, current_password: "Wrong-password-1!" },
  });
  expect(wrong.body.errors).toEqual({ current_password: ["current_password_wrong"] });
  const excluded = await sandbox.call("POST", "/api/user/responsible-gaming/self-exclusion", {
    token: p.token,
    body: { months: 6, current_password: p.password },
  });
  expect(excluded.status).toBe(200);
  const until = Date.parse(excluded.body.data.self_excluded_until);
  expect(until - sandbox.clock.now()).toBeGreaterThan(180 * 24 * HOUR);

  const ended = await sandbox.call("GET", "/api/user/responsible-gaming", { token: p.token });
  expect(ended.status).toBe(401);
  const login = await signIn(p);
  expect(login.status).toBe(403);
  expect(login.body.code).toBe("self_excluded");
  expect(login.body.message).toContain(new Date(until).toISOString().slice(0, 10));
  const refused = await bet("rg-after");
  expect(refused.status).toBe(422);
  expect(refused.body.code).toBe("self_excluded");

  // Not reversible early: a month before the end, still refused; after it, sign-in works.
  sandbox.clock.advance(until - sandbox.clock.now() - 30 * 24 * HOUR);
  expect((await signIn(p)).body.code).toBe("self_excluded");
  sandbox.clock.advance(31 * 24 * HOUR);
  expect((await signIn(p)).status).toBe(200);
});

it("reminds a player of the session time once per interval while the session is in use", async () => {
  const p = await fundedPlayer(sandbox, "rgremind", "10");
  const set = await sandbox.call("PUT", "/api/user/responsible-gaming/session-reminder", {
    token: p.token,
    body: { minutes: 30 },
  });
  expect(set.body.data.session_reminder_minutes).toBe(30);
  const reminders = async () =>
    (await sandbox.call("GET", "/api/notifications", { token: p.token })).body.data.data.filter(
      (n: any) => n.title === "Time for a break?",
    );
  sandbox.clock.advance(31 * 60_000);
  await settings(p); // the session is in use
  const now = () => new Date(sandbox.clock.now());
  await sendSessionReminders(sandbox.app.services, now());
  await sendSessionReminders(sandbox.app.services, now());
  expect(await reminders()).toHaveLength(1);
  sandbox.clock.advance(30 * 60_000);
  await settings(p);
  await sendSessionReminders(sandbox.app.services, now());
  expect(await reminders()).toHaveLength(2);
});
