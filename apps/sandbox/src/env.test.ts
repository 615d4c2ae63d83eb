/**
 * The configuration: production refuses the public development secrets, both when parsed and when
 * the process is started; CORS allows the shells as localhost and as 127.0.0.1.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import {
  ConfigError,
  defaultCorsOrigins,
  devAppKey,
  devPusherSecret,
  devTelegramBotToken,
  loadConfig,
  packageDir,
} from "./env.ts";

const secrets = {
  SANDBOX_TELEGRAM_BOT_TOKEN: "7000000001:AAHrealLookingBotTokenValue_0123456789",
  SANDBOX_APP_KEY: "b3f1c9d2e8a74f6b9c0d1e2f3a4b5c6d7e8f9a0b",
  PUSHER_SECRET: "0f1e2d3c4b5a69788796a5b4c3d2e1f0",
};

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error("loadConfig accepted the configuration");
}

describe("production secrets", () => {
  it("refuses to run on the defaults, naming every missing secret", () => {
    const error = configError({ NODE_ENV: "production" });
    expect(error.variables).toEqual([
      "SANDBOX_TELEGRAM_BOT_TOKEN",
      "SANDBOX_APP_KEY",
      "PUSHER_SECRET",
    ]);
    for (const name of error.variables) expect(error.message).toContain(name);
  });

  it("refuses the public development values set explicitly, and a short app key", () => {
    const error = configError({
      NODE_ENV: "production",
      SANDBOX_TELEGRAM_BOT_TOKEN: devTelegramBotToken,
      SANDBOX_APP_KEY: devAppKey,
      PUSHER_SECRET: devPusherSecret,
    });
    expect(error.variables).toEqual([
      "SANDBOX_TELEGRAM_BOT_TOKEN",
      "SANDBOX_APP_KEY",
      "PUSHER_SECRET",
    ]);
    expect(error.message).toContain("public development default");
    expect(
      configError({ NODE_ENV: "production", ...secrets, SANDBOX_APP_KEY: "short" }).variables,
    ).toEqual(["SANDBOX_APP_KEY"]);
  });

  it("refuses opening the dev endpoints in production", () => {
    expect(
      configError({ NODE_ENV: "production", ...secrets, SANDBOX_DEV_OPEN: "1" }).variables,
    ).toEqual(["SANDBOX_DEV_OPEN"]);
  });

  it("refuses demo players in production, and keeps them off by default", () => {
    expect(
      configError({ NODE_ENV: "production", ...secrets, SANDBOX_DEMO_PLAYERS: "2" }).variables,
    ).toEqual(["SANDBOX_DEMO_PLAYERS"]);
    expect(
      loadConfig({ NODE_ENV: "production", ...secrets, SANDBOX_DEMO_PLAYERS: "0" }).demoPlayers,
    ).toBe(0);
    expect(loadConfig({}).demoPlayers).toBe(0);
    expect(loadConfig({ SANDBOX_DEMO_PLAYERS: "3" }).demoPlayers).toBe(3);
    expect(loadConfig({ SANDBOX_DEMO_PLAYERS: "5000" }).demoPlayers).toBe(50);
    expect(loadConfig({ SANDBOX_DEMO_BET_INTERVAL_MS: "10" }).demoBetIntervalMs).toBe(100);
  });

  it("accepts real secrets in production, and the defaults in development", () => {
    const config = loadConfig({ NODE_ENV: "production", ...secrets });
    expect(config.production).toBe(true);
    expect(config.dev).toBe(false);
    expect(config.appKey).toBe(secrets.SANDBOX_APP_KEY);
    expect(config.pusher.secret).toBe(secrets.PUSHER_SECRET);
    expect(loadConfig({}).appKey).toBe(devAppKey);
  });

  it("the process exits before listening, naming what is missing", async () => {
    const result = await new Promise<{ code: number | null; stderr: string; stdout: string }>(
      (resolve, reject) => {
        const child = spawn(process.execPath, [path.join(packageDir, "src/main.ts")], {
          cwd: packageDir,
          env: {
            PATH: process.env.PATH ?? "",
            NODE_ENV: "production",
            SANDBOX_DATA_DIR: "memory://",
            SANDBOX_PORT: "0",
            SANDBOX_APP_KEY: devAppKey,
          },
          stdio: ["ignore", "pipe", "pipe"],
        });
        let stderr = "";
        let stdout = "";
        child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
        child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
        const timer = setTimeout(() => {
          child.kill("SIGKILL");
          reject(new Error(`still running: ${stdout}`));
        }, 20_000);
        child.on("error", reject);
        child.on("exit", (code) => {
          clearTimeout(timer);
          resolve({ code, stderr, stdout });
        });
      },
    );
    expect(result.code).toBe(1);
    expect(result.stdout).not.toContain("listening");
    expect(result.stderr).toContain("SANDBOX_TELEGRAM_BOT_TOKEN: missing");
    expect(result.stderr).toContain("SANDBOX_APP_KEY: is the public development default");
    expect(result.stderr).toContain("PUSHER_SECRET: missing");
  });
});

describe("CORS origins", () => {
  it("allow the shells and Storybook as localhost and as 127.0.0.1 by default", () => {
    for (const port of [3000, 3001, 6006]) {
      expect(defaultCorsOrigins).toContain(`http://localhost:${port}`);
      expect(defaultCorsOrigins).toContain(`http://127.0.0.1:${port}`);
    }
    expect(loadConfig({}).corsOrigins).toEqual(defaultCorsOrigins);
    expect(loadConfig({ SANDBOX_CORS_ORIGINS: "https://a.example" }).corsOrigins).toEqual([
      "https://a.example",
    ]);
  });
});
