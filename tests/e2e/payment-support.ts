/**
 * Make-a-payment browser tests: a fresh payable policy per test, written into the test server's
 * database for one of the seeded demo customers (platform/seed/customers.ts), so paying it in one
 * run never turns a shared demo policy into "already made" for the next.
 */
import { randomInt } from "node:crypto";
import { DateTime } from "luxon";
import { openDatabase } from "../../platform/db/index.ts";
import { savePolicy } from "../../platform/repositories/policies.ts";
import { E2E_SQLITE_PATH } from "./platform-api";

export interface DemoPerson {
  id: string;
  brand: string;
  email: string;
  phone: string;
  dob: { month: string; day: string; year: string };
  name: string;
}

export const demo = {
  james: {
    id: "cu-demo-james",
    brand: "lonestar",
    email: "james.walker@example.com",
    phone: "214-555-0142",
    dob: { month: "03", day: "15", year: "1984" },
    name: "James Walker",
  },
  maria: {
    id: "cu-demo-maria",
    brand: "lonestar",
    email: "maria.garcia@example.com",
    phone: "(713) 555-0188",
    dob: { month: "07", day: "22", year: "1990" },
    name: "María García",
  },
} satisfies Record<string, DemoPerson>;

/** A policy of the carrier "Red River Indemnity" (prefix RRI, on the platform's payment list) whose installment of `amountCents` is due in 10 days. */
export async function freshPayablePolicy(person: DemoPerson, amountCents = 12345): Promise<{ policyNumber: string; amount: string }> {
  const number = `RRI-9${String(randomInt(0, 1_000_000)).padStart(6, "0")}`;
  const day = (offset: number) => DateTime.now().setZone("America/Chicago").plus({ days: offset }).toISODate()!;
  const dob = `${person.dob.year}-${person.dob.month}-${person.dob.day}`;
  const [firstName, lastName] = person.name.split(" ") as [string, string];
  const store = await openDatabase({ databaseUrl: process.env.DATABASE_URL, sqlitePath: E2E_SQLITE_PATH });
  try {
    await savePolicy(store.db, {
      id: `po-e2e-${number.toLowerCase()}`,
      policy_number: number,
      customer_id: person.id,
      brand: person.brand,
      state: "TX",
      company: "Red River Indemnity (fictional)",
      policy_type: "Auto",
      status: "active",
      quote_status: "Issued",
      monthly_payment_cents: amountCents,
      effective_date: day(-20),
      expiration_date: day(160),
      email_address: person.email,
      home_phone: person.phone.replace(/\D/g, ""),
      details: {
        drivers: [{ fullName: person.name, firstName, lastName, dob, sex: "M" }],
        vehicles: [{ year: 2019, make: "TOYOTA", model: "CAMRY", vin: "4T1B11HK5KU009999" }],
        coverages: [],
      },
      installments: [
        { dueDate: day(-20), dueAmountCents: amountCents, paidAt: `${day(-21)}T15:00:00.000Z` },
        { dueDate: day(10), dueAmountCents: amountCents, paidAt: null },
        { dueDate: day(40), dueAmountCents: amountCents, paidAt: null },
      ],
      transactions: [{ createdUtc: `${day(-21)}T15:00:00.000Z`, entryDate: day(-21), paymentSource: "Card ending 4242", collectedAmountCents: amountCents }],
    });
  } finally {
    await store.close();
  }
  return { policyNumber: number, amount: `$${(amountCents / 100).toFixed(2)}` };
}
