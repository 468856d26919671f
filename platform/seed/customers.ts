/**
 * Demo customers (password `Demo#2026`) and their policies, for sign-in, the portal and
 * make-a-payment. Fictional people; phones in the 555-01xx range.
 *
 * Each policy's installments are placed relative to "now" so that every make-a-payment outcome can
 * be tried (doc1 §4): payable, already paid, due within 48 hours, due date past, not payable for
 * another reason (cancelled), and a carrier outside the payment list (prefix ZZX). A demo policy
 * nobody has paid since it was seeded is placed again when the platform starts on a later day, so
 * the outcomes stay true; one with a recorded payment is left as it is.
 */
import { DateTime } from "luxon";
import type { Db } from "../db/index.ts";
import { nowIso } from "../db/index.ts";
import { findPolicyById, savePolicy, type NewPolicy, type PolicyCoverage, type PolicyInstallment, type PolicyTransaction } from "../repositories/policies.ts";
import { findCustomerIdByEmail, insertCustomerIfMissing } from "../repositories/customers.ts";
import { hashPassword } from "../services/passwords.ts";

export const DEMO_PASSWORD = "Demo#2026";

export interface DemoCustomer {
  id: string;
  brand: string;
  lang: "en" | "es";
  firstName: string;
  lastName: string;
  email: string;
  /** yyyy-mm-dd */
  dob: string;
  phone: string;
  city: string;
  state: string;
  zip: string;
}

export const demoCustomers: DemoCustomer[] = [
  {
    id: "cu-demo-james",
    brand: "lonestar",
    lang: "en",
    firstName: "James",
    lastName: "Walker",
    email: "james.walker@example.com",
    dob: "1984-03-15",
    phone: "2145550142",
    city: "Dallas",
    state: "TX",
    zip: "75201",
  },
  {
    id: "cu-demo-maria",
    brand: "lonestar",
    lang: "es",
    firstName: "María",
    lastName: "García",
    email: "maria.garcia@example.com",
    dob: "1990-07-22",
    phone: "7135550188",
    city: "Houston",
    state: "TX",
    zip: "77002",
  },
  {
    id: "cu-demo-emily",
    brand: "bluebonnet",
    lang: "en",
    firstName: "Emily",
    lastName: "Johnson",
    email: "emily.johnson@example.com",
    dob: "1978-11-02",
    phone: "5125550117",
    city: "Austin",
    state: "TX",
    zip: "78701",
  },
  {
    id: "cu-demo-daniel",
    brand: "bluebonnet",
    lang: "en",
    firstName: "Daniel",
    lastName: "Reyes",
    email: "daniel.reyes@example.com",
    dob: "1995-01-30",
    phone: "6025550133",
    city: "Phoenix",
    state: "AZ",
    zip: "85004",
  },
  {
    id: "cu-demo-ana",
    brand: "delsol",
    lang: "es",
    firstName: "Ana",
    lastName: "López",
    email: "ana.lopez@example.com",
    dob: "1988-05-09",
    phone: "2135550166",
    city: "Los Angeles",
    state: "CA",
    zip: "90012",
  },
  {
    id: "cu-demo-luis",
    brand: "delsol",
    lang: "es",
    firstName: "Luis",
    lastName: "Hernández",
    email: "luis.hernandez@example.com",
    dob: "1972-09-18",
    phone: "2105550179",
    city: "San Antonio",
    state: "TX",
    zip: "78205",
  },
];

/** How a demo policy stands on the day the platform starts (doc1 §4 outcomes). */
type Outcome = "payable" | "alreadyPaid" | "dueWithin48" | "duePast" | "other";

interface DemoPolicy {
  id: string;
  number: string;
  customer: string;
  company: string;
  monthlyCents: number;
  outcome: Outcome;
  vehicle: { year: number; make: string; model: string; vin: string };
  coDriver?: { firstName: string; lastName: string; dob: string; sex: string };
}

export const demoPolicies: DemoPolicy[] = [
  {
    id: "po-demo-james-1",
    number: "RRI-1000101",
    customer: "cu-demo-james",
    company: "Red River Indemnity (fictional)",
    monthlyCents: 12840,
    outcome: "payable",
    vehicle: { year: 2019, make: "TOYOTA", model: "CAMRY", vin: "4T1B11HK5KU000101" },
    coDriver: { firstName: "Sarah", lastName: "Walker", dob: "1986-06-04", sex: "F" },
  },
  {
    id: "po-demo-james-2",
    number: "GBC-2000202",
    customer: "cu-demo-james",
    company: "Gulf Breeze Casualty (fictional)",
    monthlyCents: 9315,
    outcome: "dueWithin48",
    vehicle: { year: 2015, make: "FORD", model: "F-150", vin: "1FTEW1EF5FF000202" },
  },
  {
    id: "po-demo-maria-1",
    number: "MTA-3000303",
    customer: "cu-demo-maria",
    company: "Mesquite Trail Auto Insurance Co. (fictional)",
    monthlyCents: 10450,
    outcome: "payable",
    vehicle: { year: 2020, make: "HONDA", model: "CIVIC", vin: "2HGFC2F69LH000303" },
  },
  {
    id: "po-demo-maria-2",
    number: "ARM-4000404",
    customer: "cu-demo-maria",
    company: "Armadillo Ridge County Mutual (fictional)",
    monthlyCents: 8720,
    outcome: "alreadyPaid",
    vehicle: { year: 2017, make: "NISSAN", model: "ALTIMA", vin: "1N4AL3AP7HC000404" },
  },
  {
    id: "po-demo-emily-1",
    number: "BLM-7000707",
    customer: "cu-demo-emily",
    company: "Bluebonnet Lantern Mutual (fictional)",
    monthlyCents: 11575,
    outcome: "payable",
    vehicle: { year: 2021, make: "SUBARU", model: "OUTBACK", vin: "4S4BTAFC1M3000707" },
  },
  {
    id: "po-demo-daniel-1",
    number: "GBC-7000708",
    customer: "cu-demo-daniel",
    company: "Gulf Breeze Casualty (fictional)",
    monthlyCents: 9980,
    outcome: "duePast",
    vehicle: { year: 2016, make: "CHEVROLET", model: "MALIBU", vin: "1G1ZE5ST0GF000708" },
  },
  {
    id: "po-demo-ana-1",
    number: "PHX-5000505",
    customer: "cu-demo-ana",
    company: "Pecan Hollow Insurance Exchange (fictional)",
    monthlyCents: 14210,
    outcome: "payable",
    vehicle: { year: 2018, make: "TOYOTA", model: "RAV4", vin: "2T3WFREV8JW000505" },
  },
  {
    id: "po-demo-luis-1",
    number: "RRI-6000606",
    customer: "cu-demo-luis",
    company: "Red River Indemnity (fictional)",
    monthlyCents: 7650,
    outcome: "other",
    vehicle: { year: 2012, make: "HONDA", model: "ACCORD", vin: "1HGCP2F31CA000606" },
  },
  {
    id: "po-demo-luis-2",
    number: "ZZX-6000607",
    customer: "cu-demo-luis",
    company: "Zia Crossing Insurance (fictional, paid at the carrier)",
    monthlyCents: 6990,
    outcome: "payable",
    vehicle: { year: 2014, make: "DODGE", model: "RAM 1500", vin: "1C6RR6FT1ES000607" },
  },
];

/** Due dates are calendar days of the agency (US Central time), as the payment rules read them. */
const day = (now: Date, offset: number) => DateTime.fromJSDate(now).setZone("America/Chicago").plus({ days: offset }).toISODate()!;

/** Days from now of the first unpaid installment, and whether the one before it is paid but not yet due. */
const nextDueIn: Record<Outcome, number> = { payable: 10, alreadyPaid: 35, dueWithin48: 1, duePast: -3, other: 12 };

function schedule(
  policy: DemoPolicy,
  now: Date,
): { installments: PolicyInstallment[]; transactions: PolicyTransaction[]; effective: string; expiration: string } {
  const next = nextDueIn[policy.outcome];
  // Six monthly installments; the first unpaid one is the third (the fourth when "already paid").
  const firstUnpaid = policy.outcome === "alreadyPaid" ? 3 : 2;
  const installments: PolicyInstallment[] = [];
  const transactions: PolicyTransaction[] = [];
  for (let index = 0; index < 6; index++) {
    const dueDate = day(now, next + (index - firstUnpaid) * 30);
    const paid = index < firstUnpaid;
    // A paid installment was paid a few days before it was due (and never after "now").
    const paidOn = [day(now, -1), day(new Date(`${dueDate}T18:00:00Z`), -3)].sort()[0];
    const paidAt = paid ? `${paidOn}T15:00:00.000Z` : null;
    installments.push({ dueDate, dueAmountCents: policy.monthlyCents, paidAt });
    if (paidAt)
      transactions.push({ createdUtc: paidAt, entryDate: paidAt.slice(0, 10), paymentSource: "Card ending 4242", collectedAmountCents: policy.monthlyCents });
  }
  const effective = day(now, next - firstUnpaid * 30);
  const expiration = day(now, next - firstUnpaid * 30 + 182);
  return { installments, transactions, effective, expiration };
}

const coverages: PolicyCoverage[] = [
  {
    coverageName: "Bodily Injury Liability",
    coverageDescription: "Injuries to others in an accident you cause",
    deductible: "",
    limit: ["$30,000 per person", "$60,000 per accident"],
  },
  {
    coverageName: "Property Damage Liability",
    coverageDescription: "Damage to others' property in an accident you cause",
    deductible: "",
    limit: ["$25,000 per accident"],
  },
  {
    coverageName: "Personal Injury Protection",
    coverageDescription: "Medical bills and lost wages for you and your passengers",
    deductible: "",
    limit: ["$2,500 per person"],
  },
  { coverageName: "Collision", coverageDescription: "Damage to your car from a collision", deductible: "$500", limit: ["Actual cash value"] },
];

function policyOf(policy: DemoPolicy, customer: DemoCustomer, now: Date): NewPolicy {
  const { installments, transactions, effective, expiration } = schedule(policy, now);
  const self = {
    fullName: `${customer.firstName} ${customer.lastName}`,
    firstName: customer.firstName,
    lastName: customer.lastName,
    dob: customer.dob,
    sex: customer.firstName === "James" || customer.firstName === "Daniel" || customer.firstName === "Luis" ? "M" : "F",
  };
  const drivers = policy.coDriver ? [self, { fullName: `${policy.coDriver.firstName} ${policy.coDriver.lastName}`, ...policy.coDriver }] : [self];
  return {
    id: policy.id,
    policy_number: policy.number,
    customer_id: customer.id,
    brand: customer.brand,
    state: customer.state,
    company: policy.company,
    policy_type: "Auto",
    status: policy.outcome === "other" ? "cancelled" : "active",
    quote_status: policy.outcome === "other" ? "Cancelled" : "Issued",
    monthly_payment_cents: policy.monthlyCents,
    effective_date: effective,
    expiration_date: expiration,
    email_address: customer.email,
    home_phone: customer.phone,
    details: { drivers, vehicles: [policy.vehicle], coverages },
    installments,
    transactions,
  };
}

/** `passwordCost`: scrypt log2 N of the demo password's hash (the platform's configured cost). */
export async function seedCustomers(db: Db, now: Date = new Date(), passwordCost = 15): Promise<{ customers: number; policies: number }> {
  const stamp = nowIso(now);
  let customers = 0;
  let passwordHash: string | undefined;
  for (const customer of demoCustomers) {
    if (await findCustomerIdByEmail(db, customer.email)) continue;
    // One hash for the shared demo password (the seed runs on every start: hashing once keeps it quick).
    passwordHash ??= await hashPassword(DEMO_PASSWORD, passwordCost);
    const inserted = await insertCustomerIfMissing(db, {
      id: customer.id,
      first_name: customer.firstName,
      last_name: customer.lastName,
      dob: customer.dob,
      email: customer.email,
      phone: customer.phone,
      state: customer.state,
      city: customer.city,
      zip_code: customer.zip,
      created_at: stamp,
      updated_at: stamp,
      password_hash: passwordHash,
      loyalty_enrolled: 1,
      brand: customer.brand,
      lang: customer.lang,
    });
    if (inserted) customers++;
  }
  let policies = 0;
  for (const policy of demoPolicies) {
    const customer = demoCustomers.find((c) => c.id === policy.customer)!;
    const stored = await findPolicyById(db, policy.id);
    // Left alone once a payment was recorded on it (updated after it was placed), or when already placed for today.
    if (stored && stored.updated_at !== stored.created_at) continue;
    const placed = policyOf(policy, customer, now);
    if (stored && JSON.stringify(stored.installments) === JSON.stringify(placed.installments)) continue;
    await savePolicy(db, placed, now);
    policies++;
  }
  return { customers, policies };
}
