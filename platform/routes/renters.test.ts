/**
 * Renters platform calls (doc3 §3, §4.3, §7.3, §8) on both databases: rate and poll,
 * repeat quote, buy-now validate, the card widget's token, purchase state and idempotency, the
 * policy in the customers' policies, its declarations PDF and its e-mail.
 */
import { DateTime } from "luxon";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../db/test-databases.ts";
import { startTestPlatform, type TestPlatform } from "../http/test-client.ts";
import { issueToken } from "../services/tokens.ts";
import * as repo from "../repositories/renters.ts";

const day = (offset: number) => DateTime.now().setZone("America/Chicago").plus({ days: offset }).toISODate()!;

const coverages = [
  { CoverageCd: "CoverageC", Limit: { Val1: 20000 } },
  { CoverageCd: "CoverageD", Limit: { Val1: 4000 } },
  { CoverageCd: "CoverageE", Limit: { Val1: 100000 } },
  { CoverageCd: "CoverageF", Limit: { Val1: 1000 } },
  { CoverageCd: "AllOtherPeril", Deductible: { Val1: 500 } },
  { CoverageCd: "WindHail", Deductible: { Val1: 1000 } },
  { CoverageCd: "WaterBackup", Limit: { Val1: 5000 } },
];

function rateRequest(email: string, overrides: Record<string, unknown> = {}) {
  return {
    customer: { name: "Avery", surname: "Renter", email, phoneNumber: "214-555-0110" },
    address: { address1: "2100 Ross Ave", address2: "Apt 5", city: "Dallas", zipCode: "75201" },
    effectiveDate: day(3),
    additionalCustomers: [
      { Name: "Sam", Surname: "Roommate", Email: "", Role: 0 },
      { Name: "Lee", Surname: "Roommate", Email: "", Role: 0 },
      { Name: "Uptown", Surname: "Properties", Email: "leasing@example.com", Role: 1 },
    ],
    coverages,
    ...overrides,
  };
}

interface Results {
  isDone: boolean;
  results: {
    carrierId: string;
    companyName: string;
    rates: { annualPremium: number; paymentPlans: { planType: string; totalPremium: number; downPaymentAmount: number; installmentPaymentAmount: number }[] }[];
  }[];
  errors: { message: string }[];
}
interface Purchase {
  purchaseId: string;
  status: string;
  isDone: boolean;
  policyId: string;
  policyNumber: string;
  message: string;
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(pdf, { mergePages: true })).text;
}

describeEachDatabase("renters routes", (store) => {
  let t: TestPlatform;
  let token: string;

  async function quote(email: string, overrides: Record<string, unknown> = {}) {
    const rated = await t.call<{ transactionId: string; state: string; carriers: number }>("post", "/api/renters/rate", {
      token,
      body: rateRequest(email, overrides),
    });
    expect(rated.status).toBe(200);
    let results: Results | undefined;
    for (let i = 0; i < 50 && !results?.isDone; i++) {
      if (i > 0) await new Promise((r) => setTimeout(r, 20));
      results = (await t.call<Results>("post", "/api/renters/results", { token, body: { transactionId: rated.body.transactionId } })).body;
    }
    return { transactionId: rated.body.transactionId, state: rated.body.state, results: results! };
  }

  async function cardToken(number: string) {
    const response = await fetch(`${t.baseUrl}/sandbox/card-widget/tokenize`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ number, expiry: "12/30", cvc: "123", name: "Avery Renter", merchantId: "49" }),
    });
    return { status: response.status, body: (await response.json()) as { token: Record<string, string>; problems?: Record<string, string> } };
  }

  function purchaseBody(
    transactionId: string,
    carrierId: string,
    email: string,
    paymentMethod: Record<string, string>,
    plan: Record<string, unknown> = { PlanType: "Monthly", InstallmentDayofMonth: 15 },
  ) {
    return {
      TransactionId: transactionId,
      Rc1TransactionId: transactionId,
      CarrierId: carrierId,
      RequestStep: 3,
      EffectiveDate: day(3),
      Customer: { Name: "Avery", Surname: "Renter", Email: email, PhoneNumber: "2145550110" },
      Address: { Address1: "2100 Ross Ave", Address2: "Apt 5", City: "Dallas", State: "TX", ZipCode: "75201" },
      AdditionalCustomers: rateRequest(email).additionalCustomers,
      Community: { YearsProfessionallyManaged: 1, NumberOfUnits: 5, YearBuilt: 2008 },
      Coverages: coverages,
      PaymentPlan: plan,
      PaymentMethod: paymentMethod,
    };
  }

  async function settle(transactionId: string): Promise<Purchase> {
    let answer: Purchase | undefined;
    for (let i = 0; i < 100 && !answer?.isDone; i++) {
      if (i > 0) await new Promise((r) => setTimeout(r, 20));
      answer = (await t.call<Purchase>("post", "/api/renters/purchaseStatus", { token, body: { transactionId } })).body;
    }
    return answer!;
  }

  beforeAll(async () => {
    t = await startTestPlatform(store());
    token = await t.siteToken("lonestar");
  }, 60_000);
  afterAll(async () => {
    expect(t.mismatches).toEqual([]);
    await t?.close();
  });

  it("doc3 §7.3 coverage options by state: D derived from C", async () => {
    const { status, body } = await t.call<{ CoverageD: Record<string, number[]>; carriers: unknown[] }>("post", "/api/renters/coverageOptions", {
      token,
      body: { state: "TX" },
    });
    expect(status).toBe(200);
    expect(body.carriers).toHaveLength(3);
    expect(body.CoverageD["50000"]).toEqual([2000, 10000]);
  });

  it("doc3 §7.3 rate request polled until isDone: results[].rates[].paymentPlans from every Texas carrier", async () => {
    const { state, results } = await quote("avery.rates@example.com");
    expect(state).toBe("TX");
    expect(results.isDone).toBe(true);
    expect(results.errors).toEqual([]);
    expect(results.results.map((r) => r.carrierId).sort()).toEqual(["renters-armadillo", "renters-bluestem", "renters-pecan"]);
    for (const result of results.results)
      expect(result.rates[0]!.paymentPlans.map((p) => p.planType)).toEqual(["Annual", "SemiAnnual", "Quarterly", "Monthly"]);
  });

  it("doc3 §7.3 errors[].message: a state no carrier writes answers with its message", async () => {
    const { results } = await quote("avery.nyc@example.com", { address: { address1: "1 Main St", city: "New York", zipCode: "10001" } });
    expect(results.isDone).toBe(true);
    expect(results.results).toEqual([]);
    expect(results.errors[0]!.message).toBe("No carrier we work with writes renters insurance in NY yet.");
  });

  it("doc3 §5.3 the platform refuses bad input per field (400), never a 500", async () => {
    const bad = await t.call<{ errors: Record<string, string> }>("post", "/api/renters/rate", {
      token,
      body: rateRequest("not-an-email", {
        effectiveDate: "2026-02-30",
        additionalCustomers: [1, 2, 3, 4, 5].map((n) => ({ Name: `Room${n}`, Surname: "Mate", Email: "", Role: 0 })),
        address: { address1: "", city: "Dallas", zipCode: "7520" },
      }),
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(
      expect.arrayContaining(["customer.email", "effectiveDate", "additionalCustomers", "address.address1", "address.zipCode"]),
    );
    const late = await t.call<{ errors: Record<string, string> }>("post", "/api/renters/rate", {
      token,
      body: rateRequest("a@example.com", { effectiveDate: day(120) }),
    });
    expect(late.status).toBe(400);
    expect(late.body.errors.effectiveDate).toMatch(/up to 90 days/);
    const noToken = await t.call("post", "/api/renters/rate", { body: rateRequest("a@example.com") });
    expect(noToken.status).toBe(401);
  });

  it("doc3 §2.3 prepare by transactionId gives the repeat quote; an unknown id is 404", async () => {
    const { transactionId } = await quote("avery.repeat@example.com");
    const { status, body } = await t.call<{ quote: { customer: { name: string }; additionalCustomers: unknown[]; coverages: Record<string, number> } }>(
      "post",
      "/api/renters/prepare",
      { token, body: { transactionId } },
    );
    expect(status).toBe(200);
    expect(body.quote.customer.name).toBe("Avery");
    expect(body.quote.additionalCustomers).toHaveLength(3);
    expect(body.quote.coverages).toMatchObject({ CoverageC: 20000, WaterBackup: 5000, AllOtherPeril: 500 });
    const unknown = await t.call("post", "/api/renters/prepare", { token, body: { transactionId: "rnt_AAAAAAAAAAAAAAAAAAAAAAAAAAA" } });
    expect(unknown.status).toBe(404);
  });

  it("doc3 §3 card widget token: holder, expiry, card type and last four, never the number; a bad card is refused per field", async () => {
    const { status, body } = await cardToken("4242 4242 4242 4242");
    expect(status).toBe(200);
    expect(body.token).toMatchObject({
      PaymentMerchantId: "49",
      PaymentProcessor: "sandbox",
      PaymentMethod: "CreditCard",
      CardHolderName: "Avery Renter",
      ExpirationDate: "12/30",
      CardType: "Visa",
      LastFourDigits: "4242",
    });
    expect(body.token.PaymentToken).toMatch(/^ctok_/);
    const rows = await t.db.selectFrom("card_tokens").selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain("4242424242424242");
    const bad = await cardToken("4242 4242 4242 4241");
    expect(bad.status).toBe(422);
    expect(bad.body.problems).toEqual({ number: "invalid" });
  });

  it("doc3 §4.3 purchase on a monthly plan: submitted → charging → purchased with a policy id; the same token again is the same purchase; the policy, its PDF and its e-mail", async () => {
    const email = "avery.buyer@example.com";
    const { transactionId, results } = await quote(email);
    const carrier = results.results[0]!;
    const monthly = carrier.rates[0]!.paymentPlans.find((p) => p.planType === "Monthly")!;
    const valid = await t.call("post", "/api/renters/validate", {
      token,
      body: { TransactionId: transactionId, CarrierId: carrier.carrierId, EffectiveDate: day(3), PlanType: "Monthly" },
    });
    expect(valid.body).toMatchObject({ valid: true, downPaymentAmount: monthly.downPaymentAmount });

    const card = (await cardToken("4242424242424242")).body.token;
    const first = await t.call<Purchase>("post", "/api/renters/purchase", { token, body: purchaseBody(transactionId, carrier.carrierId, email, card) });
    expect(first.status).toBe(202);
    const done = await settle(transactionId);
    expect(done).toMatchObject({ status: "purchased", isDone: true });
    expect(done.policyId).not.toBe("");
    expect(done.policyNumber).toMatch(/^RNT-/);
    const again = await t.call<Purchase>("post", "/api/renters/purchase", { token, body: purchaseBody(transactionId, carrier.carrierId, email, card) });
    expect(again.body).toMatchObject({ purchaseId: first.body.purchaseId, status: "purchased", policyId: done.policyId });
    expect(await t.db.selectFrom("renters_purchases").select("id").where("quote_id", "=", transactionId).execute()).toHaveLength(1);
    const events = await repo.purchaseEvents(t.db, first.body.purchaseId);
    expect(events.map((e) => [e.from_status, e.to_status])).toEqual([
      [null, "submitted"],
      ["submitted", "charging"],
      ["charging", "purchased"],
    ]);

    // A second purchase of the same quote with another card is refused.
    const other = (await cardToken("5555555555554444")).body.token;
    const twice = await t.call<{ messageCode: string }>("post", "/api/renters/purchase", {
      token,
      body: purchaseBody(transactionId, carrier.carrierId, email, other),
    });
    expect(twice.status).toBe(422);
    expect(twice.body.messageCode).toBe("ALREADY_PURCHASED");

    // The policy, under the buyer's customer record, with the down payment paid and 10 monthly installments on day 15.
    const policy = await t.db.selectFrom("policies").selectAll().where("id", "=", done.policyId).executeTakeFirstOrThrow();
    expect(policy).toMatchObject({ policy_type: "Renters", company: carrier.companyName, status: "active", email_address: email, state: "TX" });
    const installments = JSON.parse(policy.installments_json) as { dueDate: string; dueAmountCents: number; paidAt: string | null }[];
    expect(installments).toHaveLength(1 + (carrier.carrierId === "renters-pecan" ? 11 : 10));
    expect(installments[0]!.paidAt).not.toBeNull();
    expect(installments.slice(1).every((i) => i.dueDate.endsWith("-15") && i.paidAt === null)).toBe(true);
    const customer = await t.db.selectFrom("customers").selectAll().where("id", "=", policy.customer_id).executeTakeFirstOrThrow();
    expect(customer).toMatchObject({ email, first_name: "Avery", password_hash: null });

    const points = await t.db.selectFrom("loyalty_transactions").selectAll().where("customer_id", "=", customer.id).execute();
    expect(points.map((p) => [p.rule_name, p.type])).toEqual([["Purchase", "addition"]]);

    const mail = await t.db.selectFrom("outbox").selectAll().where("recipient", "=", email).execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain(done.policyNumber);

    const pdf = await t.call<{ pdf: string; fileName: string }>("get", "/api/renters/declarations", { token, query: { transactionId } });
    expect(pdf.status).toBe(200);
    expect(pdf.body.fileName).toBe(`renters-declarations-${done.policyNumber}.pdf`);
    const text = await pdfText(Buffer.from(pdf.body.pdf, "base64"));
    expect(text).toContain(done.policyNumber);
    expect(text).toContain("Sam Roommate, Lee Roommate");
    expect(text).toContain("Uptown Properties (leasing@example.com)");
    expect(text).toContain("Monthly");

    // The customer's own declarations; another customer's token finds nothing.
    const own = await issueToken(t.db, { kind: "customer", brand: "lonestar", email, scope: "customer" });
    const stranger = await issueToken(t.db, { kind: "customer", brand: "lonestar", email: "someone.else@example.com", scope: "customer" });
    expect((await t.call("get", `/api/renters/policies/${done.policyNumber}/declarations`, { token: own.token })).status).toBe(200);
    expect((await t.call("get", `/api/renters/policies/${done.policyNumber}/declarations`, { token: stranger.token })).status).toBe(404);
    expect((await t.call("get", `/api/renters/policies/${done.policyNumber}/declarations`, { token })).status).toBe(403);
  });

  it("doc3 §4.3, §8 a declined card (4000 0000 0000 0002): the purchase fails without a policy id; a new card can buy afterwards", async () => {
    const email = "avery.declined@example.com";
    const { transactionId, results } = await quote(email);
    const carrierId = results.results[0]!.carrierId;
    const declined = (await cardToken("4000 0000 0000 0002")).body.token;
    await t.call("post", "/api/renters/purchase", { token, body: purchaseBody(transactionId, carrierId, email, declined, { PlanType: "Annual" }) });
    const failed = await settle(transactionId);
    expect(failed).toMatchObject({ status: "failed", isDone: true, policyId: "", message: "Your card was declined." });
    expect(await t.db.selectFrom("policies").select("id").where("email_address", "=", email).execute()).toEqual([]);
    // The used token cannot be charged again.
    const reused = await t.call<Purchase>("post", "/api/renters/purchase", {
      token,
      body: purchaseBody(transactionId, carrierId, email, declined, { PlanType: "Annual" }),
    });
    expect(reused.body.status).toBe("failed");
    const good = (await cardToken("4242424242424242")).body.token;
    await t.call("post", "/api/renters/purchase", { token, body: purchaseBody(transactionId, carrierId, email, good, { PlanType: "Annual" }) });
    expect((await settle(transactionId)).status).toBe("purchased");
  });

  it("doc3 §5.3 purchase rules: non-annual plans need the installment day; community defaults are fixed; request step is 3; coverages must be the rated ones", async () => {
    const email = "avery.rules@example.com";
    const { transactionId, results } = await quote(email);
    const carrierId = results.results[0]!.carrierId;
    const card = (await cardToken("4242424242424242")).body.token;
    const noDay = await t.call<{ errors: Record<string, string> }>("post", "/api/renters/purchase", {
      token,
      body: purchaseBody(transactionId, carrierId, email, card, { PlanType: "Quarterly" }),
    });
    expect(noDay.status).toBe(400);
    expect(noDay.body.errors["PaymentPlan.InstallmentDayofMonth"]).toBe("non-annual plans need InstallmentDayofMonth");
    const community = await t.call<{ errors: Record<string, string> }>("post", "/api/renters/purchase", {
      token,
      body: {
        ...purchaseBody(transactionId, carrierId, email, card),
        Community: { YearsProfessionallyManaged: 3, NumberOfUnits: 5, YearBuilt: 2008 },
        RequestStep: 2,
      },
    });
    expect(community.status).toBe(400);
    expect(Object.keys(community.body.errors)).toEqual(expect.arrayContaining(["Community.YearsProfessionallyManaged", "RequestStep"]));
    const changed = await t.call<{ messageCode: string }>("post", "/api/renters/purchase", {
      token,
      body: {
        ...purchaseBody(transactionId, carrierId, email, card),
        Coverages: coverages.map((c) => (c.CoverageCd === "CoverageC" ? { ...c, Limit: { Val1: 30000 } } : c)),
      },
    });
    expect(changed.status).toBe(422);
    expect(changed.body.messageCode).toBe("COVERAGES_CHANGED");
    const unknownToken = await t.call<Purchase>("post", "/api/renters/purchase", {
      token,
      body: purchaseBody(transactionId, carrierId, email, { ...card, PaymentToken: "ctok_unknownunknownunknownunknown" }),
    });
    expect(unknownToken.status).toBe(202);
    expect(await settle(transactionId)).toMatchObject({ status: "failed", message: "This card token is not known. Enter the card again." });
  });
});
