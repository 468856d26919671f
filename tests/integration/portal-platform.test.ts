/**
 * The customer portal's platform calls (doc3 §2.7, §2.9, §3, §4.6, §6, §7.6, §9) through
 * HTTP on SQLite and PostgreSQL, every answer checked against the OpenAPI document.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../platform/db/test-databases.ts";
import { toNumber } from "../../platform/db/index.ts";
import { sampleTransaction, startTestPlatform, type Envelope, type TestPlatform } from "../../platform/http/test-client.ts";
import { DEMO_PASSWORD } from "../../platform/seed/customers.ts";
import { seedLoyalty } from "../../platform/seed/loyalty.ts";
import { recordCompletedQuote, recordPurchase } from "../../platform/services/loyalty-events.ts";

const RETURN_URL = "http://localhost:5173/portal?tabid=policies";

interface Policy {
  policyId: string;
  policyNumber: string;
  isPayable: boolean;
  message: string;
  reason: string | null;
  payOnline: boolean;
  details: {
    paymentDueDate: string;
    paymentEnabledDate: string;
    effectiveDate: string;
    installments: { dueDate: string; paid: boolean }[];
    transactions: { paymentSource: string; status: string; invoiceId: string; collectedAmount: number }[];
    drivers: unknown[];
  };
}
type Points = Envelope & {
  data: { type: string; amount: number; ruleName: string; cvv_Pin: string | null; expiryDate: string | null; subledgerId: string }[];
  hasMore: boolean;
  offset: number;
};
type Programs = Envelope & {
  loyalty: {
    programs: {
      subLedgers: { balance: { currentBalance: number }; lifetime: { lifetimePoints: number; pointsToNextTier: number; currentTier: { name: string } } };
    }[];
    tiers: { name: string; threshold: number }[];
    earnRules: { ruleName: string; points: number }[];
    socialConnectEnabled: boolean;
  };
};
type Redemption = Envelope & {
  redemptionId: string;
  awardedGiveaways: { code: string; attributes: { cvv_Pin: string | null } }[];
  currentBalance: number;
  messageCode?: string;
};

describeEachDatabase("portal platform calls", (store) => {
  let t: TestPlatform;
  let site: string;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestPlatform(store());
    site = await t.siteToken();
    await seedLoyalty(t.db, t.platform.context.now());
    for (const [name, email] of [
      ["james", "james.walker@example.com"],
      ["maria", "maria.garcia@example.com"],
      ["luis", "luis.hernandez@example.com"],
      ["emily", "emily.johnson@example.com"],
    ] as const) {
      const login = await t.call<{ token: string }>("post", "/api/account/login", {
        token: site,
        visitor: `198.51.100.${Object.keys(tokens).length + 10}`,
        body: { email, password: DEMO_PASSWORD, remember: false },
      });
      expect(login.status).toBe(200);
      tokens[name] = login.body.token;
    }
  });
  afterAll(async () => {
    // The California alias (/api/ca/…) answers the documented calls under another prefix; the document lists each once.
    expect(t.mismatches.filter((m) => !/^[A-Z]+ \/api\/ca\//.test(m))).toEqual([]);
    await t.close();
  });

  const count = async (table: "consent_records" | "loyalty_redemptions" | "referrals" | "loyalty_transactions") =>
    toNumber(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("doc3 §3 Customer profile: the signed-in customer's fields, read-only, the licence number masked", async () => {
    const { status, body } = await t.call<{ profile: Record<string, unknown> }>("get", "/api/portal/profile", { token: tokens.james });
    expect(status).toBe(200);
    expect(body.profile).toEqual({
      name: "James",
      surname: "Walker",
      address: "2100 Ross Ave",
      city: "Dallas",
      state: "TX",
      zipCode: "75201",
      mail: "james.walker@example.com",
      phone: "2145550142",
      birthDate: "1984-03-15",
      driverLicenseNumber: "******5573",
      customerCode: "LS-100142",
      isSmsNotify: true,
    });
    const quoteToken = (await t.call<{ token: string }>("post", "/api/rating/prepareTransaction", { token: site, body: { transaction: sampleTransaction() } }))
      .body.token;
    expect((await t.call("get", "/api/portal/profile", { token: quoteToken })).status, "a quote-flow customer token is not a sign-in").toBe(401);
  });

  it("doc3 §6: a California customer's portal calls answer on the California endpoint (/api/ca) as on the main one", async () => {
    const ana = (
      await t.call<{ token: string; state: string }>("post", "/api/account/login", {
        token: site,
        visitor: "198.51.100.70",
        body: { email: "ana.lopez@example.com", password: DEMO_PASSWORD },
      })
    ).body;
    expect(ana.state).toBe("CA");
    const profile = await t.call<{ profile: { state: string } }>("get", "/api/ca/portal/profile", { token: ana.token });
    expect(profile.body.profile.state).toBe("CA");
    const programs = await t.call<Programs>("get", "/api/ca/portal/loyalty/programs", { token: ana.token });
    expect(programs.body.loyalty.programs[0]!.subLedgers.lifetime.currentTier.name).toBe("platinum");
  });

  it("doc3 §3 Policy, §4.6, §7.6: the customer's own policies with drivers, vehicles, coverages, installments, history and the payment-enabled date", async () => {
    const { body } = await t.call<{ policies: Policy[] }>("get", "/api/portal/policies", { token: tokens.james });
    expect(body.policies.map((p) => p.policyNumber)).toEqual(["GBC-2000202", "RRI-1000101"]);
    const payable = body.policies.find((p) => p.policyNumber === "RRI-1000101")!;
    expect(payable).toMatchObject({ isPayable: true, reason: null, payOnline: true });
    expect(payable.details.drivers).toHaveLength(2);
    const paid = payable.details.installments.filter((i) => i.paid);
    // The installment due opens the day after the previous one's due date.
    const previous = new Date(`${paid.at(-1)!.dueDate}T12:00:00Z`);
    expect(payable.details.paymentEnabledDate).toBe(new Date(previous.getTime() + 86_400_000).toISOString().slice(0, 10));
    expect(payable.details.transactions.length).toBe(paid.length);
    expect(body.policies.find((p) => p.policyNumber === "GBC-2000202")).toMatchObject({ isPayable: false, reason: "dueWithin48" });
    const detail = await t.call<{ policy: Policy }>("get", `/api/portal/policies/${payable.policyId}`, { token: tokens.james });
    expect(detail.body.policy).toEqual(payable);
  });

  it("doc3 §7.6 pay now → the sandbox page → the ?token= return → status A; the policy then reads paid with the payment in its history", async () => {
    const started = await t.call<{ paymentUrl: string; token: string }>("post", "/api/portal/policies/po-demo-maria-1/payNow", {
      token: tokens.maria,
      body: { returnUrl: RETURN_URL },
    });
    expect(started.status).toBe(200);
    const page = new URL(started.body.paymentUrl).pathname;
    expect(page).toMatch(/^\/sandbox\/pay\/pay_/);
    const paid = await fetch(`${t.baseUrl}${page}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123", name: "Maria Garcia" }).toString(),
    });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get("location")!);
    expect(back.searchParams.get("tabid")).toBe("policies");
    const result = await t.call<{ customerPayment: { policyNumber: string; carrierUrl: string; paymentDetails: { status: string; amount: number }[] } }>(
      "get",
      "/api/portal/paymentResult",
      { token: tokens.maria, query: { token: back.searchParams.get("token")! } },
    );
    expect(result.status).toBe(200);
    expect(result.body.customerPayment).toMatchObject({ policyNumber: "MTA-3000303", paymentDetails: [{ status: "A", amount: 104.5 }] });
    const after = await t.call<{ policy: Policy }>("get", "/api/portal/policies/po-demo-maria-1", { token: tokens.maria });
    expect(after.body.policy).toMatchObject({ isPayable: false, reason: "alreadyPaid", message: "This payment has already been made" });
    expect(after.body.policy.details.transactions[0]).toMatchObject({
      paymentSource: "Card ending 4242",
      status: "A",
      collectedAmount: 104.5,
      invoiceId: expect.stringMatching(/^inv_/),
    });
    // Listed once: the payment copied onto the policy and the processor's record are one entry.
    expect(after.body.policy.details.transactions).toHaveLength(after.body.policy.details.installments.filter((i) => i.paid).length);
  });

  it("doc3 §6 pay now: a carrier outside the payment list, or an installment not payable now, answers 409 and starts nothing", async () => {
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
    const dueSoon = await t.call<Envelope & { reason: string }>("post", "/api/portal/policies/po-demo-james-2/payNow", {
      token: tokens.james,
      body: { returnUrl: RETURN_URL },
    });
    expect(dueSoon.status).toBe(409);
    expect(dueSoon.body.reason).toBe("dueWithin48");
    const elsewhere = await t.call("post", "/api/portal/policies/po-demo-luis-2/payNow", { token: tokens.luis, body: { returnUrl: RETURN_URL } });
    expect(elsewhere.status).toBe(409);
    const offSite = await t.call<Envelope>("post", "/api/portal/policies/po-demo-james-1/payNow", {
      token: tokens.james,
      body: { returnUrl: "https://evil.example.net/portal" },
    });
    expect(offSite.status).toBe(400);
    expect(offSite.body.errors).toHaveProperty("returnUrl");
    expect(await sessions()).toBe(before);
  });

  it("doc3 §3 Loyalty: programmes with the balance and lifetime sub-ledgers; the tier and the points to the next from configuration; none when not enrolled", async () => {
    const { body } = await t.call<Programs>("get", "/api/portal/loyalty/programs", { token: tokens.james });
    expect(body.loyalty.tiers).toEqual([
      { name: "silver", threshold: 0 },
      { name: "gold", threshold: 5000 },
      { name: "platinum", threshold: 15000 },
    ]);
    expect(body.loyalty.programs).toHaveLength(1);
    expect(body.loyalty.programs[0]!.subLedgers).toMatchObject({
      balance: { currentBalance: 5850 - 1000 },
      lifetime: { lifetimePoints: 5850, pointsToNextTier: 15000 - 5850, currentTier: { name: "gold" } },
    });
    expect(body.loyalty.socialConnectEnabled).toBe(false);
    // doc3 §6: while social connect is off, its rules are not offered as ways to earn.
    expect(body.loyalty.earnRules).toEqual([
      { ruleName: "Quote", points: 100 },
      { ruleName: "Purchase", points: 1000 },
      { ruleName: "ReferralPurchase", points: 2500 },
    ]);
    const luis = await t.call<Programs>("get", "/api/portal/loyalty/programs", { token: tokens.luis });
    expect(luis.body.loyalty.programs).toEqual([]);
  });

  it("doc3 §7.6, §9: points transactions newest first, 50 a page while hasMore; additions carry an expiry date, the redemption its pin", async () => {
    const first = await t.call<Points>("get", "/api/portal/loyalty/transactions", { token: tokens.james, query: { offset: 0 } });
    expect(first.body.data).toHaveLength(50);
    expect(first.body.hasMore).toBe(true);
    expect(first.body.data[0]).toMatchObject({ type: "subtraction", amount: 1000, ruleName: "Redemption", cvv_Pin: "4821", expiryDate: null });
    expect(first.body.data[1]).toMatchObject({
      type: "addition",
      ruleName: "ReferralPurchase",
      amount: 2500,
      expiryDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const second = await t.call<Points>("get", "/api/portal/loyalty/transactions", { token: tokens.james, query: { offset: 50 } });
    expect(second.body.data).toHaveLength(58 - 50);
    expect(second.body.hasMore).toBe(false);
    const bad = await t.call<Envelope>("get", "/api/portal/loyalty/transactions", { token: tokens.james, query: { offset: -1, limit: 500 } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors!).sort()).toEqual(["limit", "offset"]);
  });

  it("doc3 §4.6 redeem: a card for its value in points with code and pin; a balance that does not cover it answers 409 and spends nothing", async () => {
    const catalogue = await t.call<{ rewards: { rewardType: string; cardValue: number }[] }>("get", "/api/portal/loyalty/rewards", { token: tokens.maria });
    expect(catalogue.body.rewards.map((r) => r.cardValue)).toEqual([1000, 2500, 5000]);
    const redeemed = await t.call<Redemption>("post", "/api/portal/loyalty/redeem", { token: tokens.maria, body: { rewardType: "giftcard-1000" } });
    expect(redeemed.status).toBe(200);
    expect(redeemed.body.awardedGiveaways[0]!.code).toMatch(/^GC-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(redeemed.body.awardedGiveaways[0]!.attributes.cvv_Pin).toMatch(/^\d{4}$/);
    expect(redeemed.body.currentBalance).toBe(1500 - 1000);
    const before = await count("loyalty_redemptions");
    const refused = await t.call<Redemption>("post", "/api/portal/loyalty/redeem", { token: tokens.maria, body: { rewardType: "giftcard-2500" } });
    expect(refused.status).toBe(409);
    expect(refused.body.messageCode).toBe("INSUFFICIENT_POINTS");
    expect(await count("loyalty_redemptions")).toBe(before);
    const unknown = await t.call<Envelope>("post", "/api/portal/loyalty/redeem", { token: tokens.maria, body: { rewardType: "car" } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toHaveProperty("rewardType");
    const details = await t.call<Redemption>("get", `/api/portal/loyalty/redemptions/${redeemed.body.redemptionId}`, { token: tokens.maria });
    expect(details.body.awardedGiveaways).toEqual(redeemed.body.awardedGiveaways);
    // A card without a pin (the $25 card) answers cvv_Pin null.
    const noPin = await t.call<Redemption>("post", "/api/portal/loyalty/redeem", { token: tokens.james, body: { rewardType: "giftcard-2500" } });
    expect(noPin.body.awardedGiveaways[0]!.attributes.cvv_Pin).toBeNull();
  });

  it("doc3 §4.6: two redemptions at once on a balance that covers one → exactly one succeeds and the balance is 0, never below", async () => {
    // Emily: 150 points; 850 more make exactly one $10 card.
    const { awardPoints } = await import("../../platform/services/loyalty.ts");
    await awardPoints(t.db, { customerId: "cu-demo-emily", rule: "Purchase", eventKey: "BLM-7000707", points: 850 });
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.call<Redemption>("post", "/api/portal/loyalty/redeem", { token: tokens.emily, body: { rewardType: "giftcard-1000" } })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const account = await t.db.selectFrom("loyalty_accounts").select("balance_points").where("customer_id", "=", "cu-demo-emily").executeTakeFirstOrThrow();
    expect(Number(account.balance_points)).toBe(0);
    expect(
      toNumber(
        (
          await t.db
            .selectFrom("loyalty_redemptions")
            .select((eb) => eb.fn.countAll().as("n"))
            .where("customer_id", "=", "cu-demo-emily")
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(1);
  });

  it("doc3 §3 Loyalty rules: an award is given once per event, however often the event is told", async () => {
    const { awardPoints } = await import("../../platform/services/loyalty.ts");
    const once = await Promise.all([1, 2].map(() => awardPoints(t.db, { customerId: "cu-demo-daniel", rule: "Quote", eventKey: "tx-daniel-1" })));
    expect(once.map((r) => r.awarded).sort()).toEqual([false, true]);
    expect((await awardPoints(t.db, { customerId: "cu-demo-daniel", rule: "Quote", eventKey: "tx-daniel-1" })).awarded).toBe(false);
    expect(
      (await awardPoints(t.db, { customerId: "cu-demo-daniel", rule: "Purchase", eventKey: "tx-daniel-1" })).awarded,
      "another rule's event of the same key",
    ).toBe(true);
    const { body } = await t.call<Programs>("get", "/api/portal/loyalty/programs", {
      token: (
        await t.call<{ token: string }>("post", "/api/account/login", {
          token: site,
          visitor: "198.51.100.60",
          body: { email: "daniel.reyes@example.com", password: DEMO_PASSWORD },
        })
      ).body.token,
    });
    expect(body.loyalty.programs[0]!.subLedgers.balance.currentBalance).toBe(100 + 1000);
  });

  it("doc3 §6: social connect awards are off by default (403) and write nothing", async () => {
    const before = await count("loyalty_transactions");
    const { status, body } = await t.call<Envelope & { messageCode: string }>("post", "/api/portal/loyalty/socialConnect", {
      token: tokens.james,
      body: { type: "FBConnect", code: "abc123def" },
    });
    expect(status).toBe(403);
    expect(body.messageCode).toBe("SOCIAL_CONNECT_DISABLED");
    expect(await count("loyalty_transactions")).toBe(before);
    const bad = await t.call<Envelope>("post", "/api/portal/loyalty/socialConnect", { token: tokens.james, body: { type: "TikTok" } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors!).sort()).toEqual(["code", "type"]);
  });

  it("doc3 §3, §5.6, §7.6 referral: sent as the site (no customer token) it is stored with a pending consent record for the friend; a friend who buys awards the referrer once", async () => {
    const referral = {
      customerName: "James Walker",
      customerEmail: "james.walker@example.com",
      customerPhone: "214-555-0142",
      zipCode: "75201",
      refName: "Olivia Brooks",
      refEmail: "olivia.brooks@example.com",
      refPhone: "214-555-0177",
      consentText: "I confirm my friend agreed to be contacted about insurance by phone, text and e-mail.",
      page: "https://localhost/portal?tabid=referral",
    };
    const sent = await t.call<Envelope & { referralId: string; consentId: string; status: string }>("post", "/api/portal/referrals", {
      token: site,
      visitor: "203.0.113.9",
      body: referral,
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ isSuccess: true, referralId: expect.any(String), consentId: expect.any(String), status: "sent" });
    const row = await t.db.selectFrom("referrals").selectAll().where("id", "=", sent.body.referralId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      referrer_customer_id: "cu-demo-james",
      ref_phone: "2145550177",
      consent_text: referral.consentText,
      page: referral.page,
      ip_address: "203.0.113.9",
    });
    const consent = await t.call<{ consent: Record<string, unknown> }>("get", "/api/portal/consent", { token: site, query: { id: sent.body.consentId } });
    expect(consent.body.consent).toEqual({
      id: sent.body.consentId,
      first_name: "Olivia",
      last_name: "Brooks",
      mobile_number: "2145550177",
      email: "olivia.brooks@example.com",
      cf_customer_consent_form_completed: false,
    });
    const mine = await t.call<{ referrals: { referralId: string; status: string }[] }>("get", "/api/portal/referrals", { token: tokens.james });
    expect(mine.body.referrals.map((r) => r.referralId)).toContain(sent.body.referralId);

    const balance = async () =>
      Number(
        (await t.db.selectFrom("loyalty_accounts").select("balance_points").where("customer_id", "=", "cu-demo-james").executeTakeFirstOrThrow())
          .balance_points,
      );
    const before = await balance();
    const bought = await recordPurchase(t.db, { email: "Olivia.Brooks@example.com", policyNumber: "RRI-9000001" });
    expect(bought.referral).toMatchObject({ awarded: true, points: 2500 });
    expect(await recordPurchase(t.db, { email: "olivia.brooks@example.com", policyNumber: "RRI-9000002" })).toEqual({ purchase: null, referral: null });
    expect(await balance()).toBe(before + 2500);
    const one = await t.call<{ referral: { status: string; pointsAwarded: number } }>("get", `/api/portal/referrals/${sent.body.referralId}`, {
      token: tokens.james,
    });
    expect(one.body.referral).toMatchObject({ status: "purchased", pointsAwarded: 2500 });

    const bad = await t.call<Envelope>("post", "/api/portal/referrals", {
      token: site,
      body: { ...referral, refName: "O", refEmail: "not-an-email", refPhone: "123", customerPhone: "" },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors!).sort()).toEqual(["customerPhone", "refEmail", "refName", "refPhone"]);
  });

  it("doc3 §2.9 referral with the consent page's address: the friend is e-mailed the consent link through the outbox in the page's language; an address off the brand's sites answers 400 and sends nothing", async () => {
    const body = {
      customerName: "James Walker",
      customerEmail: "james.walker@example.com",
      customerPhone: "2145550142",
      zipCode: "75201",
      refName: "Lucas Moreno",
      refEmail: "Lucas.Moreno@example.com",
      refPhone: "2145550188",
      consentText: "Confirmo que mi amigo aceptó que lo contacten.",
      page: "/es/portal",
      consentUrl: "http://localhost:5173/es/consent",
    };
    const sent = await t.call<{ consentId: string }>("post", "/api/portal/referrals", {
      token: tokens.james,
      body: { ...body, header: { lang: "es", trackId: "t-consent-mail", requestDate: new Date().toISOString() } },
    });
    expect(sent.status).toBe(201);
    const mail = await t.db.selectFrom("outbox").selectAll().where("recipient", "=", "lucas.moreno@example.com").executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ template: "referralConsent", lang: "es", channel: "email" });
    expect(mail.text).toContain(`http://localhost:5173/es/consent?id=${sent.body.consentId}`);
    expect(mail.subject).toContain("James Walker");
    const before = await count("referrals");
    const off = await t.call<Envelope>("post", "/api/portal/referrals", {
      token: tokens.james,
      body: { ...body, refEmail: "other.friend@example.com", consentUrl: "https://evil.example.net/consent" },
    });
    expect(off.status).toBe(400);
    expect(off.body.errors).toEqual({ consentUrl: expect.any(String) });
    expect(await count("referrals")).toBe(before);
    expect(await t.db.selectFrom("outbox").select("id").where("recipient", "=", "other.friend@example.com").executeTakeFirst()).toBeUndefined();
  });

  it("doc3 §2.9, §4.6 consent: the submit is recorded once with the exact text, page, time and address (TCPA); a second submit answers alreadyConsented and records nothing", async () => {
    const sent = await t.call<{ consentId: string }>("post", "/api/portal/referrals", {
      token: tokens.maria,
      body: {
        customerName: "María García",
        customerEmail: "maria.garcia@example.com",
        customerPhone: "7135550188",
        zipCode: "77002",
        refName: "Sofia",
        refEmail: "sofia.r@example.com",
        refPhone: "7135550122",
        consentText: "Confirmo que mi amiga aceptó que la contacten.",
        page: "https://localhost/es/portal",
      },
    });
    const id = sent.body.consentId;
    const submit = {
      id,
      name: "Sofia",
      surname: "",
      email: "sofia.r@example.com",
      phone: "713-555-0122",
      isMarketingConsentGiven: true,
      consentText: "I agree to receive marketing calls and texts from Lone Star Auto Insurance at the number above.",
      page: `https://localhost/consent?id=${id}`,
    };
    const wrong = await t.call<Envelope>("post", "/api/portal/consent", {
      token: site,
      body: { ...submit, phone: "7135550000", isMarketingConsentGiven: false },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toHaveProperty("isMarketingConsentGiven");
    const mismatch = await t.call<Envelope>("post", "/api/portal/consent", { token: site, body: { ...submit, phone: "7135550000" } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual({ phone: expect.any(String) });
    const first = await t.call<{ state: string; consentedAt: string }>("put", "/api/portal/consent", { token: site, visitor: "203.0.113.44", body: submit });
    expect(first.body.state).toBe("success");
    const records = await count("consent_records");
    const again = await t.call<{ state: string; consentedAt: string }>("post", "/api/portal/consent", {
      token: site,
      visitor: "203.0.113.45",
      body: { ...submit, consentText: "Another text entirely, shown later." },
    });
    expect(again.body).toMatchObject({ state: "alreadyConsented", consentedAt: first.body.consentedAt });
    expect(await count("consent_records")).toBe(records);
    const row = await t.db.selectFrom("consent_records").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      completed: 1,
      consent_text: submit.consentText,
      page: submit.page,
      ip_address: "203.0.113.44",
      consented_at: first.body.consentedAt,
    });
    expect(JSON.parse(row.submitted_json!)).toMatchObject({ isMarketingConsentGiven: true, phone: "7135550122" });
    const read = await t.call<{ consent: { cf_customer_consent_form_completed: boolean } }>("get", "/api/portal/consent", { token: site, query: { id } });
    expect(read.body.consent.cf_customer_consent_form_completed).toBe(true);
    expect((await t.call("get", "/api/portal/consent", { token: site, query: { id: "cr_unknown" } })).status).toBe(404);
  });

  it("doc3 §3 Loyalty rules: a rated quote of an enrolled customer earns the Quote points once per transaction; a stranger's or a not-enrolled customer's quote earns nothing", async () => {
    const balance = async (customerId: string) =>
      Number(
        (await t.db.selectFrom("loyalty_accounts").select("balance_points").where("customer_id", "=", customerId).executeTakeFirst())?.balance_points ?? 0,
      );
    const quoteRows = (customerId: string) =>
      t.db.selectFrom("loyalty_transactions").select(["amount", "event_key"]).where("customer_id", "=", customerId).where("rule_name", "=", "Quote").execute();
    const rate = async (transactionId: string, customer: Record<string, unknown>) => {
      await t.call("post", "/api/rating/prepareTransaction", {
        token: site,
        body: { transaction: sampleTransaction({ transactionId, customer: { ...sampleTransaction().customer, ...customer } }) },
      });
      await t.call("post", "/api/rating/submitTransaction", { token: site, body: { transactionId } });
      await t.platform.runner.idle();
    };
    const before = await balance("cu-demo-daniel");
    const quotesBefore = (await quoteRows("cu-demo-daniel")).length;
    // The e-mail finds the customer, as a purchase's buyer is found (in any case).
    await rate("quote-points-daniel", { name: "Daniel", surname: "Reyes", email: "Daniel.Reyes@example.com", phoneNumber: "602-555-0133", dob: "01/30/1995" });
    expect(await balance("cu-demo-daniel")).toBe(before + 100);
    const rows = await quoteRows("cu-demo-daniel");
    expect(rows).toHaveLength(quotesBefore + 1);
    expect(rows).toContainEqual(expect.objectContaining({ amount: 100, event_key: "Quote:quote-points-daniel" }));
    // The same completion told again (twice at once, then once more) gives nothing more.
    const again = await Promise.all([1, 2].map(() => recordCompletedQuote(t.db, "quote-points-daniel")));
    expect(again.map((r) => r?.awarded)).toEqual([false, false]);
    expect(await recordCompletedQuote(t.db, "quote-points-daniel")).toMatchObject({ awarded: false, points: 0 });
    expect(await balance("cu-demo-daniel")).toBe(before + 100);
    const { body } = await t.call<Points>("get", "/api/portal/loyalty/transactions", {
      token: (
        await t.call<{ token: string }>("post", "/api/account/login", {
          token: site,
          visitor: "198.51.100.61",
          body: { email: "daniel.reyes@example.com", password: DEMO_PASSWORD },
        })
      ).body.token,
    });
    expect(body.data[0]).toMatchObject({ type: "addition", ruleName: "Quote", amount: 100 });

    // Luis is not enrolled; the sample driver is no customer; a saved (not rated) transaction is no quote.
    const ledger = await count("loyalty_transactions");
    await rate("quote-points-luis", {
      name: "Luis",
      surname: "Hernandez",
      email: "luis.hernandez@example.com",
      phoneNumber: "210-555-0179",
      dob: "09/18/1972",
    });
    await rate("quote-points-stranger", {});
    await t.call("post", "/api/rating/prepareTransaction", {
      token: site,
      body: {
        transaction: sampleTransaction({
          transactionId: "quote-points-saved",
          customer: { ...sampleTransaction().customer, email: "daniel.reyes@example.com" },
        }),
      },
    });
    expect(await recordCompletedQuote(t.db, "quote-points-saved")).toBeNull();
    expect(await recordCompletedQuote(t.db, "quote-points-luis")).toBeNull();
    expect(await count("loyalty_transactions")).toBe(ledger);
    expect(await t.db.selectFrom("loyalty_accounts").select("id").where("customer_id", "=", "cu-demo-luis").executeTakeFirst()).toBeUndefined();
  });

  it("doc3 §3 Loyalty rules: a roadside membership earns its buyer the Purchase points once, as buy online and renters do", async () => {
    const before = await count("loyalty_transactions");
    const balanceOf = async () =>
      Number(
        (await t.db.selectFrom("loyalty_accounts").select("balance_points").where("customer_id", "=", "cu-demo-maria").executeTakeFirstOrThrow())
          .balance_points,
      );
    const balance = await balanceOf();
    const started = await t.call<{ transactionId: string; paymentUrl: string }>("post", "/api/roadside/purchase", {
      token: site,
      body: {
        firstname: "María",
        lastname: "García",
        dob: "07/22/1990",
        driverLicenseNumber: "12345678",
        email: "Maria.Garcia@example.com",
        phoneNumber: "713-555-0188",
        addressLine1: "909 Texas Ave",
        city: "Houston",
        state: "TX",
        zipCode: "77002",
        country: "USA",
        isMarketingConsentGiven: true,
        term: 6,
        package: 1,
        amount: 59,
        returnUrl: "http://localhost:5173/roadside/return",
      },
    });
    expect(started.status).toBe(200);
    const pay = () =>
      fetch(`${t.baseUrl}${new URL(started.body.paymentUrl).pathname}`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ number: "4242 4242 4242 4242", expiry: "12/39", cvc: "123", name: "Maria Garcia" }).toString(),
      });
    expect((await pay()).status).toBe(303);
    await pay();
    const membership = await t.db
      .selectFrom("roadside_memberships")
      .select("policy_number")
      .where("purchase_id", "=", started.body.transactionId)
      .executeTakeFirstOrThrow();
    const rows = await t.db
      .selectFrom("loyalty_transactions")
      .select(["amount", "event_key"])
      .where("customer_id", "=", "cu-demo-maria")
      .where("rule_name", "=", "Purchase")
      .execute();
    expect(rows).toContainEqual({ amount: 1000, event_key: `Purchase:${membership.policy_number.toUpperCase()}` });
    expect(await count("loyalty_transactions")).toBe(before + 1);
    expect(await balanceOf()).toBe(balance + 1000);
    expect((await recordPurchase(t.db, { email: "maria.garcia@example.com", policyNumber: membership.policy_number })).purchase).toMatchObject({
      awarded: false,
    });
  });

  it("My quotes: the customer's quotes and saved transactions by e-mail, phone and date of birth, rated quotes cheapest first", async () => {
    const james = {
      name: "James",
      surname: "Walker",
      dob: "03/15/1984",
      email: "James.Walker@example.com",
      phoneNumber: "214-555-0142",
      gender: 0,
      maritalStatus: 0,
      insured: true,
      address: { address: "2100 Ross Ave", city: "Dallas", state: "TX", zipCode: "75201" },
    };
    await t.call("post", "/api/rating/prepareTransaction", {
      token: site,
      body: { transaction: sampleTransaction({ transactionId: "portal-james-rated", customer: james }) },
    });
    await t.call("post", "/api/rating/submitTransaction", { token: site, body: { transactionId: "portal-james-rated" } });
    await t.platform.runner.idle();
    await t.call("post", "/api/rating/prepareTransaction", {
      token: site,
      body: { transaction: sampleTransaction({ transactionId: "portal-james-saved", customer: james }) },
    });
    await t.call("post", "/api/rating/prepareTransaction", {
      token: site,
      body: { transaction: sampleTransaction({ transactionId: "portal-other-phone", customer: { ...james, phoneNumber: "214-555-0100" } }) },
    });
    const { body } = await t.call<{ transactions: { transactionId: string; status: string; quotes: { totalPremium: number; companyName: string }[] }[] }>(
      "get",
      "/api/portal/quotes",
      { token: tokens.james },
    );
    expect(body.transactions.map((tx) => tx.transactionId).sort()).toEqual(["portal-james-rated", "portal-james-saved"]);
    const rated = body.transactions.find((tx) => tx.transactionId === "portal-james-rated")!;
    expect(rated.quotes.length).toBeGreaterThan(0);
    const premiums = rated.quotes.map((q) => q.totalPremium);
    expect(premiums).toEqual([...premiums].sort((a, b) => a - b));
    expect(body.transactions.find((tx) => tx.transactionId === "portal-james-saved")).toMatchObject({ status: "prepared", quotes: [] });
    expect((await t.call("get", "/api/portal/quotes/portal-james-rated", { token: tokens.james })).status).toBe(200);
    expect((await t.call("get", "/api/portal/quotes/portal-other-phone", { token: tokens.james })).status).toBe(404);
  });
});
