// End-to-end flows through makeStore against the running sandbox (accounts part: Sandbox I).
import { selectUser, sessionActions, userActions } from "../src/index.ts";
import { sandboxForFile } from "./sandbox-process.ts";
import { newPlayer, storeFactory, until } from "./sandbox-helpers.ts";
import { totp } from "../examples/node-client/totp.ts";

jest.setTimeout(60_000);

const sandbox = sandboxForFile();

const stores = storeFactory(() => sandbox);
afterEach(() => stores.closeAll());

const start = (cookies: Record<string, string> = {}, path = "/") => stores.start({ cookies, path });

async function registerAndSignIn(path = "/") {
  const player = newPlayer();
  const { store, platform } = start({}, path);
  store.dispatch(sessionActions.registerSubmitted(player));
  await until(() => selectUser(store.getState()) !== null);
  return { player, store, platform };
}

/** A fresh store signs in with the player's password and stops at the two-factor step. */
async function signInToTwoFactor(player: { username: string; password: string }) {
  const started = start();
  await until(() => started.store.getState().startup.splash === false);
  started.store.dispatch(
    sessionActions.loginSubmitted({
      username_or_email: player.username,
      password: player.password,
    }),
  );
  await until(() => started.store.getState().session.pendingAuthId !== null);
  return started;
}

describe("against the sandbox", () => {
  it("registers (verification off), stores the token and loads the player", async () => {
    const { player, store, platform } = await registerAndSignIn();
    const state = store.getState();
    expect(state.session.token).toEqual(expect.any(String));
    expect(platform.storage.entries.get("token")).toEqual({
      value: state.session.token,
      maxAge: 86_400,
    });
    expect(selectUser(state)?.username).toBe(player.username);
    expect(state.session.authDialog.open).toBe(false);
  });

  it("logs in without two-factor", async () => {
    const { player } = await registerAndSignIn();
    const { store } = start();
    await until(() => store.getState().startup.splash === false);
    store.dispatch(
      sessionActions.loginSubmitted({ username_or_email: player.email, password: player.password }),
    );
    await until(() => selectUser(store.getState())?.username === player.username);
    expect(store.getState().session.pendingAuthId).toBeNull();
  });

  it("reports wrong credentials with the server's key", async () => {
    const { store } = start();
    store.dispatch(
      sessionActions.loginSubmitted({ username_or_email: "nobody_here", password: "Wrong-pass1" }),
    );
    await until(() => store.getState().session.error !== null);
    expect(store.getState().session.error).toMatchObject({
      status: 422,
      code: "invalid_credentials",
    });
    expect(store.getState().session.token).toBeNull();
  });

  it("enables two-factor, then logs in with a code and with a recovery code", async () => {
    const { player, store } = await registerAndSignIn();
    store.dispatch(userActions.twoFactorEnableRequested());
    await until(() => store.getState().user.twoFactor.setup !== null);
    const secret = store.getState().user.twoFactor.setup!.secret;
    store.dispatch(userActions.twoFactorConfirmSubmitted({ code: totp(secret) }));
    await until(() => store.getState().user.twoFactor.recoveryCodes !== null);
    const recoveryCodes = store.getState().user.twoFactor.recoveryCodes!;
    expect(recoveryCodes).toHaveLength(10);
    await until(() => Boolean(selectUser(store.getState())?.two_factor_confirmed_at));

    const second = await signInToTwoFactor(player);
    expect(second.store.getState().session.authDialog).toEqual({ open: true, tab: "two_factor" });
    expect(second.store.getState().session.token).toBeNull();
    second.store.dispatch(sessionActions.twoFactorChallengeSubmitted({ code: totp(secret, 1) }));
    await until(() => selectUser(second.store.getState())?.username === player.username);

    const third = await signInToTwoFactor(player);
    third.store.dispatch(
      sessionActions.twoFactorChallengeSubmitted({ recovery_code: recoveryCodes[0]! }),
    );
    await until(() => selectUser(third.store.getState())?.username === player.username);
  });

  it("recovers from a 401: token cleared and a full navigation to the lobby with backToUrl, once", async () => {
    const { platform, store } = start({ token: "not-a-valid-token" }, "/inboxes?page=2");
    await until(() => platform.navigation.events.length > 0);
    // user, settings and wallets all answer 401: the navigation still happens only once
    await until(() => store.getState().startup.splash === false);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(store.getState().session.token).toBeNull();
    expect(selectUser(store.getState())).toBeNull();
    expect(platform.storage.get("token")).toBeUndefined();
    expect(platform.navigation.events).toEqual([
      { type: "assign", url: "/?backToUrl=%2Finboxes%3Fpage%3D2" },
    ]);
  });

  it("logs out: revokes the token on the server and clears the session", async () => {
    const { store, platform } = await registerAndSignIn("/profile/my-profile");
    const token = store.getState().session.token!;
    store.dispatch(sessionActions.logoutRequested());
    await until(
      () => store.getState().session.token === null && !store.getState().session.logoutPending,
    );
    expect(platform.storage.get("token")).toBeUndefined();
    expect(platform.navigation.events.at(-1)).toEqual({ type: "push", path: "/" });
    const response = await fetch(`${sandbox.base}/api/user/information`, {
      headers: { authorization: `Bearer ${token}`, accept: "application/json" },
    });
    expect(response.status).toBe(401);
  });
});
