import { gameCurrencyOf, playModeOf, unavailableFromError, walletCodeOf } from "./launch.ts";

const error = (status: number, code?: string, fieldErrors: Record<string, string[]> = {}) => ({
  status,
  message: "refused",
  fieldErrors,
  ...(code ? { code } : {}),
});

describe("play launch rules", () => {
  it("maps the launch refusals to the spec's messages", () => {
    expect(unavailableFromError(error(403, "game_location_blocked"))).toBe("LOCATION_BLOCKED");
    expect(unavailableFromError(error(403, "game_hidden_when_bonus"))).toBe("HIDDEN_WHEN_BONUS");
    expect(unavailableFromError(error(403, "game_inactive"))).toBe("INACTIVE");
    expect(unavailableFromError(error(422, "demo_unavailable"))).toBe("NO_DEMO");
    expect(unavailableFromError(error(422, undefined, { currency: ["invalid_value"] }))).toBe(
      "CURRENCY",
    );
    expect(unavailableFromError(error(404))).toBe("NOT_FOUND");
    expect(unavailableFromError(error(0, "network_error"))).toBeNull();
    expect(unavailableFromError(null)).toBeNull();
  });

  it("lets guests play only for fun, and players for fun only where a demo exists", () => {
    expect(playModeOf(false, null, true)).toBe("fun");
    expect(playModeOf(true, null, true)).toBe("real");
    expect(playModeOf(true, "fun", true)).toBe("fun");
    expect(playModeOf(true, "fun", false)).toBe("real");
  });

  it("takes the URL's currency and wallet only when they fit", () => {
    const currencies = ["USD", "EUR", "USDT", "BTC"];
    expect(gameCurrencyOf(currencies, "EUR", "USDT", "USD")).toBe("EUR");
    expect(gameCurrencyOf(currencies, "XYZ", "USDT", "USD")).toBe("USDT");
    expect(gameCurrencyOf(currencies, null, "TRX", "EUR")).toBe("EUR");
    expect(gameCurrencyOf([], null, "TRX", "EUR")).toBeNull();
    expect(walletCodeOf(["USDT", "BTC"], "BTC", "USDT")).toBe("BTC");
    expect(walletCodeOf(["USDT", "BTC"], "DOGE", "USDT")).toBe("USDT");
    expect(walletCodeOf([], "DOGE", null)).toBeNull();
  });
});
