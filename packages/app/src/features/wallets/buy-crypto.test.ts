import { buyCryptoOptions, siteProviderHref, templateHref } from "./buy-crypto.ts";

const values = { address: "T abc&x", currency: "USDT", network: "TRC20", amount: "50" };

describe("Buy Crypto hand-off", () => {
  it("appends address, currency and amount to the site provider's URL", () => {
    const href = siteProviderHref(
      {
        provider_name: "Ramp",
        url: "https://ramp.example/buy?ref=casino",
        entity_wallet_codes: ["USDT"],
      },
      values,
    );
    const url = new URL(href!);
    expect(url.searchParams.get("ref")).toBe("casino");
    expect(url.searchParams.get("address")).toBe("T abc&x");
    expect(url.searchParams.get("currency")).toBe("USDT");
    expect(url.searchParams.get("amount")).toBe("50");
  });

  it("fills a configured URL template with encoded values and refuses non-http addresses", () => {
    expect(templateHref("https://pay.example/{currency}?to={address}&n={network}", values)).toBe(
      "https://pay.example/USDT?to=T%20abc%26x&n=TRC20",
    );
    expect(templateHref("javascript:alert({address})", values)).toBeNull();
    expect(
      siteProviderHref(
        { provider_name: "Bad", url: "data:text/html,x", entity_wallet_codes: [] },
        values,
      ),
    ).toBeNull();
  });

  it("lists the providers that sell the coin, the site's first", () => {
    const site = {
      provider_name: "Ramp",
      url: "https://ramp.example",
      entity_wallet_codes: ["BTC"],
    };
    const configured = [
      { name: "MoonPay", urlTemplate: "https://moon.example?a={address}" },
      { name: "UsdtOnly", urlTemplate: "https://u.example", coins: ["USDT"] },
    ];
    expect(buyCryptoOptions(site, configured, "BTC").map((o) => o.name)).toEqual([
      "Ramp",
      "MoonPay",
    ]);
    expect(buyCryptoOptions(site, configured, "USDT").map((o) => o.name)).toEqual([
      "MoonPay",
      "UsdtOnly",
    ]);
    expect(buyCryptoOptions(null, [], "USDT")).toEqual([]);
  });
});
