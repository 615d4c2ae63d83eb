import {
  expectSdkUnavailable,
  fakeGoogle,
  finishLoading,
  injectedScripts,
  resetSocialSdks,
} from "./social-fakes.ts";
import { createGoogleSignIn, GOOGLE_SDK_URL } from "./social-google.ts";
import { createScriptLoader } from "./social-script.ts";

function googleSignIn() {
  return createGoogleSignIn({
    clientId: "client-1.apps.googleusercontent.com",
    window,
    loadScript: createScriptLoader(document),
  });
}

describe("Google sign-in (Identity Services token model)", () => {
  afterEach(resetSocialSdks);

  it("loads the client library on the call and resolves with the access token", async () => {
    const signIn = googleSignIn();
    expect(injectedScripts()).toHaveLength(0);
    const fake = fakeGoogle((config) => config.callback({ access_token: "google-token" }));
    const token = signIn();
    finishLoading(GOOGLE_SDK_URL, fake.install);
    await expect(token).resolves.toBe("google-token");
    expect(fake.configs).toEqual([
      expect.objectContaining({
        client_id: "client-1.apps.googleusercontent.com",
        scope: "openid email profile",
      }),
    ]);
    expect(fake.requests()).toBe(1);
  });

  it("injects the script once for several sign-ins", async () => {
    const signIn = googleSignIn();
    const fake = fakeGoogle((config) =>
      config.callback({ access_token: `token-${fake.requests()}` }),
    );
    const first = signIn();
    finishLoading(GOOGLE_SDK_URL, fake.install);
    await expect(first).resolves.toBe("token-1");
    await expect(signIn()).resolves.toBe("token-2");
    expect(injectedScripts(GOOGLE_SDK_URL)).toHaveLength(1);
  });

  it("rejects as cancelled when the player closes the pop-up", async () => {
    const signIn = googleSignIn();
    const fake = fakeGoogle((config) => config.error_callback?.({ type: "popup_closed" }));
    const token = signIn();
    finishLoading(GOOGLE_SDK_URL, fake.install);
    await expect(token).rejects.toMatchObject({ name: "SocialSignInError", reason: "cancelled" });
  });

  it("rejects as cancelled when the player refuses access", async () => {
    const signIn = googleSignIn();
    const fake = fakeGoogle((config) => config.callback({ error: "access_denied" }));
    const token = signIn();
    finishLoading(GOOGLE_SDK_URL, fake.install);
    await expect(token).rejects.toMatchObject({ reason: "cancelled" });
  });

  it("rejects a blocked pop-up and an OAuth error as provider errors", async () => {
    const signIn = googleSignIn();
    let answer = 0;
    const fake = fakeGoogle((config) => {
      answer += 1;
      if (answer === 1) config.error_callback?.({ type: "popup_failed_to_open" });
      else
        config.callback({
          error: "invalid_client",
          error_description: "The OAuth client was not found.",
        });
    });
    const blocked = signIn();
    finishLoading(GOOGLE_SDK_URL, fake.install);
    await expect(blocked).rejects.toMatchObject({
      reason: "provider_error",
      message: expect.stringContaining("pop-ups blocked"),
    });
    await expect(signIn()).rejects.toMatchObject({
      reason: "provider_error",
      message: "Google sign-in failed (The OAuth client was not found.)",
    });
  });

  it("rejects when the client library cannot load", async () => {
    await expectSdkUnavailable(googleSignIn(), GOOGLE_SDK_URL);
  });
});
