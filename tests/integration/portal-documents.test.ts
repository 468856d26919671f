/**
 * The signed-in customer's policy documents (doc3 §2.1 sold, §2.3, §2.7 portal policies, §7.6) on
 * both databases: an auto policy bought online lists its declarations page and ID card, a renters
 * policy its declarations page, each downloadable as a PDF in the header's language through the
 * customer's own token only; the purchase e-mails link to the portal's policies tab on the brand's
 * site (in the buyer's language), and a buyer without a password is told how to set one.
 */
import { createHash } from "node:crypto";
import { DateTime } from "luxon";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../platform/db/test-databases.ts";
import { startTestPlatform, type Envelope, type TestPlatform } from "../../platform/http/test-client.ts";
import { DEMO_PASSWORD } from "../../platform/seed/customers.ts";
import { issueAutoPolicyOnline, VIN, type Buyer, type Call } from "./portal-issued-policy.ts";

const SITE = "http://localhost:5173";
const day = (offset: number) => DateTime.now().setZone("America/Chicago").plus({ days: offset }).toISODate()!;

interface Listed {
  policyId: string;
  policyNumber: string;
  documents: { documentId: string; title: string; fileName: string; contentType: string }[];
}
interface Pdf {
  document: string;
  fileName: string;
  contentType: string;
  sha256: string;
}

async function pdfText(base64: string): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(Buffer.from(base64, "base64")));
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, " ");
}

const james: Buyer = {
  firstName: "James",
  lastName: "Walker",
  email: "james.walker@example.com",
  phone: "214-555-0142",
  dob: "1984-03-15",
  address: { address1: "1500 Marilla St", city: "Dallas", state: "TX", zipCode: "75201" },
};

describeEachDatabase("portal policy documents (doc3 §2.1, §2.3, §2.7, §7.6)", (store) => {
  let t: TestPlatform;
  let site: string;
  let jamesToken = "";
  let mariaToken = "";
  let issued = { policyNumber: "", policyId: "" };

  const call: Call = async (method, path, options) => {
    const lang = options.lang ?? "en";
    const header = { lang, trackId: "portal-documents", requestDate: new Date().toISOString() };
    return t.call(method, path, {
      token: options.token,
      visitor: options.visitor,
      body: options.body ? { ...options.body, header } : undefined,
      query: method === "get" ? { ...options.query, "header.lang": lang } : options.query,
    });
  };
  const get = <T>(path: string, token: string, lang: "en" | "es" = "en") => call<T>("get", path, { token, lang });
  const login = async (email: string) =>
    (await t.call<{ token: string }>("post", "/api/account/login", { token: site, visitor: "198.51.100.9", body: { email, password: DEMO_PASSWORD } })).body
      .token;

  beforeAll(async () => {
    t = await startTestPlatform(store());
    site = await t.siteToken("lonestar");
    jamesToken = await login(james.email);
    mariaToken = await login("maria.garcia@example.com");
    const { policyNumber } = await issueAutoPolicyOnline(call, t.baseUrl, site, james, { siteOrigin: SITE });
    const listed = await get<{ policies: Listed[] }>("/api/portal/policies", jamesToken);
    issued = { policyNumber, policyId: listed.body.policies.find((p) => p.policyNumber === policyNumber)!.policyId };
  }, 120_000);
  afterAll(async () => {
    expect(t.mismatches).toEqual([]);
    await t.close();
  });

  it("doc3 §2.7 an auto policy bought online lists its declarations page and ID card with the policy, titled in the header's language; a policy issued elsewhere lists none", async () => {
    const en = await get<{ policies: Listed[] }>("/api/portal/policies", jamesToken);
    const policy = en.body.policies.find((p) => p.policyId === issued.policyId)!;
    expect(policy.documents).toEqual([
      { documentId: "declarations", title: "Auto policy declarations", fileName: `declarations-${issued.policyNumber}.pdf`, contentType: "application/pdf" },
      { documentId: "id-card", title: "Insurance ID card", fileName: `insurance-id-card-${issued.policyNumber}.pdf`, contentType: "application/pdf" },
    ]);
    expect(en.body.policies.find((p) => p.policyNumber === "RRI-1000101")!.documents).toEqual([]);
    const es = await get<{ policy: Listed }>(`/api/portal/policies/${issued.policyId}`, jamesToken, "es");
    expect(es.body.policy.documents.map((d) => [d.title, d.fileName])).toEqual([
      ["Declaraciones de la póliza de auto", `declaraciones-${issued.policyNumber}.pdf`],
      ["Tarjeta de seguro", `tarjeta-de-seguro-${issued.policyNumber}.pdf`],
    ]);
  });

  it("doc3 §2.1 sold, §7.6 the declarations page downloads as the PDF that was signed (same SHA-256), showing the policy number and VIN; in Spanish from the same purchase", async () => {
    const en = await get<Pdf>(`/api/portal/policies/${issued.policyId}/documents/declarations`, jamesToken);
    expect(en.status).toBe(200);
    expect(en.body).toMatchObject({ fileName: `declarations-${issued.policyNumber}.pdf`, contentType: "application/pdf" });
    expect(createHash("sha256").update(Buffer.from(en.body.document, "base64")).digest("hex")).toBe(en.body.sha256);
    const stored = await t.db
      .selectFrom("buy_now_documents")
      .select(["sha256"])
      .where("policy_number", "=", issued.policyNumber)
      .where("document_type", "=", 1)
      .executeTakeFirstOrThrow();
    expect(en.body.sha256).toBe(stored.sha256);
    const text = await pdfText(en.body.document);
    for (const expected of ["Auto Policy Declarations", issued.policyNumber, VIN, "James Walker"]) expect(text).toContain(expected);

    const es = await get<Pdf>(`/api/portal/policies/${issued.policyId}/documents/declarations`, jamesToken, "es");
    expect(es.body.fileName).toBe(`declaraciones-${issued.policyNumber}.pdf`);
    const spanish = await pdfText(es.body.document);
    for (const expected of ["Declaraciones de la póliza de auto", issued.policyNumber, VIN]) expect(spanish).toContain(expected);
    // The same record makes the same bytes every time.
    expect((await get<Pdf>(`/api/portal/policies/${issued.policyId}/documents/declarations`, jamesToken, "es")).body.sha256).toBe(es.body.sha256);

    const card = await get<Pdf>(`/api/portal/policies/${issued.policyId}/documents/id-card`, jamesToken);
    const cardText = await pdfText(card.body.document);
    for (const expected of ["Texas Liability Insurance Card", issued.policyNumber, VIN]) expect(cardText).toContain(expected);
  });

  it("doc3 §7.6 another customer's policy answers 404 exactly as an unknown one; a document the policy does not have, 404; no token 401, the site's token 403", async () => {
    const path = `/api/portal/policies/${issued.policyId}/documents/declarations`;
    const other = await get<Envelope>(path, mariaToken);
    const unknown = await get<Envelope>("/api/portal/policies/pol_unknown_1/documents/declarations", mariaToken);
    expect(other.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(other.body).toEqual(unknown.body);
    expect(JSON.stringify(other.body)).not.toContain(issued.policyNumber);

    const none = await get<Envelope & { messageCode: string }>("/api/portal/policies/po-demo-james-1/documents/declarations", jamesToken);
    expect(none.status).toBe(404);
    expect(none.body.messageCode).toBe("DOCUMENT_NOT_FOUND");
    expect((await get(`/api/portal/policies/${issued.policyId}/documents/renters-declarations`, jamesToken)).status).toBe(404);
    expect((await get(`/api/portal/policies/${issued.policyId}/documents/Bad%20Id`, jamesToken)).status).toBe(400);
    expect((await t.call("get", path)).status).toBe(401);
    expect((await t.call("get", path, { token: site })).status).toBe(403);
  });

  it("doc3 §2.1 the purchase e-mail says where the documents are and links to the portal's policies tab on the brand's site", async () => {
    const mail = await t.db
      .selectFrom("outbox")
      .selectAll()
      .where("recipient", "=", james.email)
      .where("template", "=", "policyDocuments")
      .where("text", "like", `%${issued.policyNumber}%`)
      .executeTakeFirstOrThrow();
    expect(mail.text).toContain("in your account, under Policies");
    expect(mail.text).toContain(`${SITE}/portal?tabid=policies`);
    expect(mail.html).toContain(`href="${SITE}/portal?tabid=policies"`);
    // James has a password: no set-password note, no set-password e-mail.
    expect(mail.text).not.toContain("set your password");
    expect(await t.db.selectFrom("outbox").select("id").where("recipient", "=", james.email).where("template", "=", "passwordReset").execute()).toEqual([]);
  });

  it("doc3 §2.1 a Spanish buyer without an account: the e-mail in Spanish links to /es/portal?tabid=policies, with the set-password e-mail as before", async () => {
    const buyer: Buyer = { ...james, firstName: "Lucía", lastName: "Torres", email: "lucia.docs@example.com", phone: "713-555-0111", dob: "1992-06-01" };
    await issueAutoPolicyOnline(call, t.baseUrl, site, buyer, { siteOrigin: SITE, lang: "es" });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const mails = await t.db.selectFrom("outbox").selectAll().where("recipient", "=", buyer.email).execute();
    expect(mails.map((m) => m.template).sort()).toEqual(["passwordReset", "policyDocuments"]);
    const documents = mails.find((m) => m.template === "policyDocuments")!;
    expect(documents.lang).toBe("es");
    expect(documents.text).toContain("en tu cuenta, en Pólizas");
    expect(documents.text).toContain(`${SITE}/es/portal?tabid=policies`);
    expect(documents.text).toContain("crear tu contraseña");
    expect(mails.find((m) => m.template === "passwordReset")!.text).toContain(`${SITE}/es/set-password?token=`);
  });

  it("doc3 §2.3 a renters policy bought online lists its declarations page, downloaded by its customer in either language; its e-mail links to the portal's policies tab", async () => {
    const email = "avery.docs@example.com";
    const es = { header: { lang: "es", trackId: "renters-docs", requestDate: new Date().toISOString() } };
    const coverages = [
      { CoverageCd: "CoverageC", Limit: { Val1: 20000 } },
      { CoverageCd: "CoverageD", Limit: { Val1: 4000 } },
      { CoverageCd: "CoverageE", Limit: { Val1: 100000 } },
      { CoverageCd: "CoverageF", Limit: { Val1: 1000 } },
      { CoverageCd: "AllOtherPeril", Deductible: { Val1: 500 } },
      { CoverageCd: "WindHail", Deductible: { Val1: 1000 } },
    ];
    const rated = await t.call<{ transactionId: string }>("post", "/api/renters/rate", {
      token: site,
      body: {
        ...es,
        customer: { name: "Avery", surname: "Renter", email, phoneNumber: "214-555-0110" },
        address: { address1: "2100 Ross Ave", city: "Dallas", zipCode: "75201" },
        effectiveDate: day(3),
        additionalCustomers: [],
        coverages,
      },
    });
    expect(rated.status).toBe(200);
    const transactionId = rated.body.transactionId;
    let results: { isDone: boolean; results: { carrierId: string }[] } = { isDone: false, results: [] };
    for (let i = 0; i < 50 && !results.isDone; i++) {
      if (i > 0) await new Promise((r) => setTimeout(r, 20));
      results = (await t.call<typeof results>("post", "/api/renters/results", { token: site, body: { transactionId } })).body;
    }
    const tokenized = await fetch(`${t.baseUrl}/sandbox/card-widget/tokenize`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ number: "4242424242424242", expiry: "12/30", cvc: "123", name: "Avery Renter", merchantId: "49" }),
    });
    const card = ((await tokenized.json()) as { token: Record<string, string> }).token;
    const purchase = await t.call("post", "/api/renters/purchase", {
      token: site,
      body: {
        ...es,
        TransactionId: transactionId,
        Rc1TransactionId: transactionId,
        CarrierId: results.results[0]!.carrierId,
        RequestStep: 3,
        EffectiveDate: day(3),
        Customer: { Name: "Avery", Surname: "Renter", Email: email, PhoneNumber: "2145550110" },
        Address: { Address1: "2100 Ross Ave", City: "Dallas", State: "TX", ZipCode: "75201" },
        AdditionalCustomers: [],
        Community: { YearsProfessionallyManaged: 1, NumberOfUnits: 5, YearBuilt: 2008 },
        Coverages: coverages,
        PaymentPlan: { PlanType: "Annual" },
        PaymentMethod: card,
        documentUrl: `${SITE}/es/renters/declarations?transactionId=${transactionId}`,
      },
    });
    expect(purchase.status).toBe(202);
    let done = { isDone: false, status: "", policyId: "", policyNumber: "" };
    for (let i = 0; i < 100 && !done.isDone; i++) {
      if (i > 0) await new Promise((r) => setTimeout(r, 20));
      done = (await t.call<typeof done>("post", "/api/renters/purchaseStatus", { token: site, body: { transactionId } })).body;
    }
    expect(done.status).toBe("purchased");

    // The buyer has no password yet: the e-mail (one, in Spanish) links to the portal and to the page that sets one.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const mails = await t.db.selectFrom("outbox").selectAll().where("recipient", "=", email).execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`${SITE}/es/portal?tabid=policies`);
    expect(mails[0]!.text).toContain(`${SITE}/es/forgot-password`);
    expect(mails[0]!.text).not.toContain("/renters/declarations");

    // The password set through the reset link, then signed in, the customer finds the declarations with the policy.
    expect(
      (
        await t.call("post", "/api/account/requestPasswordReset", {
          token: site,
          visitor: "198.51.100.10",
          body: { email, resetUrl: `${SITE}/es/set-password` },
        })
      ).status,
    ).toBe(200);
    let reset: { text: string } | undefined;
    for (let i = 0; i < 50 && !reset; i++) {
      await new Promise((r) => setTimeout(r, 20));
      reset = await t.db.selectFrom("outbox").select("text").where("recipient", "=", email).where("template", "=", "passwordReset").executeTakeFirst();
    }
    const resetToken = new URL(/https?:\/\/\S+/.exec(reset!.text)![0]).searchParams.get("token")!;
    expect(
      (await t.call("post", "/api/account/setPassword", { token: site, body: { token: resetToken, password: "Renter#26", passwordVerify: "Renter#26" } }))
        .status,
    ).toBe(200);
    const own = (
      await t.call<{ token: string }>("post", "/api/account/login", { token: site, visitor: "198.51.100.10", body: { email, password: "Renter#26" } })
    ).body.token;
    const listed = await get<{ policies: Listed[] }>("/api/portal/policies", own);
    expect(listed.body.policies.find((p) => p.policyId === done.policyId)!.documents.map((d) => d.documentId)).toEqual(["renters-declarations"]);
    const pdfEn = await get<Pdf>(`/api/portal/policies/${done.policyId}/documents/renters-declarations`, own);
    expect(pdfEn.status).toBe(200);
    expect(await pdfText(pdfEn.body.document)).toContain(done.policyNumber);
    const pdfEs = await get<Pdf>(`/api/portal/policies/${done.policyId}/documents/renters-declarations`, own, "es");
    expect(pdfEs.body.fileName).toBe(`declaraciones-inquilinos-${done.policyNumber}.pdf`);
    expect(pdfEs.body.sha256).not.toBe(pdfEn.body.sha256);
    expect((await get(`/api/portal/policies/${done.policyId}/documents/renters-declarations`, jamesToken)).status).toBe(404);
  });
});
