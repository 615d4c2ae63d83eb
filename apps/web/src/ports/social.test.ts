import {
  fakeFacebook,
  fakeGoogle,
  finishLoading,
  injectedScripts,
  resetSocialSdks,
  scriptInjected,
  socialPort,
  TEST_API_BASE_URL,
} from "./social-fakes.ts";
import { GOOGLE_SDK_URL } from "./social-google.ts";

describe("createSocialSignIn", () => {
  afterEach(resetSocialSdks);

  it("offers only the providers whose id is configured, and loads nothing before a click", () => {
    const both = socialPort("g-1", "99");
    const google = socialPort("g-1", "");
    const facebook = socialPort("", "99");
    expect(both?.providers).toEqual(["google", "facebook"]);
    expect(google?.providers).toEqual(["google"]);
    expect(facebook?.providers).toEqual(["facebook"]);
    expect(injectedScripts()).toHaveLength(0);
  });

  it("gives no port (no buttons) without any configured provider or when off", () => {
    expect(socialPort("", "")).toBeUndefined();
    expect(socialPort("g-1", "99", "off")).toBeUndefined();
  });

  it("routes each provider to its SDK", async () => {
    const port = socialPort("g-1", "99")!;
    const google = fakeGoogle((config) => config.callback({ access_token: "google-token" }));
    const googleToken = port.getAccessToken("google");
    await scriptInjected(GOOGLE_SDK_URL);
    expect(injectedScripts().map((script) => script.src)).toEqual([GOOGLE_SDK_URL]);
    finishLoading(GOOGLE_SDK_URL, google.install);
    await expect(googleToken).resolves.toBe("google-token");

    const facebook = fakeFacebook({
      status: "connected",
      authResponse: { accessToken: "fb-token" },
    });
    const facebookToken = port.getAccessToken("facebook");
    await scriptInjected("https://connect.facebook.net/en_US/sdk.js");
    finishLoading("https://connect.facebook.net/en_US/sdk.js", facebook.install);
    await expect(facebookToken).resolves.toBe("fb-token");
    expect(injectedScripts()).toHaveLength(2);
  });

  it("rejects a provider that is not configured", async () => {
    const port = socialPort("g-1", "")!;
    await expect(port.getAccessToken("facebook")).rejects.toThrow(
      "facebook sign-in is not configured",
    );
    expect(injectedScripts()).toHaveLength(0);
  });

  it("asks the sandbox's dev endpoint for a token in sandbox mode", async () => {
    const fetchMock = jest.fn().mockResolvedValue({
      ok: true,
      json: async () => ({ data: { access_token: "sandbox-token" } }),
    });
    const globals = globalThis as { fetch?: unknown };
    const original = globals.fetch;
    globals.fetch = fetchMock;
    try {
      const port = socialPort("", "", "sandbox")!;
      expect(port.providers).toEqual(["google", "facebook"]);
      await expect(port.getAccessToken("facebook")).resolves.toBe("sandbox-token");
      expect(fetchMock).toHaveBeenCalledWith(
        `${TEST_API_BASE_URL}/dev/social/tokens`,
        expect.objectContaining({ method: "POST" }),
      );
      expect(JSON.parse(fetchMock.mock.calls[0][1].body as string)).toEqual({
        provider: "facebook",
        expires_in: 3600,
      });
    } finally {
      globals.fetch = original;
    }
  });
});
