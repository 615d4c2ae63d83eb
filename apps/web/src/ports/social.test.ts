import { createSocialSignIn } from "./social.ts";
import {
  fakeFacebook,
  fakeGoogle,
  finishLoading,
  injectedScripts,
  resetSocialSdks,
  scriptInjected,
} from "./social-fakes.ts";
import { GOOGLE_SDK_URL } from "./social-google.ts";

const api = "http://127.0.0.1:9";

describe("createSocialSignIn", () => {
  afterEach(resetSocialSdks);

  it("offers only the providers whose id is configured, and loads nothing before a click", () => {
    const both = createSocialSignIn({
      mode: "providers",
      apiBaseUrl: api,
      googleClientId: "g-1",
      facebookAppId: "99",
    });
    const google = createSocialSignIn({
      mode: "providers",
      apiBaseUrl: api,
      googleClientId: "g-1",
      facebookAppId: "",
    });
    const facebook = createSocialSignIn({
      mode: "providers",
      apiBaseUrl: api,
      googleClientId: "",
      facebookAppId: "99",
    });
    expect(both?.providers).toEqual(["google", "facebook"]);
    expect(google?.providers).toEqual(["google"]);
    expect(facebook?.providers).toEqual(["facebook"]);
    expect(injectedScripts()).toHaveLength(0);
  });

  it("gives no port (no buttons) without any configured provider or when off", () => {
    expect(
      createSocialSignIn({
        mode: "providers",
        apiBaseUrl: api,
        googleClientId: "",
        facebookAppId: "",
      }),
    ).toBeUndefined();
    expect(
      createSocialSignIn({
        mode: "off",
        apiBaseUrl: api,
        googleClientId: "g-1",
        facebookAppId: "99",
      }),
    ).toBeUndefined();
  });

  it("routes each provider to its SDK", async () => {
    const port = createSocialSignIn({
      mode: "providers",
      apiBaseUrl: api,
      googleClientId: "g-1",
      facebookAppId: "99",
    })!;
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
    const port = createSocialSignIn({
      mode: "providers",
      apiBaseUrl: api,
      googleClientId: "g-1",
      facebookAppId: "",
    })!;
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
      const port = createSocialSignIn({
        mode: "sandbox",
        apiBaseUrl: api,
        googleClientId: "",
        facebookAppId: "",
      })!;
      expect(port.providers).toEqual(["google", "facebook"]);
      await expect(port.getAccessToken("facebook")).resolves.toBe("sandbox-token");
      expect(fetchMock).toHaveBeenCalledWith(
        `${api}/dev/social/tokens`,
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
