import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "./env";

describe("configuration", () => {
  it("applies the documented defaults when nothing is set", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.CONTENT_SOURCE).toBe("local");
    expect(env.PLATFORM_URL).toBeUndefined();
    expect(env.sessionSecretGenerated).toBe(true);
  });

  it("names the bad variable in a one-line message", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => parseEnv({ PORT: "eighty" })).toThrow("Invalid configuration: PORT must be a whole number from 1 to 65535");
    expect(() => parseEnv({ PORT: "70000" })).toThrow("Invalid configuration: PORT must be a whole number from 1 to 65535");
    expect(() => parseEnv({ PLATFORM_URL: "ftp://x" })).toThrow(/PLATFORM_URL must be an http\(s\) URL/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL must start with postgres/);
  });

  it("requires a project id for the Sanity content source", () => {
    expect(() => parseEnv({ CONTENT_SOURCE: "sanity" })).toThrow(/SANITY_PROJECT_ID is required when CONTENT_SOURCE=sanity/);
  });

  it("allows brand overrides outside production only, unless set", () => {
    expect(parseEnv({ NODE_ENV: "production" }).BRAND_OVERRIDE).toBe(false);
    expect(parseEnv({ NODE_ENV: "development" }).BRAND_OVERRIDE).toBe(true);
    expect(parseEnv({ NODE_ENV: "production", BRAND_OVERRIDE: "true" }).BRAND_OVERRIDE).toBe(true);
  });
});

describe(".env.example", () => {
  it("documents every variable the configuration reads", async () => {
    const { readFileSync } = await import("node:fs");
    const { envObject } = await import("./env");
    const documented = new Set(
      readFileSync(new URL("../../.env.example", import.meta.url), "utf8")
        .split("\n")
        .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
        .map((line) => line.split("=")[0]),
    );
    const keys = Object.keys(envObject.shape);
    expect(keys.length).toBeGreaterThan(10);
    for (const key of keys) expect(documented, `${key} is missing from .env.example`).toContain(key);
  });
});
