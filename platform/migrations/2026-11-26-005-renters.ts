/**
 * Renters insurance: quotes, purchases, policies.
 * - renters_quotes: a renters quote by its transaction id (the repeat-quote key of doc3 §2.3), what
 *   was asked (customer, address, roommates, interested party, coverages) as JSON;
 * - renters_rates: each carrier's answer to a quote, recorded as it arrives (pending, done, error);
 * - card_tokens: the sandbox processor's single-use card tokens (doc3 §3 "Card payment token"):
 *   holder, expiry, card type and last four only, never the card number; the sandbox's own charge
 *   outcome for its test numbers is kept with the token, as a processor keeps it on its side;
 * - renters_purchases: a purchase (doc3 §3 purchase request) and its state (submitted → charging →
 *   purchased | failed), one per payment token, with the policy it produced;
 * - renters_purchase_events: every state transition of a purchase.
 * Portable types only, so SQLite and PostgreSQL run the same migration; money in integer cents.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("renters_quotes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("brand", "text", (c) => c.notNull())
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("zip_code", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("input_json", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("renters_rates")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("quote_id", "text", (c) => c.notNull())
    .addColumn("carrier_id", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("rate_json", "text")
    .addColumn("error_message", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("completed_at", "text")
    .addUniqueConstraint("renters_rates_quote_carrier", ["quote_id", "carrier_id"])
    .execute();

  await db.schema
    .createTable("card_tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("merchant_id", "text", (c) => c.notNull())
    .addColumn("processor", "text", (c) => c.notNull())
    .addColumn("payment_method", "text", (c) => c.notNull())
    .addColumn("card_holder_name", "text", (c) => c.notNull())
    .addColumn("expiry", "text", (c) => c.notNull())
    .addColumn("card_type", "text", (c) => c.notNull())
    .addColumn("last_four", "text", (c) => c.notNull())
    .addColumn("sandbox_decline", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();

  await db.schema
    .createTable("renters_purchases")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("quote_id", "text", (c) => c.notNull())
    .addColumn("carrier_id", "text", (c) => c.notNull())
    .addColumn("payment_token_hash", "text", (c) => c.notNull().unique())
    .addColumn("payment_plan", "text", (c) => c.notNull())
    .addColumn("installment_day", "integer")
    .addColumn("effective_date", "text", (c) => c.notNull())
    .addColumn("down_payment_cents", "integer", (c) => c.notNull())
    .addColumn("total_premium_cents", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("request_json", "text", (c) => c.notNull())
    .addColumn("policy_id", "text")
    .addColumn("policy_number", "text")
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("renters_purchases_quote").on("renters_purchases").column("quote_id").execute();

  await db.schema
    .createTable("renters_purchase_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("purchase_id", "text", (c) => c.notNull())
    .addColumn("from_status", "text")
    .addColumn("to_status", "text", (c) => c.notNull())
    .addColumn("note", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("renters_purchase_events_purchase").on("renters_purchase_events").column("purchase_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("renters_purchase_events").ifExists().execute();
  await db.schema.dropTable("renters_purchases").ifExists().execute();
  await db.schema.dropTable("card_tokens").ifExists().execute();
  await db.schema.dropTable("renters_rates").ifExists().execute();
  await db.schema.dropTable("renters_quotes").ifExists().execute();
}
