/**
 * Customers' policies (doc3 §3 "Policy"): the rows and their decoded form; and, for the portal,
 * a customer's own quotes (their transactions and rated results).
 *
 *   const policy = await findPolicyByNumber(db, "TXA-100234");     // PolicyRecord | undefined
 *   const next = nextInstallmentDue(policy);                        // the first unpaid installment
 *   await recordPolicyPayment(db, policy.id, { dueDate, amountCents, paymentSource, paidAt });
 *
 * Stored as JSON text for the lists (drivers, vehicles, coverages, installments, transactions);
 * money in cents, dates yyyy-mm-dd, times ISO-8601 UTC.
 */
import type { Db, PolicyTable } from "../db/index.ts";
import { nowIso } from "../db/index.ts";

export type PolicyRow = PolicyTable;

export interface PolicyDriver {
  fullName: string;
  firstName: string;
  lastName: string;
  /** yyyy-mm-dd; the age is computed when answering. */
  dob: string;
  /** "M" or "F". */
  sex: string;
}
export interface PolicyVehicle {
  year: number;
  make: string;
  model: string;
  vin: string;
}
export interface PolicyCoverage {
  coverageName: string;
  coverageDescription: string;
  deductible: string;
  limit: string[];
}
export interface PolicyDetails {
  drivers: PolicyDriver[];
  vehicles: PolicyVehicle[];
  coverages: PolicyCoverage[];
}
export interface PolicyInstallment {
  dueDate: string;
  dueAmountCents: number;
  /** When it was paid (ISO time); null while due. */
  paidAt: string | null;
}
export interface PolicyTransaction {
  createdUtc: string;
  entryDate: string;
  paymentSource: string;
  collectedAmountCents: number;
}

/** A policy row with its lists decoded. */
export interface PolicyRecord extends Omit<PolicyRow, "details_json" | "installments_json" | "transactions_json"> {
  details: PolicyDetails;
  installments: PolicyInstallment[];
  transactions: PolicyTransaction[];
}

export type NewPolicy = Omit<PolicyRecord, "created_at" | "updated_at">;

function decode(row: PolicyRow): PolicyRecord {
  const { details_json, installments_json, transactions_json, ...rest } = row;
  return {
    ...rest,
    monthly_payment_cents: Number(rest.monthly_payment_cents),
    details: JSON.parse(details_json) as PolicyDetails,
    installments: JSON.parse(installments_json) as PolicyInstallment[],
    transactions: JSON.parse(transactions_json) as PolicyTransaction[],
  };
}

function encode(policy: NewPolicy, now: string): PolicyRow {
  const { details, installments, transactions, ...rest } = policy;
  return {
    ...rest,
    details_json: JSON.stringify(details),
    installments_json: JSON.stringify([...installments].sort((a, b) => a.dueDate.localeCompare(b.dueDate))),
    transactions_json: JSON.stringify(transactions),
    created_at: now,
    updated_at: now,
  };
}

/** The policy with this number (compared uppercased, as the payment lookup sends it). */
export async function findPolicyByNumber(db: Db, policyNumber: string): Promise<PolicyRecord | undefined> {
  const row = await db.selectFrom("policies").selectAll().where("policy_number", "=", policyNumber.trim().toUpperCase()).executeTakeFirst();
  return row ? decode(row) : undefined;
}

export async function findPolicyById(db: Db, id: string): Promise<PolicyRecord | undefined> {
  const row = await db.selectFrom("policies").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? decode(row) : undefined;
}

export async function listPoliciesOfCustomer(db: Db, customerId: string): Promise<PolicyRecord[]> {
  const rows = await db.selectFrom("policies").selectAll().where("customer_id", "=", customerId).orderBy("policy_number").execute();
  return rows.map(decode);
}

/** The first installment not paid yet (installments are kept by due date), or undefined when all are paid. */
export function nextInstallmentDue(policy: Pick<PolicyRecord, "installments">): PolicyInstallment | undefined {
  return policy.installments.find((installment) => installment.paidAt === null);
}

/** Inserts a policy, or replaces the one with the same id (seed and tests). */
export async function savePolicy(db: Db, policy: NewPolicy, now = new Date()): Promise<void> {
  const row = encode({ ...policy, policy_number: policy.policy_number.toUpperCase() }, nowIso(now));
  const { id: _id, ...changes } = row;
  await db
    .insertInto("policies")
    .values(row)
    .onConflict((oc) => oc.column("id").doUpdateSet(changes))
    .execute();
}

/**
 * Records a confirmed payment on the policy: the installment due on `dueDate` is marked paid and a
 * transaction is added. Answers false when that installment does not exist or was already paid
 * (so a confirmation delivered twice changes nothing the second time).
 */
export async function recordPolicyPayment(
  db: Db,
  policyId: string,
  payment: { dueDate: string; amountCents: number; paymentSource: string; paidAt: Date },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("policies").selectAll().where("id", "=", policyId).executeTakeFirst();
    if (!row) return false;
    const policy = decode(row);
    const installment = policy.installments.find((i) => i.dueDate === payment.dueDate);
    if (!installment || installment.paidAt !== null) return false;
    const paidAt = nowIso(payment.paidAt);
    installment.paidAt = paidAt;
    policy.transactions.push({
      createdUtc: paidAt,
      entryDate: paidAt.slice(0, 10),
      paymentSource: payment.paymentSource,
      collectedAmountCents: payment.amountCents,
    });
    const result = await trx
      .updateTable("policies")
      .set({ installments_json: JSON.stringify(policy.installments), transactions_json: JSON.stringify(policy.transactions), updated_at: paidAt })
      .where("id", "=", policyId)
      .where("installments_json", "=", row.installments_json)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  });
}
