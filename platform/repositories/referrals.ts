/**
 * Referrals (doc3 §3 Referral payload; tables of migration 2026-11-26-001-portal). E-mails are
 * stored lowercased, phones as 10 digits.
 *
 *   await insertReferral(db, row);
 *   const open = await firstOpenReferralOf(db, "friend@example.com");
 *   if (open && (await markPurchased(db, open.id, nowIso()))) { ... }   // once per referral
 */
import type { Db } from "../db/index.ts";
import type { ReferralTable } from "../db/schema-portal.ts";

export type ReferralRow = ReferralTable;

export async function insertReferral(db: Db, row: ReferralRow): Promise<void> {
  await db.insertInto("referrals").values(row).execute();
}

/** Inserts the referral unless one with its id exists (seed). */
export async function insertReferralIfMissing(db: Db, row: ReferralRow): Promise<void> {
  await db
    .insertInto("referrals")
    .values(row)
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}

export async function findReferral(db: Db, id: string): Promise<ReferralRow | undefined> {
  return db.selectFrom("referrals").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function referralsOfReferrer(db: Db, customerId: string): Promise<ReferralRow[]> {
  return db.selectFrom("referrals").selectAll().where("referrer_customer_id", "=", customerId).orderBy("created_at", "desc").orderBy("id").execute();
}

/** The earliest referral of this friend (by e-mail) that has a referrer and has not been marked purchased. */
export async function firstOpenReferralOf(db: Db, refEmail: string): Promise<ReferralRow | undefined> {
  return db
    .selectFrom("referrals")
    .selectAll()
    .where("ref_email", "=", refEmail.trim().toLowerCase())
    .where("referrer_customer_id", "is not", null)
    .where("status", "=", "sent")
    .orderBy("created_at")
    .orderBy("id")
    .executeTakeFirst();
}

/** Marks a referral purchased unless it already is; true when this call did. */
export async function markPurchased(db: Db, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable("referrals")
    .set({ status: "purchased", purchased_at: at })
    .where("id", "=", id)
    .where("status", "=", "sent")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether any referral of this friend was already marked purchased (the award is given once per friend). */
export async function friendAlreadyCounted(db: Db, refEmail: string): Promise<boolean> {
  const row = await db
    .selectFrom("referrals")
    .select("id")
    .where("ref_email", "=", refEmail.trim().toLowerCase())
    .where("status", "=", "purchased")
    .executeTakeFirst();
  return row !== undefined;
}
