import { describe, expect, it } from "vitest";
import { writeFileSync, mkdirSync } from "node:fs";
import { extractText, getDocumentProxy } from "unpdf";
import { renderDeclarations } from "./declarations.ts";
import { renderIdCard } from "./id-card.ts";
import type { PolicyDocumentData } from "./policy-data.ts";

export function samplePolicy(lang: "en" | "es", brand = "lonestar"): PolicyDocumentData {
  return {
    brand,
    lang,
    policyNumber: "GBC-TX-01234567",
    companyName: "Gulf Breeze Casualty (fictional)",
    companyCode: "GULF-BREEZE",
    namedInsured: "María José Núñez",
    address: ["1500 Marilla St, Apt 4", "Dallas, TX 75201"],
    state: "TX",
    effectiveDate: "2026-11-25",
    expirationDate: "2027-05-25",
    termMonths: 6,
    issuedOn: "2026-11-25",
    drivers: [
      { name: "María José Núñez", status: "insured" },
      { name: "Luis Núñez", status: "excluded" },
    ],
    vehicles: [
      {
        year: 2018,
        make: "TOYOTA",
        model: "CAMRY",
        vin: "4T1BF1FK5CU123456",
        coverages: [
          { code: "BI", name: "Bodily Injury Liability", limit: "$30,000/$60,000", deductible: "", premium: 212 },
          { code: "PD", name: "Property Damage Liability", limit: "$25,000", deductible: "", premium: 148 },
          { code: "COLL", name: "Collision", limit: "", deductible: "$500", premium: 301 },
        ],
      },
      {
        year: 2015,
        make: "FORD",
        model: "F-150",
        vin: "1FTEW1EF5FFA12345",
        coverages: [{ code: "BI", name: "Bodily Injury Liability", limit: "$30,000/$60,000", deductible: "", premium: 190 }],
      },
    ],
    premium: 851,
    fees: [
      { code: "policy_fee", description: "Policy fee", amount: 45 },
      { code: "mvcpa_fee", description: "MVCPA fee", amount: 2.5 },
    ],
    totalPremium: 898.5,
    payPlanCode: "MO",
    payPlanDescription: "Monthly",
    downPayment: 187.42,
    installments: ["2026-12-25", "2027-01-25", "2027-02-25", "2027-03-25", "2027-04-25"].map((dueDate) => ({ dueDate, amount: 142.22 })),
    agencyPhone: "1-800-555-0100",
  };
}

async function textOf(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, " ");
}

const keep = process.env.KEEP_PDF_DIR;
function kept(name: string, bytes: Buffer) {
  if (!keep) return;
  mkdirSync(keep, { recursive: true });
  writeFileSync(`${keep}/${name}.pdf`, bytes);
}

describe("policy documents as PDFs (doc3 §7.1 documentType 1)", () => {
  it.each([
    ["en", "Auto Policy Declarations", "Total policy premium and fees", "$898.50", "Page 1 of"],
    ["es", "Declaraciones de la póliza de auto", "Prima total de la póliza y cargos", "898.50", "Página 1 de"],
  ] as const)(
    "the declarations page (%s) shows the named insured, policy number, VINs, coverages and premium",
    async (lang, title, totalLabel, total, footer) => {
      const bytes = await renderDeclarations(samplePolicy(lang));
      kept(`declarations-${lang}`, bytes);
      const text = await textOf(bytes);
      for (const expected of [
        title,
        "Lone Star Auto Insurance",
        "GBC-TX-01234567",
        "María José Núñez",
        "4T1BF1FK5CU123456",
        "1FTEW1EF5FFA12345",
        "$30,000/$60,000",
        "$500",
        lang === "es" ? "Responsabilidad civil por lesiones corporales" : "Bodily Injury Liability",
        lang === "es" ? "Mensual" : "Monthly",
        totalLabel,
        total,
        footer,
      ]) {
        expect(text).toContain(expected);
      }
    },
  );

  it.each([
    ["en", "Texas Liability Insurance Card", "Texas Motor Vehicle Safety Responsibility Act"],
    ["es", "Tarjeta de seguro de responsabilidad civil de Texas", "Ley de Responsabilidad de Seguridad de Vehículos Motorizados de Texas"],
  ] as const)("the Texas ID card (%s) shows the company, policy number, dates, vehicles with VINs and the notice", async (lang, title, notice) => {
    const bytes = await renderIdCard(samplePolicy(lang, "delsol"));
    kept(`id-card-${lang}`, bytes);
    const text = await textOf(bytes);
    for (const expected of [title, "Seguros Del Sol", "GBC-TX-01234567", "Gulf Breeze Casualty (fictional)", "4T1BF1FK5CU123456", notice, "11/25/2026"]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("Luis Núñez");
  });

  it("outside Texas the card is a plain ID card without the Texas notice", async () => {
    const text = await textOf(await renderIdCard({ ...samplePolicy("en"), state: "OK" }));
    expect(text).toContain("Auto Insurance ID Card");
    expect(text).not.toContain("Texas");
  });

  it("the same record makes the same bytes (a stored, signed document can be checked against its hash)", async () => {
    const [a, b] = await Promise.all([renderDeclarations(samplePolicy("en")), renderDeclarations(samplePolicy("en"))]);
    expect(a.equals(b)).toBe(true);
  });
});
