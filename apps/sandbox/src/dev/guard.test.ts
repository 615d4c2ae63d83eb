/**
 * The dev endpoints answer only this machine, never a cross-site page, and only JSON bodies; forms
 * are accepted only where the contract declares them (the broadcast auth).
 */
import { startSandbox, type Sandbox } from "../test/harness.ts";
import { isLoopbackAddress, isLoopbackHost } from "./guard.ts";

const mint = { user: { id: 42, first_name: "Eve" } };

describe("the dev endpoints, closed (the default)", () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.close());

  it("answer a loopback caller", async () => {
    const response = await sandbox.call("POST", "/dev/telegram/init-data", { body: mint });
    expect(response.status).toBe(200);
    expect(response.body.data.init_data).toContain("hash=");
    expect((await fetch(`${sandbox.base}/dev/telegram`)).status).toBe(200);
  });

  it("refuse a caller on another address, whatever X-Forwarded-For says", async () => {
    for (const headers of [{}, { "x-forwarded-for": "127.0.0.1" }, { "x-real-ip": "127.0.0.1" }]) {
      const response = await sandbox.app.inject({
        method: "POST",
        url: "/dev/telegram/init-data",
        remoteAddress: "192.0.2.10",
        headers: { host: "localhost:4000", "content-type": "application/json", ...headers },
        payload: JSON.stringify(mint),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false, code: "forbidden" });
    }
    const page = await sandbox.app.inject({
      method: "GET",
      url: "/dev/ledger/audit",
      remoteAddress: "10.1.2.3",
      headers: { host: "sandbox.example" },
    });
    expect(page.statusCode).toBe(403);
  });

  it("refuse a loopback request for another host name (DNS rebinding)", async () => {
    const request = { method: "GET" as const, url: "/dev/outbox", remoteAddress: "127.0.0.1" };
    const rebound = await sandbox.app.inject({
      ...request,
      headers: { host: "attacker.example:4000" },
    });
    expect(rebound.statusCode).toBe(403);
    const local = await sandbox.app.inject({ ...request, headers: { host: "localhost:4000" } });
    expect(local.statusCode).toBe(200);
  });

  it("refuse a cross-site page, by its Origin", async () => {
    const response = await sandbox.call("POST", "/dev/telegram/init-data", {
      body: mint,
      headers: { origin: "https://attacker.example" },
    });
    expect(response.status).toBe(403);
    const allowed = await sandbox.call("POST", "/dev/telegram/init-data", {
      body: mint,
      headers: { origin: "http://127.0.0.1:3001" },
    });
    expect(allowed.status).toBe(200);
  });

  it("refuse form and text bodies: a cross-site form post cannot reach them", async () => {
    for (const [type, body] of [
      ["application/x-www-form-urlencoded", "user=%7B%22id%22%3A1%7D"],
      ["text/plain", JSON.stringify(mint)],
      [
        "multipart/form-data; boundary=x",
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
      ],
    ] as const) {
      const response = await fetch(`${sandbox.base}/dev/telegram/init-data`, {
        method: "POST",
        headers: { "content-type": type },
        body,
      });
      expect(response.status).toBe(415);
    }
  });

  it("let the shells opened at 127.0.0.1 through CORS", async () => {
    const response = await fetch(`${sandbox.base}/api/site-settings`, {
      method: "OPTIONS",
      headers: {
        origin: "http://127.0.0.1:3000",
        "access-control-request-method": "GET",
        "access-control-request-headers": "x-domain",
      },
    });
    expect(response.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:3000");
  });

  it("accept form bodies only on the broadcast auth", async () => {
    const response = await fetch(`${sandbox.base}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({ username_or_email: "demo", password: "Demo-pass1" }),
    });
    expect(response.status).toBe(400);
  });
});

describe("the dev endpoints, opened with SANDBOX_DEV_OPEN", () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ devOpen: true });
  });
  afterAll(() => sandbox.close());

  it("answer other addresses, still never a cross-site page", async () => {
    const remote = {
      method: "POST" as const,
      url: "/dev/telegram/init-data",
      remoteAddress: "192.0.2.10",
      payload: JSON.stringify(mint),
    };
    const response = await sandbox.app.inject({
      ...remote,
      headers: { host: "sandbox.internal:4000", "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(200);
    const crossSite = await sandbox.app.inject({
      ...remote,
      headers: {
        host: "sandbox.internal:4000",
        "content-type": "application/json",
        origin: "https://attacker.example",
      },
    });
    expect(crossSite.statusCode).toBe(403);
  });
});

describe("loopback", () => {
  it.each([
    ["127.0.0.1", true],
    ["127.8.9.10", true],
    ["::1", true],
    ["::ffff:127.0.0.1", true],
    ["::ffff:10.0.0.1", false],
    ["10.0.0.1", false],
    ["0.0.0.0", false],
    [undefined, false],
  ])("address %s -> %s", (address, expected) => {
    expect(isLoopbackAddress(address)).toBe(expected);
  });

  it.each([
    ["localhost:4000", true],
    ["LOCALHOST", true],
    ["app.localhost:4000", true],
    ["127.0.0.1:4000", true],
    ["[::1]:4000", true],
    ["localhost.attacker.example", false],
    ["127.0.0.1.nip.io", false],
    ["example.com", false],
    [undefined, false],
  ])("host %s -> %s", (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected);
  });
});
