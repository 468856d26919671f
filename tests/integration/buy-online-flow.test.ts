import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sandboxProcessor } from "../../platform/services/processor.ts";
import { extractText, getDocumentProxy } from "unpdf";
import { describeEachDatabase } from "../../platform/db/test-databases.ts";
import { sampleTransaction, startTestPlatform, type TestPlatform } from "../../platform/http/test-client.ts";
import { issueToken } from "../../platform/services/tokens.ts";
import { isAllowedTransition } from "../../platform/services/buy-online-rules.ts";
import { listTransitions } from "../../platform/repositories/buy-online.ts";

type Json = Record<string, unknown>;
const RETURN_URL = "http://localhost:3330/buy?transactionId=x";
const VIN = "4T1BF1FK5CU123456";

async function pdfText(base64: string): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(Buffer.from(base64, "base64")));
  return (await extractText(pdf, { mergePages: true })).text;
}

describeEachDatabase("buy online, from a quote card to an issued policy (doc3 §4.1, §7.1)", (store) => {
  let t: TestPlatform;
  let site: string;
  beforeAll(async () => {
    t = await startTestPlatform(store());
    site = await t.siteToken();
  });
  afterAll(async () => {
    expect(t.mismatches).toEqual([]);
    await t.close();
  });

  const post = <T = Json>(path: string, body: Json, token = site, lang: "en" | "es" = "en") =>
    t.call<T & { isSuccess: boolean; message: string; errors?: Record<string, string> }>("post", path, {
      token,
      body: { ...body, header: { lang, trackId: "buy-test", requestDate: new Date().toISOString() } },
      visitor: "203.0.113.7",
    });

  async function ratedTransaction(email = "jordan.sample@example.com") {
    const prepared = await t.call<{ transactionId: string }>("post", "/api/rating/prepareTransaction", {
      token: site,
      body: { transaction: sampleTransaction({ customer: { ...sampleTransaction().customer, email } }) },
    });
    await t.call("post", "/api/rating/submitTransaction", { token: site, body: { transactionId: prepared.body.transactionId } });
    await t.platform.runner.idle();
    const results = await t.call<{ results: { carrierId: string; status: string }[] }>("get", "/api/rating/getResultsByTransactionId", {
      token: site,
      query: { transactionId: prepared.body.transactionId },
    });
    const carrierId = results.body.results.find((r) => r.status === "rated" && r.carrierId !== "prairie-link-connector")!.carrierId;
    return { transactionId: prepared.body.transactionId, carrierId };
  }

  const answers = (override: Record<string, string> = {}) =>
    Object.entries({ PRIORCANCEL: "N", BUSINESSUSE: "N", ALLDRIVERS: "Y", GARAGING: "Y", EXISTINGDAMAGE: "N", ...override }).map(([questionCd, answer]) => ({
      questionCd,
      answer,
    }));

  const step2 = (ids: { transactionId: string; carrierId: string }, requestKey: string, override: Json = {}) => ({
    ...ids,
    requestKey,
    customer: {
      firstName: "Jordan",
      lastName: "Sample",
      email: "jordan.sample@example.com",
      phone: "214-555-0101",
      dob: "1990-04-12",
      address: { address1: "1500 Marilla St", city: "Dallas", state: "TX", zipCode: "75201" },
    },
    drivers: [{ firstName: "Jordan", lastName: "Sample", dob: "1990-04-12", gender: 0, marital: 1, relation: 0, license: "12345678", driverstatus: 0 }],
    vehicles: [{ vin: VIN, year: 2018, make: "TOYOTA", model: "CAMRY", annualMiles: 11000 }],
    answers: answers(),
    ...override,
  });

  async function payWith(paymentUrl: string, card: string) {
    const path = new URL(paymentUrl).pathname;
    const response = await fetch(`${t.baseUrl}${path}`, {
      method: "post",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ number: card, expiry: "12/30", cvc: "123", name: "Jordan Sample" }).toString(),
    });
    return { status: response.status, location: response.headers.get("location") ?? "" };
  }

  const status = async (ids: Json) => (await post<{ buyNowStatusResponse: Json }>("/api/buyonline/buyNowStatus", ids)).body.buyNowStatusResponse;

  it("doc3 §7.1 carrier questions come in the configured questionorder, in the header's language", async () => {
    const en = await t.call<{ questions: { questionCd: string; questionText: string }[] }>("get", "/api/buyonline/carrierQuestions", {
      token: site,
      query: { carrierId: "gulf-breeze", questionOrder: "GARAGING,PRIORCANCEL" },
    });
    expect(en.status).toBe(200);
    expect(en.body.questions.map((q) => q.questionCd).slice(0, 3)).toEqual(["GARAGING", "PRIORCANCEL", "BUSINESSUSE"]);
    const es = await t.call<{ questions: { questionText: string }[] }>("get", "/api/buyonline/carrierQuestions", {
      token: site,
      query: { carrierId: "gulf-breeze", "header.lang": "es" },
    });
    expect(es.body.questions[0]!.questionText).toMatch(/¿/);
    expect((await t.call("get", "/api/buyonline/carrierQuestions", { token: site, query: { carrierId: "no-such-carrier" } })).status).toBe(404);
    expect((await t.call("get", "/api/buyonline/carrierQuestions", { query: { carrierId: "gulf-breeze" } })).status).toBe(401);
  });

  it("doc3 §4.1 every status from -1 to 6, each transition stored once, double submits of payment and signature change nothing", async () => {
    const ids = await ratedTransaction();
    expect((await status(ids)).currentBuyNowStatus).toBe(-1);

    const results = await post<{ status: string; paymentOptions: { payPlanNumOfPayments: number }[]; companyName: string }>(
      "/api/buyonline/carrierResults",
      ids,
    );
    expect(results.status).toBe(200);
    expect(results.body.status).toBe("rated");
    expect(results.body.paymentOptions.length).toBeGreaterThan(0);

    const started = await post<{ buyNowStatusResponse: { currentBuyNowStatus: number } }>("/api/buyonline/start", { ...ids, enableESign: true });
    expect(started.body.buyNowStatusResponse.currentBuyNowStatus).toBe(0);
    expect((await post("/api/buyonline/start", { ...ids, enableESign: true })).status).toBe(200);

    // doc3 §5.1 a validationrequired question with the wrong answer is refused with its message; an unanswered one too.
    const wrong = await post(
      "/api/buyonline/submitQuoteStep2",
      step2(ids, "key-wrong-1", { answers: answers({ PRIORCANCEL: "Y" }).filter((a) => a.questionCd !== "GARAGING") }),
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors?.["answers.PRIORCANCEL"]).toMatch(/cancelled, refused or not renewed/);
    expect(wrong.body.errors?.["answers.GARAGING"]).toBe("Please answer this question.");
    const noLicence = await post(
      "/api/buyonline/submitQuoteStep2",
      step2(ids, "key-wrong-2", { drivers: [{ firstName: "Jordan", lastName: "Sample", dob: "1990-04-12", gender: 0, marital: 1, relation: 0 }] }),
    );
    expect(noLicence.body.errors?.["drivers.0.license"]).toBeTruthy();
    expect((await status(ids)).currentBuyNowStatus).toBe(0);

    const submitted = await post<{ isDone: boolean; completedCount: number; currentBuyNowStatus: number }>(
      "/api/buyonline/submitQuoteStep2",
      step2(ids, "key-good-1"),
    );
    expect(submitted.status).toBe(200);
    const polled = await post<{ isDone: boolean; completedCount: number }>("/api/buyonline/quoteStep2Status", ids);
    expect(polled.body).toMatchObject({ isDone: true, completedCount: 1 });
    expect((await post("/api/buyonline/submitQuoteStep2", step2(ids, "key-good-1"))).body.currentBuyNowStatus).toBe(1);
    const rerated = await post<{ rerated: boolean; vehicles: { vin: string }[] }>("/api/buyonline/carrierResults", ids);
    expect(rerated.body.rerated).toBe(true);
    expect((await status(ids)).rc2Status).toBe("done");

    // Payment: declined first (2 → 1), then approved (2 → 3).
    const url1 = await post<{ paymentUrl: string; amountDue: number }>("/api/buyonline/paymentUrl", {
      ...ids,
      returnUrl: RETURN_URL,
      paymentPlanDescription: "",
    });
    expect(url1.status).toBe(200);
    expect(url1.body.paymentUrl).toMatch(/^http:\/\/localhost:3330\/sandbox\/buy-pay\/bpay_/);
    expect((await post<{ paymentUrl: string }>("/api/buyonline/paymentUrl", { ...ids, returnUrl: RETURN_URL })).body.paymentUrl).toBe(url1.body.paymentUrl);
    const pending = await status(ids);
    expect(pending).toMatchObject({ currentBuyNowStatus: 1, paymentStatus: "pending" });
    expect(pending.paymentToken).not.toBe("");

    // The quote cannot change under an open payment page.
    const changed = await post("/api/buyonline/submitQuoteStep2", step2(ids, "key-while-paying"));
    expect(changed.status).toBe(409);

    const declined = await payWith(url1.body.paymentUrl, "4000000000000002");
    expect(declined.status).toBe(303);
    expect((await status(ids)).currentBuyNowStatus).toBe(2);
    const declinedToken = new URL(declined.location).searchParams.get("token")!;
    const confirmDeclined = await post<{ resultCode: number }>("/api/buyonline/paymentConfirm", { ...ids, token: declinedToken });
    expect(confirmDeclined.body.resultCode).toBe(402);
    expect((await post<{ resultCode: number }>("/api/buyonline/paymentConfirm", { ...ids, token: declinedToken })).body.resultCode).toBe(402);
    expect((await status(ids)).currentBuyNowStatus).toBe(1);

    const url2 = await post<{ paymentUrl: string }>("/api/buyonline/paymentUrl", { ...ids, returnUrl: RETURN_URL });
    expect(url2.body.paymentUrl).not.toBe(url1.body.paymentUrl);
    // A double click on Pay: two posts at once, one confirmation, one transition.
    const charges = vi.spyOn(sandboxProcessor, "charge");
    const [paid, paidAgain] = await Promise.all([payWith(url2.body.paymentUrl, "4242424242424242"), payWith(url2.body.paymentUrl, "4242424242424242")]);
    expect(charges).toHaveBeenCalledTimes(1);
    charges.mockRestore();
    expect(paidAgain).toEqual(paid);
    expect(paid.status).toBe(303);
    expect(
      await t.db
        .selectFrom("buy_now_payments")
        .select("id")
        .where(
          "purchase_id",
          "=",
          (await t.db.selectFrom("buy_now_purchases").select("id").where("transaction_id", "=", ids.transactionId).executeTakeFirstOrThrow()).id,
        )
        .where("approved", "=", 1)
        .execute(),
    ).toHaveLength(1);
    expect((await payWith(url2.body.paymentUrl, "4242424242424242")).location).toBe(paid.location);
    const token = new URL(paid.location).searchParams.get("token")!;
    const [first, second] = await Promise.all([
      post<{ resultCode: number }>("/api/buyonline/paymentConfirm", { ...ids, token }),
      post<{ resultCode: number }>("/api/buyonline/paymentConfirm", { ...ids, token }),
    ]);
    expect([first.body.resultCode, second.body.resultCode].sort()).toEqual([0, 200]);
    expect((await post<{ resultCode: number }>("/api/buyonline/paymentConfirm", { ...ids, token })).body.resultCode).toBe(0);
    expect((await status(ids)).currentBuyNowStatus).toBe(3);
    expect((await post("/api/buyonline/paymentUrl", { ...ids, returnUrl: RETURN_URL })).status).toBe(409);

    // E-sign documents: stored PDFs with their hashes; the site reads them for the shopper's own transaction only.
    const docs = await post<{ esignDocuments: { documentType: number; sha256: string }[]; affirmationStatement: string; policyNumber: string }>(
      "/api/buyonline/esignDocuments",
      ids,
    );
    expect(docs.body.esignDocuments.map((d) => d.documentType)).toEqual([1, 2]);
    const policyNumber = docs.body.policyNumber;
    expect(policyNumber).toMatch(/^[A-Z]+-TX-\d{8}$/);
    const declarations = await post<{ document: string; sha256: string }>("/api/buyonline/policyDocuments", {
      carrierId: ids.carrierId,
      policyNumber,
      documentType: 1,
      transactionId: ids.transactionId,
    });
    expect(declarations.status).toBe(200);
    expect(declarations.body.sha256).toBe(docs.body.esignDocuments[0]!.sha256);
    const text = await pdfText(declarations.body.document);
    expect(text).toContain(policyNumber);
    expect(text).toContain(VIN);
    const plan = JSON.parse(
      (await t.db.selectFrom("buy_now_purchases").select("payment_plan_json").where("transaction_id", "=", ids.transactionId).executeTakeFirstOrThrow())
        .payment_plan_json!,
    ) as { totalPremium: number };
    expect(text).toContain(new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(plan.totalPremium));
    const other = await ratedTransaction("someone.else@example.com");
    expect(
      (await post("/api/buyonline/policyDocuments", { carrierId: ids.carrierId, policyNumber, documentType: 1, transactionId: other.transactionId })).status,
    ).toBe(404);
    expect((await post("/api/buyonline/policyDocuments", { carrierId: ids.carrierId, policyNumber, documentType: 1 })).status).toBe(404);

    const opened = await post<{ eSignUrl: string }>("/api/buyonline/esignUrl", { ...ids, returnUrl: "http://localhost:3330/buy/esign" });
    expect(opened.body.eSignUrl).toBe("http://localhost:3330/buy/esign");
    expect((await status(ids)).currentBuyNowStatus).toBe(4);
    expect((await post("/api/buyonline/esignUrl", { ...ids, returnUrl: "https://evil.example.net/x" })).status).toBe(400);

    const hashes = docs.body.esignDocuments.map((d) => d.sha256);
    const badName = await post("/api/buyonline/confirmEsign", { ...ids, signerName: "Someone Else", affirmed: false, documentHashes: hashes });
    expect(badName.status).toBe(400);
    expect(Object.keys(badName.body.errors ?? {}).sort()).toEqual(["affirmed", "signerName"]);
    const badDocs = await post("/api/buyonline/confirmEsign", {
      ...ids,
      signerName: "Jordan Sample",
      affirmed: true,
      documentHashes: ["0".repeat(64), hashes[1]],
    });
    expect(badDocs.status).toBe(409);
    const sign = { ...ids, signerName: " jordan  sample ", affirmed: true, documentHashes: hashes };
    const [s1, s2] = await Promise.all([
      post<{ signatureId: string; currentBuyNowStatus: number }>("/api/buyonline/confirmEsign", sign),
      post<{ signatureId: string; currentBuyNowStatus: number }>("/api/buyonline/confirmEsign", sign),
    ]);
    expect(s1.status).toBe(200);
    expect(s2.status).toBe(200);
    expect(s1.body.signatureId).toBe(s2.body.signatureId);
    expect(s1.body.currentBuyNowStatus).toBe(6);
    expect((await post("/api/buyonline/confirmEsign", { ...sign, signerName: "Jordan Other" })).status).toBe(409);

    const sold = await status(ids);
    expect(sold).toMatchObject({ currentBuyNowStatus: 6, rc3Status: 3, eSignSignedStatus: "signed", policyNumber, signedPolicySendStatus: "sent" });

    // ESIGN Act record: who, when, from where, the statement, each document's hash.
    const signature = await t.db.selectFrom("buy_now_signatures").selectAll().executeTakeFirstOrThrow();
    expect(signature).toMatchObject({ signer_name: "jordan sample", signer_email: "jordan.sample@example.com", ip_address: "203.0.113.7" });
    expect(JSON.parse(signature.documents_json).map((d: { sha256: string }) => d.sha256)).toEqual(hashes);
    expect(signature.affirmation_text).toContain(policyNumber);

    // Every transition stored once, each an allowed one, none skipped.
    const purchase = await t.db.selectFrom("buy_now_purchases").selectAll().where("transaction_id", "=", ids.transactionId).executeTakeFirstOrThrow();
    const transitions = await listTransitions(t.db, purchase.id);
    expect(transitions.map((x) => x.event)).toEqual([
      "started",
      "quoteStep2Rated",
      "paymentConfirmedByProcessor",
      "paymentDeclined",
      "paymentConfirmedByProcessor",
      "paymentApproved",
      "esignOpened",
      "esigned",
      "policyIssued",
    ]);
    expect(transitions.map((x) => x.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    transitions.forEach((x, i) => {
      expect(isAllowedTransition(x.from_status, x.to_status, x.event)).toBe(true);
      if (i > 0) expect(x.from_status).toBe(transitions[i - 1]!.to_status);
    });

    // The policy in the customer's portal, with its installments; the documents e-mail and the set-password e-mail in the outbox.
    const policy = await t.db.selectFrom("policies").selectAll().where("policy_number", "=", policyNumber).executeTakeFirstOrThrow();
    const installments = JSON.parse(policy.installments_json) as { paidAt: string | null }[];
    expect(installments[0]!.paidAt).not.toBeNull();
    expect(installments.length).toBeGreaterThan(1);
    const customer = await t.db.selectFrom("customers").selectAll().where("id", "=", policy.customer_id).executeTakeFirstOrThrow();
    expect(customer.email).toBe("jordan.sample@example.com");
    await new Promise((resolve) => setTimeout(resolve, 100));
    const mails = await t.db.selectFrom("outbox").select(["template", "recipient"]).where("recipient", "=", "jordan.sample@example.com").execute();
    expect(mails.map((m) => m.template).sort()).toEqual(["passwordReset", "policyDocuments"]);

    // Loyalty points for the purchase, once per policy number.
    const points = await t.db
      .selectFrom("loyalty_transactions")
      .select(["rule_name", "event_key"])
      .where("customer_id", "=", customer.id)
      .where("rule_name", "=", "Purchase")
      .execute();
    expect(points).toHaveLength(1);
    expect(points[0]!.event_key).toContain(policyNumber);

    // The calls are in the platform's OpenAPI document.
    const paths = Object.keys((t.document as { paths: Record<string, unknown> }).paths);
    for (const path of ["/api/buyonline/carrierQuestions", "/api/buyonline/submitQuoteStep2", "/api/buyonline/confirmEsign", "/api/buyonline/policyDocuments"])
      expect(paths).toContain(path);

    // The customer reads the documents of their own policy; another customer does not.
    const own = await issueToken(t.db, { kind: "customer", brand: "lonestar", email: "jordan.sample@example.com", scope: "customer" });
    const idCard = await post<{ document: string }>("/api/buyonline/policyDocuments", { carrierId: ids.carrierId, policyNumber, documentType: 2 }, own.token);
    expect(idCard.status).toBe(200);
    expect(await pdfText(idCard.body.document)).toContain(VIN);
    const stranger = await issueToken(t.db, { kind: "customer", brand: "lonestar", email: "someone.else@example.com", scope: "customer" });
    expect((await post("/api/buyonline/policyDocuments", { carrierId: ids.carrierId, policyNumber, documentType: 2 }, stranger.token)).status).toBe(404);

    // The stored documents never change: the bytes read now are the ones signed.
    const later = await post<{ sha256: string }>("/api/buyonline/policyDocuments", {
      carrierId: ids.carrierId,
      policyNumber,
      documentType: 1,
      transactionId: ids.transactionId,
    });
    expect(later.body.sha256).toBe(hashes[0]);
  });

  it("doc3 §4.1 a carrier without e-signature: paid (200) goes 3 → 5 → 6 and the policy is issued", async () => {
    const ids = await ratedTransaction("no.esign@example.com");
    await post("/api/buyonline/start", { ...ids, enableESign: false });
    await post(
      "/api/buyonline/submitQuoteStep2",
      step2(ids, "key-noesign", {
        customer: {
          firstName: "Pat",
          lastName: "Lee",
          email: "no.esign@example.com",
          phone: "2145550199",
          dob: "1985-01-02",
          address: { address1: "1 Main St", city: "Dallas", state: "TX", zipCode: "75201" },
        },
      }),
    );
    const url = await post<{ paymentUrl: string }>("/api/buyonline/paymentUrl", { ...ids, returnUrl: RETURN_URL });
    const paid = await payWith(url.body.paymentUrl, "4242424242424242");
    const confirm = await post<{ resultCode: number; currentBuyNowStatus: number }>("/api/buyonline/paymentConfirm", {
      ...ids,
      token: new URL(paid.location).searchParams.get("token")!,
    });
    expect(confirm.body).toMatchObject({ resultCode: 200, currentBuyNowStatus: 6 });
    const purchase = await t.db.selectFrom("buy_now_purchases").selectAll().where("transaction_id", "=", ids.transactionId).executeTakeFirstOrThrow();
    expect((await listTransitions(t.db, purchase.id)).map((x) => `${x.from_status}>${x.to_status}`)).toEqual(["-1>0", "0>1", "1>2", "2>3", "3>5", "5>6"]);
    expect((await post("/api/buyonline/esignUrl", { ...ids, returnUrl: RETURN_URL })).status).toBe(409);
  });

  it("doc3 §4.1, §8 a carrier decline of quote step 2: status stays 0 with rc2 declined, and the carrier's reasons come as errors (what happened ~ why) in the purchase's language", async () => {
    for (const lang of ["en", "es"] as const) {
      const ids = { ...(await ratedTransaction(`declined.${lang}@example.com`)), carrierId: "gulf-breeze" };
      await post("/api/buyonline/start", { ...ids, enableESign: true }, site, lang);
      // A 1995 vehicle: older than the 30 years the carrier writes.
      const sent = await post<{ isDone: boolean; currentBuyNowStatus: number }>(
        "/api/buyonline/submitQuoteStep2",
        step2(ids, `key-declined-${lang}`, { vehicles: [{ vin: "1HGCD5636SA012345", year: 1995, make: "HONDA", model: "ACCORD", annualMiles: 11000 }] }),
        site,
        lang,
      );
      expect(sent.body).toMatchObject({ isDone: true, currentBuyNowStatus: 0 });
      expect(await status(ids)).toMatchObject({ currentBuyNowStatus: 0, rc2Status: "declined" });
      const results = await post<{ status: string; paymentOptions: unknown[]; errors: { text: string }[] }>("/api/buyonline/carrierResults", ids);
      expect(results.body).toMatchObject({ status: "declined", paymentOptions: [] });
      expect(results.body.errors.map((e) => e.text)).toEqual([
        lang === "en"
          ? "Gulf Breeze Casualty (fictional) can't offer this policy online.~Vehicles older than 30 years are not written."
          : "Gulf Breeze Casualty (fictional) no puede ofrecer esta póliza en línea.~Uno de los vehículos no cumple los requisitos de la aseguradora (por ejemplo, por su antigüedad).",
      ]);
      // Nothing to pay; sent again with another vehicle, the carrier rates it (0 → 1) and its errors are gone.
      expect((await post("/api/buyonline/paymentUrl", { ...ids, returnUrl: RETURN_URL }, site, lang)).status).toBe(409);
      expect(
        (await post<{ currentBuyNowStatus: number }>("/api/buyonline/submitQuoteStep2", step2(ids, `key-rated-${lang}`), site, lang)).body.currentBuyNowStatus,
      ).toBe(1);
      expect((await post<{ errors: unknown[] }>("/api/buyonline/carrierResults", ids)).body.errors).toEqual([]);
    }
  });

  it("doc3 §4.1 the payment plan asked for by its description (with spaces) is the plan of the payment page", async () => {
    const ids = { ...(await ratedTransaction("plan.described@example.com")), carrierId: "bluebonnet-lantern" };
    await post("/api/buyonline/start", { ...ids, enableESign: true });
    await post("/api/buyonline/submitQuoteStep2", step2(ids, "key-described"));
    const url = await post<{ paymentPlan: { payPlanCode: string; payPlanDescription: string } }>("/api/buyonline/paymentUrl", {
      ...ids,
      returnUrl: RETURN_URL,
      payPlan: "Monthly, 5 installments",
    });
    expect(url.body.paymentPlan).toMatchObject({ payPlanCode: "MO", payPlanDescription: "Monthly, 5 installments" });
    expect((await status(ids)).paymentDescription).toBe("Monthly, 5 installments");
  });

  it("doc3 §4.1 a payment session that expired unpaid is reported as expired, without its token, and a new one is given", async () => {
    let now = new Date();
    const timed = await startTestPlatform(store(), { now: () => now });
    try {
      const token = await timed.siteToken();
      const call = <T = Json>(path: string, body: Json) =>
        timed.call<T>("post", path, { token, body: { ...body, header: { lang: "es", trackId: "buy-exp", requestDate: new Date().toISOString() } } });
      const prepared = await timed.call<{ transactionId: string }>("post", "/api/rating/prepareTransaction", {
        token,
        body: { transaction: sampleTransaction({ customer: { ...sampleTransaction().customer, email: "expired@example.com" } }) },
      });
      await timed.call("post", "/api/rating/submitTransaction", { token, body: { transactionId: prepared.body.transactionId } });
      await timed.platform.runner.idle();
      const results = await timed.call<{ results: { carrierId: string; status: string }[] }>("get", "/api/rating/getResultsByTransactionId", {
        token,
        query: { transactionId: prepared.body.transactionId },
      });
      const ids = {
        transactionId: prepared.body.transactionId,
        carrierId: results.body.results.find((r) => r.status === "rated" && r.carrierId !== "prairie-link-connector")!.carrierId,
      };
      await call("/api/buyonline/start", { ...ids, enableESign: true });
      await call("/api/buyonline/submitQuoteStep2", step2(ids, "key-expiry-1"));
      const first = await call<{ paymentUrl: string }>("/api/buyonline/paymentUrl", { ...ids, returnUrl: RETURN_URL });
      expect(
        (await call<{ buyNowStatusResponse: { paymentStatus: string } }>("/api/buyonline/buyNowStatus", ids)).body.buyNowStatusResponse.paymentStatus,
      ).toBe("pending");
      now = new Date(now.getTime() + 31 * 60 * 1000);
      const expired = (
        await call<{ buyNowStatusResponse: { paymentStatus: string; paymentToken: string; currentBuyNowStatus: number } }>("/api/buyonline/buyNowStatus", ids)
      ).body.buyNowStatusResponse;
      expect(expired).toMatchObject({ paymentStatus: "expired", paymentToken: "", currentBuyNowStatus: 1 });
      const page = await fetch(`${timed.baseUrl}${new URL(first.body.paymentUrl).pathname}`);
      expect(page.status).toBe(404);
      expect(await page.text()).toContain("This payment link has expired");
      const second = await call<{ paymentUrl: string }>("/api/buyonline/paymentUrl", { ...ids, returnUrl: RETURN_URL });
      expect(second.body.paymentUrl).not.toBe(first.body.paymentUrl);
      const open = await fetch(`${timed.baseUrl}${new URL(second.body.paymentUrl).pathname}`);
      expect(await open.text()).toContain("Paga tu pago inicial");
    } finally {
      await timed.close();
    }
  });

  describe("refusals", () => {
    it("a carrier that did not rate the transaction cannot be bought; another brand's site cannot see the transaction", async () => {
      const ids = await ratedTransaction("refusals@example.com");
      expect((await post("/api/buyonline/start", { ...ids, carrierId: "prairie-link-connector-x" })).status).toBe(404);
      const otherBrand = await t.siteToken("bluebonnet");
      expect([403, 404]).toContain((await post("/api/buyonline/start", { ...ids, enableESign: true }, otherBrand)).status);
      expect((await post("/api/buyonline/paymentUrl", { ...ids, returnUrl: RETURN_URL })).status).toBe(404);
    });

    it("every call needs the site's credential: none 401, a customer's token 403 (policy documents excepted)", async () => {
      const ids = await ratedTransaction("auth@example.com");
      const customer = await issueToken(t.db, { kind: "customer", brand: "lonestar", email: "auth@example.com", transactionId: ids.transactionId });
      for (const path of [
        "/api/buyonline/start",
        "/api/buyonline/buyNowStatus",
        "/api/buyonline/submitQuoteStep2",
        "/api/buyonline/paymentUrl",
        "/api/buyonline/paymentConfirm",
        "/api/buyonline/confirmEsign",
      ]) {
        expect(
          (await t.call("post", path, { body: { ...ids, header: { lang: "en", trackId: "t", requestDate: new Date().toISOString() } } })).status,
          path,
        ).toBe(401);
        expect((await post(path, { ...ids }, customer.token)).status, path).toBe(403);
      }
    });

    it("bad input is refused per field (400), nothing written", async () => {
      const ids = await ratedTransaction("bad.input@example.com");
      await post("/api/buyonline/start", { ...ids, enableESign: true });
      const bad = await post(
        "/api/buyonline/submitQuoteStep2",
        step2(ids, "key-bad-input", {
          vehicles: [{ vin: "IOQ", year: 2018, make: "", model: "CAMRY" }],
          drivers: [{ firstName: "A", lastName: "B", dob: "13/45/1990", gender: 3, marital: 1, relation: 0 }],
        }),
      );
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.errors ?? {})).toEqual(expect.arrayContaining(["vehicles.0.vin", "vehicles.0.make", "drivers.0.dob", "drivers.0.gender"]));
      expect((await status(ids)).rc2Status).toBe("none");
      const badSign = await post("/api/buyonline/confirmEsign", { ...ids, signerName: "x", affirmed: true, documentHashes: ["not-a-hash"] });
      expect(badSign.status).toBe(400);
      expect(badSign.body.errors?.["documentHashes.0"]).toBeTruthy();
    });
  });
});
