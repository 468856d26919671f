/**
 * Customer accounts: credentials and language on customers, single-use password reset
 * tokens, customers' policies (doc3 §3 "Policy") and the outbox of e-mails and texts.
 * Portable types only, so SQLite and PostgreSQL run the same migration.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("customers").addColumn("password_hash", "text").execute();
  await db.schema
    .alterTable("customers")
    .addColumn("loyalty_enrolled", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("customers")
    .addColumn("brand", "text", (c) => c.notNull().defaultTo("lonestar"))
    .execute();
  await db.schema
    .alterTable("customers")
    .addColumn("lang", "text", (c) => c.notNull().defaultTo("en"))
    .execute();

  await db.schema
    .createTable("password_resets")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("customer_id", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("password_resets_customer").on("password_resets").column("customer_id").execute();

  await db.schema
    .createTable("policies")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("policy_number", "text", (c) => c.notNull().unique())
    .addColumn("customer_id", "text", (c) => c.notNull())
    .addColumn("brand", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("company", "text", (c) => c.notNull())
    .addColumn("policy_type", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("quote_status", "text", (c) => c.notNull())
    .addColumn("monthly_payment_cents", "integer", (c) => c.notNull())
    .addColumn("effective_date", "text", (c) => c.notNull())
    .addColumn("expiration_date", "text", (c) => c.notNull())
    .addColumn("email_address", "text", (c) => c.notNull())
    .addColumn("home_phone", "text", (c) => c.notNull())
    .addColumn("details_json", "text", (c) => c.notNull())
    .addColumn("installments_json", "text", (c) => c.notNull())
    .addColumn("transactions_json", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("policies_customer").on("policies").column("customer_id").execute();

  await db.schema
    .createTable("outbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("brand", "text", (c) => c.notNull())
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("template", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("html", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("delivered_at", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("error", "text")
    .execute();
  await db.schema.createIndex("outbox_recipient_created").on("outbox").columns(["recipient", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("outbox").ifExists().execute();
  await db.schema.dropTable("policies").ifExists().execute();
  await db.schema.dropTable("password_resets").ifExists().execute();
  for (const column of ["lang", "brand", "loyalty_enrolled", "password_hash"]) {
    await db.schema.alterTable("customers").dropColumn(column).execute();
  }
}
