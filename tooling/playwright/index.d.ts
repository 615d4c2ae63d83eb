import type { PlaywrightTestConfig } from "@playwright/test";
export declare const chromiumPath: string;
export declare const chromiumArgs: string[];
export declare function e2ePorts(defaults: { web: number; api: number }): {
  web: number;
  api: number;
};
export declare function e2eConfig(options: {
  testDir: string;
  baseURL: string;
  webServer: PlaywrightTestConfig["webServer"];
}): PlaywrightTestConfig;
export declare function shellServers(
  ports: { web: number; api: number },
  sandboxEnv?: Record<string, string>,
): NonNullable<PlaywrightTestConfig["webServer"]>;
