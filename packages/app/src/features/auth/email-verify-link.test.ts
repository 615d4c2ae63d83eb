import { readVerificationLink } from "./email-verify-page.tsx";

const hash = "a".repeat(40);
const signature = "b".repeat(64);

describe("readVerificationLink", () => {
  it("passes every parameter of the signed link on in the contract's shape", () => {
    const params = new URLSearchParams({ id: "12", hash, expires: "1900000000", signature });
    expect(readVerificationLink(params)).toEqual({
      id: 12,
      hash,
      expires: 1_900_000_000,
      signature,
    });
  });

  it.each([
    ["no signature", { id: "12", hash, expires: "1900000000" }],
    ["no expiry", { id: "12", hash, signature }],
    ["a bad id", { id: "x", hash, expires: "1900000000", signature }],
    ["a short hash", { id: "12", hash: "abc", expires: "1900000000", signature }],
  ])("refuses a link with %s", (_label, query) => {
    expect(readVerificationLink(new URLSearchParams(query))).toBeNull();
  });
});
