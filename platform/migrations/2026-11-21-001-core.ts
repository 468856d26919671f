/**
 * Core tables: agents, brand carriers, tokens, rating transactions and results, selections,
 * buy-now sessions, owner checks, leads and consent, affiliate leads, customers, error log.
 * Portable types only (text, integer), so SQLite and PostgreSQL run the same migration.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("agents")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("brand", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("agents_brand_state").on("agents").columns(["brand", "state"]).execute();

  await db.schema
    .createTable("brand_carriers")
    .addColumn("brand", "text", (c) => c.notNull())
    .addColumn("carrier_id", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("enabled", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("brand_carriers_pk", ["brand", "carrier_id"])
    .execute();

  await db.schema
    .createTable("tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("client_id", "text")
    .addColumn("brand", "text")
    .addColumn("email", "text")
    .addColumn("state", "text")
    .addColumn("transaction_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("tokens_expires").on("tokens").column("expires_at").execute();

  await db.schema
    .createTable("botcheck_used")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("transactions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("brand", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("term", "integer", (c) => c.notNull())
    .addColumn("effective_date", "text", (c) => c.notNull())
    .addColumn("request_json", "text", (c) => c.notNull())
    .addColumn("customer_email", "text")
    .addColumn("customer_phone", "text")
    .addColumn("customer_dob", "text")
    .addColumn("customer_id", "text")
    .addColumn("requote_of", "text")
    .addColumn("carrier_ids", "text", (c) => c.notNull())
    .addColumn("carrier_count", "integer", (c) => c.notNull())
    .addColumn("completed_count", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("submitted_at", "text")
    .addColumn("completed_at", "text")
    .execute();
  await db.schema.createIndex("transactions_phone_dob").on("transactions").columns(["customer_phone", "customer_dob"]).execute();
  await db.schema.createIndex("transactions_email").on("transactions").columns(["customer_email", "created_at"]).execute();

  await db.schema
    .createTable("rate_results")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("transaction_id", "text", (c) => c.notNull().references("transactions.id").onDelete("cascade"))
    .addColumn("seq", "integer", (c) => c.notNull())
    .addColumn("carrier_id", "text", (c) => c.notNull())
    .addColumn("company_name", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("total_premium_cents", "integer")
    .addColumn("result_json", "text")
    .addColumn("message", "text")
    .addColumn("received_at", "text", (c) => c.notNull())
    .addUniqueConstraint("rate_results_transaction_seq", ["transaction_id", "seq"])
    .addUniqueConstraint("rate_results_transaction_carrier", ["transaction_id", "carrier_id"])
    .execute();

  await db.schema
    .createTable("quote_selections")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("rate_quote_id", "text", (c) => c.notNull().references("rate_results.id").onDelete("cascade"))
    .addColumn("transaction_id", "text", (c) => c.notNull())
    .addColumn("event_type", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("quote_selections_transaction").on("quote_selections").columns(["transaction_id", "created_at"]).execute();

  await db.schema
    .createTable("buy_sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("rate_quote_id", "text", (c) => c.notNull().references("rate_results.id").onDelete("cascade"))
    .addColumn("transaction_id", "text", (c) => c.notNull())
    .addColumn("carrier_id", "text", (c) => c.notNull())
    .addColumn("policy_number", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("completed_at", "text")
    .execute();

  await db.schema
    .createTable("owner_checks")
    .addColumn("rate_quote_id", "text", (c) => c.primaryKey())
    .addColumn("failed_attempts", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("leads")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("lead_key", "text", (c) => c.notNull().unique())
    .addColumn("brand", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("record_json", "text", (c) => c.notNull())
    .addColumn("source_json", "text", (c) => c.notNull())
    .addColumn("transaction_id", "text")
    .addColumn("visit_date", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("consents")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("lead_id", "text", (c) => c.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("consent_text", "text", (c) => c.notNull())
    .addColumn("page", "text", (c) => c.notNull())
    .addColumn("ip_address", "text", (c) => c.notNull())
    .addColumn("consented_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("affiliate_leads")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("partner_id", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("medium", "text")
    .addColumn("campaign", "text")
    .addColumn("gclid", "text")
    .addColumn("customer_id", "text")
    .addColumn("raw_json", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("affiliate_leads_gclid").on("affiliate_leads").column("gclid").execute();
  await db.schema.createIndex("affiliate_leads_customer").on("affiliate_leads").column("customer_id").execute();

  await db.schema
    .createTable("customers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("dob", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("zip_code", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("error_logs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("code", "text")
    .addColumn("type", "text")
    .addColumn("track_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "error_logs",
    "customers",
    "affiliate_leads",
    "consents",
    "leads",
    "owner_checks",
    "buy_sessions",
    "quote_selections",
    "rate_results",
    "transactions",
    "botcheck_used",
    "tokens",
    "brand_carriers",
    "agents",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
