import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { assertStandaloneConfig, loadPlatformConfig, PlatformConfigError } from "./config.ts";

const platformDir = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(file);
    return /\.ts$/.test(entry.name) ? [file] : [];
  });
}

describe("platform configuration", () => {
  it("defaults; secrets of its own, random per process when unset", () => {
    const config = loadPlatformConfig({});
    expect(config).toMatchObject({
      NODE_ENV: "production",
      PLATFORM_PORT: 3100,
      PLATFORM_CLIENT_ID: "site",
      DEFAULT_BRAND: "lonestar",
      RATING_DELAY: "realistic",
      OWNER_CHECKS_PER_15_MIN: 20,
      PREVIOUS_LOOKUPS_PER_15_MIN: 10,
      TRUST_PROXY: false,
    });
    expect(config.PLATFORM_CLIENT_SECRET).toBeUndefined();
    expect(config.platformSecretGenerated).toBe(true);
    expect(config.PLATFORM_SECRET).not.toBe(loadPlatformConfig({}).PLATFORM_SECRET);
    expect(config.PARTNER_LINK_SECRET).not.toBe(loadPlatformConfig({}).PARTNER_LINK_SECRET);
    const given = loadPlatformConfig({
      PLATFORM_SECRET: "p".repeat(32),
      PARTNER_LINK_SECRET: "l".repeat(32),
      SESSION_SECRET: "ignored",
      RATING_CONNECTOR_URL: "https://rater.example.com/rate",
      PORT: "80",
    });
    expect(given).toMatchObject({ PLATFORM_SECRET: "p".repeat(32), PARTNER_LINK_SECRET: "l".repeat(32), platformSecretGenerated: false });
    expect(given.carrierSettings).toEqual({ RATING_CONNECTOR_URL: "https://rater.example.com/rate", RATING_CONNECTOR_AUTHORIZATION: undefined });
    expect(given).not.toHaveProperty("SESSION_SECRET");
  });

  it("bad values are refused with one line naming each variable", () => {
    expect(() => loadPlatformConfig({ PLATFORM_PORT: "http", PLATFORM_CLIENT_SECRET: "short", DATABASE_URL: "mysql://x" })).toThrow(PlatformConfigError);
    try {
      loadPlatformConfig({ PLATFORM_PORT: "http", PLATFORM_CLIENT_SECRET: "short", DATABASE_URL: "mysql://x" });
    } catch (error) {
      expect((error as Error).message).toMatch(/PLATFORM_PORT .*; .*DATABASE_URL|DATABASE_URL .*PLATFORM_PORT/);
      expect((error as Error).message).toContain("PLATFORM_CLIENT_SECRET must be at least 16 characters");
    }
  });

  it("TRUST_PROXY is a hop count or the proxies' addresses, never every hop", () => {
    expect(loadPlatformConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(loadPlatformConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(loadPlatformConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(loadPlatformConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1,::1" }).TRUST_PROXY).toEqual(["10.0.0.0/8", "127.0.0.1", "::1"]);
    for (const bad of ["everything", "10.0.0.0/33", "10.0.0.0/8/1"]) expect(() => loadPlatformConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });

  it("a standalone platform needs PLATFORM_CLIENT_SECRET", () => {
    expect(() => assertStandaloneConfig(loadPlatformConfig({}))).toThrow(/PLATFORM_CLIENT_SECRET is required/);
    expect(() => assertStandaloneConfig(loadPlatformConfig({ PLATFORM_CLIENT_SECRET: "a-long-client-secret" }))).not.toThrow();
  });

  it("node platform/server.ts refuses to start without PLATFORM_CLIENT_SECRET (exit 78, the reason on stderr)", () => {
    const env: Record<string, string> = { PATH: process.env.PATH ?? "", SQLITE_PATH: ":memory:", PLATFORM_PORT: "1" };
    const run = spawnSync(process.execPath, [path.join(platformDir, "server.ts")], { env, encoding: "utf8", timeout: 30_000 });
    expect(run.status).toBe(78);
    expect(run.stderr).toContain("PLATFORM_CLIENT_SECRET is required");
  });

  it("no file of the platform imports the site (app/) or reads process.env outside its entry point", () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(platformDir)) {
      const text = readFileSync(file, "utf8");
      const relative = path.relative(platformDir, file);
      if (/from\s+["'](\.\.\/)+app\/|import\(\s*["'](\.\.\/)+app\//.test(text)) offenders.push(`${relative}: imports app/`);
      const testOnly = relative.endsWith(".test.ts") || relative === path.join("db", "test-databases.ts") || relative === "config.test.ts";
      if (!testOnly && relative !== "server.ts" && /process\.env\b/.test(text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "")))
        offenders.push(`${relative}: reads process.env`);
    }
    expect(offenders).toEqual([]);
  });
});
