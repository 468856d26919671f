/**
 * The follow-up flow's forms and call-back requests (tables follow_up_forms and
 * follow_up_call_requests, created on first use by ../db/follow-up-tables.ts). A form changes
 * only from the version read, and is marked sold once.
 *
 *   const form = await findFollowUpForm(db, transactionId);
 *   const saved = await updateFollowUpFormAtVersion(db, transactionId, form.version, { step, data_json, version: form.version + 1, updated_at });
 *   await insertCallRequestIfMissing(db, { rate_quote_id, brand, transaction_id, phone, created_at });
 */
import type { Db } from "../db/index.ts";
import {
  followUpCallRequestsTable,
  followUpFormsTable,
  type FollowUpCallRequestRow,
  type FollowUpFormRow,
  type FollowUpTables,
} from "../db/follow-up-tables.ts";

export type { FollowUpCallRequestRow, FollowUpFormRow };

const followUpDb = (db: Db) => db.withTables<FollowUpTables>();

// ---------------------------------------------------------------- forms

export async function findFollowUpForm(db: Db, transactionId: string): Promise<FollowUpFormRow | undefined> {
  return followUpDb(db).selectFrom(followUpFormsTable).selectAll().where("transaction_id", "=", transactionId).executeTakeFirst();
}

/** Inserts a transaction's first form; a second insert for the transaction fails with a unique violation. */
export async function insertFollowUpForm(db: Db, row: FollowUpFormRow): Promise<void> {
  await followUpDb(db).insertInto(followUpFormsTable).values(row).execute();
}

/** Changes the form only while it is still at `version`; false when another save changed it first. */
export async function updateFollowUpFormAtVersion(
  db: Db,
  transactionId: string,
  version: number,
  changes: Pick<FollowUpFormRow, "step" | "data_json" | "version" | "updated_at">,
): Promise<boolean> {
  const updated = await followUpDb(db)
    .updateTable(followUpFormsTable)
    .set(changes)
    .where("transaction_id", "=", transactionId)
    .where("version", "=", version)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Marks the form sold (step "success", the next `version`) unless it already is; true when this call did. */
export async function markFollowUpFormSold(db: Db, transactionId: string, now: string, version: number): Promise<boolean> {
  const updated = await followUpDb(db)
    .updateTable(followUpFormsTable)
    .set({ sold_at: now, step: "success", updated_at: now, version })
    .where("transaction_id", "=", transactionId)
    .where("sold_at", "is", null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

// ---------------------------------------------------------------- call-back requests

/** When the rate quote's call back was requested, if it was. */
export async function findCallRequest(db: Db, rateQuoteId: string): Promise<Pick<FollowUpCallRequestRow, "created_at"> | undefined> {
  return followUpDb(db).selectFrom(followUpCallRequestsTable).select(["created_at"]).where("rate_quote_id", "=", rateQuoteId).executeTakeFirst();
}

/** Records the rate quote's call-back request unless it already has one. */
export async function insertCallRequestIfMissing(db: Db, row: FollowUpCallRequestRow): Promise<void> {
  await followUpDb(db)
    .insertInto(followUpCallRequestsTable)
    .values(row)
    .onConflict((oc) => oc.column("rate_quote_id").doNothing())
    .execute();
}
