import { createFacebookSignIn, facebookSdkUrl } from "./social-facebook.ts";
import {
  expectSdkUnavailable,
  fakeFacebook,
  finishLoading,
  injectedScripts,
  resetSocialSdks,
} from "./social-fakes.ts";
import { createScriptLoader } from "./social-script.ts";

const englishSdk = "https://connect.facebook.net/en_US/sdk.js";

function facebookSignIn(language?: () => string) {
  return createFacebookSignIn({
    appId: "1234567890",
    window,
    loadScript: createScriptLoader(document),
    language,
  });
}

describe("Facebook sign-in (JavaScript SDK)", () => {
  afterEach(() => {
    resetSocialSdks();
    document.documentElement.lang = "en";
  });

  it("loads the SDK on the call, initialises it and resolves with the access token", async () => {
    const signIn = facebookSignIn();
    expect(injectedScripts()).toHaveLength(0);
    const fake = fakeFacebook({
      status: "connected",
      authResponse: { accessToken: "fb-token", userID: "42" },
    });
    const token = signIn();
    finishLoading(englishSdk, fake.install);
    await expect(token).resolves.toBe("fb-token");
    expect(fake.inits).toEqual([
      { appId: "1234567890", version: "v21.0", cookie: false, xfbml: false },
    ]);
    expect(fake.logins).toEqual([{ scope: "email" }]);
  });

  it("injects and initialises the SDK once for several sign-ins", async () => {
    const signIn = facebookSignIn();
    const fake = fakeFacebook({ status: "connected", authResponse: { accessToken: "fb-token" } });
    const first = signIn();
    finishLoading(englishSdk, fake.install);
    await first;
    await expect(signIn()).resolves.toBe("fb-token");
    expect(injectedScripts()).toHaveLength(1);
    expect(fake.inits).toHaveLength(1);
    expect(fake.logins).toHaveLength(2);
  });

  it("rejects as cancelled when the player closes the window or does not grant access", async () => {
    const closed = fakeFacebook({ status: "unknown", authResponse: null });
    const token = facebookSignIn()();
    finishLoading(englishSdk, closed.install);
    await expect(token).rejects.toMatchObject({ name: "SocialSignInError", reason: "cancelled" });

    resetSocialSdks();
    const refused = fakeFacebook({ status: "not_authorized" });
    const again = facebookSignIn()();
    finishLoading(englishSdk, refused.install);
    await expect(again).rejects.toMatchObject({ reason: "cancelled" });
  });

  it("rejects when the SDK cannot load", async () => {
    await expectSdkUnavailable(facebookSignIn(), englishSdk);
  });

  it("loads the SDK in the page's language", async () => {
    document.documentElement.lang = "ja";
    const fake = fakeFacebook({ status: "connected", authResponse: { accessToken: "fb-token" } });
    const token = facebookSignIn()();
    finishLoading("https://connect.facebook.net/ja_JP/sdk.js", fake.install);
    await expect(token).resolves.toBe("fb-token");
  });

  it("maps only known languages into the SDK's URL", () => {
    expect(facebookSdkUrl("pt")).toBe("https://connect.facebook.net/pt_BR/sdk.js");
    expect(facebookSdkUrl("de-AT")).toBe("https://connect.facebook.net/de_DE/sdk.js");
    expect(facebookSdkUrl("xx/../../evil")).toBe(englishSdk);
  });
});
