/**
 * Every platform route states who may call it, and the platform holds to it. The walk
 * over `api.routes` covers every route, including routes added later, without a list of cases.
 * Nothing personal reaches a caller who does not own it.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../platform/db/test-databases.ts";
import { allowedKinds, type CallerKind } from "../../platform/http/route.ts";
import { sampleTransaction, startTestPlatform, type TestPlatform } from "../../platform/http/test-client.ts";

type Method = "get" | "post" | "patch" | "put" | "delete";

describeEachDatabase("platform authorization", (store) => {
  let t: TestPlatform;
  const tokens: Record<CallerKind, string> = { site: "", customer: "", staff: "" };
  beforeAll(async () => {
    t = await startTestPlatform(store());
    tokens.site = await t.siteToken();
    tokens.staff = await t.staffToken();
    const prepared = await t.call<{ token: string }>("post", "/api/rating/prepareTransaction", {
      token: tokens.site,
      body: { transaction: sampleTransaction({ transactionId: "auth-walk-1" }) },
    });
    tokens.customer = prepared.body.token;
  });
  afterAll(async () => {
    expect(t.mismatches).toEqual([]);
    await t.close();
  });

  it("every route without a token answers 401, and a token of a kind it does not admit answers 403; nothing is written", async () => {
    const routes = t.platform.api.routes.filter((route) => allowedKinds(route.auth).length > 0);
    expect(routes.length).toBeGreaterThan(40);
    const before = await t.db
      .selectFrom("transactions")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    for (const route of routes) {
      const path = route.path.replace(/:([A-Za-z0-9_]+)/g, "x1234567890");
      const label = `${route.method.toUpperCase()} ${route.path}`;
      const body = route.method === "get" || route.method === "delete" ? undefined : { transaction: sampleTransaction(), transactionId: "auth-walk-1" };
      const anonymous = await t.call(route.method as Method, path, { body });
      expect(anonymous.status, `${label} without a token`).toBe(401);
      expect(anonymous.body, label).toMatchObject({ isSuccess: false, message: expect.any(String) });
      const forged = await t.call(route.method as Method, path, { body, token: "f".repeat(43) });
      expect(forged.status, `${label} with an unknown token`).toBe(401);
      for (const kind of ["site", "customer", "staff"] as const) {
        if (allowedKinds(route.auth).includes(kind)) continue;
        const refused = await t.call(route.method as Method, path, { body, token: tokens[kind] });
        expect(refused.status, `${label} with a ${kind} token`).toBe(403);
      }
    }
    const after = await t.db
      .selectFrom("transactions")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("the routes anyone may call are the sign-in of the site's client and the browser-facing sandbox pages", () => {
    const open = t.platform.api.routes.filter((route) => allowedKinds(route.auth).length === 0).map((route) => `${route.method} ${route.path}`);
    for (const entry of open) expect(entry === "post /api/account/loginWithToken" || entry.includes(" /sandbox/"), entry).toBe(true);
  });

  it("each route's OpenAPI entry says who may call it (security and x-callers)", () => {
    const paths = (t.document as unknown as { paths: Record<string, Record<string, { security?: unknown[]; "x-callers"?: string[] }>> }).paths;
    for (const route of t.platform.api.routes) {
      const operation = paths[route.path.replace(/:([A-Za-z0-9_]+)/g, "{$1}")]?.[route.method];
      const kinds = allowedKinds(route.auth);
      expect(operation?.["x-callers"], `${route.method} ${route.path}`).toEqual(kinds.length === 0 ? ["anyone"] : [...kinds]);
      expect(operation?.security, `${route.method} ${route.path}`).toEqual(kinds.length === 0 ? [] : [{ bearer: [] }]);
    }
  });
});

describeEachDatabase("platform owner rules", (store) => {
  let t: TestPlatform;
  let site: string;
  const victim = sampleTransaction({ transactionId: "owner-victim-1" });
  let victimQuote = "";
  beforeAll(async () => {
    t = await startTestPlatform(store());
    site = await t.siteToken();
    await t.call("post", "/api/rating/prepareTransaction", { token: site, body: { transaction: victim } });
    await t.call("post", "/api/rating/submitTransaction", { token: site, body: { transactionId: "owner-victim-1" } });
    await t.platform.runner.idle();
    victimQuote = (
      await t.db.selectFrom("rate_results").select("id").where("transaction_id", "=", "owner-victim-1").where("status", "=", "rated").executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    expect(t.mismatches).toEqual([]);
    await t.close();
  });

  /** A visitor who types the victim's e-mail into their own quote gets a customer token for it. */
  async function attackerToken(id: string, dob = "01/01/1985") {
    const customer = { ...victim.customer, name: "Mallory", dob, phoneNumber: "214-555-0666" };
    const prepared = await t.call<{ token: string }>("post", "/api/rating/prepareTransaction", {
      token: site,
      body: { transaction: sampleTransaction({ transactionId: id, customer, drivers: [{ ...victim.drivers[0]!, name: "Mallory", dob }] }) },
    });
    expect(prepared.status).toBe(200);
    return prepared.body.token;
  }

  it("a customer token for a quote the visitor typed with someone else's e-mail reads none of that person's transactions", async () => {
    const token = await attackerToken("owner-attacker-1");
    const reads: [Method, string, Record<string, string>][] = [
      ["get", "/api/rating/getTransaction", { transactionId: "owner-victim-1" }],
      ["get", "/api/rating/getResultsByTransactionId", { transactionId: "owner-victim-1" }],
      ["get", "/api/rating/getQuotesByTransactionId", { transactionId: "owner-victim-1" }],
      ["get", "/api/quote/getCustomerQuoteGroupDetail", { transactionId: "owner-victim-1" }],
      ["get", `/api/rating/loadByRateQuoteId/${victimQuote}`, {}],
    ];
    for (const [method, path, query] of reads) {
      const { status, body } = await t.call(method, path, { token, query });
      expect(status, path).toBe(403);
      expect(JSON.stringify(body)).not.toContain("1500 Marilla");
    }
    const groups = await t.call<{ groups: { transactionId: string }[] }>("get", "/api/quote/getCustomerQuoteGroupByTrnx", {
      token,
      query: { transactionId: "owner-attacker-1" },
    });
    expect(groups.body.groups.map((g) => g.transactionId)).toEqual(["owner-attacker-1"]);
    const today = new Date().toISOString().slice(0, 10);
    const range = await t.call<{ quotes: { transactionId: string }[] }>("get", "/api/rating/getQuotesByRange", { token, query: { start: today, end: today } });
    expect(range.body.quotes.map((q) => q.transactionId)).toEqual(["owner-attacker-1"]);
    // Its own transaction it reads.
    expect((await t.call("get", "/api/rating/getTransaction", { token, query: { transactionId: "owner-attacker-1" } })).status).toBe(200);
  });

  it("loadByRateQuoteId checks the owner: another brand's site token 404, another transaction's customer token 403, its own 200", async () => {
    const otherBrand = await t.siteToken("express");
    expect((await t.call("get", `/api/rating/loadByRateQuoteId/${victimQuote}`, { token: otherBrand })).status).toBe(404);
    expect((await t.call("get", `/api/rating/loadByRateQuoteId/${victimQuote}`, { token: await attackerToken("owner-attacker-2") })).status).toBe(403);
    const own = await t.call<{ token: string }>("post", "/api/account/loginWithRatingTransaction", { token: site, body: { transactionId: "owner-victim-1" } });
    expect((await t.call("get", `/api/rating/loadByRateQuoteId/${victimQuote}`, { token: own.body.token })).status).toBe(200);
  });

  it("doc2 §8: an owner verified by date of birth reads the same customer's other transactions (same e-mail, phone and date of birth), not a namesake's", async () => {
    await t.call("post", "/api/rating/prepareTransaction", { token: site, body: { transaction: sampleTransaction({ transactionId: "owner-victim-2" }) } });
    await attackerToken("owner-attacker-3");
    const verified = await t.call<{ token: string; isMatch: boolean }>("post", "/opapi/quote/verifyquoteowner", {
      token: site,
      body: { RateQuoteId: victimQuote, DateOfBirth: victim.customer.dob },
    });
    expect(verified.body.isMatch).toBe(true);
    expect((await t.call("get", "/api/rating/getTransaction", { token: verified.body.token, query: { transactionId: "owner-victim-2" } })).status).toBe(200);
    expect((await t.call("get", "/api/rating/getTransaction", { token: verified.body.token, query: { transactionId: "owner-attacker-3" } })).status).toBe(403);
    const groups = await t.call<{ groups: { transactionId: string }[] }>("get", "/api/quote/getCustomerQuoteGroupByTrnx", {
      token: verified.body.token,
      query: { transactionId: "owner-victim-1" },
    });
    expect(groups.body.groups.map((g) => g.transactionId).sort()).toEqual(["owner-victim-1", "owner-victim-2"]);
  });
});
