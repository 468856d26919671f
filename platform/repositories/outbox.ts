/**
 * The outbox table: every e-mail and text the platform sends, and its delivery outcome.
 *
 *   await insertMessage(db, row);
 *   await markMessage(db, row.id, { status: "sent", deliveredAt: nowIso(), error: null });
 *   const latest = await listMessages(db, { to: "ana@example.com", limit: 10 });
 */
import type { Db, OutboxTable } from "../db/index.ts";

export type OutboxRow = OutboxTable;

export async function insertMessage(db: Db, row: OutboxRow): Promise<void> {
  await db.insertInto("outbox").values(row).execute();
}

export async function markMessage(db: Db, id: string, outcome: { status: "sent" | "failed"; deliveredAt: string | null; error: string | null }): Promise<void> {
  await db.updateTable("outbox").set({ status: outcome.status, delivered_at: outcome.deliveredAt, error: outcome.error }).where("id", "=", id).execute();
}

/** The latest messages first, for one recipient (compared lowercased) or all. */
export async function listMessages(db: Db, filter: { to?: string; limit: number }): Promise<OutboxRow[]> {
  let query = db.selectFrom("outbox").selectAll();
  if (filter.to) query = query.where("recipient", "=", filter.to.toLowerCase());
  return query.orderBy("created_at", "desc").orderBy("id", "desc").limit(filter.limit).execute();
}

/** The text of the newest message of this template to this recipient (compared as given). */
export async function latestMessageText(db: Db, recipient: string, template: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("outbox")
    .select(["text"])
    .where("recipient", "=", recipient)
    .where("template", "=", template)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
  return row?.text;
}
