import { afterAll, beforeAll, expect, it } from "vitest";
import { sql } from "kysely";
import { describeEachDatabase, ownTableNames } from "../../platform/db/test-databases.ts";
import { toNumber } from "../../platform/db/index.ts";
import { startTestPlatform, type Envelope, type TestPlatform } from "../../platform/http/test-client.ts";
import { recordConfirmation } from "../../platform/services/payments.ts";
import { luhnValid } from "../../platform/services/processor.ts";
import { CUSTOMER, DETAILS, dayFrom, POLICY_NUMBERS, seedPaymentPolicies } from "./platform-payments-fixtures.ts";

const RETURN_URL = "http://localhost:5173/make-a-payment";
const APPROVE = "4242 4242 4242 4242";
const DECLINE = "4000-0000-0000-0002";

interface Result extends Envelope {
  messageCode?: string;
  customerPayment: {
    policyId: string;
    policyNumber: string;
    email: string;
    phoneNumber: string;
    carrierName: string;
    name: string;
    paymentDetails: { dueDate: string; payDate: string; amount: number; invoiceId: string; status: string; cardHolderName: string; resultMessage: string }[];
  };
}

describeEachDatabase("platform payments: the sandbox hosted page and the processor's confirmation", (store) => {
  let t: TestPlatform;
  let site: string;
  beforeAll(async () => {
    t = await startTestPlatform(store());
    site = await t.siteToken();
    await seedPaymentPolicies(t.db, t.platform.context.now());
  });
  afterAll(async () => {
    expect(t.mismatches).toEqual([]);
    await t.close();
  });

  const payments = async () =>
    toNumber(
      (
        await t.db
          .selectFrom("payments")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const lookup = (policyNumber: string) =>
    t.call<Envelope & { token: string; policyId: string; isPayable: boolean; reason: string | null }>("post", "/api/payment/policyLookup", {
      token: site,
      body: { policyNumber, ...DETAILS },
    });

  /** Lookup and payment token, as the site does them; the hosted page's path on the test platform. */
  async function start(policyNumber: string, lang: "en" | "es" = "en") {
    const found = await lookup(policyNumber);
    expect(found.body.isPayable).toBe(true);
    const started = await t.call<{ paymentUrl: string; token: string }>("post", "/api/payment/token", {
      token: site,
      body: {
        policyId: found.body.policyId,
        token: found.body.token,
        returnUrl: RETURN_URL,
        header: { lang, trackId: "pay-test", requestDate: new Date().toISOString() },
      },
    });
    expect(started.status).toBe(200);
    return {
      page: new URL(started.body.paymentUrl).pathname,
      token: started.body.token,
      sessionId: new URL(started.body.paymentUrl).pathname.split("/").pop()!,
    };
  }

  const pay = (page: string, card: Record<string, string>) =>
    fetch(`${t.baseUrl}${page}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(card).toString(),
    });
  const card = (number: string) => ({ number, expiry: "12/39", cvc: "123", name: "Rosa Delgado" });
  const result = (token: string) => t.call<Result>("get", "/api/payment/result", { token: site, query: { token } });

  it("the sandbox's test cards: approving and declining numbers are Luhn-valid", () => {
    for (const number of [APPROVE, DECLINE, "5555555555554444", "378282246310005"]) expect(luhnValid(number.replace(/\D/g, ""))).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
  });

  it("doc1 §4 payment flow, §7: an approving card on the hosted page → the processor confirms, the browser returns with ?token=, the result is status A, and the policy then answers 'This payment has already been made'", async () => {
    const { page, token } = await start(POLICY_NUMBERS.payable);
    const form = await fetch(`${t.baseUrl}${page}`);
    expect(form.status).toBe(200);
    const html = await form.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("$150.75");
    expect(html).toContain(POLICY_NUMBERS.payable);
    for (const [id, autocomplete] of [
      ["card-number", "cc-number"],
      ["card-expiry", "cc-exp"],
      ["card-cvc", "cc-csc"],
      ["card-name", "cc-name"],
    ]) {
      expect(html).toContain(`<label for="${id}"`);
      expect(html).toMatch(new RegExp(`id="${id}"[^>]*autocomplete="${autocomplete}"`));
    }
    expect(html).not.toMatch(/<script|<style/);

    const paid = await pay(page, card(APPROVE));
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get("location")!);
    expect(`${back.origin}${back.pathname}`).toBe(RETURN_URL);
    expect(back.searchParams.get("token")).toBe(token);

    const answer = await result(token);
    expect(answer.status).toBe(200);
    expect(answer.body.customerPayment).toMatchObject({
      policyId: "pol_test_payable",
      policyNumber: POLICY_NUMBERS.payable,
      email: CUSTOMER.email,
      phoneNumber: CUSTOMER.phone,
      carrierName: "Red River Indemnity (fictional)",
      name: "Rosa Delgado",
    });
    expect(answer.body.customerPayment.paymentDetails[0]).toMatchObject({
      status: "A",
      amount: 150.75,
      dueDate: dayFrom(t.platform.context.now(), 10),
      cardHolderName: "Rosa Delgado",
      resultMessage: "This transaction has been approved",
    });

    const again = await lookup(POLICY_NUMBERS.payable);
    expect(again.body).toMatchObject({ isPayable: false, reason: "alreadyPaid", message: "This payment has already been made" });
    // The receipt went through the outbox, to the policy's e-mail.
    const receipt = await t.db.selectFrom("outbox").selectAll().where("recipient", "=", CUSTOMER.email).where("template", "=", "paymentReceipt").execute();
    expect(receipt).toHaveLength(1);
    expect(receipt[0]!.text).toContain(POLICY_NUMBERS.payable);
  });

  it("Payments: the card number is never stored (the whole database is searched after a payment); only its last four digits are", async () => {
    // Only this database's own tables (on PostgreSQL, its own schema) are searched.
    const tables = await ownTableNames(t.store);
    expect(tables).toContain("payments");
    const digits = APPROVE.replace(/\D/g, "");
    for (const name of tables) {
      const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(t.db)).rows;
      const text = JSON.stringify(rows);
      expect(text.includes(digits) || text.includes(APPROVE), name).toBe(false);
    }
    expect((await t.db.selectFrom("payments").select("card_last_four").where("status", "=", "A").executeTakeFirstOrThrow()).card_last_four).toBe("4242");
    expect(t.logs.join("")).not.toContain(digits);
  });

  it("doc1 §4 payment result: a declining card → a result whose status is not A with the processor's message, and the policy is still payable", async () => {
    const { page, token } = await start(POLICY_NUMBERS.declineLater);
    const paid = await pay(page, card(DECLINE));
    expect(paid.status).toBe(303);
    const answer = await result(token);
    expect(answer.body.customerPayment.paymentDetails[0]).toMatchObject({ status: "D", resultMessage: "Your card was declined." });
    expect((await lookup(POLICY_NUMBERS.declineLater)).body).toMatchObject({ isPayable: true, reason: null });
  });

  it("doc1 §4 payment result: visiting the return address without the processor's confirmation records nothing, the result is not found and the policy stays payable", async () => {
    const { token } = await start(POLICY_NUMBERS.declineLater);
    const before = await payments();
    // The site reloads with ?token= without the hosted page's post: the platform has no confirmation.
    const unconfirmed = await result(token);
    expect(unconfirmed.status).toBe(404);
    expect(unconfirmed.body.messageCode).toBe("PAYMENT_NOT_CONFIRMED");
    expect(await payments()).toBe(before);
    expect((await lookup(POLICY_NUMBERS.declineLater)).body.isPayable).toBe(true);
  });

  it("doc1 §4 payment result: a result is given only for its own payment's token", async () => {
    const answer = await result("A".repeat(43));
    expect(answer.status).toBe(404);
    expect(answer.body.messageCode).toBe("PAYMENT_NOT_CONFIRMED");
  });

  it("Payments: an invalid card stays on the page with the error beside its field (aria-describedby), in the session's language; nothing is recorded", async () => {
    const { page } = await start(POLICY_NUMBERS.declineLater, "es");
    const spanish = await (await fetch(`${t.baseUrl}${page}`)).text();
    expect(spanish).toContain('<html lang="es">');
    expect(spanish).toContain("Número de tarjeta");
    const before = await payments();
    const refused = await pay(page, { number: "4242 4242 4242 4241", expiry: "01/20", cvc: "12", name: "Rosa Delgado" });
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toMatch(/id="card-number"[^>]*aria-invalid="true" aria-describedby="card-number-error"/);
    expect(html).toContain('id="card-number-error"');
    expect(html).toContain("Este valor no es válido.");
    expect(html).toContain("Esta tarjeta está vencida.");
    expect(html).not.toContain("4242 4242 4242 4241");
    expect(await payments()).toBe(before);
  });

  it("Payments: an unknown payment page answers 404 in HTML", async () => {
    const missing = await fetch(`${t.baseUrl}/sandbox/pay/pay_${"a".repeat(24)}`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toMatch(/text\/html/);
  });
  it("Payments: the same confirmation delivered twice records one payment; the page posted twice charges once", async () => {
    const { page, sessionId, token } = await start(POLICY_NUMBERS.declineLater);
    const before = await payments();
    const confirmation = {
      sessionId,
      confirmationId: "sbx_test_duplicate_1",
      approved: true,
      resultMessage: "This transaction has been approved",
      lastFour: "4242",
      cardHolderName: "Rosa Delgado",
    };
    // Delivered twice at the same moment, then once more.
    const delivered = await Promise.all([recordConfirmation(t.platform.context, confirmation), recordConfirmation(t.platform.context, confirmation)]);
    expect(delivered.filter(Boolean)).toHaveLength(1);
    expect(await recordConfirmation(t.platform.context, confirmation)).toBe(false);
    expect(await payments()).toBe(before + 1);
    const receipts = await t.db
      .selectFrom("outbox")
      .select("id")
      .where("template", "=", "paymentReceipt")
      .where("text", "like", `%${POLICY_NUMBERS.declineLater}%`)
      .execute();
    expect(receipts).toHaveLength(1);
    // A second post of the page after the confirmation goes back with the same token, charging nothing.
    const twice = await pay(page, card(DECLINE));
    expect(twice.status).toBe(303);
    expect(new URL(twice.headers.get("location")!).searchParams.get("token")).toBe(token);
    expect(await payments()).toBe(before + 1);
    expect((await result(token)).body.customerPayment.paymentDetails[0]!.status).toBe("A");
  });
});
