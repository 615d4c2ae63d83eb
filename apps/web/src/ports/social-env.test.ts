import { parseSocialEnv } from "./social-env.ts";

describe("parseSocialEnv", () => {
  it("defaults to the sandbox provider without ids", () => {
    expect(parseSocialEnv({})).toEqual({ mode: "sandbox", googleClientId: "", facebookAppId: "" });
  });

  it("reads the providers mode and trims the ids", () => {
    expect(
      parseSocialEnv({
        VITE_SOCIAL_MODE: " Providers ",
        VITE_GOOGLE_CLIENT_ID: " g-1.apps.googleusercontent.com ",
        VITE_FACEBOOK_APP_ID: "99",
      }),
    ).toEqual({
      mode: "providers",
      googleClientId: "g-1.apps.googleusercontent.com",
      facebookAppId: "99",
    });
  });

  it("turns the buttons off for an unknown mode", () => {
    expect(parseSocialEnv({ VITE_SOCIAL_MODE: "provider" }).mode).toBe("off");
    expect(parseSocialEnv({ VITE_SOCIAL_MODE: "off" }).mode).toBe("off");
  });
});
