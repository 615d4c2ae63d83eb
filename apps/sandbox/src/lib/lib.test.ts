import { IpCountries, parseIpCountries } from "./geo.ts";
import { decrypt, encrypt, hashPassword, randomRecoveryCode, verifyPassword } from "./crypto.ts";
import { passwordKeys, isEmailOrUsername } from "./password-rules.ts";
import { parseQueryString } from "./query-string.ts";
import { RateLimiter } from "./rate-limit.ts";
import { findLinks } from "../dev/outbox.ts";

describe("crypto", () => {
  it("hashes passwords with a salt and verifies them", async () => {
    const a = await hashPassword("Secret-pass1");
    const b = await hashPassword("Secret-pass1");
    expect(a).not.toBe(b);
    expect(await verifyPassword("Secret-pass1", a)).toBe(true);
    expect(await verifyPassword("Secret-pass2", a)).toBe(false);
    expect(await verifyPassword("Secret-pass1", "garbage")).toBe(false);
  });

  it("encrypts values that only the same key can read", () => {
    const sealed = encrypt("key-1", "JBSWY3DPEHPK3PXP");
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(decrypt("key-1", sealed)).toBe("JBSWY3DPEHPK3PXP");
    expect(() => decrypt("key-2", sealed)).toThrow();
  });

  it("makes recovery codes in the contract's shape", () => {
    expect(randomRecoveryCode()).toMatch(/^[A-Za-z0-9]{10}-[A-Za-z0-9]{10}$/);
  });
});

describe("password rules", () => {
  it("names every failed rule", () => {
    expect(passwordKeys("Secret-pass1")).toEqual([]);
    expect(passwordKeys("abc")).toEqual([
      "validation_message.pw_length",
      "validation_message.numeric",
      "validation_message.uppercase",
      "validation_message.special_character",
    ]);
    expect(passwordKeys("Secret-pass1 é")).toEqual(["password_wrong_format"]);
    expect(passwordKeys("   ")).toEqual(["required"]);
  });

  it("accepts e-mails and lowercase usernames only", () => {
    expect(isEmailOrUsername("a.b_c")).toBe(true);
    expect(isEmailOrUsername("x@y.io")).toBe(true);
    expect(isEmailOrUsername("Has Space")).toBe(false);
  });
});

describe("IP countries", () => {
  it("maps exact addresses and ranges, most specific first", () => {
    const map = new IpCountries("10.0.0.0/8=GB,10.1.2.3=FR");
    expect(map.countryOf("10.1.2.3")).toBe("FR");
    expect(map.countryOf("10.9.9.9")).toBe("GB");
    expect(map.countryOf("11.0.0.1")).toBeNull();
    expect(map.countryOf("::1")).toBeNull();
    expect(() => parseIpCountries("nonsense")).toThrow(/SANDBOX_IP_COUNTRIES/);
  });
});

describe("rate limiter", () => {
  it("allows max attempts per window, then 429 until the window ends", () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    const rule = { max: 2, windowMs: 1000 };
    limiter.hit("k", rule);
    limiter.hit("k", rule);
    expect(() => limiter.hit("k", rule)).toThrow(
      expect.objectContaining({ status: 429, retryAfter: 1 }),
    );
    now = 1000;
    expect(() => limiter.hit("k", rule)).not.toThrow();
  });
});

describe("helpers", () => {
  it("parses bracket and repeated query arrays", () => {
    expect(parseQueryString("ids[]=1&ids[]=2&a=x&a=y&b=1")).toEqual({
      ids: ["1", "2"],
      a: ["x", "y"],
      b: "1",
    });
  });

  it("finds links in message text", () => {
    expect(
      findLinks("Open http://localhost:3000/email/verify?id=1&hash=ab. Or https://x.test/a)"),
    ).toEqual(["http://localhost:3000/email/verify?id=1&hash=ab", "https://x.test/a"]);
  });
});
