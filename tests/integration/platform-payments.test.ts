import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../platform/db/test-databases.ts";
import { startTestPlatform, type Envelope, type TestPlatform } from "../../platform/http/test-client.ts";
import { issueToken } from "../../platform/services/tokens.ts";
import { demoCustomers, demoPolicies } from "../../platform/seed/customers.ts";
import { CUSTOMER, DETAILS, dayFrom, POLICY_NUMBERS, seedPaymentPolicies } from "./platform-payments-fixtures.ts";

interface Lookup extends Envelope {
  token: string;
  policyId: string;
  company: string;
  monthlyPayment: number;
  policyType: string;
  paymentDueDate: string;
  applicantName: string;
  policyNumber: string;
  isPayable: boolean;
  reason: string | null;
  carrierUrl: string;
  messageCode?: string;
  retryAfterSeconds?: number;
}

describeEachDatabase("platform payments: policy lookup, payment token, carrier list", (store) => {
  let t: TestPlatform;
  let site: string;
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  beforeAll(async () => {
    t = await startTestPlatform(store(), { now });
    site = await t.siteToken();
    await seedPaymentPolicies(t.db, now());
  });
  afterAll(async () => {
    expect(t.mismatches).toEqual([]);
    await t.close();
  });

  let visitor = 0;
  /** Each lookup from its own visitor address, so the per-visitor limit stays out of the way. */
  const lookup = (policyNumber: string, details: Partial<typeof DETAILS> = {}, address?: string) =>
    t.call<Lookup>("post", "/api/payment/policyLookup", {
      token: site,
      visitor: address ?? `198.51.100.${(visitor++ % 250) + 1}`,
      body: { policyNumber, ...DETAILS, ...details },
    });

  it("doc1 §4 payment flow, payable: the policy number is uppercased, the phone's dashes dropped, the date of birth read as month-day-year; the installment due is offered with a lookup token", async () => {
    const found = await lookup(POLICY_NUMBERS.payable.toLowerCase());
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      isSuccess: true,
      policyId: "pol_test_payable",
      policyNumber: POLICY_NUMBERS.payable,
      company: "Red River Indemnity (fictional)",
      policyType: "Personal Auto",
      applicantName: `${CUSTOMER.firstName} ${CUSTOMER.lastName}`,
      isPayable: true,
      reason: null,
      monthlyPayment: 150.75,
      paymentDueDate: dayFrom(now(), 10),
      carrierUrl: "https://pay.red-river.example.com/",
    });
    expect(found.body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(found.body.message).not.toBe("This payment has already been made");
  });

  it("doc1 §4 payment flow, §8: a paid installment answers 'This payment has already been made' (reason alreadyPaid) and no token", async () => {
    const found = await lookup(POLICY_NUMBERS.alreadyPaid);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      isPayable: false,
      reason: "alreadyPaid",
      message: "This payment has already been made",
      token: "",
      paymentDueDate: dayFrom(now(), 10),
    });
  });

  it("doc1 §4 payment flow, §9: an installment due within 48 hours is not payable online (reason dueWithin48)", async () => {
    const found = await lookup(POLICY_NUMBERS.dueWithin48);
    expect(found.body).toMatchObject({
      isPayable: false,
      reason: "dueWithin48",
      token: "",
      paymentDueDate: dayFrom(now(), 1),
      carrierUrl: "https://pay.gulf-breeze.example.com/",
    });
    expect(found.body.message).toMatch(/48 hours/);
  });

  it("doc1 §4 payment flow: an installment whose due date has passed is not payable (reason duePast)", async () => {
    const found = await lookup(POLICY_NUMBERS.duePast);
    expect(found.body).toMatchObject({ isPayable: false, reason: "duePast", token: "", paymentDueDate: dayFrom(now(), -3) });
    expect(found.body.message).toMatch(/passed/);
  });

  it("doc1 §4 payment flow: a policy not payable for another reason (cancelled) answers reason other with the server's message", async () => {
    const found = await lookup(POLICY_NUMBERS.other);
    expect(found.body).toMatchObject({ isPayable: false, reason: "other", token: "" });
    expect(found.body.message).toMatch(/cannot be paid online/);
  });

  it("doc1 §4 payment flow: an unknown number, or any one detail that does not match, is 404 with the same message", async () => {
    const answers = await Promise.all([
      lookup("RRI-0000000"),
      lookup(POLICY_NUMBERS.payable, { receiptEmail: "someone.else@example.com" }),
      lookup(POLICY_NUMBERS.payable, { receiptPhone: "2145550100" }),
      lookup(POLICY_NUMBERS.payable, { dob: "03-10-1984" }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ isSuccess: false, messageCode: "POLICY_NOT_FOUND" });
      expect(answer.body.message).toBe(answers[0]!.body.message);
    }
  });

  it("doc1 §4 payment flow: each seeded demo policy answers the outcome it was seeded for (due dates relative to the platform's clock)", async () => {
    for (const policy of demoPolicies) {
      const customer = demoCustomers.find((c) => c.id === policy.customer)!;
      const [year, month, day] = customer.dob.split("-");
      const found = await lookup(policy.number, { receiptEmail: customer.email, receiptPhone: customer.phone, dob: `${month}-${day}-${year}` });
      expect(found.status, policy.number).toBe(200);
      expect(found.body.reason, policy.number).toBe(policy.outcome === "payable" ? null : policy.outcome);
      expect(found.body.isPayable, policy.number).toBe(policy.outcome === "payable");
    }
  });

  it("doc1 §4 carrier not configured: a policy of a carrier missing from the payment list is looked up with the non-payable link, and the processor refuses to start its payment (409)", async () => {
    const luis = demoCustomers.find((c) => c.id === "cu-demo-luis")!;
    const [year, month, day] = luis.dob.split("-");
    const found = await lookup("ZZX-6000607", { receiptEmail: luis.email, receiptPhone: luis.phone, dob: `${month}-${day}-${year}` });
    expect(found.body.carrierUrl).toBe(
      (await t.call<{ nonPayable: { defaultUrl: string } }>("get", "/api/payment/carriers", { token: site })).body.nonPayable.defaultUrl,
    );
    const refused = await t.call<Envelope & { reason: string }>("post", "/api/payment/token", {
      token: site,
      body: { policyId: found.body.policyId, token: found.body.token, returnUrl: "http://localhost:5173/make-a-payment" },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.reason).toBe("other");
  });

  it("doc1 §5 payment form: bad details are refused field by field (400)", async () => {
    const bad = await t.call<Envelope>("post", "/api/payment/policyLookup", {
      token: site,
      body: { policyNumber: "#", receiptEmail: "nope", receiptPhone: "12", dob: "1984-13-40" },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(["dob", "policyNumber", "receiptEmail", "receiptPhone"]);
  });

  it("limits: lookups are limited per visitor address (429 with retryAfterSeconds) while another visitor still gets answers", async () => {
    const address = "203.0.113.77";
    for (let i = 0; i < 20; i++) expect((await lookup(`RRI-90000${String(i).padStart(2, "0")}`, {}, address)).status).toBe(404);
    const refused = await lookup("RRI-9000099", {}, address);
    expect(refused.status).toBe(429);
    expect(refused.body.retryAfterSeconds).toBeGreaterThan(0);
    expect((await lookup("RRI-9000099", {}, "203.0.113.78")).status).toBe(404);
  });

  it("limits: one policy number is looked up at most 10 times in 15 minutes, whatever the addresses", async () => {
    const number = "RRI-8000001";
    for (let i = 0; i < 10; i++) expect((await lookup(number)).status).toBe(404);
    expect((await lookup(number)).status).toBe(429);
  });

  it("doc1 §7 payment token request: only with the lookup's token for that policy, before it expires, and a return address on the brand's site", async () => {
    const found = await lookup(POLICY_NUMBERS.payable);
    const other = await lookup(POLICY_NUMBERS.declineLater);
    const returnUrl = "http://localhost:5173/make-a-payment";
    const wrongPolicy = await t.call<Envelope & { messageCode: string }>("post", "/api/payment/token", {
      token: site,
      body: { policyId: found.body.policyId, token: other.body.token, returnUrl },
    });
    expect(wrongPolicy.status).toBe(404);
    expect(wrongPolicy.body.messageCode).toBe("LOOKUP_EXPIRED");
    const foreign = await t.call<Envelope>("post", "/api/payment/token", {
      token: site,
      body: { policyId: found.body.policyId, token: found.body.token, returnUrl: "https://evil.example.net/make-a-payment" },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toHaveProperty("returnUrl");
    const started = await t.call<{ paymentUrl: string; token: string }>("post", "/api/payment/token", {
      token: site,
      body: { policyId: found.body.policyId, token: found.body.token, returnUrl },
    });
    expect(started.status).toBe(200);
    expect(started.body.paymentUrl).toMatch(/^http:\/\/localhost:5173\/sandbox\/pay\/pay_[A-Za-z0-9_-]{20,40}$/);
    expect(started.body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    // 30 minutes later the lookup's token no longer starts a payment.
    offsetMs = 31 * 60_000;
    try {
      const late = await t.call<Envelope>("post", "/api/payment/token", {
        token: site,
        body: { policyId: other.body.policyId, token: other.body.token, returnUrl },
      });
      expect(late.status).toBe(404);
    } finally {
      offsetMs = 0;
    }
  });

  it("doc1 §3 carrier payment list: each carrier with its policy-number prefixes, payment site and logo, and the non-payable default link", async () => {
    const list = await t.call<{
      carriers: { carrierName: string; carrierCode: string[]; carrierUrl: string; carrierLogo: string }[];
      nonPayable: { defaultUrl: string };
    }>("get", "/api/payment/carriers", { token: site });
    expect(list.status).toBe(200);
    expect(list.body.carriers).toContainEqual({
      carrierName: "Red River Indemnity (fictional)",
      carrierCode: ["RRI"],
      carrierUrl: "https://pay.red-river.example.com/",
      carrierLogo: "/carriers/red-river.svg",
    });
    // Every sample carrier, the Arizona, New Mexico and California ones included.
    expect(list.body.carriers.map((c) => c.carrierCode[0]).sort()).toEqual(["ARM", "BLM", "GBC", "GPA", "HDC", "MTA", "PHX", "RCI", "RRI", "SMM"]);
    expect(list.body.nonPayable.defaultUrl).toMatch(/^https:\/\//);
  });

  it("the payment calls are the site's: no token 401, a customer or staff token 403", async () => {
    const brand = t.platform.context.config.DEFAULT_BRAND;
    const staff = await t.staffToken();
    const customer = (await issueToken(t.db, { kind: "customer", brand, email: CUSTOMER.email }, now())).token;
    for (const [method, path] of [
      ["post", "/api/payment/policyLookup"],
      ["post", "/api/payment/token"],
      ["get", "/api/payment/result"],
      ["get", "/api/payment/carriers"],
    ] as const) {
      expect((await t.call(method, path, { body: method === "post" ? {} : undefined })).status, path).toBe(401);
      expect((await t.call(method, path, { token: customer, body: method === "post" ? {} : undefined })).status, path).toBe(403);
      expect((await t.call(method, path, { token: staff, body: method === "post" ? {} : undefined })).status, path).toBe(403);
    }
  });
});
