import { describe, expect, it } from "vitest";
import { extractText, getDocumentProxy } from "unpdf";
import { membershipDocument, type MembershipDocumentInput } from "./roadside-membership.ts";
import { renderMembershipMail } from "../services/roadside-mail.ts";

const input: MembershipDocumentInput = {
  brand: "delsol",
  lang: "es",
  policyNumber: "RSA2611000123",
  memberType: "family",
  termMonths: 6,
  amountCents: 9900,
  paymentDate: "2026-11-25",
  startsOn: "2026-11-25",
  endsOn: "2027-05-25",
  members: ["Rosa María Delgado", "Luis Delgado"],
  address: ["1200 Main St", "", "Dallas, TX 75201", "USA"],
  phone: "214-555-0101",
  email: "rosa@example.com",
};

const textOf = async (bytes: Buffer) => (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;

describe("roadside membership document and e-mail (doc3 §3 policyDocumentUrl, §9 term 6)", () => {
  it("the PDF names the brand, the membership number, the members, the family plan, the 6-month term and the amount, in Spanish", async () => {
    const bytes = await membershipDocument(input);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const text = await textOf(bytes);
    for (const part of [
      "Seguros Del Sol",
      "Membresía de asistencia vial",
      "RSA2611000123",
      "Rosa María Delgado, Luis Delgado",
      "Familiar",
      "6 meses",
      "11/25/2026 al 05/25/2027",
      "$99.00",
      "Dallas, TX 75201",
    ]) {
      expect(text).toContain(part);
    }
  });

  it("the same membership gives the same bytes (dated by its payment)", async () => {
    expect((await membershipDocument(input)).equals(await membershipDocument(input))).toBe(true);
  });

  it("in English for an English purchase", async () => {
    const text = await textOf(await membershipDocument({ ...input, brand: "lonestar", lang: "en", memberType: "single", members: ["Rosa Delgado"] }));
    expect(text).toContain("Roadside Assistance Membership");
    expect(text).toContain("Single");
    expect(text).toContain("11/25/2026 to 05/25/2027");
  });

  it("the e-mail carries the number, the term and the document link, escaped in its HTML", () => {
    const mail = renderMembershipMail({
      brand: "lonestar",
      lang: "en",
      to: "rosa@example.com",
      firstName: "<Rosa>",
      policyNumber: "RSA1",
      memberType: "family",
      startsOn: "2026-11-25",
      endsOn: "2027-05-25",
      amountCents: 9900,
      documentUrl: "http://localhost/roadside/document/rsa_x?key=k",
    });
    expect(mail.subject).toBe("Your roadside assistance membership RSA1");
    expect(mail.text).toContain("http://localhost/roadside/document/rsa_x?key=k");
    expect(mail.text).toContain("$99.00");
    // Dates as the site shows them in English, not as stored.
    expect(mail.text).toContain("Term: Nov 25, 2026 to May 25, 2027.");
    expect(mail.html).toContain("&lt;Rosa&gt;");
    expect(mail.html).not.toContain("<Rosa>");
    expect(
      renderMembershipMail({
        ...{
          brand: "delsol",
          lang: "es",
          to: "a@b.co",
          firstName: "Rosa",
          policyNumber: "RSA1",
          memberType: "single",
          startsOn: "",
          endsOn: "",
          amountCents: 5900,
          documentUrl: "x",
        },
      }).subject,
    ).toBe("Tu membresía de asistencia vial RSA1");
  });

  it("the Spanish e-mail writes its term as US Spanish does: del 25 de nov. de 2026 al 25 de may. de 2027", () => {
    const mail = renderMembershipMail({
      brand: "delsol",
      lang: "es",
      to: "a@b.co",
      firstName: "Rosa",
      policyNumber: "RSA1",
      memberType: "single",
      startsOn: "2026-11-25",
      endsOn: "2027-05-25",
      amountCents: 5900,
      documentUrl: "x",
    });
    expect(mail.text).toContain("Vigencia: del 25 de nov. de 2026 al 25 de may. de 2027.");
    expect(mail.text).not.toContain("2026-11-25");
  });
});
