/**
 * The site's typed portal calls (app/.server/platform/portal.ts) against the real platform:
 * every answer parses with the site's zod schema, so the two sides agree (doc3 §7.6).
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { logger } from "~/.server/logger";
import { createPlatformClient, type PlatformClient } from "~/.server/platform";
import * as calls from "~/.server/platform/portal";
import { describeEachDatabase } from "../../platform/db/test-databases.ts";
import { startTestPlatform, type TestPlatform } from "../../platform/http/test-client.ts";
import { DEMO_PASSWORD } from "../../platform/seed/customers.ts";
import { seedLoyalty } from "../../platform/seed/loyalty.ts";

describeEachDatabase("the site's portal calls against the platform", (store) => {
  let t: TestPlatform;
  let client: PlatformClient;
  let james = "";
  beforeAll(async () => {
    t = await startTestPlatform(store());
    await seedLoyalty(t.db, t.platform.context.now());
    const site = await t.siteToken();
    client = createPlatformClient({
      baseUrl: t.baseUrl,
      timeoutMs: 10_000,
      lang: "en",
      trackId: "track-portal",
      credentials: { get: async () => site, refresh: async () => site },
      logger: logger(),
      visitorAddress: "203.0.113.20",
    });
    james = (
      await t.call<{ token: string }>("post", "/api/account/login", { token: site, body: { email: "james.walker@example.com", password: DEMO_PASSWORD } })
    ).body.token;
  });
  afterAll(async () => {
    await t.close();
  });

  function ok<T>(answer: Awaited<ReturnType<PlatformClient["get"]>> & ({ ok: true; data: T } | { ok: false } | null)): T {
    expect(answer, JSON.stringify(answer)).toMatchObject({ ok: true });
    return (answer as { data: T }).data;
  }

  it("doc3 §7.6 customer calls: profile, policies, policy, loyalty, points pages, catalogue, redeem, redemption, referrals, my quotes", async () => {
    expect(ok(await calls.getProfile(client, james)).profile.customerCode).toBe("LS-100142");
    const policies = ok(await calls.listPolicies(client, james)).policies;
    expect(policies).toHaveLength(2);
    expect(ok(await calls.getPolicy(client, james, policies[0]!.policyId)).policy.policyNumber).toBe(policies[0]!.policyNumber);
    const loyalty = ok(await calls.getLoyalty(client, james)).loyalty;
    expect(loyalty.programs[0]!.subLedgers.lifetime.currentTier.name).toBe("gold");
    const first = ok(await calls.getPointsTransactions(client, james, 0));
    expect(first.hasMore).toBe(true);
    expect(ok(await calls.getPointsTransactions(client, james, calls.POINTS_PAGE_SIZE)).hasMore).toBe(false);
    const rewards = ok(await calls.getRewardCatalogue(client, james)).rewards;
    const redeemed = ok(await calls.redeemReward(client, james, rewards[0]!.rewardType));
    expect(ok(await calls.getRedemption(client, james, redeemed.redemptionId)).awardedGiveaways).toEqual(redeemed.awardedGiveaways);
    expect(ok(await calls.listReferrals(client, james)).referrals.length).toBe(2);
    expect(ok(await calls.listMyQuotes(client, james)).transactions).toEqual([]);
  });

  it("doc3 §7.6 pay now and the payment-return result parse as the site reads them; another policy's failures keep the platform's status", async () => {
    const started = ok(await calls.payNow(client, james, "po-demo-james-1", "http://localhost:5173/portal"));
    const paid = await fetch(`${t.baseUrl}${new URL(started.paymentUrl).pathname}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ number: "4000000000000002", expiry: "12/39", cvc: "123", name: "James Walker" }).toString(),
    });
    const token = new URL(paid.headers.get("location")!).searchParams.get("token")!;
    const result = ok(await calls.getPaymentResult(client, james, token)).customerPayment;
    expect(result.paymentDetails[0]!.status).not.toBe("A");
    expect(result.carrierUrl).toMatch(/^https:\/\//);
    const refused = await calls.payNow(client, james, "po-demo-maria-1", "http://localhost:5173/portal");
    expect(refused).toMatchObject({ ok: false, status: 404 });
    const social = await calls.socialConnect(client, james, "FBConnect", "abcdef");
    expect(social).toMatchObject({ ok: false, status: 403, messageCode: "SOCIAL_CONNECT_DISABLED" });
  });

  it("doc3 §7.6 site calls: a referral (a non-empty answer) without a customer token, then the friend's consent page and submit", async () => {
    const sent = ok(
      await calls.sendReferral(client, {
        customerName: "Jordan Sample",
        customerEmail: "jordan.sample@example.com",
        customerPhone: "2145550101",
        zipCode: "75201",
        refName: "Mia Chen",
        refEmail: "mia.chen@example.com",
        refPhone: "2145550155",
        consentText: "I confirm my friend agreed to be contacted.",
        page: "http://localhost:5173/portal",
      }),
    );
    expect(sent.referralId).toBeTruthy();
    const record = ok(await calls.getConsentRecord(client, sent.consentId)).consent;
    expect(record).toMatchObject({ first_name: "Mia", last_name: "Chen", cf_customer_consent_form_completed: false });
    const submit = {
      id: record.id,
      name: record.first_name,
      surname: record.last_name,
      email: record.email,
      phone: record.mobile_number,
      consentText: "I agree to receive marketing calls and texts at this number.",
      page: `http://localhost:5173/consent?id=${record.id}`,
    };
    const bad = await calls.submitConsent(client, { ...submit, phone: "2145550000" });
    expect(bad).toMatchObject({ ok: false, status: 400, fieldErrors: { phone: expect.any(String) } });
    expect(ok(await calls.submitConsent(client, submit)).state).toBe("success");
    expect(ok(await calls.submitConsent(client, submit)).state).toBe("alreadyConsented");
  });
});
