/**
 * Consent for every account: a player who joined with Google, Facebook or Telegram (or before the
 * sign-up boxes existed) has confirmed neither age nor terms, so the operations marked
 * `x-requires-consent` answer 403 `consent_required` until `POST /api/user/consent`; reading stays
 * open. Password sign-ups consent with the form's boxes.
 */
import { loadContract } from "../../contract/load.ts";
import { demoAccounts } from "../../db/seed.ts";
import { signedInPlayer } from "../../test/accounts.ts";
import { useSandbox } from "../../test/harness.ts";

const sandbox = useSandbox();

let counter = 0;

/** A new Google player, signed in through the sandbox's provider; its token and id. */
async function socialPlayer() {
  counter += 1;
  const issued = (
    await sandbox.call("POST", "/dev/social/tokens", {
      body: {
        provider: "google",
        provider_user_id: `consent-${counter}`,
        email: `consent${counter}@example.test`,
        name: "Consent Tester",
      },
    })
  ).body.data;
  const login = await sandbox.call("POST", "/api/social/login", {
    body: { provider_name: "google", access_token: issued.access_token },
  });
  expect(login.status).toBe(200);
  return withId(login.body.data.token as string);
}

/** A new Telegram player, signed in with launch data the sandbox signs; its token and id. */
async function telegramPlayer() {
  counter += 1;
  const data = (
    await sandbox.call("POST", "/dev/telegram/init-data", {
      body: { user: { id: 915_000 + counter, first_name: "Tess", username: `tess_${counter}` } },
    })
  ).body.data.init_data as string;
  const login = await sandbox.call("POST", "/api/telegram/login", { body: { data } });
  expect(login.status).toBe(200);
  expect(login.body.data.is_new_user).toBe(true);
  return withId(login.body.data.token as string);
}

async function withId(token: string) {
  const me = await sandbox.call("GET", "/api/user/information", { token });
  return { token, id: me.body.data.id as number };
}

/** Gives the player `balance` USDT, so a refused bet is refused for consent, not money. */
async function fund(id: number, balance = "100") {
  await sandbox.call("PUT", "/dev/wallets/balance", {
    body: { user_id: id, entity_wallet_code: "USDT", balance },
  });
}

const consentRequired = async (token: string) =>
  (await sandbox.call("GET", "/api/user/information", { token })).body.data.consent_required;

const diceBet = (token: string) =>
  sandbox.call("POST", "/api/originals/dice/bet", {
    token,
    body: { entity_wallet_code: "USDT", amount: "1", target: 50, condition: "over" },
  });

const depositAddress = (token: string) =>
  sandbox.call("GET", "/api/user/wallet-address?entity_wallet_code=USDT&kind=TRC20", { token });

const consent = (token: string, body: Record<string, unknown>) =>
  sandbox.call("POST", "/api/user/consent", { token, body });

const termsAcceptedAt = async (id: number) =>
  (
    await sandbox.db
      .selectFrom("users")
      .select("terms_accepted_at")
      .where("id", "=", id)
      .executeTakeFirstOrThrow()
  ).terms_accepted_at;

describe("a player who joined with Google", () => {
  it("must consent before depositing or betting, and may afterwards", async () => {
    const player = await socialPlayer();
    await fund(player.id);
    expect(await consentRequired(player.token)).toBe(true);

    const deposit = await depositAddress(player.token);
    expect(deposit.status).toBe(403);
    expect(deposit.body).toMatchObject({ success: false, code: "consent_required" });
    expect(deposit.body.message).toMatch(/legal age/);
    const bet = await diceBet(player.token);
    expect(bet.status).toBe(403);
    expect(bet.body.code).toBe("consent_required");

    const given = await consent(player.token, { age_confirmed: true, terms_accepted: true });
    expect(given.status).toBe(200);
    expect(given.body.data).toMatchObject({ id: player.id, consent_required: false });
    expect(await consentRequired(player.token)).toBe(false);

    expect((await depositAddress(player.token)).status).toBe(200);
    const allowed = await diceBet(player.token);
    expect(allowed.status).toBe(201);
    expect(allowed.body.success).toBe(true);
  });

  it("records nothing when a box is not ticked", async () => {
    const player = await socialPlayer();
    const ageOnly = await consent(player.token, { age_confirmed: true, terms_accepted: false });
    expect(ageOnly.status).toBe(422);
    expect(ageOnly.body.errors).toEqual({ terms_accepted: ["required"] });
    const neither = await consent(player.token, { age_confirmed: false, terms_accepted: false });
    expect(neither.body.errors).toEqual({
      age_confirmed: ["required"],
      terms_accepted: ["required"],
    });
    const missing = await consent(player.token, { age_confirmed: true });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toHaveProperty("terms_accepted");
    expect(await termsAcceptedAt(player.id)).toBeNull();
    expect(await consentRequired(player.token)).toBe(true);
  });

  it("keeps reading open while consent is missing", async () => {
    const player = await socialPlayer();
    for (const path of [
      "/api/user/information",
      "/api/wallets/user-wallets",
      "/api/user/transactions",
      "/api/user/gaming-history",
      "/api/bonuses?tab=available",
      "/api/games/categories",
    ]) {
      const response = await sandbox.call("GET", path, { token: player.token });
      expect([path, response.status]).toEqual([path, 200]);
    }
  });
});

describe("a player who joined with Telegram", () => {
  it("must consent before launching a game or betting, and may afterwards", async () => {
    const player = await telegramPlayer();
    await fund(player.id);
    expect(await consentRequired(player.token)).toBe(true);
    const launch = await sandbox.call(
      "GET",
      "/api/games/dice/game-url?currency=USD&entity_wallet_code=USDT",
      { token: player.token },
    );
    expect(launch.status).toBe(403);
    expect(launch.body.code).toBe("consent_required");
    expect((await diceBet(player.token)).body.code).toBe("consent_required");
    expect(
      (await consent(player.token, { age_confirmed: false, terms_accepted: true })).body.errors,
    ).toEqual({ age_confirmed: ["required"] });

    expect(
      (await consent(player.token, { age_confirmed: true, terms_accepted: true })).status,
    ).toBe(200);
    expect(await consentRequired(player.token)).toBe(false);
    expect((await diceBet(player.token)).status).toBe(201);
    const launched = await sandbox.call(
      "GET",
      "/api/games/dice/game-url?currency=USD&entity_wallet_code=USDT",
      { token: player.token },
    );
    expect(launched.status).toBe(200);
  });
});

describe("POST /api/user/consent", () => {
  it("changes nothing for a player who has already consented (the first moment stays)", async () => {
    const player = await socialPlayer();
    await consent(player.token, { age_confirmed: true, terms_accepted: true });
    const first = await termsAcceptedAt(player.id);
    expect(first).toBeInstanceOf(Date);
    sandbox.clock.advance(60_000);
    const again = await consent(player.token, { age_confirmed: true, terms_accepted: true });
    expect(again.status).toBe(200);
    expect(again.body.data.consent_required).toBe(false);
    expect(await termsAcceptedAt(player.id)).toEqual(first);
  });

  it("needs a signed-in player", async () => {
    const response = await sandbox.call("POST", "/api/user/consent", {
      body: { age_confirmed: true, terms_accepted: true },
    });
    expect(response.status).toBe(401);
  });
});

describe("a password sign-up", () => {
  it("has consented with the form's boxes and may bet at once", async () => {
    const player = await signedInPlayer(sandbox, "consent");
    expect(await consentRequired(player.token)).toBe(false);
    const id = (await sandbox.call("GET", "/api/user/information", { token: player.token })).body
      .data.id as number;
    await fund(id);
    expect((await diceBet(player.token)).status).toBe(201);
  });
});

describe("the seeded demo accounts", () => {
  it("have consented", async () => {
    for (const account of demoAccounts) {
      const login = await sandbox.call("POST", "/api/login", {
        body: { username_or_email: account.username, password: account.password },
      });
      expect(await consentRequired(login.body.data.token as string)).toBe(false);
    }
  });
});

describe("an account from before the sign-up boxes (terms_accepted_at null)", () => {
  it("gets the same refusal until it consents", async () => {
    const player = await signedInPlayer(sandbox, "legacy");
    const id = (await sandbox.call("GET", "/api/user/information", { token: player.token })).body
      .data.id as number;
    await sandbox.db
      .updateTable("users")
      .set({ terms_accepted_at: null })
      .where("id", "=", id)
      .execute();
    expect(await consentRequired(player.token)).toBe(true);
    expect((await depositAddress(player.token)).body.code).toBe("consent_required");
  });
});

describe("the operations marked x-requires-consent", () => {
  /** A request each marked operation accepts up to the consent check (valid for the contract). */
  const requests: Record<string, [string, string, Record<string, unknown>?]> = {
    getDepositAddress: ["GET", "/api/user/wallet-address?entity_wallet_code=USDT&kind=TRC20"],
    createLightningInvoice: ["POST", "/api/user/btc-lightning/wallet-address", { amount: "0.001" }],
    requestWithdrawal: [
      "POST",
      "/api/user/withdrawal",
      { entity_wallet_code: "USDT", network: "TRC20", amount: "10", address: "TXyz" },
    ],
    getGameUrl: ["GET", "/api/games/dice/game-url?currency=USD&entity_wallet_code=USDT"],
    placeDiceBet: [
      "POST",
      "/api/originals/dice/bet",
      { entity_wallet_code: "USDT", amount: "1", target: 50, condition: "over" },
    ],
    placeLimboBet: [
      "POST",
      "/api/originals/limbo/bet",
      { entity_wallet_code: "USDT", amount: "1", target: 2 },
    ],
    placePlinkoBet: [
      "POST",
      "/api/originals/plinko/bet",
      { entity_wallet_code: "USDT", amount: "1", rows: 8, risk: "low" },
    ],
    placeKenoBet: [
      "POST",
      "/api/originals/keno/bet",
      { entity_wallet_code: "USDT", amount: "1", picks: [1, 2, 3] },
    ],
    startMinesRound: [
      "POST",
      "/api/originals/mines/start",
      { entity_wallet_code: "USDT", amount: "1", mines: 3 },
    ],
    claimBonus: ["POST", "/api/bonuses/1/claim"],
    claimCashback: ["POST", "/api/cashback/claim"],
    claimPrize: ["POST", "/api/user/prizes/1/claim"],
    claimLoginReward: ["POST", "/api/login-reward/claim"],
  };

  it("are the operations that move money, bet, launch for real money or claim", () => {
    const marked = loadContract()
      .operations.filter((operation) => operation.requiresConsent)
      .map((operation) => operation.operationId);
    expect(marked.sort()).toEqual(Object.keys(requests).sort());
  });

  it("each answer 403 consent_required to a player who has not consented", async () => {
    const player = await telegramPlayer();
    await fund(player.id);
    for (const [operationId, [method, path, body]] of Object.entries(requests)) {
      const response = await sandbox.call(method, path, {
        token: player.token,
        ...(body ? { body } : {}),
      });
      expect([operationId, response.status, response.body.code]).toEqual([
        operationId,
        403,
        "consent_required",
      ]);
    }
  });
});
