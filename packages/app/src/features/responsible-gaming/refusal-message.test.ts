import { setupI18n } from "@lingui/core";
import type { RequestError } from "@casino/core";
import { failureText } from "./refusal-message.ts";

const i18n = setupI18n({ locale: "en", messages: { en: {} } });

/** The server's 422 refusal with `code` (and its limit `details`, when it sends them). */
const refusal = (code: string, details?: RequestError["details"]): RequestError => ({
  status: 422,
  message: "server text",
  code,
  fieldErrors: {},
  ...(details ? { details } : {}),
});

describe("failureText", () => {
  it("names the limit, what is left and when room comes back", () => {
    const text = failureText(
      i18n,
      refusal("deposit_limit_exceeded", {
        limit_type: "deposit",
        period: "weekly",
        amount: "100.00",
        remaining: "12.50",
        resets_at: "2026-12-01T10:00:00.000Z",
      }),
    );
    expect(text).toMatch(
      /^This is over your weekly deposit limit of \$100\.00: \$12\.50 left\. Room comes back from .*2026.*, as older amounts leave the window\.$/,
    );
  });

  it("leaves the reset out when nothing in the window counts yet", () => {
    const text = failureText(
      i18n,
      refusal("wager_limit_exceeded", {
        limit_type: "wager",
        period: "daily",
        amount: "5.00",
        remaining: "5.00",
        resets_at: null,
      }),
    );
    expect(text).toBe("This is over your daily wager limit of $5.00: $5.00 left.");
  });

  it("names the end of a break, and falls back to the code without details", () => {
    expect(
      failureText(
        i18n,
        refusal("cooling_off", {
          limit_type: null,
          period: null,
          amount: null,
          remaining: null,
          resets_at: "2026-12-01T10:00:00.000Z",
        }),
      ),
    ).toMatch(
      /^You are taking a break until .*2026.*: betting and deposits are paused until then\.$/,
    );
    expect(failureText(i18n, refusal("loss_limit_exceeded"))).toBe(
      "This bet is over your loss limit.",
    );
  });
});
