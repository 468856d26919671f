/** doc3 §5.3 renters quote form rules, section by section (the schema the browser and the action share). */
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  buySchema,
  canAddRoommate,
  effectiveDateWindow,
  isEffectiveDateAllowed,
  needsInstallmentDay,
  quoteSchema,
  tabOfField,
  type RentersFormOptions,
} from "./form";

const options: RentersFormOptions = {
  today: "2026-11-25",
  maxEffectiveDays: 60,
  invalidDateMessage: "Choose a policy start date between 11/25/2026 and 01/24/2027.",
  coverageOptions: {
    CoverageC: [10000, 20000, 30000],
    CoverageD: { "10000": [2000], "20000": [2000, 4000], "30000": [2000, 6000] },
    CoverageE: [100000, 300000],
    CoverageF: [1000, 2000],
    AllOtherPeril: [250, 500, 1000],
    WindHail: [500, 1000],
    RentalIncome: [0, 2500],
    PetDamage: [0, 500],
    WaterBackup: [0, 5000],
  },
};

const valid: Record<string, string> = {
  firstName: "Avery",
  lastName: "Renter",
  email: "avery@example.com",
  phone: "214-555-0110",
  address1: "2100 Ross Ave",
  address2: "Apt 5",
  city: "Dallas",
  zip: "75201",
  effectiveDate: "2026-12-01",
  contents: "20000",
  lossOfUse: "4000",
  liability: "100000",
  medical: "1000",
  allOtherPeril: "500",
  windHail: "1000",
  rentalIncome: "0",
  petDamage: "0",
  waterBackup: "5000",
};

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.append(k, v);
  return data;
}
const errorsOf = (values: Record<string, string>, schema: z.ZodType = quoteSchema(options)) => {
  const result = parseWithZod(form(values), { schema });
  return result.status === "success" ? {} : (result.reply().error ?? {});
};

describe("doc3 §5.3 personal information", () => {
  it("a complete form passes, the phone sent as digits and the roommates as a list", () => {
    const result = parseWithZod(form({ ...valid, "roommates[0].firstName": "Sam", "roommates[0].lastName": "Lee" }), { schema: quoteSchema(options) });
    expect(result.status).toBe("success");
    if (result.status === "success")
      expect(result.value).toMatchObject({
        phone: "2145550110",
        roommates: [{ firstName: "Sam", lastName: "Lee" }],
        contents: 20000,
        lossOfUse: 4000,
        hasInterestedParty: false,
      });
  });

  it.each([
    ["firstName", "", "renters.errors.required"],
    ["lastName", "R2", "renters.errors.name"],
    ["email", "avery@", "renters.errors.email"],
    ["phone", "555-0110", "renters.errors.phone"],
    ["address1", "#", "renters.errors.address"],
    ["city", "", "renters.errors.required"],
    ["city", "Dallas 75201", "renters.errors.city"],
    ["city", "-Dallas", "renters.errors.city"],
    ["address2", "<b>", "renters.errors.address"],
    ["zip", "7520", "renters.errors.zip"],
  ])("%s = %j → %s", (field, value, message) => {
    expect(errorsOf({ ...valid, [field]: value })[field]).toEqual([message]);
  });

  it("the effective date lies between today and today + the maximum days, else the configured invalid-date message", () => {
    expect(effectiveDateWindow("2026-11-25", 60)).toEqual({ min: "2026-11-25", max: "2027-01-24" });
    expect(isEffectiveDateAllowed("2026-11-25", "2026-11-25", 60)).toBe(true);
    expect(isEffectiveDateAllowed("2027-01-24", "2026-11-25", 60)).toBe(true);
    expect(isEffectiveDateAllowed("2027-01-25", "2026-11-25", 60)).toBe(false);
    expect(isEffectiveDateAllowed("2026-11-24", "2026-11-25", 60)).toBe(false);
    expect(isEffectiveDateAllowed("2026-02-30", "2026-01-01", 90)).toBe(false);
    expect(errorsOf({ ...valid, effectiveDate: "2027-02-01" }).effectiveDate).toEqual([options.invalidDateMessage]);
    expect(errorsOf({ ...valid, effectiveDate: "" }).effectiveDate).toEqual(["renters.errors.required"]);
  });

  it("roommates need first and last name; at most 4, the add button hidden at 4", () => {
    expect(errorsOf({ ...valid, "roommates[0].firstName": "Sam", "roommates[0].lastName": "" })["roommates[0].lastName"]).toEqual(["renters.errors.required"]);
    const five = Object.fromEntries(
      [0, 1, 2, 3, 4].flatMap((i) => [
        [`roommates[${i}].firstName`, `Sam`],
        [`roommates[${i}].lastName`, `Mate`],
      ]),
    );
    expect(errorsOf({ ...valid, ...five }).roommates).toEqual(["renters.errors.roommates"]);
    expect([0, 3, 4, 5].map(canAddRoommate)).toEqual([true, true, false, false]);
  });

  it("the additional interested party, when added, needs names and e-mail", () => {
    const errors = errorsOf({ ...valid, hasInterestedParty: "on", "party.firstName": "Uptown", "party.email": "leasing@" });
    expect(errors["party.lastName"]).toEqual(["renters.errors.required"]);
    expect(errors["party.email"]).toEqual(["renters.errors.email"]);
    expect(errors["party.firstName"]).toBeUndefined();
    expect(errorsOf({ ...valid, "party.email": "leasing@" })).toEqual({});
  });
});

describe("doc3 §5.3, §9 coverage", () => {
  it("each coverage is one of the offered values; D is one of the options derived from C", () => {
    expect(errorsOf({ ...valid, contents: "25000" }).contents).toEqual(["renters.errors.choice"]);
    expect(errorsOf({ ...valid, contents: "30000", lossOfUse: "4000" }).lossOfUse).toEqual(["renters.errors.choice"]);
    expect(errorsOf({ ...valid, contents: "30000", lossOfUse: "6000" })).toEqual({});
    expect(errorsOf({ ...valid, windHail: "" }).windHail).toEqual(["renters.errors.choice"]);
  });
});

describe("doc3 §5.3 payment", () => {
  const card = {
    transactionId: "rnt_abcdefghijklmnopqrstuvwxyz",
    carrierId: "renters-armadillo",
    paymentToken: "ctok_abcdefghijklmnopqrstuvwxyz012345",
    cardHolderName: "Avery Renter",
    expirationDate: "12/30",
    cardType: "Visa",
    lastFour: "4242",
    merchantId: "49",
    processor: "sandbox",
    paymentMethod: "CreditCard",
  };
  it("non-annual plans need an installment day of month (1–28); annual does not", () => {
    expect(needsInstallmentDay("Annual")).toBe(false);
    expect(["SemiAnnual", "Quarterly", "Monthly"].every(needsInstallmentDay)).toBe(true);
    expect(errorsOf({ ...valid, ...card, planType: "Monthly" }, buySchema(options)).installmentDay).toEqual(["renters.errors.installmentDay"]);
    expect(errorsOf({ ...valid, ...card, planType: "Monthly", installmentDay: "29" }, buySchema(options)).installmentDay).toEqual([
      "renters.errors.installmentDay",
    ]);
    const monthly = parseWithZod(form({ ...valid, ...card, planType: "Monthly", installmentDay: "15" }), { schema: buySchema(options) });
    expect(monthly.status === "success" && monthly.value.installmentDay).toBe(15);
    const annual = parseWithZod(form({ ...valid, ...card, planType: "Annual", installmentDay: "15" }), { schema: buySchema(options) });
    expect(annual.status === "success" && annual.value.installmentDay).toBe(null);
  });

  it("buying needs a plan and the widget's card token", () => {
    const errors = errorsOf({ ...valid, ...card, paymentToken: "" }, buySchema(options));
    expect(errors.paymentToken).toEqual(["renters.errors.card"]);
    expect(errors.planType).toEqual(["renters.errors.plan"]);
  });

  it("an error's field shows its tab", () => {
    expect(["email", "roommates[1].lastName", "party.email", "waterBackup", "installmentDay"].map(tabOfField)).toEqual([
      "personal",
      "personal",
      "personal",
      "coverage",
      "payment",
    ]);
  });
});
