import { afterAll, beforeAll, expect, it } from "vitest";
import { extractText, getDocumentProxy } from "unpdf";
import { describeEachDatabase } from "../../platform/db/test-databases.ts";
import { toNumber } from "../../platform/db/index.ts";
import { startTestPlatform, testHeader, type Envelope, type TestPlatform } from "../../platform/http/test-client.ts";
import { recordRoadsideConfirmation, sessionIdOf } from "../../platform/services/roadside.ts";
import * as repo from "../../platform/repositories/roadside.ts";

const RETURN_URL = "http://localhost:5173/roadside/return";
const APPROVE = "4242 4242 4242 4242";
const DECLINE = "4000 0000 0000 0002";

interface Started extends Envelope {
  transactionId: string;
  paymentUrl: string;
  buyerKey: string;
}
interface Result extends Envelope {
  messageCode?: string;
  policyNumber: string;
  paymentDate: string;
  email: string;
  policyDocumentUrl: string;
  statusCode: number;
  status: string;
  memberType: string;
  amount: number;
  resultMessage: string;
}

const family = {
  firstname: "Rosa",
  middlename: "María",
  lastname: "Delgado",
  dob: "04/12/1985",
  driverLicenseNumber: "12345678",
  secondary: { firstname: "Luis", lastname: "Delgado", dob: "09/30/1983" },
  email: "Rosa.Delgado@example.com",
  phoneNumber: "214-555-0101",
  addressLine1: "1200 Main St",
  addressLine2: "Apt 4",
  city: "Dallas",
  state: "TX",
  zipCode: "75201",
  country: "USA",
  isMarketingConsentGiven: true,
  term: 6,
  package: 2,
  amount: 99,
  returnUrl: RETURN_URL,
};

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

describeEachDatabase("roadside memberships on the platform (doc3 §3, §4.4, §7.4)", (store) => {
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

  const purchase = (body: Record<string, unknown>, lang: "en" | "es" = "en") =>
    t.call<Started>("post", "/api/roadside/purchase", { token: site, body: { ...body, header: { ...testHeader(), lang } } });
  const result = (transactionId: string, buyerKey: string) =>
    t.call<Result>("post", "/api/roadside/membershipResult", { token: site, body: { transactionId, buyerKey } });
  const pay = (paymentUrl: string, number: string) =>
    fetch(`${t.baseUrl}${new URL(paymentUrl).pathname}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ number, expiry: "12/39", cvc: "123", name: "Rosa Delgado" }).toString(),
    });
  const count = async (table: "roadside_memberships" | "roadside_payments", purchaseId: string) =>
    toNumber(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .where("purchase_id", "=", purchaseId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("doc3 §2.4, §9 packages: single and family, term 6, country USA", async () => {
    const { status, body } = await t.call<{ packages: { id: number; memberType: string; term: number; country: string }[] }>("get", "/api/roadside/packages", {
      token: site,
    });
    expect(status).toBe(200);
    expect(body.packages.map((p) => [p.id, p.memberType, p.term, p.country])).toEqual([
      [1, "single", 6, "USA"],
      [2, "family", 6, "USA"],
    ]);
  });

  it("doc3 §7.4: a family purchase answers the payment site's URL; an approved card returns with ?transactionId= and the result has the membership; the document is a PDF; the e-mail is in the outbox", async () => {
    const started = await purchase(family, "es");
    expect(started.status).toBe(200);
    const { transactionId, paymentUrl, buyerKey } = started.body;
    expect(paymentUrl).toBe(`http://localhost:5173/sandbox/roadside-pay/${transactionId}`);
    const before = await result(transactionId, buyerKey);
    expect(before.body).toMatchObject({ policyNumber: "", statusCode: 202, status: "awaiting_payment", policyDocumentUrl: "" });

    const page = await fetch(`${t.baseUrl}/sandbox/roadside-pay/${transactionId}`);
    const html = await page.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain("Familiar, 6 meses");
    expect(html).toContain("$99.00");

    const paid = await pay(paymentUrl, APPROVE);
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`${RETURN_URL}?transactionId=${transactionId}`);

    const after = await result(transactionId, buyerKey);
    expect(after.body).toMatchObject({ statusCode: 200, status: "paid", email: "rosa.delgado@example.com", memberType: "family", amount: 99 });
    expect(after.body.policyNumber).toMatch(/^RSA\d{10}$/);
    expect(after.body.paymentDate).not.toBe("");
    const docUrl = new URL(after.body.policyDocumentUrl);
    expect(docUrl.pathname).toBe(`/roadside/document/${transactionId}`);

    const doc = await t.call<{ fileName: string; contentType: string; pdf: string }>("post", "/api/roadside/document", {
      token: site,
      body: { transactionId, key: docUrl.searchParams.get("key") },
    });
    expect(doc.status).toBe(200);
    expect(doc.body.fileName).toBe(`membership-${after.body.policyNumber}.pdf`);
    const bytes = Buffer.from(doc.body.pdf, "base64");
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const text = await pdfText(bytes);
    expect(text).toContain("Membresía de asistencia vial");
    expect(text).toContain(after.body.policyNumber);
    expect(text).toContain("Rosa María Delgado, Luis Delgado");
    expect(text).toContain("Familiar");
    expect(text).toContain("$99.00");

    const mail = await t.db
      .selectFrom("outbox")
      .selectAll()
      .where("recipient", "=", "rosa.delgado@example.com")
      .where("template", "=", "roadsideMembership")
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toContain(after.body.policyNumber);
    expect(mail[0]!.text).toContain(after.body.policyDocumentUrl);

    const events = await repo.eventsOf(t.db, transactionId);
    expect(events.map((e) => [e.from_status, e.to_status])).toEqual([
      [null, "awaiting_payment"],
      ["awaiting_payment", "paid"],
    ]);
  });

  it("idempotent confirmation: a confirmation delivered twice, a card posted twice and a return reloaded record one payment, one membership and one e-mail", async () => {
    const { transactionId, paymentUrl, buyerKey } = (await purchase({ ...family, email: "twice@example.com" })).body;
    expect((await pay(paymentUrl, APPROVE)).status).toBe(303);
    const purchaseRow = (await repo.findPurchase(t.db, transactionId))!;
    const payment = (await repo.paymentOfAttempt(t.db, transactionId, 1))!;
    const again = await recordRoadsideConfirmation(t.platform.context, {
      sessionId: sessionIdOf(purchaseRow),
      confirmationId: payment.confirmation_id,
      approved: true,
      resultMessage: "ok",
      lastFour: "4242",
      cardHolderName: "x",
    });
    expect(again).toBe(false);
    expect((await pay(paymentUrl, APPROVE)).status).toBe(409);
    const first = await result(transactionId, buyerKey);
    const second = await result(transactionId, buyerKey);
    expect(second.body.policyNumber).toBe(first.body.policyNumber);
    expect(await count("roadside_payments", transactionId)).toBe(1);
    expect(await count("roadside_memberships", transactionId)).toBe(1);
    const mails = await t.db.selectFrom("outbox").select("id").where("recipient", "=", "twice@example.com").execute();
    expect(mails).toHaveLength(1);
  });

  it("doc3 §4.4, §8: a declined card returns with an empty policy number (402); the retry gets a new attempt, an approved card then issues the membership; every transition is stored", async () => {
    const { transactionId, paymentUrl, buyerKey } = (await purchase({ ...family, package: 1, amount: 59, secondary: null })).body;
    expect((await pay(paymentUrl, DECLINE)).status).toBe(303);
    const failed = await result(transactionId, buyerKey);
    expect(failed.body).toMatchObject({ policyNumber: "", statusCode: 402, status: "declined", resultMessage: "Your card was declined." });
    // The page of a declined attempt sends the browser back to the site.
    expect((await fetch(`${t.baseUrl}/sandbox/roadside-pay/${transactionId}`, { redirect: "manual" })).status).toBe(303);

    const retry = await t.call<Started>("post", "/api/roadside/payment", { token: site, body: { transactionId, buyerKey } });
    expect(retry.status).toBe(200);
    expect(retry.body.paymentUrl).toBe(paymentUrl);
    expect((await pay(retry.body.paymentUrl, APPROVE)).status).toBe(303);
    const ok = await result(transactionId, buyerKey);
    expect(ok.body).toMatchObject({ statusCode: 200, status: "paid" });
    expect(ok.body.policyNumber).not.toBe("");
    expect(
      (await t.call<Envelope & { messageCode: string }>("post", "/api/roadside/payment", { token: site, body: { transactionId, buyerKey } })).body.messageCode,
    ).toBe("ALREADY_PAID");
    const events = await repo.eventsOf(t.db, transactionId);
    expect(events.map((e) => e.to_status)).toEqual(["awaiting_payment", "declined", "awaiting_payment", "paid"]);
  });

  it("authorization: another buyer's key, or none, reads neither the result nor the document of a transaction (404, as an unknown one); only the site may call", async () => {
    const mine = (await purchase(family)).body;
    const theirs = (await purchase({ ...family, email: "other@example.com" })).body;
    await pay(mine.paymentUrl, APPROVE);
    const stolen = await result(mine.transactionId, theirs.buyerKey);
    expect(stolen.status).toBe(404);
    expect(stolen.body).not.toHaveProperty("email");
    const doc = await t.call("post", "/api/roadside/document", { token: site, body: { transactionId: mine.transactionId, key: theirs.buyerKey } });
    expect(doc.status).toBe(404);
    expect((await t.call("post", "/api/roadside/membershipResult", { body: { transactionId: mine.transactionId, buyerKey: mine.buyerKey } })).status).toBe(401);
    const own = await t.call("post", "/api/roadside/document", { token: site, body: { transactionId: mine.transactionId, key: mine.buyerKey } });
    expect(own.status).toBe(200);
  });

  it("bad input: a clear 400 per field and nothing stored (doc3 §3: phone dashes stripped, term 6, country USA, family needs the second member)", async () => {
    const bad = await purchase({
      ...family,
      email: "nope",
      phoneNumber: "214-555",
      term: 12,
      country: "CAN",
      zipCode: "7520",
      dob: "02/30/1990",
      returnUrl: "https://evil.example/x",
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(["country", "dob", "email", "phoneNumber", "term", "zipCode"]);
    const noSecond = await purchase({ ...family, secondary: null });
    expect(noSecond.status).toBe(400);
    expect(noSecond.body.errors).toHaveProperty("secondary");
    const foreign = await purchase({ ...family, returnUrl: "https://evil.example/roadside/return" });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toHaveProperty("returnUrl");
    const stored = await t.db.selectFrom("roadside_purchases").select("phone_number").where("email", "=", "rosa.delgado@example.com").execute();
    expect(stored.every((r) => r.phone_number === "2145550101")).toBe(true);
  });
});
