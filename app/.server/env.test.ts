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

  it("TRUST_PROXY: a hop count or the proxy's addresses, never every hop", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    // `true` is one load balancer: trusting every hop would let a forged X-Forwarded-For choose the address.
    expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "10.0.0.0/8, loopback,fd00::/8" }).TRUST_PROXY).toEqual(["10.0.0.0/8", "loopback", "fd00::/8"]);
    expect(() => parseEnv({ TRUST_PROXY: "everyone" })).toThrow(/TRUST_PROXY must be false, a hop count/);
  });

  it("a platform elsewhere needs the site's client secret in production; an embedded one gets a random one", () => {
    expect(() => parseEnv({ NODE_ENV: "production", PLATFORM_URL: "https://platform.example.com" })).toThrow(
      /PLATFORM_CLIENT_SECRET is required in production/,
    );
    expect(
      parseEnv({ NODE_ENV: "production", PLATFORM_URL: "https://platform.example.com", PLATFORM_CLIENT_SECRET: "a-long-enough-secret" }).PLATFORM_CLIENT_SECRET,
    ).toBe("a-long-enough-secret");
    const embedded = [parseEnv({}).PLATFORM_CLIENT_SECRET, parseEnv({}).PLATFORM_CLIENT_SECRET];
    expect(embedded[0]).toMatch(/^[\w-]{40,}$/);
    expect(embedded[0]).not.toBe(embedded[1]);
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
