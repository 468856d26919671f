import { describe, expect, it } from "vitest";
import { emptyDraft, firstIncompleteStep, fromDriverPrefill, readDraft, syncPrimary, toDriverPrefill } from "./draft";
import { buildTransaction, IncompleteDraftError, newTransactionId } from "./transaction";
import { leadFields, leadRequestKey } from "./lead";

const complete = syncPrimary(
  emptyDraft({
    primary: {
      entryMode: "nondl",
      firstName: "Ana",
      lastName: "Reyes",
      dob: "04-12-1990",
      email: "ana@example.com",
      phone: "2145550101",
      privacyConsent: true,
      address: "1500 Marilla St",
      city: "Dallas",
      state: "TX",
      zip: "75201",
      gender: "female",
      marital: "single",
      insured: true,
      licenseType: "6",
      licenseId: "MX123456",
    },
    vehicles: [{ id: "v1", year: 2020, make: "Toyota", model: "Camry", mileage: 15000 }],
  }),
);

describe("doc2 §3 saved draft", () => {
  it("doc2 §3 driverPrefill: a draft round-trips through the browser-storage record", () => {
    const prefill = toDriverPrefill(complete);
    expect(prefill.data).toMatchObject({ driverFirstName: "Ana", driverZipCode: "75201", privatePolicy: true, licenseId: "MX123456" });
    const back = fromDriverPrefill(prefill);
    expect(back.primary).toMatchObject({ firstName: "Ana", zip: "75201", gender: "female", insured: true });
    expect(back.vehicles).toEqual(complete.vehicles);
  });

  it("pricing questions: a saved draft keeps them (JSON round trip), a whole revisit restores them, broken values read as absent", () => {
    const answered = {
      ...complete,
      primary: { ...complete.primary, residence: "rent" as const, insuredMonths: 6 },
      vehicles: [{ id: "v1", year: 2020, make: "Toyota", model: "Camry", mileage: 8200, ownership: "leased" as const, monthsOwned: 0 }],
    };
    const stored: unknown = JSON.parse(JSON.stringify(answered));
    const back = readDraft(stored);
    expect(back.primary).toMatchObject({ residence: "rent", insuredMonths: 6 });
    expect(back.vehicles).toEqual(answered.vehicles);
    expect(fromDriverPrefill(toDriverPrefill(back)).vehicles).toEqual(answered.vehicles);
    const broken = readDraft({
      ...answered,
      primary: { ...answered.primary, residence: "castle", insuredMonths: "long" },
      vehicles: [{ ...answered.vehicles[0], ownership: "borrowed", monthsOwned: -3 }],
    });
    expect(broken.primary.residence).toBeUndefined();
    expect(broken.primary.insuredMonths).toBeUndefined();
    expect(broken.vehicles[0]).toMatchObject({ id: "v1", mileage: 8200 });
    expect(broken.vehicles[0]?.ownership).toBeUndefined();
    expect(broken.vehicles[0]?.monthsOwned).toBeUndefined();
  });

  it("doc2 §3 a stored draft is read leniently: unknown or broken values read as absent", () => {
    expect(readDraft({ step: "nowhere", primary: { firstName: 12 }, drivers: "x" })).toMatchObject({ step: "driver1", primary: {}, drivers: [] });
    expect(readDraft(null).step).toBe("driver1");
  });

  it("doc2 §4 affiliate entry: the first incomplete step of a draft", () => {
    expect(firstIncompleteStep(emptyDraft())).toBe("driver1");
    expect(firstIncompleteStep({ ...complete, primary: { ...complete.primary, email: undefined } })).toBe("driver2");
    expect(firstIncompleteStep({ ...complete, primary: { ...complete.primary, zip: undefined } })).toBe("driver3");
    expect(firstIncompleteStep({ ...complete, vehicles: [] })).toBe("vehicles");
    expect(firstIncompleteStep(complete)).toBeNull();
  });

  it("doc2 §4 drivers summary: the first driver follows the primary driver's steps", () => {
    expect(complete.drivers).toEqual([
      { id: "primary", firstName: "Ana", lastName: "Reyes", dob: "04-12-1990", relation: 0, gender: "female", marital: "single" },
    ]);
  });
});

describe("doc2 §3 rating transaction request", () => {
  it("doc2 §3 codes, dashed dob, digits phone, foreign licence type 6 as foreignLicenseId, CA mileage bucket", () => {
    const t = buildTransaction(
      { ...complete, mileageRequired: true },
      { transactionId: "tx-1", coverages: [{ coverageCd: "BI", val1: "30000", val2: "60000" }] },
    );
    expect(t.customer).toMatchObject({ name: "Ana", dob: "04-12-1990", phoneNumber: "2145550101", gender: 1, maritalStatus: 1, dlNumber: "MX123456" });
    expect(t).toMatchObject({ term: 6, isManualEntry: true, foreignLicenseType: "6", foreignLicenseId: "MX123456" });
    expect(t.drivers[0]).toMatchObject({ relation: 0, licenseType: 6 });
    expect(t.cars[0]).toMatchObject({ maker: "Toyota", annualMilesAge: 12000, selectedAnnualMileage: 15000 });
    // doc2 §9: outside California the bucket applies to the miles given too; the real figure travels beside it.
    const base = buildTransaction(complete, { transactionId: "tx-2", coverages: [] }).cars[0];
    expect(base).toMatchObject({ annualMilesAge: 12000, annualMileage: 15000 });
    expect(base).not.toHaveProperty("selectedAnnualMileage");
    const noMiles = buildTransaction(
      { ...complete, vehicles: [{ id: "v1", year: 2020, make: "Toyota", model: "Camry" }] },
      { transactionId: "tx-2b", coverages: [] },
    ).cars[0];
    expect(noMiles).toMatchObject({ annualMilesAge: 10000 });
    expect(noMiles).not.toHaveProperty("annualMileage");
  });

  it("pricing questions travel as optional fields beside the spec's: residence, insuredMonths, ownership, monthsOwned, annualMileage", () => {
    const answered = syncPrimary({
      ...complete,
      primary: { ...complete.primary, residence: "own", insuredMonths: 12, agencyTransfer: true },
      vehicles: [{ id: "v1", year: 2020, make: "Toyota", model: "Camry", mileage: 8200, ownership: "financed", monthsOwned: 36 }],
    });
    const t = buildTransaction(answered, { transactionId: "tx-5", coverages: [] });
    expect(t.customer).toMatchObject({ insured: true, residence: "own", insuredMonths: 12, agencyTransfer: true });
    expect(t.cars[0]).toMatchObject({ annualMilesAge: 10000, annualMileage: 8200, ownership: "financed", monthsOwned: 36 });
    // Not insured: how long is not sent; nothing answered: none of the new fields is sent.
    const uninsured = buildTransaction({ ...answered, primary: { ...answered.primary, insured: false } }, { transactionId: "tx-6", coverages: [] });
    expect(uninsured.customer).not.toHaveProperty("insuredMonths");
    expect(uninsured.customer).not.toHaveProperty("agencyTransfer");
    const unanswered = buildTransaction(
      { ...complete, vehicles: [{ id: "v1", year: 2020, make: "Toyota", model: "Camry" }] },
      { transactionId: "tx-7", coverages: [] },
    );
    expect(Object.keys(unanswered.customer)).not.toContain("residence");
    expect(unanswered.cars[0]).not.toHaveProperty("ownership");
    expect(unanswered.cars[0]).not.toHaveProperty("monthsOwned");
  });

  it("doc2 §3 an incomplete draft names its first empty field", () => {
    expect(() => buildTransaction({ ...complete, vehicles: [] }, { transactionId: "tx-3", coverages: [] })).toThrow(
      new IncompleteDraftError("Vehicle is empty"),
    );
    expect(() => buildTransaction({ ...complete, primary: { ...complete.primary, email: undefined } }, { transactionId: "tx-4", coverages: [] })).toThrow(
      "Email is empty",
    );
  });

  it("doc2 §3 the transaction id is client-generated and random", () => {
    expect(newTransactionId(() => "123e4567-e89b-12d3-a456-426614174000")).toBe("tx-123e4567e89b12d3a456426614174000");
    expect(newTransactionId()).not.toBe(newTransactionId());
  });
});

describe("doc2 §4 lead capture", () => {
  it("doc2 §4 lead capture: one request key per draft and round, so a new quote from the quote stage gets its own lead", () => {
    const draftId = "qd_abcdefghijklmnopqrstuvwxyz012345";
    expect(leadRequestKey(draftId, emptyDraft())).toBe(`${draftId}-r0`);
    expect(leadRequestKey(draftId, emptyDraft({ leadRound: 1 }))).toBe(`${draftId}-r1`);
    expect(leadRequestKey(draftId, readDraft(JSON.parse(JSON.stringify(emptyDraft({ leadRound: 2 })))))).toBe(`${draftId}-r2`);
  });

  it("doc2 §3 lead record fields from the draft: codes, licence, vehicles, driver count, term", () => {
    expect(leadFields(complete)).toMatchObject({
      hasLicense: true,
      licenseType: 6,
      gender: 1,
      marital: 1,
      insured: true,
      driverCount: 1,
      term: 6,
      coverage: "0",
    });
  });
});
