import { contentSecurityPolicy, cspPlugin, isAllowedScriptUrl, parseScriptHosts } from "./csp.ts";

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split("; ").map((part) => {
      const [name, ...values] = part.split(" ");
      return [name!, values];
    }),
  );

describe("VITE_CSP_SCRIPT_HOSTS", () => {
  it("takes https origins and bare host names", () => {
    expect(
      parseScriptHosts(" seal.example , https://stats.example:8443,https://seal.example/ ,"),
    ).toEqual(["https://seal.example", "https://stats.example:8443"]);
    expect(parseScriptHosts(undefined)).toEqual([]);
  });

  it.each(["http://seal.example", "https://seal.example/path", "*.example", "javascript:x"])(
    "refuses %s",
    (value) => {
      expect(() => parseScriptHosts(value)).toThrow(/VITE_CSP_SCRIPT_HOSTS/);
    },
  );

  it("allows a script only over https from a listed origin", () => {
    const hosts = ["https://seal.example"];
    expect(isAllowedScriptUrl("https://seal.example/s.js", hosts)).toBe(true);
    expect(isAllowedScriptUrl("https://seal.example:444/s.js", hosts)).toBe(false);
    expect(isAllowedScriptUrl("http://seal.example/s.js", hosts)).toBe(false);
    expect(isAllowedScriptUrl("https://evil.example/s.js", hosts)).toBe(false);
    expect(isAllowedScriptUrl(null, hosts)).toBe(false);
  });
});

describe("the production Content-Security-Policy", () => {
  const policy = contentSecurityPolicy({
    apiBaseUrl: "https://api.casino.example/",
    broadcastAuthUrl: "https://api.casino.example/broadcasting/auth",
    pusher: { host: "ws.casino.example", port: 443, tls: true },
    scriptHosts: ["https://seal.example"],
    extra: { "script-src": ["https://accounts.google.com/gsi/client"] },
  });
  const csp = directives(policy);

  it("allows scripts from the app and the listed hosts only: no inline script, no eval", () => {
    expect(csp["script-src"]).toEqual([
      "'self'",
      "https://seal.example",
      "https://accounts.google.com/gsi/client",
    ]);
    expect(policy).not.toContain("'unsafe-eval'");
    expect(csp["script-src"]).not.toContain("'unsafe-inline'");
    expect(csp["default-src"]).toEqual(["'self'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'self'"]);
  });

  it("connects to the API and the realtime server", () => {
    expect(csp["connect-src"]).toEqual(
      expect.arrayContaining(["https://api.casino.example", "wss://ws.casino.example:443"]),
    );
  });

  it("frames games from the API's host only (the launch URLs' pages)", () => {
    expect(csp["frame-src"]).toEqual(["'self'", "https://api.casino.example"]);
  });

  it("goes into the built page after its charset, and the page must have no inline script", () => {
    const plugin = cspPlugin(() => policy);
    const page =
      '<html><head><meta charset="UTF-8" /><title>x</title><script type="module" src="/a.js"></script></head></html>';
    const built = plugin.transformIndexHtml.handler(page);
    const document = new DOMParser().parseFromString(built, "text/html");
    const meta = document.head.children[1]!;
    expect(document.head.children[0]!.getAttribute("charset")).toBe("UTF-8");
    expect(meta.getAttribute("http-equiv")).toBe("Content-Security-Policy");
    expect(meta.getAttribute("content")).toBe(policy);
    expect(() =>
      plugin.transformIndexHtml.handler("<head><script>alert(1)</script></head>"),
    ).toThrow(/inline script/);
  });
});
