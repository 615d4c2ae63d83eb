import { parse, validate } from "@tma.js/init-data-node";
import { loadConfig } from "../env.ts";
import { startSandbox, type Sandbox } from "../test/harness.ts";
import { launcherPage, launchUrl, parseLaunchForm, telegramPersonas } from "./telegram-launcher.ts";

const botToken = "123456:launcher-test-token";

describe("launch form", () => {
  it("takes a seeded persona, a platform, a theme and a start parameter", () => {
    const parsed = parseLaunchForm({
      persona: "boris",
      platform: "ios",
      theme: "light",
      start_param: "open-deposit",
    });
    expect(parsed).toEqual({
      ok: true,
      request: {
        user: telegramPersonas.boris!.user,
        platform: "ios",
        theme: "light",
        startParam: "open-deposit",
      },
    });
  });

  it("builds a custom user from the fields that are filled", () => {
    const parsed = parseLaunchForm({
      persona: "custom",
      id: "4242",
      first_name: " Zoe ",
      last_name: "",
      username: "zoe_tg",
      language_code: "pt-br",
    });
    expect(parsed).toEqual({
      ok: true,
      request: {
        user: { id: 4242, first_name: "Zoe", username: "zoe_tg", language_code: "pt-br" },
        platform: "android",
        theme: "dark",
        startParam: "",
      },
    });
  });

  it("refuses what Telegram would not send", () => {
    const refusal = (query: Record<string, string>) => {
      const parsed = parseLaunchForm(query);
      return parsed.ok ? null : parsed.error;
    };
    expect(refusal({ start_param: "open-page_/evil.example" })).toMatch(/only A-Z/);
    expect(refusal({ start_param: "a".repeat(513) })).toMatch(/512/);
    expect(refusal({ platform: "symbian" })).toMatch(/Unknown platform/);
    expect(refusal({ persona: "mallory" })).toMatch(/Unknown persona/);
    expect(refusal({ persona: "custom", id: "-3", first_name: "X" })).toMatch(
      /positive numeric id/,
    );
    expect(refusal({ persona: "custom", id: "5", first_name: "" })).toMatch(/first name/);
    expect(refusal({ persona: "custom", id: "5", first_name: "X", username: "a b" })).toMatch(
      /username/,
    );
  });
});

describe("launch URL", () => {
  it("puts signed init data and the launch parameters in the hash, like Telegram", () => {
    const now = 1_800_000_000;
    const url = new URL(
      launchUrl(
        {
          user: telegramPersonas.clara!.user,
          platform: "tdesktop",
          theme: "dark",
          startParam: "open-page_promotion__summer",
        },
        { miniAppUrl: "http://localhost:3001/", botToken, now: () => now },
      ),
    );
    expect(`${url.origin}${url.pathname}${url.search}`).toBe("http://localhost:3001/");
    const params = new URLSearchParams(url.hash.slice(1));
    expect(params.get("tgWebAppVersion")).toBe("9.0");
    expect(params.get("tgWebAppPlatform")).toBe("tdesktop");
    expect(params.get("tgWebAppStartParam")).toBe("open-page_promotion__summer");
    expect(JSON.parse(params.get("tgWebAppThemeParams")!)).toMatchObject({
      bg_color: "#17212b",
      text_color: "#f5f5f5",
    });
    const initData = params.get("tgWebAppData")!;
    expect(() => validate(initData, botToken, { expiresIn: 0 })).not.toThrow();
    expect(() => validate(initData, "999:another-bot", { expiresIn: 0 })).toThrow();
    const data = parse(initData);
    expect(data.user).toMatchObject({ id: 710_000_003, first_name: "Clara", language_code: "de" });
    expect(data.start_param).toBe("open-page_promotion__summer");
    expect(data.auth_date.getTime()).toBe(now * 1000);
  });

  it("leaves the start parameter out when none is given", () => {
    const url = new URL(
      launchUrl(
        { user: telegramPersonas.alice!.user, platform: "android", theme: "light", startParam: "" },
        { miniAppUrl: "http://m.example", botToken, now: () => 1 },
      ),
    );
    const params = new URLSearchParams(url.hash.slice(1));
    expect(params.has("tgWebAppStartParam")).toBe(false);
    expect(parse(params.get("tgWebAppData")!).start_param).toBeUndefined();
  });

  it("reads the mini app's address from SANDBOX_MINI_APP_URL in the configuration", () => {
    expect(loadConfig({}).miniAppUrl).toBe("http://localhost:3001");
    expect(loadConfig({ SANDBOX_MINI_APP_URL: "https://tma.example/app/" }).miniAppUrl).toBe(
      "https://tma.example/app",
    );
  });

  it("escapes the refusal it shows", () => {
    expect(launcherPage("http://localhost:3001", "<script>")).toContain("&lt;script&gt;");
  });
});

describe("GET /dev/telegram", () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ dev: true, miniAppUrl: "https://tma.example/app" });
  });
  afterAll(() => sandbox.close());

  it("serves the launcher page", async () => {
    const response = await fetch(`${sandbox.base}/dev/telegram`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain('<form method="get" action="/dev/telegram/launch">');
    expect(html).toContain('<a href="https://tma.example/app">');
    for (const platform of ["android", "ios", "tdesktop", "macos", "web"])
      expect(html).toContain(`<option value="${platform}">`);
  });

  it("redirects to the mini app with init data the sandbox's Telegram login accepts", async () => {
    const response = await fetch(
      `${sandbox.base}/dev/telegram/launch?persona=diego&platform=android&theme=dark&start_param=open-deposit`,
      { redirect: "manual" },
    );
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("location")!);
    expect(`${location.origin}${location.pathname}`).toBe("https://tma.example/app/");
    const params = new URLSearchParams(location.hash.slice(1));
    expect(params.get("tgWebAppPlatform")).toBe("android");
    const login = await sandbox.call("POST", "/api/telegram/login", {
      body: { data: params.get("tgWebAppData") },
    });
    expect(login.status).toBe(200);
    expect(login.body.data.token).toEqual(expect.any(String));
    const me = await sandbox.call("GET", "/api/user/information", { token: login.body.data.token });
    expect(me.body.data).toMatchObject({ login_method: "telegram", lang: "es" });
  });

  it("shows the page again with the reason when a launch is refused", async () => {
    const response = await fetch(
      `${sandbox.base}/dev/telegram/launch?persona=alice&start_param=${encodeURIComponent("bad param!")}`,
      { redirect: "manual" },
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('<p role="alert">A start parameter allows only');
  });
});
