import { queryParam, toInternalPath, withoutQueryParams } from "./internal-path.ts";

describe("toInternalPath", () => {
  it.each(["/", "/profile/my-profile", "/promotion/summer?tab=1#top", "/games?q=a%20b", "/a//b"])(
    "accepts %s",
    (value) => {
      expect(toInternalPath(value)).toBe(value);
    },
  );

  it("trims surrounding whitespace", () => {
    expect(toInternalPath("  /inboxes ")).toBe("/inboxes");
  });

  it.each([
    ["scheme-relative", "//evil.example/path"],
    ["absolute http", "https://evil.example/"],
    ["javascript scheme", "javascript:alert(1)"],
    ["relative", "profile"],
    ["backslash host", "/\\evil.example"],
    ["backslash anywhere", "/a\\b"],
    ["encoded slash", "/%2Fevil.example"],
    ["encoded backslash", "/%5cevil.example"],
    ["control character", "/a\nb"],
    ["encoded control character", "/a%0Ab"],
    ["tab", "/\t/evil.example"],
    ["empty", ""],
    ["blank", "   "],
    ["malformed encoding", "/%E0%A4%A"],
    ["too long", `/${"a".repeat(2048)}`],
  ])("refuses %s", (_name, value) => {
    expect(toInternalPath(value)).toBeNull();
  });

  it("refuses non-strings", () => {
    expect(toInternalPath(null)).toBeNull();
    expect(toInternalPath(undefined)).toBeNull();
  });
});

describe("query helpers", () => {
  it("reads a parameter", () => {
    expect(queryParam("?a=1&b=two", "b")).toBe("two");
    expect(queryParam("", "b")).toBeNull();
  });

  it("removes parameters and keeps the others", () => {
    expect(withoutQueryParams("/", "?txtbonuscode=X&type=slots", ["txtbonuscode"])).toBe(
      "/?type=slots",
    );
    expect(withoutQueryParams("/promotion", "?txtbonuscode=X", ["txtbonuscode"])).toBe(
      "/promotion",
    );
  });
});
