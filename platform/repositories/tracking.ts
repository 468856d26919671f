/** Queries of the follow-up tracking record, its verification codes and its events (platform/migrations/2026-11-26-003-follow-up.ts). */
import type { Updateable } from "kysely";
import type { Db } from "../db/index.ts";
import { newId } from "../db/index.ts";
import type { FollowUpTrackingTable, TrackingEventTable, VerificationCodeTable } from "../db/schema-follow-up.ts";

export type TrackingRow = FollowUpTrackingTable;
export type CodeRow = VerificationCodeTable;
export type EventRow = TrackingEventTable;

export async function findTracking(db: Db, transactionId: string): Promise<TrackingRow | undefined> {
  return db.selectFrom("follow_up_tracking").selectAll().where("transaction_id", "=", transactionId).executeTakeFirst();
}

export async function insertTracking(db: Db, row: TrackingRow): Promise<void> {
  await db.insertInto("follow_up_tracking").values(row).execute();
}

export async function updateTracking(db: Db, transactionId: string, changes: Updateable<TrackingRow>): Promise<void> {
  await db.updateTable("follow_up_tracking").set(changes).where("transaction_id", "=", transactionId).execute();
}

/** The transaction's brand and contact details (null when unknown). */
export async function findTransaction(db: Db, transactionId: string) {
  return db.selectFrom("transactions").select(["id", "brand", "customer_email", "customer_phone"]).where("id", "=", transactionId).executeTakeFirst();
}

export async function insertCode(db: Db, row: CodeRow): Promise<void> {
  await db.insertInto("verification_codes").values(row).execute();
}

export async function updateCode(db: Db, id: string, changes: Updateable<CodeRow>): Promise<void> {
  await db.updateTable("verification_codes").set(changes).where("id", "=", id).execute();
}

/** The channel's current code: the newest not replaced by a later one. */
export async function currentCode(db: Db, transactionId: string, channel: string): Promise<CodeRow | undefined> {
  return db
    .selectFrom("verification_codes")
    .selectAll()
    .where("transaction_id", "=", transactionId)
    .where("channel", "=", channel)
    .where("status", "!=", "replaced")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
}

/** Live codes of a channel (sent, awaiting or rejected) become `status` (replaced by a new code, or expired at a reset). */
export async function retireCodes(db: Db, transactionId: string, channel: string, status: "replaced" | "expired"): Promise<void> {
  await db
    .updateTable("verification_codes")
    .set({ status })
    .where("transaction_id", "=", transactionId)
    .where("channel", "=", channel)
    .where("status", "in", ["sent", "verify", "no"])
    .execute();
}

export async function insertEvent(db: Db, event: Omit<EventRow, "id" | "detail_json"> & { detail?: Record<string, unknown> }): Promise<void> {
  const { detail, ...rest } = event;
  await db
    .insertInto("tracking_events")
    .values({ id: newId("tev"), ...rest, detail_json: JSON.stringify(detail ?? {}) })
    .execute();
}

export async function listEvents(db: Db, transactionId: string): Promise<EventRow[]> {
  return db.selectFrom("tracking_events").selectAll().where("transaction_id", "=", transactionId).orderBy("at").orderBy("id").execute();
}

/** Records of the brands given (null: every brand) matching the queue's condition, newest change first. */
export async function listQueue(
  db: Db,
  brands: readonly string[] | null,
  queue: "verifications" | "callBacks" | "notifications",
  limit: number,
): Promise<TrackingRow[]> {
  let q = db.selectFrom("follow_up_tracking").selectAll();
  if (brands) q = brands.length ? q.where("brand", "in", brands) : q.where("brand", "=", "\u0000");
  if (queue === "verifications") q = q.where("contact_verification_status", "in", ["verify-1", "verify-2"]);
  if (queue === "callBacks") q = q.where("request_call_back", "=", "Yes").where("call_back_handled_at", "is", null);
  if (queue === "notifications") q = q.where("agent_notified_at", "is not", null).where("notification_handled_at", "is", null);
  return q.orderBy("updated_at", "desc").limit(limit).execute();
}

/** The newest event time and the number of events of the brands given: changes when anything of theirs changes. */
export async function changeMark(db: Db, brands: readonly string[] | null): Promise<{ at: string; count: number }> {
  let q = db.selectFrom("tracking_events").select((eb) => [eb.fn.max("at").as("at"), eb.fn.countAll().as("count")]);
  if (brands) q = brands.length ? q.where("brand", "in", brands) : q.where("brand", "=", "\u0000");
  const row = await q.executeTakeFirst();
  return { at: (row?.at as string | null) ?? "", count: Number(row?.count ?? 0) };
}
