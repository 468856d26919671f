/**
 * Every platform call (the reference-data calls have their own tests) answers bad input with 400,
 * isSuccess false, a message per field, and writes nothing.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { sql } from "kysely";
import { describeEachDatabase, ownTableNames } from "../../platform/db/test-databases.ts";
import { sampleTransaction, startTestPlatform, type CallOptions, type TestPlatform } from "../../platform/http/test-client.ts";
import { toNumber } from "../../platform/db/index.ts";

type Method = "get" | "post" | "patch" | "delete";
interface Case {
  method: Method;
  /** Documented path (as in the OpenAPI document). */
  route: string;
  /** Path actually called. */
  path?: string;
  opts: (ctx: { site: string; customer: string; staff: string }) => CallOptions;
  fields: string[];
}

const cases: Case[] = [
  { method: "get", route: "/api/account/botcheck", opts: ({ site }) => ({ token: site, query: { action: "other" } }), fields: ["action"] },
  {
    method: "post",
    route: "/api/account/botcheck",
    opts: ({ site }) => ({ token: site, body: { botCheckToken: "", botCheckAnswer: "12345678901" } }),
    fields: ["botCheckToken", "botCheckAnswer"],
  },
  { method: "post", route: "/api/account/loginWithToken", opts: () => ({ body: { brand: "NOT A BRAND", email: "x" } }), fields: ["brand", "email"] },
  {
    method: "post",
    route: "/api/account/fetchTokenByRateQuoteId",
    opts: ({ site }) => ({ token: site, body: { rateQuoteId: "../etc" } }),
    fields: ["rateQuoteId"],
  },
  { method: "post", route: "/api/account/loginWithRatingTransaction", opts: ({ site }) => ({ token: site, body: {} }), fields: ["transactionId"] },
  {
    method: "post",
    route: "/api/account/createCustomer",
    opts: ({ site }) => ({ token: site, body: { firstName: "A" } }),
    fields: ["firstName", "lastName", "dob", "email", "phone", "state", "city", "zipcode"],
  },
  { method: "post", route: "/api/account/customerExists", opts: ({ site }) => ({ token: site, body: { email: "not-mail" } }), fields: ["email"] },
  {
    method: "post",
    route: "/api/account/login",
    opts: ({ site }) => ({ token: site, body: { email: "x", password: "", remember: "yes" } }),
    fields: ["email", "password", "remember"],
  },
  { method: "post", route: "/api/account/logout", opts: ({ customer }) => ({ token: customer, noHeader: true, body: {} }), fields: ["header"] },
  {
    method: "get",
    route: "/api/account/customerName",
    opts: ({ customer }) => ({ token: customer, noHeader: true }),
    fields: ["header.lang", "header.trackId"],
  },
  {
    method: "post",
    route: "/api/account/requestPasswordReset",
    opts: ({ site }) => ({ token: site, body: { email: "x", resetUrl: "" } }),
    fields: ["email", "resetUrl"],
  },
  {
    method: "post",
    route: "/api/account/setPassword",
    opts: ({ site }) => ({ token: site, body: { token: "", password: "short" } }),
    fields: ["token", "password", "passwordVerify"],
  },
  {
    method: "post",
    route: "/api/account/authenticate",
    opts: ({ site }) => ({ token: site, body: { email: "x", phone: "12", dob: "1990" } }),
    fields: ["email", "phone", "dob"],
  },
  { method: "get", route: "/api/customer/policies", opts: ({ customer }) => ({ token: customer, noHeader: true }), fields: ["header.lang"] },
  {
    method: "get",
    route: "/api/customer/policies/{policyId}",
    path: `/api/customer/policies/${"p".repeat(101)}`,
    opts: ({ customer }) => ({ token: customer }),
    fields: ["policyId"],
  },
  { method: "get", route: "/api/outbox", opts: ({ staff }) => ({ token: staff, query: { limit: 0 } }), fields: ["limit"] },
  { method: "get", route: "/api/dev/outbox", opts: ({ site }) => ({ token: site, query: { limit: 101 } }), fields: ["limit"] },
  { method: "post", route: "/api/limits/consume", opts: ({ site }) => ({ token: site, body: { bucket: "everything" } }), fields: ["bucket"] },
  {
    method: "post",
    route: "/api/rating/prepareTransaction",
    opts: ({ site }) => ({ token: site, body: { transaction: { ...sampleTransaction(), term: "6 months" } } }),
    fields: ["transaction.term"],
  },
  {
    method: "post",
    route: "/api/rating/estimate",
    opts: ({ site }) => ({ token: site, body: { transaction: { ...sampleTransaction(), term: 3, drivers: [] } } }),
    fields: ["transaction.term", "transaction.drivers"],
  },
  {
    method: "post",
    route: "/api/rating/submitTransaction",
    opts: ({ site }) => ({ token: site, body: { transactionId: "bad-tx-0001", customer: { name: "J" } } }),
    fields: ["customer.name", "customer.surname"],
  },
  {
    method: "get",
    route: "/api/rating/getResultsByTransactionId",
    opts: ({ site }) => ({ token: site, query: { transactionId: "bad-tx-0001", waitMs: 60000 } }),
    fields: ["waitMs"],
  },
  { method: "get", route: "/api/rating/stateAvailability", opts: ({ site }) => ({ token: site, query: { state: "Texas" } }), fields: ["state"] },
  { method: "get", route: "/api/rating/streamResults", opts: ({ site }) => ({ token: site, query: {} }), fields: ["transactionId"] },
  {
    method: "post",
    route: "/api/rating/selectQuote",
    opts: ({ site }) => ({ token: site, body: { rateQuoteId: "rq_1", selectQuoteEventType: "call" } }),
    fields: ["selectQuoteEventType"],
  },
  { method: "post", route: "/api/rating/buyNow", opts: ({ site }) => ({ token: site, body: { rateQuoteId: 12 } }), fields: ["rateQuoteId"] },
  { method: "get", route: "/api/rating/getSelectedQuote", opts: ({ site }) => ({ token: site, query: { transactionId: "a b" } }), fields: ["transactionId"] },
  {
    method: "get",
    route: "/api/rating/loadByRateQuoteId/{id}",
    path: "/api/rating/loadByRateQuoteId/a%20b",
    opts: ({ site }) => ({ token: site }),
    fields: ["id"],
  },
  { method: "get", route: "/api/rating/getTransaction", opts: ({ site }) => ({ token: site }), fields: ["transactionId"] },
  {
    method: "post",
    route: "/api/rating/requote",
    opts: ({ site }) => ({ token: site, body: { transactionId: "bad-tx-0001", effectiveDate: "tomorrow" } }),
    fields: ["effectiveDate"],
  },
  {
    method: "post",
    route: "/api/rating/previousQuote",
    opts: ({ site }) => ({ token: site, body: { phone: "12", dob: "1990", botCheckToken: "x" } }),
    fields: ["phone", "dob"],
  },
  { method: "get", route: "/api/rating/previousQuote", opts: ({ customer }) => ({ token: customer }), fields: ["RateQuoteId"] },
  { method: "get", route: "/api/rating/getQuotesByRange", opts: ({ customer }) => ({ token: customer, query: { start: "2026-01-01" } }), fields: ["end"] },
  {
    method: "get",
    route: "/api/rating/getQuotesByTransactionId",
    opts: ({ site }) => ({ token: site, query: { transactionId: "" } }),
    fields: ["transactionId"],
  },
  { method: "get", route: "/api/quote/getCustomerQuoteGroupByTrnx", opts: ({ site }) => ({ token: site }), fields: ["transactionId"] },
  {
    method: "get",
    route: "/api/quote/getCustomerQuoteGroupDetail",
    opts: ({ site }) => ({ token: site, query: { transactionId: "%%%" } }),
    fields: ["transactionId"],
  },
  {
    method: "get",
    route: "/opapi/quote/verifyquoteowner",
    opts: ({ site }) => ({ token: site, query: { RateQuoteId: "rq_1", DateOfBirth: "31/12/1990" } }),
    fields: ["DateOfBirth"],
  },
  {
    method: "post",
    route: "/opapi/quote/verifyquoteowner",
    opts: ({ site }) => ({ token: site, body: { DateOfBirth: "12/31/1990" } }),
    fields: ["RateQuoteId"],
  },
  {
    method: "post",
    route: "/api/lead/create",
    opts: ({ site }) => ({
      token: site,
      body: {
        name: "Jo",
        lastname: "Li",
        email: "jo@example.com",
        phone: "2145550101",
        dob: "04/12/1990",
        city: "Dallas",
        zipCode: "75201",
        userType: "robot",
      },
    }),
    fields: ["userType"],
  },
  {
    method: "patch",
    route: "/api/lead/{leadKey}",
    path: "/api/lead/123-abc",
    opts: ({ site }) => ({ token: site, body: { status: "Sold" } }),
    fields: ["status"],
  },
  { method: "get", route: "/api/lead/{leadKey}", path: "/api/lead/a%20b", opts: ({ site }) => ({ token: site }), fields: ["leadKey"] },
  {
    method: "post",
    route: "/api/lead/{leadKey}/consent",
    path: "/api/lead/123-abc/consent",
    opts: ({ site }) => ({ token: site, body: { page: "/x" } }),
    fields: ["consentText"],
  },
  { method: "get", route: "/api/lead/affiliate", opts: ({ site }) => ({ token: site, query: { source: "qs" } }), fields: ["partnerId"] },
  { method: "post", route: "/api/lead/affiliate", opts: ({ staff }) => ({ token: staff, body: { partnerId: "qs", source: "qs" } }), fields: ["rawData"] },
  {
    method: "get",
    route: "/api/lead/affiliate/{affiliateLeadId}/link",
    path: "/api/lead/affiliate/lead-1/link",
    opts: ({ staff }) => ({ token: staff }),
    fields: ["affiliateLeadId"],
  },
  { method: "get", route: "/api/lead/get-by-utm", opts: ({ site }) => ({ token: site, query: { customerid: "QS1001" } }), fields: ["utm_source"] },
  {
    method: "get",
    route: "/bin/servlet/idleagentrequest",
    opts: ({ site }) => ({ token: site, noHeader: true, query: { brand: "NOT A BRAND" } }),
    fields: ["brand"],
  },
  {
    method: "post",
    route: "/api/log/error",
    opts: ({ site }) => ({ token: site, body: { message: "m", type: "t".repeat(61), stack: "s".repeat(8193) } }),
    fields: ["type", "stack"],
  },
  { method: "get", route: "/sandbox/carrier/{sessionId}", path: "/sandbox/carrier/nope", opts: () => ({ noHeader: true }), fields: ["sessionId"] },
  {
    method: "post",
    route: "/sandbox/carrier/{sessionId}/complete",
    path: "/sandbox/carrier/nope/complete",
    opts: () => ({ noHeader: true, body: "" }),
    fields: ["sessionId"],
  },
  {
    method: "post",
    route: "/api/payment/policyLookup",
    opts: ({ site }) => ({ token: site, body: { policyNumber: "#1", receiptEmail: "x", receiptPhone: "12", dob: "02-30-1990" } }),
    fields: ["policyNumber", "receiptEmail", "receiptPhone", "dob"],
  },
  {
    method: "post",
    route: "/api/payment/token",
    opts: ({ site }) => ({ token: site, body: { policyId: "../x", token: "short", returnUrl: "javascript:alert(1)" } }),
    fields: ["policyId", "token", "returnUrl"],
  },
  { method: "get", route: "/api/payment/result", opts: ({ site }) => ({ token: site, query: { token: "<script>" } }), fields: ["token"] },
  {
    method: "get",
    route: "/api/payment/carriers",
    opts: ({ site }) => ({ token: site, noHeader: true }),
    fields: ["header.lang", "header.trackId", "header.requestDate"],
  },
  { method: "get", route: "/sandbox/pay/{sessionId}", path: "/sandbox/pay/nope", opts: () => ({ noHeader: true }), fields: ["sessionId"] },
  {
    method: "post",
    route: "/sandbox/pay/{sessionId}",
    path: "/sandbox/pay/nope",
    opts: () => ({ noHeader: true, body: "number=4242424242424242", headers: { "content-type": "application/x-www-form-urlencoded" } }),
    fields: ["sessionId"],
  },
  {
    method: "post",
    route: "/api/forms/submissions",
    opts: ({ site }) => ({ token: site, body: { formId: "Contact Us!", page: "/contact", fields: {} } }),
    fields: ["formId"],
  },
  { method: "get", route: "/api/forms/submissions", opts: ({ staff }) => ({ token: staff, query: { kind: "everything" } }), fields: ["kind"] },
  { method: "post", route: "/api/forms/newsletter", opts: ({ site }) => ({ token: site, body: { email: "not-an-address", page: "/" } }), fields: ["email"] },
  {
    method: "post",
    route: "/api/forms/wait-list",
    opts: ({ site }) => ({ token: site, body: { email: "a@b", state: "Texas", page: "/out-of-state" } }),
    fields: ["email", "state"],
  },
  {
    method: "post",
    route: "/api/forms/consent",
    opts: ({ site }) => ({ token: site, body: { consentText: "ok", page: "/consent" } }),
    fields: ["consentText"],
  },
  { method: "post", route: "/api/quote/drafts", opts: ({ site }) => ({ token: site, body: { data: "not an object" } }), fields: ["data"] },
  { method: "get", route: "/api/quote/drafts/{draftId}", path: "/api/quote/drafts/..%2Fetc", opts: ({ site }) => ({ token: site }), fields: ["draftId"] },
  {
    method: "patch",
    route: "/api/quote/drafts/{draftId}",
    path: "/api/quote/drafts/..%2Fetc",
    opts: ({ site }) => ({ token: site, body: { data: {}, version: 0 } }),
    fields: ["draftId", "version"],
  },
  { method: "delete", route: "/api/quote/drafts/{draftId}", path: "/api/quote/drafts/..%2Fetc", opts: ({ site }) => ({ token: site }), fields: ["draftId"] },
  {
    method: "get",
    route: "/api/rating/carrierInfo",
    opts: ({ site }) => ({ token: site, noHeader: true }),
    fields: ["header.lang", "header.trackId", "header.requestDate"],
  },
  {
    method: "post",
    route: "/api/rating/quoteFeedback",
    opts: ({ customer }) => ({ token: customer, body: { rateQuoteId: "../etc", helpful: "yes" } }),
    fields: ["rateQuoteId", "helpful"],
  },
  {
    method: "post",
    route: "/api/lead/sendEvent",
    opts: ({ customer }) => ({ token: customer, body: { rateQuoteId: "../etc", eventType: 2 } }),
    fields: ["rateQuoteId", "eventType"],
  },
];

/**
 * The calls of the portal, buy online, the follow-up flow and the agent console, renters and
 * roadside: each area's own suite sends them bad input (tests/integration/portal-bad-input.test.ts,
 * buy-online-flow.test.ts, roadside-platform.test.ts, platform/routes/renters.test.ts,
 * platform/routes/tracking-verification.test.ts, platform/routes/staff-access.test.ts), and the
 * fuzz suite (fuzz-platform-routes.test.ts) sends every route generated bad input.
 */
const AREA_PREFIXES = [
  "/api/portal/",
  "/api/buyonline/",
  "/api/follow-up/",
  "/api/followup/",
  "/api/staff/",
  "/api/renters/",
  "/api/roadside/",
  "/sandbox/buy-pay/",
  "/sandbox/card-widget",
  "/sandbox/roadside-pay/",
  "/bin/servlet/nonvoicecallrequest",
];

describeEachDatabase("bad input on every platform call", (store) => {
  let t: TestPlatform;
  const tokens = { site: "", customer: "", staff: "" };
  beforeAll(async () => {
    t = await startTestPlatform(store());
    tokens.site = await t.siteToken();
    tokens.staff = await t.staffToken();
    const prepared = await t.call<{ token: string }>("post", "/api/rating/prepareTransaction", {
      token: tokens.site,
      body: { transaction: sampleTransaction({ transactionId: "bad-tx-0001" }) },
    });
    tokens.customer = prepared.body.token;
  });
  afterAll(async () => {
    expect(t.mismatches).toEqual([]);
    await t.close();
  });

  async function rowCounts(): Promise<Record<string, number>> {
    const tables = (await ownTableNames(store())).filter((name) => name !== "tokens" && name !== "botcheck_used");
    const counts: Record<string, number> = {};
    for (const name of tables) counts[name] = toNumber((await sql<{ n: unknown }>`select count(*) as n from ${sql.table(name)}`.execute(t.db)).rows[0]?.n);
    return counts;
  }

  it("the list below covers every call of the platform core", () => {
    const documented = t.platform.api.routes
      .filter((r) => !(r.tags ?? []).includes("reference") && !AREA_PREFIXES.some((prefix) => r.path.startsWith(prefix)))
      .map((r) => `${r.method} ${r.path.replace(/:([A-Za-z0-9_]+)/g, "{$1}")}`);
    expect(cases.map((c) => `${c.method} ${c.route}`).sort()).toEqual(documented.sort());
  });

  for (const c of cases) {
    it(`${c.method.toUpperCase()} ${c.route}: 400 with a message for ${c.fields.join(", ")}, nothing written`, async () => {
      const before = await rowCounts();
      const options = c.opts(tokens);
      const response = await t.call<{ isSuccess: boolean; message: string; errors: Record<string, string> }>(c.method, c.path ?? c.route, options);
      expect(response.status).toBe(400);
      expect(response.body.isSuccess).toBe(false);
      expect(response.body.message).toBeTruthy();
      for (const field of c.fields) expect(response.body.errors[field], field).toEqual(expect.any(String));
      expect(await rowCounts()).toEqual(before);
    });
  }
});
