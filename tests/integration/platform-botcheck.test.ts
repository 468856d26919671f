import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../platform/db/test-databases.ts";
import { startTestPlatform, type Envelope, type TestPlatform } from "../../platform/http/test-client.ts";
import { issueToken } from "../../platform/services/tokens.ts";

interface BotCheck {
  challenge: Challenge;
  fallback: { a: number; b: number; token: string; expiresAt: string };
  action: string;
  expiresAt: string;
}

describeEachDatabase("platform bot check over HTTP", (store) => {
  let t: TestPlatform;
  let site: string;
  beforeAll(async () => {
    t = await startTestPlatform(store());
    site = (await issueToken(t.db, { kind: "site", brand: t.platform.context.config.DEFAULT_BRAND, clientId: "site" })).token;
  });
  afterAll(async () => {
    expect(t.mismatches).toEqual([]);
    await t.close();
  });

  const ask = () => t.call<Envelope & BotCheck>("get", "/api/account/botcheck", { token: site, query: { action: "submit" } });
  const lookup = (botCheckToken: string, botCheckAnswer?: string) =>
    t.call<Envelope>("post", "/api/rating/previousQuote", {
      token: site,
      body: { phone: "2145559999", dob: "04/12/1990", botCheckToken, ...(botCheckAnswer !== undefined ? { botCheckAnswer } : {}) },
    });

  it("§1/§2: the bot check is asked for by the site on a visitor's behalf, never by an anonymous caller", async () => {
    expect((await t.call("get", "/api/account/botcheck", { query: { action: "submit" } })).status).toBe(401);
    const { status, body, headers } = await ask();
    expect(status).toBe(200);
    expect(body.challenge.parameters).toMatchObject({ algorithm: "PBKDF2/SHA-256", keyPrefix: "00", data: { action: "submit" } });
    expect(body.fallback.token).toMatch(/^q1\./);
    expect(body.fallback.a + body.fallback.b).toBeGreaterThanOrEqual(4);
    expect(headers.get("cache-control") ?? "").not.toContain("public");
    const other = await t.call("get", "/api/account/botcheck", { token: site, query: { action: "login" } });
    expect(other.status).toBe(400);
  });

  it("doc2 §7 previous quote: the visitor's solved ALTCHA payload passes once; reusing it is refused", async () => {
    const { body } = await ask();
    const solution = await solveChallenge({ challenge: body.challenge, deriveKey });
    const token = Buffer.from(JSON.stringify({ challenge: body.challenge, solution })).toString("base64");
    // Past the bot check: no quotes for this phone.
    expect((await lookup(token)).status).toBe(404);
    const again = await lookup(token);
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual({ botCheckToken: expect.stringContaining("already used") });
  });

  it("doc2 §7 previous quote without JavaScript: the fallback question's right answer passes; a wrong one is refused beside the answer", async () => {
    const right = (await ask()).body.fallback;
    expect((await lookup(right.token, String(right.a + right.b))).status).toBe(404);
    const wrong = (await ask()).body.fallback;
    const refused = await lookup(wrong.token, String(wrong.a + wrong.b + 1));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ botCheckAnswer: expect.stringContaining("not the answer") });
    // The question is used up by the wrong answer.
    expect((await lookup(wrong.token, String(wrong.a + wrong.b))).body.errors).toEqual({ botCheckToken: expect.stringContaining("already used") });
  });

  it("doc1 §5 contact form captcha: POST /api/account/botcheck verifies a solution once, for the site only", async () => {
    const { body } = await ask();
    const solution = await solveChallenge({ challenge: body.challenge, deriveKey });
    const token = Buffer.from(JSON.stringify({ challenge: body.challenge, solution })).toString("base64");
    expect((await t.call("post", "/api/account/botcheck", { body: { botCheckToken: token } })).status).toBe(401);
    const passed = await t.call<Envelope & { verified: boolean }>("post", "/api/account/botcheck", { token: site, body: { botCheckToken: token } });
    expect(passed.status).toBe(200);
    expect(passed.body.verified).toBe(true);
    const again = await t.call<Envelope>("post", "/api/account/botcheck", { token: site, body: { botCheckToken: token } });
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual({ botCheckToken: expect.stringContaining("already used") });
    const empty = await t.call<Envelope>("post", "/api/account/botcheck", { token: site, body: {} });
    expect(empty.body.errors).toEqual({ botCheckToken: "is required" });
  });

  it("a forged or unsolved token is refused with a message, and nothing is looked up", async () => {
    const forged = await lookup("a.b.c");
    expect(forged.status).toBe(400);
    expect(forged.body.errors).toEqual({ botCheckToken: expect.stringContaining("not a bot-check token") });
    const { body } = await ask();
    const unsolved = Buffer.from(JSON.stringify({ challenge: body.challenge, solution: { counter: 1, derivedKey: "ab".repeat(32) } })).toString("base64");
    expect((await lookup(unsolved)).body.errors).toEqual({ botCheckToken: "does not solve its challenge" });
  });
});
