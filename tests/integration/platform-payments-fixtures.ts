/**
 * Policies for the payment tests, with due dates relative to the platform's clock: one customer
 * and one policy per doc1 §4 outcome, saved through the policies repository.
 */
import { DateTime } from "luxon";
import type { Db } from "../../platform/db/index.ts";
import { nowIso } from "../../platform/db/index.ts";
import { savePolicy, type NewPolicy, type PolicyInstallment } from "../../platform/repositories/policies.ts";

export const CUSTOMER = {
  id: "cu_pay_test_1",
  firstName: "Rosa",
  lastName: "Delgado",
  dob: "1984-03-09",
  email: "rosa.delgado@example.com",
  phone: "2145550199",
};
/** As the payment form sends them: date of birth month-day-year, phone with dashes. */
export const DETAILS = { receiptEmail: "Rosa.Delgado@example.com", receiptPhone: "214-555-0199", dob: "03-09-1984" };

/** yyyy-mm-dd, `days` from `now` in the agency's time zone. */
export const dayFrom = (now: Date, days: number) => DateTime.fromJSDate(now, { zone: "America/Chicago" }).plus({ days }).toISODate()!;

export type Outcome = "payable" | "alreadyPaid" | "dueWithin48" | "duePast" | "other" | "declineLater";

function installments(now: Date, outcome: Outcome): PolicyInstallment[] {
  const paidAt = nowIso(new Date(now.getTime() - 86_400_000));
  switch (outcome) {
    case "alreadyPaid":
      return [
        { dueDate: dayFrom(now, -20), dueAmountCents: 12_345, paidAt },
        { dueDate: dayFrom(now, 10), dueAmountCents: 12_345, paidAt },
        { dueDate: dayFrom(now, 40), dueAmountCents: 12_345, paidAt: null },
      ];
    case "dueWithin48":
      return [{ dueDate: dayFrom(now, 1), dueAmountCents: 9_900, paidAt: null }];
    case "duePast":
      return [
        { dueDate: dayFrom(now, -3), dueAmountCents: 9_900, paidAt: null },
        { dueDate: dayFrom(now, 27), dueAmountCents: 9_900, paidAt: null },
      ];
    default:
      return [
        { dueDate: dayFrom(now, -20), dueAmountCents: 15_075, paidAt },
        { dueDate: dayFrom(now, 10), dueAmountCents: 15_075, paidAt: null },
        { dueDate: dayFrom(now, 40), dueAmountCents: 15_075, paidAt: null },
      ];
  }
}

export const POLICY_NUMBERS: Record<Outcome, string> = {
  payable: "RRI-7000101",
  alreadyPaid: "RRI-7000102",
  dueWithin48: "GBC-7000103",
  duePast: "GBC-7000104",
  other: "MTA-7000105",
  declineLater: "PHX-7000106",
};

export async function seedPaymentPolicies(db: Db, now: Date): Promise<void> {
  const at = nowIso(now);
  await db
    .insertInto("customers")
    .values({
      id: CUSTOMER.id,
      first_name: CUSTOMER.firstName,
      last_name: CUSTOMER.lastName,
      dob: CUSTOMER.dob,
      email: CUSTOMER.email,
      phone: CUSTOMER.phone,
      state: "TX",
      city: "Dallas",
      zip_code: "75201",
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
  for (const [outcome, number] of Object.entries(POLICY_NUMBERS) as [Outcome, string][]) {
    const policy: NewPolicy = {
      id: `pol_test_${outcome}`,
      policy_number: number,
      customer_id: CUSTOMER.id,
      brand: "lonestar",
      state: "TX",
      company: "Red River Indemnity (fictional)",
      policy_type: "Personal Auto",
      status: outcome === "other" ? "cancelled" : "active",
      quote_status: "Issued",
      monthly_payment_cents: 15_075,
      effective_date: dayFrom(now, -50),
      expiration_date: dayFrom(now, 130),
      email_address: CUSTOMER.email,
      home_phone: CUSTOMER.phone,
      details: {
        drivers: [
          { fullName: `${CUSTOMER.firstName} ${CUSTOMER.lastName}`, firstName: CUSTOMER.firstName, lastName: CUSTOMER.lastName, dob: CUSTOMER.dob, sex: "F" },
        ],
        vehicles: [{ year: 2019, make: "HONDA", model: "CIVIC", vin: "2HGFC2F59KH000001" }],
        coverages: [{ coverageName: "BI", coverageDescription: "Bodily injury", deductible: "", limit: ["30000", "60000"] }],
      },
      installments: installments(now, outcome),
      transactions: [],
    };
    await savePolicy(db, policy, now);
  }
}
