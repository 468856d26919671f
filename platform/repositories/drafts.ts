/**
 * Quote drafts (table `quote_drafts`, migration 2026-11-22-004-quote-drafts; doc2 §3 "Saved local draft"):
 * the wizard's answers under an opaque id, per brand, until `expires_at`.
 *
 *   await deleteExpiredDrafts(db, nowIso);  await insertDraft(db, row);
 *   const draft = await findLiveDraft(db, brand, draftId, nowIso);
 *   const saved = await saveDraftAtVersion(db, draftId, draft.version, next);   // false: changed since read
 */
import type { Db } from "../db/index.ts";
import { quoteDraftsTable } from "../migrations/2026-11-22-004-quote-drafts.ts";

export interface DraftRow {
  draft_id: string;
  brand: string;
  /** The wizard's answers, JSON. */
  data_json: string;
  version: number;
  created_at: string;
  updated_at: string;
  expires_at: string;
}

const tableOf = (db: Db) => db.withTables<{ [quoteDraftsTable]: DraftRow }>();

/** The brand's draft with this id, unless it expired by `nowIso`. */
export async function findLiveDraft(db: Db, brand: string, draftId: string, nowIso: string): Promise<DraftRow | undefined> {
  return tableOf(db)
    .selectFrom(quoteDraftsTable)
    .selectAll()
    .where("draft_id", "=", draftId)
    .where("brand", "=", brand)
    .where("expires_at", ">", nowIso)
    .executeTakeFirst();
}

/** Forgets every draft that expired before `nowIso`. */
export async function deleteExpiredDrafts(db: Db, nowIso: string): Promise<void> {
  await tableOf(db).deleteFrom(quoteDraftsTable).where("expires_at", "<", nowIso).execute();
}

export async function insertDraft(db: Db, row: DraftRow): Promise<void> {
  await tableOf(db).insertInto(quoteDraftsTable).values(row).execute();
}

/** Saves the draft only while it is still at `version`; answers whether this call saved it. */
export async function saveDraftAtVersion(
  db: Db,
  draftId: string,
  version: number,
  next: Pick<DraftRow, "data_json" | "version" | "updated_at" | "expires_at">,
): Promise<boolean> {
  const result = await tableOf(db).updateTable(quoteDraftsTable).set(next).where("draft_id", "=", draftId).where("version", "=", version).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteDraft(db: Db, draftId: string): Promise<void> {
  await tableOf(db).deleteFrom(quoteDraftsTable).where("draft_id", "=", draftId).execute();
}
