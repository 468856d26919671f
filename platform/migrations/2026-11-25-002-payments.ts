/**
 * Policy payments (doc1 §3, §4, §7):
 * - payment_lookups: a policy lookup's short-lived token (only its SHA-256), tying the payment
 *   token request to the lookup that found the policy;
 * - payment_sessions: a payment started at the processor for one installment, with the result
 *   token (SHA-256 only) the visitor's browser comes back with;
 * - payments: the processor's confirmation of a session, at most one per session (the unique
 *   session_id makes a confirmation delivered twice record one payment) and per confirmation id.
 *   Card numbers are never stored: the last four digits only.
 * Portable types only, so SQLite and PostgreSQL run the same migration; money in integer cents.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("payment_lookups")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("policy_id", "text", (c) => c.notNull())
    .addColumn("brand", "text", (c) => c.notNull())
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("payment_sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("result_token_hash", "text", (c) => c.notNull().unique())
    .addColumn("policy_id", "text", (c) => c.notNull())
    .addColumn("policy_number", "text", (c) => c.notNull())
    .addColumn("brand", "text", (c) => c.notNull())
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("due_date", "text", (c) => c.notNull())
    .addColumn("amount_cents", "integer", (c) => c.notNull())
    .addColumn("return_url", "text", (c) => c.notNull())
    .addColumn("processor", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("payment_sessions_policy").on("payment_sessions").column("policy_id").execute();

  await db.schema
    .createTable("payments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("session_id", "text", (c) => c.notNull().unique())
    .addColumn("confirmation_id", "text", (c) => c.notNull().unique())
    .addColumn("policy_id", "text", (c) => c.notNull())
    .addColumn("due_date", "text", (c) => c.notNull())
    .addColumn("amount_cents", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("result_message", "text", (c) => c.notNull())
    .addColumn("card_last_four", "text", (c) => c.notNull())
    .addColumn("card_holder_name", "text", (c) => c.notNull())
    .addColumn("processor", "text", (c) => c.notNull())
    .addColumn("confirmed_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("payments_policy").on("payments").columns(["policy_id", "due_date"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("payments").ifExists().execute();
  await db.schema.dropTable("payment_sessions").ifExists().execute();
  await db.schema.dropTable("payment_lookups").ifExists().execute();
}
