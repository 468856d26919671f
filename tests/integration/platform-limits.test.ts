/**
 * Limits count each visitor (the address the site forwards in X-Visitor-Address,
 * trusted only from a credentialed site token), live in the platform's database (shared by every
 * instance, kept over a restart), and the owner check allows three failures per transaction.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../platform/db/test-databases.ts";
import { consume, createLimiter } from "../../platform/http/rate-limit.ts";
import { HttpError } from "../../platform/http/envelope.ts";
import { issueToken } from "../../platform/services/tokens.ts";
import { startTestPlatform, type TestPlatform } from "../../platform/http/test-client.ts";

const LIMIT = 3;
const env = { OWNER_CHECKS_PER_15_MIN: String(LIMIT) };

describeEachDatabase("platform limits per visitor", (store) => {
  let t: TestPlatform;
  let site: string;
  beforeAll(async () => {
    t = await startTestPlatform(store(), { env });
    site = await t.siteToken();
  });
  afterAll(async () => {
    expect(t.mismatches).toEqual([]);
    await t.close();
  });

  /** An owner check of an unknown quote: 404 while the visitor has checks left, 429 after. */
  const check = (platform: TestPlatform, token: string, visitor?: string) =>
    platform.call<{ retryAfterSeconds?: number }>("get", "/opapi/quote/verifyquoteowner", {
      token,
      visitor,
      query: { RateQuoteId: "rq_unknown", DateOfBirth: "04/12/1990" },
    });

  it("two visitors from different addresses have separate limits while one visitor is limited", async () => {
    for (let i = 0; i < LIMIT; i++) expect((await check(t, site, "198.51.100.7")).status).toBe(404);
    const limited = await check(t, site, "198.51.100.7");
    expect(limited.status).toBe(429);
    expect(limited.body.retryAfterSeconds).toBeGreaterThan(0);
    // Another visitor, IPv4 or IPv6, is not held up.
    expect((await check(t, site, "198.51.100.8")).status).toBe(404);
    expect((await check(t, site, "2001:db8::8")).status).toBe(404);
    expect((await check(t, site, "198.51.100.7")).status).toBe(429);
  });

  it("a forged X-Visitor-Address is ignored unless the token is a credentialed site's (and an invalid one always is)", async () => {
    // A site token issued without client credentials: its calls count by the socket's address.
    const uncredentialed = (await issueToken(t.db, { kind: "site", brand: "lonestar" }, new Date())).token;
    for (let i = 0; i < LIMIT; i++) expect((await check(t, uncredentialed, `203.0.113.${i + 1}`)).status).toBe(404);
    // The socket's address (127.0.0.1) is now spent, whatever address the caller claims.
    expect((await check(t, uncredentialed, "203.0.113.99")).status).toBe(429);
    // The credentialed site's header that is not an address falls back to the socket's address too.
    for (const bogus of ["not-an-address", "203.0.113.5, 203.0.113.6", "999.1.1.1"]) expect((await check(t, site, bogus)).status).toBe(429);
  });

  it("the count lives in the database: a platform started again over it (a restart, or a second instance) still limits the visitor", async () => {
    const visitor = "198.51.100.20";
    for (let i = 0; i < LIMIT; i++) expect((await check(t, site, visitor)).status).toBe(404);
    const second = await startTestPlatform(store(), { env });
    try {
      const token = await second.siteToken();
      expect((await check(second, token, visitor)).status).toBe(429);
      expect((await check(second, token, "198.51.100.21")).status).toBe(404);
      expect(second.mismatches).toEqual([]);
    } finally {
      await second.close();
    }
    const rows = await t.db.selectFrom("rate_limits").select(["key", "points"]).where("key", "=", `verify:${visitor}`).execute();
    expect(rows.map((r) => [r.key, Number(r.points)])).toEqual([[`verify:${visitor}`, LIMIT + 1]]);
  });

  it("a limiter created again over the same database remembers the count; another limiter's keys are its own", async () => {
    const first = createLimiter(t.db, { name: "test-restart", points: 2, duration: 60 });
    await consume(first, "v1");
    await consume(first, "v1");
    const again = createLimiter(t.db, { name: "test-restart", points: 2, duration: 60 });
    await expect(consume(again, "v1")).rejects.toMatchObject({ status: 429 });
    await expect(consume(again, "v2")).resolves.toBeUndefined();
    await expect(consume(createLimiter(t.db, { name: "test-other", points: 2, duration: 60 }), "v1")).resolves.toBeUndefined();
    const refused = await consume(again, "v1").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
  });

  it("an expired window starts a new count", async () => {
    const limiter = createLimiter(t.db, { name: "test-expiry", points: 1, duration: 60 });
    await consume(limiter, "v");
    await expect(consume(limiter, "v")).rejects.toMatchObject({ status: 429 });
    await t.db
      .updateTable("rate_limits")
      .set({ expire: Date.now() - 1000 })
      .where("key", "=", "test-expiry:v")
      .execute();
    await expect(consume(limiter, "v")).resolves.toBeUndefined();
  });
});
