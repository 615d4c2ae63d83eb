import { useSandbox } from "./test/harness.ts";

const sandbox = useSandbox();

describe("app", () => {
  it("answers unknown routes with 404 in the envelope", async () => {
    const response = await sandbox.call("GET", "/api/nothing-here");
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, message: "Not found.", code: "not_found" });
  });

  it("allows the shells' origins through CORS", async () => {
    const response = await fetch(`${sandbox.base}/api/login`, {
      method: "OPTIONS",
      headers: {
        origin: "http://localhost:3001",
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization,content-type,x-localization",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:3001");
    const other = await fetch(`${sandbox.base}/api/login`, {
      method: "OPTIONS",
      headers: { origin: "http://evil.example", "access-control-request-method": "POST" },
    });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("serves every account operation of the contract", () => {
    expect(
      sandbox.app.contractRoutes.unimplemented.filter((id) => accountOperations.includes(id)),
    ).toEqual([]);
  });
});

const accountOperations = [
  "login",
  "twoFactorChallenge",
  "logout",
  "register",
  "socialLogin",
  "updateSocialEmail",
  "telegramLogin",
  "forgotPassword",
  "resetPassword",
  "resendVerificationEmail",
  "verifyEmail",
  "enableTwoFactor",
  "disableTwoFactor",
  "confirmTwoFactor",
  "getTwoFactorRecoveryCodes",
  "regenerateTwoFactorRecoveryCodes",
  "getUserInformation",
  "updateUserInformation",
  "updatePersonalDetail",
  "changePassword",
  "changeLanguage",
  "updatePrivacy",
  "giveConsent",
  "sendPhoneOtp",
  "resendPhoneOtp",
  "verifyPhoneOtp",
  "getReferralInfo",
  "getLoginRewardStatus",
  "listCountries",
  "listStates",
  "listCities",
  "getCountryBlock",
  "getGeneralSettings",
  "authorizeBroadcastChannel",
];
