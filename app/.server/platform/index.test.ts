import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createPlatformMock } from "../../../tests/mocks/platform";
import { parseEnv } from "../env";
import { createPlatformClientFromEnv, isSuccess, platformBaseUrl, useEmbeddedPlatform } from "./index";
import { captureLogger } from "./test-support";

const embedded = createPlatformMock({ baseUrl: "http://127.0.0.1:4123" });
const server = setupServer(...embedded.handlers);
beforeAll(() => {
  server.listen({ onUnhandledFrame: "error" });
  useEmbeddedPlatform({ baseUrl: "http://127.0.0.1:4123", clientSecret: "embedded-secret-0123456789" });
});
afterAll(() => server.close());

describe("platform client from configuration", () => {
  it("doc1 §7: targets PLATFORM_URL, or the embedded platform's loopback listener (never the public port)", () => {
    expect(platformBaseUrl(parseEnv({ PORT: "3000" }))).toBe("http://127.0.0.1:4123");
    expect(platformBaseUrl(parseEnv({ PLATFORM_URL: "https://platform.example.com/", PLATFORM_CLIENT_SECRET: "a-secret-of-some-length" }))).toBe(
      "https://platform.example.com",
    );
  });

  it("doc2 §9: requests of one process share the site credential (one login)", async () => {
    const env = parseEnv({ PORT: "4123" });
    const { logger } = captureLogger();
    const schema = z.object({ isQuoteAvaliable: z.boolean() });
    const first = createPlatformClientFromEnv(env, "en", "req-1", { logger });
    const second = createPlatformClientFromEnv(env, "es", "req-2", { logger });
    expect(isSuccess(await first.get("/api/address/citybyzip", { zip: "75001" }, schema))).toBe(true);
    expect(isSuccess(await second.get("/api/address/citybyzip", { zip: "90210" }, schema))).toBe(true);
    expect(embedded.logins()).toBe(1);
    expect(embedded.calls.filter((c) => c.path === "/api/address/citybyzip").map((c) => c.query.get("header.lang"))).toEqual(["en", "es"]);
  });

  it("doc2 §6: the site credential is obtained per brand when a brand is given", async () => {
    const env = parseEnv({ PORT: "4123" });
    const { logger } = captureLogger();
    const before = embedded.logins();
    for (const brand of ["lonestar", "gulf", "lonestar"]) {
      const client = createPlatformClientFromEnv(env, "en", `req-${brand}`, { logger, brand });
      expect(isSuccess(await client.get("/api/address/citybyzip", { zip: "75001" }, z.looseObject({})))).toBe(true);
    }
    expect(embedded.logins() - before).toBe(2);
    const logins = embedded.calls.filter((c) => c.path === "/api/account/loginWithToken").slice(-2);
    expect(logins.map((c) => (c.body as { brand?: string }).brand)).toEqual(["lonestar", "gulf"]);
  });
});
