/**
 * A hosted captcha provider (Cloudflare Turnstile) as an option by
 * configuration. msw stands in for Turnstile's siteverify API.
 */
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { describeEachDatabase } from "../../platform/db/test-databases.ts";
import { startTestPlatform, type Envelope, type TestPlatform } from "../../platform/http/test-client.ts";
import { issueToken } from "../../platform/services/tokens.ts";
import { TURNSTILE_VERIFY_URL } from "../../platform/services/turnstile.ts";

const SECRET = "0x4AAAAAAAturnstile-test-secret";
const seen: URLSearchParams[] = [];
const siteverify = setupServer();
beforeAll(() => siteverify.listen({ onUnhandledFrame: "bypass" }));
afterEach(() => {
  siteverify.resetHandlers();
  seen.length = 0;
});
afterAll(() => siteverify.close());

function answer(body: object) {
  siteverify.use(
    http.post(TURNSTILE_VERIFY_URL, async ({ request }) => {
      seen.push(new URLSearchParams(await request.text()));
      return HttpResponse.json(body);
    }),
  );
}

describeEachDatabase("platform bot check with Turnstile", (store) => {
  let t: TestPlatform;
  let bare: TestPlatform;
  let site: string;
  let bareSite: string;
  beforeAll(async () => {
    t = await startTestPlatform(store(), { env: { TURNSTILE_SECRET_KEY: SECRET } });
    site = (await issueToken(t.db, { kind: "site", brand: t.platform.context.config.DEFAULT_BRAND, clientId: "site" })).token;
  });
  afterAll(async () => {
    expect(t.mismatches).toEqual([]);
    await t.close();
    if (bare) await bare.close();
  });

  const verify = (botCheckToken: string, platform = t, token = site) =>
    platform.call<Envelope>("post", "/api/account/botcheck", { token, body: { botCheckToken } });
  const lookup = (botCheckToken: string) =>
    t.call<Envelope>("post", "/api/rating/previousQuote", { token: site, body: { phone: "2145559999", dob: "04/12/1990", botCheckToken } });

  it("Turnstile: a response Turnstile accepts passes once, verified with the secret and the visitor's address; reusing it is refused", async () => {
    answer({ success: true, action: "submit", "error-codes": [] });
    const first = await verify("turnstile:XXXX.DUMMY.TOKEN.1");
    expect(first.status).toBe(200);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.get("secret")).toBe(SECRET);
    expect(seen[0]?.get("response")).toBe("XXXX.DUMMY.TOKEN.1");
    expect(seen[0]?.get("remoteip")).toBe("127.0.0.1");
    const again = await verify("turnstile:XXXX.DUMMY.TOKEN.1");
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual({ botCheckToken: expect.stringContaining("already used") });
    expect(seen).toHaveLength(1);
  });

  it("Turnstile, doc2 §7 previous quote: a Turnstile response gets past the bot check of the look-up", async () => {
    answer({ success: true });
    // Past the bot check: no quotes for this phone.
    expect((await lookup("turnstile:lookup-token-2")).status).toBe(404);
  });

  it("Turnstile: a response the provider refuses, or one made for another action, does not pass", async () => {
    answer({ success: false, "error-codes": ["invalid-input-response"] });
    const refused = await verify("turnstile:refused-token-3");
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ botCheckToken: expect.stringContaining("refused by Turnstile") });
    siteverify.resetHandlers();
    answer({ success: true, action: "login" });
    const other = await verify("turnstile:other-action-4");
    expect(other.status).toBe(400);
    expect(other.body.errors).toEqual({ botCheckToken: expect.stringContaining("another action") });
  });

  it("§5 Turnstile: siteverify unreachable or answering nonsense is a refusal with a clear 400, never a 500", async () => {
    siteverify.use(http.post(TURNSTILE_VERIFY_URL, () => HttpResponse.error()));
    const down = await verify("turnstile:network-down-5");
    expect(down.status).toBe(400);
    expect(down.body.errors).toEqual({ botCheckToken: expect.stringContaining("could not be verified") });
    siteverify.resetHandlers();
    siteverify.use(http.post(TURNSTILE_VERIFY_URL, () => new HttpResponse("<html>bad gateway</html>", { status: 502 })));
    expect((await verify("turnstile:bad-gateway-6")).status).toBe(400);
    siteverify.resetHandlers();
    siteverify.use(http.post(TURNSTILE_VERIFY_URL, () => new HttpResponse("not json", { headers: { "content-type": "application/json" } })));
    expect((await verify("turnstile:not-json-7")).status).toBe(400);
  });

  it("Turnstile: a malformed response is refused without asking Turnstile", async () => {
    answer({ success: true });
    for (const token of ["turnstile:", "turnstile:has space", `turnstile:${"a".repeat(2049)}`]) {
      const refused = await verify(token);
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({ botCheckToken: expect.stringContaining("not a bot-check token") });
    }
    expect(seen).toHaveLength(0);
  });

  it("Turnstile: without TURNSTILE_SECRET_KEY a Turnstile token is refused with a clear 400, and Turnstile is not asked", async () => {
    bare = await startTestPlatform(store());
    bareSite = (await issueToken(bare.db, { kind: "site", brand: bare.platform.context.config.DEFAULT_BRAND, clientId: "site" })).token;
    answer({ success: true });
    const refused = await verify("turnstile:no-secret-8", bare, bareSite);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ botCheckToken: expect.stringContaining("no TURNSTILE_SECRET_KEY") });
    expect(seen).toHaveLength(0);
    expect(bare.mismatches).toEqual([]);
  });
});
