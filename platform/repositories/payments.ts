/**
 * Payment lookups, payment sessions and confirmed payments (tables of migration
 * 2026-11-25-002-payments). Tokens are kept as their SHA-256 only.
 *
 *   await saveLookup(db, { token_hash, policy_id, ... });
 *   const lookup = await findLookup(db, hash, nowIso(now));        // unexpired only
 *   const recorded = await insertPayment(db, row);                  // false: this session already has one
 */
import type { Db, PaymentLookupTable, PaymentSessionTable, PaymentTable } from "../db/index.ts";

export type PaymentLookupRow = PaymentLookupTable;
export type PaymentSessionRow = PaymentSessionTable;
export type PaymentRow = PaymentTable;

export async function saveLookup(db: Db, row: PaymentLookupRow): Promise<void> {
  await db.insertInto("payment_lookups").values(row).execute();
}

/** The lookup with this token hash, while it has not expired. */
export async function findLookup(db: Db, tokenHash: string, nowIso: string): Promise<PaymentLookupRow | undefined> {
  return db.selectFrom("payment_lookups").selectAll().where("token_hash", "=", tokenHash).where("expires_at", ">", nowIso).executeTakeFirst();
}

export async function saveSession(db: Db, row: PaymentSessionRow): Promise<void> {
  await db.insertInto("payment_sessions").values(row).execute();
}

export async function findSession(db: Db, id: string): Promise<PaymentSessionRow | undefined> {
  return db.selectFrom("payment_sessions").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findSessionByResultToken(db: Db, tokenHash: string): Promise<PaymentSessionRow | undefined> {
  return db.selectFrom("payment_sessions").selectAll().where("result_token_hash", "=", tokenHash).executeTakeFirst();
}

export async function findPaymentOfSession(db: Db, sessionId: string): Promise<PaymentRow | undefined> {
  return db.selectFrom("payments").selectAll().where("session_id", "=", sessionId).executeTakeFirst();
}

/** Approved payments of a policy (status A), by installment. */
export async function approvedPaymentsOfPolicy(db: Db, policyId: string): Promise<PaymentRow[]> {
  return db.selectFrom("payments").selectAll().where("policy_id", "=", policyId).where("status", "=", "A").orderBy("due_date").execute();
}

/** Every confirmed payment of a policy (approved and declined), oldest first. */
export async function paymentsOfPolicy(db: Db, policyId: string): Promise<PaymentRow[]> {
  return db.selectFrom("payments").selectAll().where("policy_id", "=", policyId).orderBy("confirmed_at").execute();
}

/**
 * Records a confirmation once: the unique session_id (and confirmation_id) make a second delivery
 * insert nothing. Answers true when this call recorded it.
 */
export async function insertPayment(db: Db, row: PaymentRow): Promise<boolean> {
  const result = await db
    .insertInto("payments")
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}
