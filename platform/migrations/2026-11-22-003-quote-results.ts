/**
 * Quote results: visitors' yes/no feedback on quote cards, and the lead send-events an agent
 * follows up (0 text, 1 call). Portable types only (text, integer).
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("quote_feedback")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("rate_quote_id", "text", (c) => c.notNull())
    .addColumn("transaction_id", "text", (c) => c.notNull())
    .addColumn("helpful", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("quote_feedback_transaction").ifNotExists().on("quote_feedback").column("transaction_id").execute();

  await db.schema
    .createTable("lead_events")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("rate_quote_id", "text", (c) => c.notNull())
    .addColumn("transaction_id", "text", (c) => c.notNull())
    .addColumn("event_type", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("lead_events_transaction").ifNotExists().on("lead_events").column("transaction_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("lead_events").ifExists().execute();
  await db.schema.dropTable("quote_feedback").ifExists().execute();
}
