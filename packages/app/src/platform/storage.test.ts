import { createBrowserStorage } from "./storage.ts";

afterEach(() => {
  for (const name of document.cookie
    .split(";")
    .map((c) => c.split("=")[0]!.trim())
    .filter(Boolean)) {
    document.cookie = `${name}=; path=/; max-age=0`;
  }
});

/** The cookie strings `write` sets on the document (which itself stays as it was). */
function writtenCookies(write: () => void): string[] {
  const written: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, "cookie")!;
  Object.defineProperty(document, "cookie", {
    configurable: true,
    get: () => "",
    set: (value: string) => written.push(value),
  });
  try {
    write();
  } finally {
    Object.defineProperty(document, "cookie", descriptor);
  }
  return written;
}

describe("createBrowserStorage", () => {
  it("keeps cookies and the tab's session values over http", () => {
    const storage = createBrowserStorage({ protocol: "http:" });
    storage.set("lang", "de", { maxAge: 60 });
    expect(storage.get("lang")).toBe("de");
    storage.remove("lang");
    expect(storage.get("lang")).toBeUndefined();
    storage.session.set("auth_date", "1800000000");
    expect(storage.session.get("auth_date")).toBe("1800000000");
    expect(window.sessionStorage.getItem("auth_date")).toBe("1800000000");
  });

  it("writes cross-site cookies over https (Telegram Web shows the app in an iframe)", () => {
    const written = writtenCookies(() =>
      createBrowserStorage({ embedded: true, protocol: "https:" }).set("token", "t", {
        maxAge: 86_400,
      }),
    );
    expect(written).toHaveLength(1);
    const attributes = written[0]!.split("; ");
    expect(attributes[0]).toBe("token=t");
    expect(attributes).toEqual(
      expect.arrayContaining(["path=/", "sameSite=None", "secure", "partitioned"]),
    );
    expect(attributes.some((attribute) => attribute.startsWith("expires="))).toBe(true);
  });

  it("writes first-party cookies on the web shell over https", () => {
    const written = writtenCookies(() =>
      createBrowserStorage({ protocol: "https:" }).set("lang", "ja"),
    );
    const attributes = written[0]!.split("; ");
    expect(attributes).toEqual(expect.arrayContaining(["path=/", "sameSite=Lax", "secure"]));
    expect(attributes).not.toContain("partitioned");
  });
});
