/**
 * Every portal call answers bad input with 400, isSuccess false, a message per field,
 * and writes nothing; the walk checks that the list covers every portal route.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { sql } from "kysely";
import { describeEachDatabase, ownTableNames } from "../../platform/db/test-databases.ts";
import { toNumber } from "../../platform/db/index.ts";
import { startTestPlatform, type CallOptions, type TestPlatform } from "../../platform/http/test-client.ts";
import { DEMO_PASSWORD } from "../../platform/seed/customers.ts";

type Method = "get" | "post" | "put";
interface Case {
  method: Method;
  route: string;
  path?: string;
  opts: (tokens: { site: string; customer: string }) => CallOptions;
  fields: string[];
}

const long = "p".repeat(101);
const referral = {
  customerName: "J",
  customerEmail: "x",
  customerPhone: "12",
  zipCode: "7520",
  refName: "",
  refEmail: "y@",
  refPhone: "abc",
  consentText: "short",
  page: "",
};
const consent = { id: "a b", name: "S", email: "no", phone: "1", isMarketingConsentGiven: false, consentText: "", page: "" };

const cases: Case[] = [
  {
    method: "get",
    route: "/api/portal/profile",
    opts: ({ customer }) => ({ token: customer, noHeader: true }),
    fields: ["header.lang", "header.trackId", "header.requestDate"],
  },
  { method: "get", route: "/api/portal/policies", opts: ({ customer }) => ({ token: customer, noHeader: true }), fields: ["header.lang"] },
  {
    method: "get",
    route: "/api/portal/policies/{policyId}",
    path: `/api/portal/policies/${long}`,
    opts: ({ customer }) => ({ token: customer }),
    fields: ["policyId"],
  },
  {
    method: "get",
    route: "/api/portal/policies/{policyId}/documents/{documentId}",
    path: `/api/portal/policies/${long}/documents/Declarations%20Page`,
    opts: ({ customer }) => ({ token: customer }),
    fields: ["policyId", "documentId"],
  },
  {
    method: "post",
    route: "/api/portal/policies/{policyId}/payNow",
    path: "/api/portal/policies/a%20b/payNow",
    opts: ({ customer }) => ({ token: customer, body: { returnUrl: "javascript:alert(1)" } }),
    fields: ["policyId", "returnUrl"],
  },
  { method: "get", route: "/api/portal/paymentResult", opts: ({ customer }) => ({ token: customer, query: { token: "short" } }), fields: ["token"] },
  { method: "get", route: "/api/portal/loyalty/programs", opts: ({ customer }) => ({ token: customer, noHeader: true }), fields: ["header.lang"] },
  {
    method: "get",
    route: "/api/portal/loyalty/transactions",
    opts: ({ customer }) => ({ token: customer, query: { offset: "first", limit: 51 } }),
    fields: ["offset", "limit"],
  },
  { method: "get", route: "/api/portal/loyalty/rewards", opts: ({ customer }) => ({ token: customer, noHeader: true }), fields: ["header.lang"] },
  { method: "post", route: "/api/portal/loyalty/redeem", opts: ({ customer }) => ({ token: customer, body: { rewardType: "" } }), fields: ["rewardType"] },
  {
    method: "post",
    route: "/api/portal/loyalty/redeem",
    path: "/api/portal/loyalty/redeem#unknown",
    opts: ({ customer }) => ({ token: customer, body: { rewardType: "giftcard-999999" } }),
    fields: ["rewardType"],
  },
  {
    method: "get",
    route: "/api/portal/loyalty/redemptions/{redemptionId}",
    path: `/api/portal/loyalty/redemptions/${long}`,
    opts: ({ customer }) => ({ token: customer }),
    fields: ["redemptionId"],
  },
  {
    method: "post",
    route: "/api/portal/loyalty/socialConnect",
    opts: ({ customer }) => ({ token: customer, body: { type: "Myspace", code: "" } }),
    fields: ["type", "code"],
  },
  {
    method: "post",
    route: "/api/portal/referrals",
    opts: ({ site }) => ({ token: site, body: referral }),
    fields: ["customerName", "customerEmail", "customerPhone", "zipCode", "refName", "refEmail", "refPhone", "consentText", "page"],
  },
  {
    method: "post",
    route: "/api/portal/referrals",
    path: "/api/portal/referrals#self",
    opts: ({ site }) => ({
      token: site,
      body: {
        ...referral,
        customerName: "Jo Li",
        customerEmail: "jo@example.com",
        customerPhone: "2145550101",
        zipCode: "75201",
        refName: "Jo Li",
        refEmail: "JO@example.com",
        refPhone: "214-555-0101",
        consentText: "I confirm my friend agreed to be contacted.",
        page: "https://localhost/portal",
      },
    }),
    fields: ["refEmail", "refPhone"],
  },
  { method: "get", route: "/api/portal/referrals", opts: ({ customer }) => ({ token: customer, noHeader: true }), fields: ["header.lang"] },
  {
    method: "get",
    route: "/api/portal/referrals/{referralId}",
    path: "/api/portal/referrals/..%2F..",
    opts: ({ customer }) => ({ token: customer }),
    fields: ["referralId"],
  },
  { method: "get", route: "/api/portal/consent", opts: ({ site }) => ({ token: site, query: {} }), fields: ["id"] },
  {
    method: "post",
    route: "/api/portal/consent",
    opts: ({ site }) => ({ token: site, body: consent }),
    fields: ["id", "name", "surname", "email", "phone", "isMarketingConsentGiven", "consentText", "page"],
  },
  {
    method: "put",
    route: "/api/portal/consent",
    opts: ({ site }) => ({ token: site, body: { ...consent, isMarketingConsentGiven: "yes" } }),
    fields: ["id", "isMarketingConsentGiven"],
  },
  { method: "get", route: "/api/portal/quotes", opts: ({ customer }) => ({ token: customer, noHeader: true }), fields: ["header.lang"] },
  {
    method: "get",
    route: "/api/portal/quotes/{transactionId}",
    path: `/api/portal/quotes/${long}`,
    opts: ({ customer }) => ({ token: customer }),
    fields: ["transactionId"],
  },
];

describeEachDatabase("portal bad input", (store) => {
  let t: TestPlatform;
  const tokens = { site: "", customer: "" };
  beforeAll(async () => {
    t = await startTestPlatform(store());
    tokens.site = await t.siteToken();
    tokens.customer = (
      await t.call<{ token: string }>("post", "/api/account/login", {
        token: tokens.site,
        body: { email: "james.walker@example.com", password: DEMO_PASSWORD },
      })
    ).body.token;
  });
  afterAll(async () => {
    expect(t.mismatches).toEqual([]);
    await t.close();
  });

  async function rowCounts(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const name of await ownTableNames(t.platform.context.store)) {
      if (name === "rate_limits" || name === "tokens" || name.startsWith("kysely_")) continue;
      counts[name] = toNumber((await sql<{ n: unknown }>`select count(*) as n from ${sql.table(name)}`.execute(t.db)).rows[0]?.n);
    }
    return counts;
  }

  it("the list covers every portal call", () => {
    const documented = t.platform.api.routes
      .filter((r) => r.path.startsWith("/api/portal/"))
      .map((r) => `${r.method} ${r.path.replace(/:([A-Za-z0-9_]+)/g, "{$1}")}`);
    expect([...new Set(cases.map((c) => `${c.method} ${c.route}`))].sort()).toEqual(documented.sort());
  });

  for (const c of cases) {
    it(`${c.method.toUpperCase()} ${c.path ?? c.route}: 400 with a message for ${c.fields.join(", ")}, nothing written`, async () => {
      const before = await rowCounts();
      const response = await t.call<{ isSuccess: boolean; message: string; errors: Record<string, string> }>(
        c.method,
        (c.path ?? c.route).split("#")[0]!,
        c.opts(tokens),
      );
      expect(response.status).toBe(400);
      expect(response.body.isSuccess).toBe(false);
      expect(response.body.message).toBeTruthy();
      for (const field of c.fields) expect(response.body.errors[field], field).toEqual(expect.any(String));
      expect(await rowCounts()).toEqual(before);
    });
  }
});
