/**
 * A customer can never read or change another customer's policy, policy document,
 * payment, quote, points, redemption or referral, whatever id is sent, on every portal route. The walk over the
 * portal's routes with an id in their path covers routes added later too.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../platform/db/test-databases.ts";
import { toNumber } from "../../platform/db/index.ts";
import { sampleTransaction, startTestPlatform, type Envelope, type TestPlatform } from "../../platform/http/test-client.ts";
import { allowedKinds } from "../../platform/http/route.ts";
import { DEMO_PASSWORD } from "../../platform/seed/customers.ts";
import { seedLoyalty } from "../../platform/seed/loyalty.ts";
import { issueAutoPolicyOnline, type Call } from "./portal-issued-policy.ts";

type Method = "get" | "post" | "put" | "patch" | "delete";

describeEachDatabase("portal authorization: customer A and customer B", (store) => {
  let t: TestPlatform;
  let site: string;
  let a = "";
  let b = "";
  /** B's ids, by the path parameter that names them. */
  const ofB: Record<string, string> = { policyId: "po-demo-maria-1", transactionId: "portal-auth-maria-1" };
  let bResultToken = "";
  /** B's policy bought online (the one with documents), for the routes under a policy's documents. */
  const idsFor = (path: string): Record<string, string> => (path.includes("/documents/") ? { ...ofB, policyId: ofB.documentPolicyId! } : ofB);

  beforeAll(async () => {
    t = await startTestPlatform(store());
    site = await t.siteToken();
    await seedLoyalty(t.db, t.platform.context.now());
    const login = async (email: string, visitor: string) =>
      (await t.call<{ token: string }>("post", "/api/account/login", { token: site, visitor, body: { email, password: DEMO_PASSWORD } })).body.token;
    a = await login("james.walker@example.com", "198.51.100.1");
    b = await login("maria.garcia@example.com", "198.51.100.2");
    // B's own things: a redemption, a referral, a quote and a confirmed payment.
    ofB.redemptionId = (
      await t.call<{ redemptionId: string }>("post", "/api/portal/loyalty/redeem", { token: b, body: { rewardType: "giftcard-1000" } })
    ).body.redemptionId;
    ofB.referralId = (
      await t.call<{ referralId: string }>("post", "/api/portal/referrals", {
        token: b,
        body: {
          customerName: "María García",
          customerEmail: "maria.garcia@example.com",
          customerPhone: "7135550188",
          zipCode: "77002",
          refName: "Lucía Torres",
          refEmail: "lucia.torres@example.com",
          refPhone: "7135550111",
          consentText: "Confirmo que mi amiga aceptó que la contacten.",
          page: "https://localhost/es/portal",
        },
      })
    ).body.referralId;
    const maria = {
      name: "María",
      surname: "García",
      dob: "07/22/1990",
      email: "maria.garcia@example.com",
      phoneNumber: "7135550188",
      gender: 1,
      maritalStatus: 1,
      insured: true,
      address: { address: "909 Texas Ave", city: "Houston", state: "TX", zipCode: "77002" },
    };
    await t.call("post", "/api/rating/prepareTransaction", {
      token: site,
      body: { transaction: sampleTransaction({ transactionId: ofB.transactionId, customer: maria }) },
    });
    const started = await t.call<{ paymentUrl: string }>("post", `/api/portal/policies/${ofB.policyId}/payNow`, {
      token: b,
      body: { returnUrl: "http://localhost:5173/portal" },
    });
    const paid = await fetch(`${t.baseUrl}${new URL(started.body.paymentUrl).pathname}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ number: "4242424242424242", expiry: "12/39", cvc: "123", name: "Maria Garcia" }).toString(),
    });
    bResultToken = new URL(paid.headers.get("location")!).searchParams.get("token")!;
    // doc3 §2.7, §7.6: an auto policy B bought online, with its documents.
    const call: Call = (method, path, options) =>
      t.call(method, path, { token: options.token, visitor: options.visitor, body: options.body, query: options.query });
    const buyer = {
      firstName: "María",
      lastName: "García",
      email: "maria.garcia@example.com",
      phone: "713-555-0188",
      dob: "1990-07-22",
      address: { address1: "909 Texas Ave", city: "Houston", state: "TX", zipCode: "77002" },
    };
    const { policyNumber } = await issueAutoPolicyOnline(call, t.baseUrl, site, buyer, { siteOrigin: "http://localhost:5173", lang: "es" });
    ofB.documentPolicyId = (await t.db.selectFrom("policies").select("id").where("policy_number", "=", policyNumber).executeTakeFirstOrThrow()).id;
    ofB.documentId = "declarations";
    for (const id of Object.values(ofB)) expect(id).toBeTruthy();
  });
  afterAll(async () => {
    expect(t.mismatches).toEqual([]);
    await t.close();
  });

  it("B can read each of B's own things (so the refusals below are about the owner, not a bad id)", async () => {
    for (const route of t.platform.api.routes.filter((r) => r.path.startsWith("/api/portal/") && r.path.includes(":") && r.method === "get")) {
      const path = route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => idsFor(route.path)[name]!);
      expect((await t.call("get", path, { token: b })).status, path).toBe(200);
    }
    expect((await t.call("get", "/api/portal/paymentResult", { token: b, query: { token: bResultToken } })).status).toBe(200);
  });

  it("A sending B's id to every portal route with an id → 404, the same as an unknown id, with nothing of B's in the answer and nothing written", async () => {
    const routes = t.platform.api.routes.filter((r) => r.path.startsWith("/api/portal/") && r.path.includes(":"));
    expect(routes.length).toBeGreaterThanOrEqual(5);
    const sessions = async () =>
      toNumber(
        (
          await t.db
            .selectFrom("payment_sessions")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await sessions();
    for (const route of routes) {
      expect(allowedKinds(route.auth), route.path).toEqual(["customer"]);
      const path = route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => idsFor(route.path)[name]!);
      const body = route.method === "get" ? undefined : { returnUrl: "http://localhost:5173/portal" };
      const refused = await t.call<Envelope>(route.method as Method, path, { token: a, body });
      expect(refused.status, `${route.method} ${path}`).toBe(404);
      expect(JSON.stringify(refused.body)).not.toMatch(/García|maria|MTA-3000303|Lucía|GC-/i);
      const unknown = await t.call<Envelope>(
        route.method as Method,
        route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => (name === "documentId" ? ofB.documentId! : "unknown-id-1")),
        { token: a, body },
      );
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(refused.body.message);
    }
    expect(await sessions()).toBe(before);
  });

  it("A asking for B's payment result by B's return token → 404", async () => {
    const refused = await t.call<Envelope>("get", "/api/portal/paymentResult", { token: a, query: { token: bResultToken } });
    expect(refused.status).toBe(404);
    expect(JSON.stringify(refused.body)).not.toContain("MTA-3000303");
  });

  it("A's lists hold none of B's policies, points, referrals or quotes", async () => {
    const policies = await t.call<{ policies: { policyId: string }[] }>("get", "/api/portal/policies", { token: a });
    expect(policies.body.policies.map((p) => p.policyId)).not.toContain(ofB.policyId);
    const points = await t.call<{ data: { redemptionId: string | null }[] }>("get", "/api/portal/loyalty/transactions", { token: a });
    expect(points.body.data.map((p) => p.redemptionId)).not.toContain(ofB.redemptionId);
    const referrals = await t.call<{ referrals: { referralId: string }[] }>("get", "/api/portal/referrals", { token: a });
    expect(referrals.body.referrals.map((r) => r.referralId)).not.toContain(ofB.referralId);
    const quotes = await t.call<{ transactions: { transactionId: string }[] }>("get", "/api/portal/quotes", { token: a });
    expect(quotes.body.transactions.map((q) => q.transactionId)).not.toContain(ofB.transactionId);
    const profile = await t.call<{ profile: { mail: string } }>("get", "/api/portal/profile", { token: a });
    expect(profile.body.profile.mail).toBe("james.walker@example.com");
  });

  it("A's redemption spends A's points only, whatever else is sent", async () => {
    const balance = async (customer: string) =>
      Number((await t.db.selectFrom("loyalty_accounts").select("balance_points").where("customer_id", "=", customer).executeTakeFirstOrThrow()).balance_points);
    const bBefore = await balance("cu-demo-maria");
    const answer = await t.call("post", "/api/portal/loyalty/redeem", {
      token: a,
      body: { rewardType: "giftcard-1000", customerId: "cu-demo-maria", accountId: "la-cu-demo-maria" },
    });
    expect(answer.status).toBe(200);
    expect(await balance("cu-demo-maria")).toBe(bBefore);
  });

  it("without a sign-in every customer route answers 401 (a site token 403; a quote-flow customer token 401)", async () => {
    const quoteToken = (await t.call<{ token: string }>("post", "/api/rating/prepareTransaction", { token: site, body: { transaction: sampleTransaction() } }))
      .body.token;
    const validBodies: Record<string, Record<string, unknown>> = {
      payNow: { returnUrl: "http://localhost:5173/portal" },
      redeem: { rewardType: "giftcard-1000" },
      socialConnect: { type: "FBConnect", code: "abcdef" },
    };
    const routes = t.platform.api.routes.filter((r) => r.path.startsWith("/api/portal/") && allowedKinds(r.auth).join() === "customer");
    expect(routes.length).toBeGreaterThanOrEqual(14);
    for (const route of routes) {
      const path = route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => idsFor(route.path)[name] ?? "x1");
      const body = route.method === "get" ? undefined : (validBodies[route.path.split("/").pop()!] ?? {});
      const query = route.path.endsWith("paymentResult") ? { token: bResultToken } : undefined;
      expect((await t.call(route.method as Method, path, { body, query })).status, path).toBe(401);
      expect((await t.call(route.method as Method, path, { token: site, body, query })).status, path).toBe(403);
      expect((await t.call(route.method as Method, path, { token: quoteToken, body, query })).status, `${path} with a quote-flow token`).toBe(401);
    }
  });
});
