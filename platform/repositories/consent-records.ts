/**
 * Consent records (doc3 §2.9, §3 Consent record; tables of migration 2026-11-26-001-portal).
 * The TCPA fields (text, page, address, time) are written once, by the first submit: `completeOnce`
 * is one conditional UPDATE, so a second or concurrent submit changes nothing.
 *
 *   await insertConsentRecord(db, { id, brand, source: "referral", first_name, ... });
 *   const first = await completeOnce(db, id, { consent_text, page, ip_address, submitted_json, consented_at });
 */
import type { Insertable, Selectable } from "kysely";
import type { Db } from "../db/index.ts";
import type { ConsentRecordTable } from "../db/schema-portal.ts";

export type ConsentRecordRow = Selectable<ConsentRecordTable>;

export async function insertConsentRecord(db: Db, row: Omit<ConsentRecordRow, "completed"> & { completed?: number }): Promise<void> {
  await db.insertInto("consent_records").values(row).execute();
}

/** Inserts the record unless one with its id exists (seed). */
export async function insertConsentRecordIfMissing(db: Db, row: Insertable<ConsentRecordTable>): Promise<void> {
  await db
    .insertInto("consent_records")
    .values(row)
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}

export async function findConsentRecord(db: Db, id: string): Promise<ConsentRecordRow | undefined> {
  return db.selectFrom("consent_records").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Marks the record consented with its TCPA fields unless it already was; true when this call did. */
export async function completeOnce(
  db: Db,
  id: string,
  fields: { consent_text: string; page: string; ip_address: string; submitted_json: string; consented_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable("consent_records")
    .set({ ...fields, completed: 1 })
    .where("id", "=", id)
    .where("completed", "=", 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
