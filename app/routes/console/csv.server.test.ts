import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { CARRIER_COLUMNS, leadColumns, leadsCsv, safeCell } from "./csv.server";
import type { Lead } from "~/.server/platform/console";

const vehicle = (make: string) => ({ make, model: "CAMRY", year: "2018", vin: "4T1BF1FK5CU123456" });

const lead: Lead = {
  leadId: "lead_1",
  leadKey: "1700000000000-ab12cd34",
  brand: "lonestar",
  status: "Quoted",
  createdAt: "2026-11-21T03:30:00.000Z",
  consentCount: 2,
  record: {
    name: "María José",
    lastname: "García, Jr.",
    email: "maria@example.com",
    phone: "2145550101",
    state: "TX",
    zip: "75201",
    city: "Dallas",
    dob: "1990-04-12",
    ageGroup: "35-44",
    license: "yes",
    vehicle1: vehicle("TOYOTA"),
    vehicle2: vehicle('HONDA "Civic"'),
    driverCount: 2,
    term: 6,
    coverage: "full",
    status: "Quoted",
    carriers: Array.from({ length: 10 }, (_, i) => ({ companyName: `Carrier ${i + 1}`, premium: 100 + i, rateQuoteId: `rq-${i}` })),
    transactionId: "tx_1",
    brand: "lonestar",
    experience: "standard",
    userType: "new",
    licenseType: 1,
    gender: 1,
    marital: 0,
    insured: true,
    homeInsurance: false,
    loyaltyEnrollmentStatus: "enrolled",
    visitDate: "2026-11-20 21:30:00",
  },
};

describe("leads CSV (doc2 §3 lead record)", () => {
  it("doc2 §3, §9 every field of the lead record is a column, the 10 carrier entries included, and reads back as written", () => {
    const rows = parse(leadsCsv([lead]), { bom: true }) as string[][];
    const [head, row] = rows as [string[], string[]];
    expect(head).toHaveLength(leadColumns([lead]).length);
    expect(head.filter((h) => /^Carrier \d+$/.test(h))).toHaveLength(CARRIER_COLUMNS);
    const cell = (name: string) => row[head.indexOf(name)];
    expect(cell("Name")).toBe("María José");
    expect(cell("Last name")).toBe("García, Jr.");
    expect(cell("Vehicle 2 make")).toBe('HONDA "Civic"');
    expect(cell("Carrier 10")).toBe("Carrier 10 109.00");
    expect(cell("Status")).toBe("Quoted");
    expect(cell("Visit date (Central)")).toBe("2026-11-20 21:30:00");
    expect(cell("Currently insured")).toBe("yes");
    expect(cell("Home insurance")).toBe("no");
    expect(cell("Consents")).toBe("2");
    for (const name of [
      "Email",
      "Phone",
      "State",
      "Zip",
      "City",
      "DOB",
      "Age group",
      "Licence",
      "Driver count",
      "Term",
      "Coverage",
      "Transaction id",
      "Brand",
      "Experience",
      "User type",
      "Licence type",
      "Gender",
      "Marital status",
      "Loyalty enrollment",
    ]) {
      expect(cell(name), name).not.toBe("");
    }
  });

  it("a cell a spreadsheet would run as a formula is written as text", () => {
    expect(safeCell("=SUM(A1)")).toBe("'=SUM(A1)");
    expect(safeCell("+1")).toBe("'+1");
    expect(safeCell("@cmd")).toBe("'@cmd");
    expect(safeCell("Jordan")).toBe("Jordan");
  });

  it("no leads: the header row only", () => {
    expect(parse(leadsCsv([]), { bom: true })).toHaveLength(1);
  });

  it("doc2 §9 lead carrier columns: each brand's leads get the carrier columns its quote settings give, the file as many as the brand with most", () => {
    const other: Lead = { ...lead, leadId: "lead_2", brand: "delsol", record: { ...lead.record, brand: "delsol" } };
    const carrierHeads = (csv: string) => (parse(csv, { bom: true }) as string[][])[0]!.filter((h) => /^Carrier \d+$/.test(h));
    // One brand set to 3: three carrier columns, its first three entries.
    const three = parse(leadsCsv([lead], new Map([["lonestar", 3]])), { bom: true }) as string[][];
    expect(three[0]!.filter((h) => /^Carrier \d+$/.test(h))).toEqual(["Carrier 1", "Carrier 2", "Carrier 3"]);
    expect(three[1]![three[0]!.indexOf("Carrier 3")]).toBe("Carrier 3 102.00");
    expect(three[0]).toContain("Transaction id");
    // Two brands in one file: the larger count; the other brand's leads leave the columns beyond theirs empty.
    const mixed = parse(
      leadsCsv(
        [lead, other],
        new Map([
          ["lonestar", 3],
          ["delsol", 6],
        ]),
      ),
      { bom: true },
    ) as string[][];
    const [head, lonestar, delsol] = mixed as [string[], string[], string[]];
    expect(head.filter((h) => /^Carrier \d+$/.test(h))).toHaveLength(6);
    expect(lonestar[head.indexOf("Carrier 4")]).toBe("");
    expect(delsol[head.indexOf("Carrier 6")]).toBe("Carrier 6 105.00");
    // A lead record holds at most 10 entries (the platform refuses more): a larger setting gives 10 columns.
    expect(carrierHeads(leadsCsv([lead], new Map([["lonestar", 12]])))).toHaveLength(CARRIER_COLUMNS);
    // A brand whose settings say nothing: the spec's 10.
    expect(carrierHeads(leadsCsv([lead]))).toHaveLength(10);
  });
});
