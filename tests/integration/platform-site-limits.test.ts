/**
 * The site's own per-visitor limits (a quote step, a requote, a public form) are
 * counted by the platform (POST /api/limits/consume) in its database, per visitor address, shared by
 * every instance; the site keeps no count of its own.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../platform/db/test-databases.ts";
import { SITE_BUCKETS } from "../../platform/routes/limits.ts";
import { startTestPlatform, type TestPlatform } from "../../platform/http/test-client.ts";

describeEachDatabase("the site's limits, counted by the platform", (store) => {
  let t: TestPlatform;
  let site: string;
  beforeAll(async () => {
    t = await startTestPlatform(store());
    site = await t.siteToken();
  });
  afterAll(async () => {
    expect(t.mismatches).toEqual([]);
    await t.close();
  });

  const consume = (platform: TestPlatform, token: string, bucket: string, visitor: string) =>
    platform.call<{ allowed?: boolean; retryAfterSeconds?: number }>("post", "/api/limits/consume", { token, visitor, body: { bucket } });

  it("a visitor who spends a bucket is refused (429) while another visitor and another bucket are not", async () => {
    const { points } = SITE_BUCKETS.requotes;
    for (let i = 0; i < points; i++) expect((await consume(t, site, "requotes", "198.51.100.40")).status).toBe(200);
    const refused = await consume(t, site, "requotes", "198.51.100.40");
    expect(refused.status).toBe(429);
    expect(refused.body.retryAfterSeconds).toBeGreaterThan(0);
    expect((await consume(t, site, "requotes", "198.51.100.41")).status).toBe(200);
    expect((await consume(t, site, "form-contact", "198.51.100.40")).status).toBe(200);
  });

  it("doc3 §7.3: renters rate requests are counted per visitor (30 in 15 minutes)", async () => {
    expect(SITE_BUCKETS["renters-rates"]).toEqual({ points: 30, duration: 15 * 60 });
    for (let i = 0; i < 30; i++) expect((await consume(t, site, "renters-rates", "198.51.100.43")).status).toBe(200);
    expect((await consume(t, site, "renters-rates", "198.51.100.43")).status).toBe(429);
    expect((await consume(t, site, "renters-rates", "198.51.100.44")).status).toBe(200);
  });

  it("a second instance over the same database sees the same count", async () => {
    const { points } = SITE_BUCKETS["form-consent"];
    for (let i = 0; i < points; i++) expect((await consume(t, site, "form-consent", "198.51.100.42")).status).toBe(200);
    const second = await startTestPlatform(store());
    try {
      expect((await consume(second, await second.siteToken(), "form-consent", "198.51.100.42")).status).toBe(429);
    } finally {
      await second.close();
    }
  });

  it("an unknown bucket is a 400 with a message on the field; only the site may ask", async () => {
    const unknown = await consume(t, site, "everything", "198.51.100.43");
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain("bucket");
    expect((await t.call("post", "/api/limits/consume", { body: { bucket: "requotes" } })).status).toBe(401);
  });
});
