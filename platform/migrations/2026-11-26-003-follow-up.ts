/**
 * The follow-up flow: the tracking record per transaction and contact-verification codes.
 * - follow_up_tracking: doc3 §3 "Session tracking row", one per TransactionId (the spreadsheet the
 *   spec's agents used, kept by the platform);
 * - verification_codes: every code sent, its SHA-256 keyed hash (HMAC) and an AES-GCM sealed copy
 *   the console shows the agent, its expiry, the customer's entries and the agent's decision;
 * - tracking_events: every transition of a record (code sent, submitted, confirmed, rejected,
 *   counters reset, call back, agent notification), with who and when.
 * Portable types only, so SQLite and PostgreSQL run the same migration.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("follow_up_tracking")
    .addColumn("transaction_id", "text", (c) => c.primaryKey())
    .addColumn("brand", "text", (c) => c.notNull())
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("rate_quote_id", "text", (c) => c.notNull())
    .addColumn("contact_verification_status", "text", (c) => c.notNull())
    .addColumn("agent_notification", "text", (c) => c.notNull())
    .addColumn("agent_notified_at", "text")
    .addColumn("notification_handled_by", "text")
    .addColumn("notification_handled_at", "text")
    .addColumn("request_call_back", "text", (c) => c.notNull())
    .addColumn("call_back_requested_at", "text")
    .addColumn("call_back_handled_by", "text")
    .addColumn("call_back_handled_at", "text")
    .addColumn("visit_date", "text", (c) => c.notNull())
    .addColumn("email_code_1", "text", (c) => c.notNull())
    .addColumn("email_code_status_1", "text", (c) => c.notNull())
    .addColumn("email_code_2", "text", (c) => c.notNull())
    .addColumn("email_code_status_2", "text", (c) => c.notNull())
    .addColumn("text_code_1", "text", (c) => c.notNull())
    .addColumn("text_code_status_1", "text", (c) => c.notNull())
    .addColumn("text_code_2", "text", (c) => c.notNull())
    .addColumn("text_code_status_2", "text", (c) => c.notNull())
    .addColumn("email_attempts", "integer", (c) => c.notNull())
    .addColumn("text_attempts", "integer", (c) => c.notNull())
    .addColumn("outcome", "text")
    .addColumn("steps_json", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("follow_up_tracking_brand_updated").on("follow_up_tracking").columns(["brand", "updated_at"]).execute();

  await db.schema
    .createTable("verification_codes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("transaction_id", "text", (c) => c.notNull())
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("code_sealed", "text", (c) => c.notNull())
    .addColumn("sent_to", "text", (c) => c.notNull())
    .addColumn("outbox_id", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull())
    .addColumn("submitted_code", "text")
    .addColumn("submitted_at", "text")
    .addColumn("matches", "integer")
    .addColumn("decided_by", "text")
    .addColumn("decided_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("verification_codes_transaction").on("verification_codes").columns(["transaction_id", "channel", "created_at"]).execute();

  await db.schema
    .createTable("tracking_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("transaction_id", "text", (c) => c.notNull())
    .addColumn("brand", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("channel", "text")
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("detail_json", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("tracking_events_transaction").on("tracking_events").columns(["transaction_id", "at"]).execute();
  await db.schema.createIndex("tracking_events_brand_at").on("tracking_events").columns(["brand", "at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("tracking_events").ifExists().execute();
  await db.schema.dropTable("verification_codes").ifExists().execute();
  await db.schema.dropTable("follow_up_tracking").ifExists().execute();
}
