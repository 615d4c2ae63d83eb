import type { PluginOption, UserConfig } from "vite";
export declare const buildId: string;
export declare const firstScreenFonts: readonly string[];
export declare function shellPlugins(): PluginOption[];
export declare function shellOptions(
  port: number,
): Pick<UserConfig, "server" | "preview" | "build">;
