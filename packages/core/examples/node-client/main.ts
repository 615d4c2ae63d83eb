// The steps of the Node client (see ../node-client.ts for how to run it).
import {
  makeStore,
  selectPendingAuthId,
  selectPendingDeposits,
  selectSelectedWallet,
  selectUser,
  selectWallets,
  sessionActions,
  userActions,
  walletsActions,
  type AppStore,
  type RootState,
} from "@casino/core";
import { nodePlatform } from "./platform.ts";
import { totp } from "./totp.ts";

type Env = Record<string, string | undefined>;
interface Account {
  username: string;
  password: string;
  secret: string;
}

const step = (message: string) => console.log(`• ${message}`);

/** Resolves once `predicate` holds for the store's state; rejects after `ms` or when the predicate throws. */
function until<T>(
  store: AppStore,
  what: string,
  predicate: (state: RootState) => T | undefined | null | false,
  ms = 20_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const check = () => {
      try {
        const value = predicate(store.getState());
        if (value) {
          done();
          resolve(value);
        }
      } catch (error) {
        done();
        reject(error);
      }
    };
    const timer = setTimeout(() => {
      done();
      const { session, user, wallets } = store.getState();
      const error = session.error ?? user.twoFactor.error ?? wallets.withdrawal.error;
      reject(
        new Error(
          `timed out waiting for ${what}${error ? ` (${error.code ?? error.message})` : ""}`,
        ),
      );
    }, ms);
    const unsubscribe = store.subscribe(check);
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
    };
    check();
  });
}

async function sandbox<T>(base: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      accept: "application/json",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as { data: T; message?: string };
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${envelope.message ?? ""}`);
  return envelope.data;
}

/** Registers a player and enables two-factor, all through a first store; returns the account. */
async function createAccount(base: string, pusherKey: string, verbose: boolean): Promise<Account> {
  const name = `node${Date.now().toString(36)}`;
  const player = {
    username: name,
    email: `${name}@example.test`,
    password: "Node-client1",
    reference: "",
    voucher_code: "",
    age_confirmed: true,
    terms_accepted: true,
  };
  const store = makeStore({ platform: nodePlatform(base, pusherKey, verbose) });
  try {
    store.dispatch(sessionActions.registerSubmitted(player));
    await until(store, "registration", (s) => !s.session.pending || null);
    if (store.getState().session.error)
      throw new Error(`registration failed: ${store.getState().session.error?.message}`);
    if (!store.getState().session.token) {
      // The sandbox requires e-mail verification: follow the link it "mailed".
      const [mail] = await sandbox<{ links: string[] }[]>(
        base,
        "GET",
        `/dev/outbox?to=${encodeURIComponent(player.email)}&channel=email&limit=1`,
      );
      const link = new URL(mail!.links.find((l) => l.includes("/email/verify"))!);
      await sandbox(base, "GET", `/api/email-verification${link.search}`);
      store.dispatch(
        sessionActions.loginSubmitted({
          username_or_email: player.username,
          password: player.password,
        }),
      );
    }
    await until(store, "the new player", (s) => selectUser(s));
    step(`registered ${player.username}`);
    store.dispatch(userActions.twoFactorEnableRequested());
    const { secret } = await until(store, "the two-factor secret", (s) => s.user.twoFactor.setup);
    store.dispatch(userActions.twoFactorConfirmSubmitted({ code: totp(secret) }));
    await until(store, "two-factor confirmation", (s) => s.user.twoFactor.recoveryCodes);
    step(`two-factor enabled (secret ${secret})`);
    return { username: player.username, password: player.password, secret };
  } finally {
    store.close();
  }
}

/** Runs every step; resolves to the process exit code. */
export async function main(env: Env): Promise<number> {
  const base = (env.SANDBOX_URL ?? "http://127.0.0.1:4000").replace(/\/+$/, "");
  const pusherKey = env.PUSHER_KEY ?? "sandbox-key";
  const walletCode = env.WALLET ?? "ETH";
  const verbose = env.VERBOSE === "1";
  let store: AppStore | undefined;
  try {
    const account: Account =
      env.CASINO_USERNAME && env.CASINO_PASSWORD && env.CASINO_TOTP_SECRET
        ? {
            username: env.CASINO_USERNAME,
            password: env.CASINO_PASSWORD,
            secret: env.CASINO_TOTP_SECRET,
          }
        : await createAccount(base, pusherKey, verbose);

    store = makeStore({ platform: nodePlatform(base, pusherKey, verbose) });
    await until(store, "start-up", (s) => !s.startup.splash);
    step(
      `connected to ${base} as a guest (realtime: ${Object.keys(store.getState().realtime.channels).join(", ")})`,
    );

    store.dispatch(
      sessionActions.loginSubmitted({
        username_or_email: account.username,
        password: account.password,
      }),
    );
    await until(store, "the two-factor challenge", (s) => {
      if (s.session.error)
        throw new Error(`sign-in refused: ${s.session.error.code ?? s.session.error.message}`);
      return selectPendingAuthId(s);
    });
    step("password accepted, two-factor code required");
    // The next 30-second step: the sandbox never accepts the same step twice (the setup used this one).
    store.dispatch(sessionActions.twoFactorChallengeSubmitted({ code: totp(account.secret, 1) }));
    const user = await until(store, "sign-in", (s) => {
      if (s.session.error)
        throw new Error(
          `two-factor code refused: ${s.session.error.code ?? s.session.error.message}`,
        );
      return selectUser(s);
    });
    step(`signed in as ${user.username} (id ${user.id})`);

    const wallets = await until(store, "wallets", (s) =>
      selectWallets(s).length > 0 ? selectWallets(s) : null,
    );
    step(
      `wallets: ${wallets.map((w) => `${w.entity_wallet_code} ${w.balance}${w.is_selected ? " (selected)" : ""}`).join(", ")}`,
    );

    store.dispatch(walletsActions.selectRequested({ code: walletCode }));
    const selected = await until(store, `${walletCode} selected`, (s) => {
      const wallet = selectSelectedWallet(s);
      return wallet?.entity_wallet_code === walletCode ? wallet : null;
    });
    step(`selected ${selected.entity_wallet_code}: balance ${selected.balance}`);

    const channel = `player.${user.id}`;
    await until(store, "the player channel", (s) => s.realtime.channels[channel] === "subscribed");
    step(`realtime: ${channel} subscribed`);

    const deposit = await sandbox<{ id: number; amount: string }>(base, "POST", "/dev/deposits", {
      user_id: user.id,
      entity_wallet_code: walletCode,
      amount: "0.25",
      confirm_after_seconds: 1,
    });
    step(
      `sandbox: simulated a deposit of ${deposit.amount} ${walletCode} (transaction ${deposit.id})`,
    );
    await until(store, "the pending deposit", (s) =>
      selectPendingDeposits(s).some((t) => t.id === deposit.id),
    );
    step("realtime: deposit pending (player_pending_deposit)");
    const credited = await until(store, "the credited balance", (s) => {
      const wallet = selectSelectedWallet(s);
      return wallet && wallet.balance !== selected.balance ? wallet : null;
    });
    step(
      `realtime: deposit credited, ${walletCode} balance ${selected.balance} -> ${credited.balance}`,
    );
    return 0;
  } catch (error) {
    console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    store?.close();
  }
}
