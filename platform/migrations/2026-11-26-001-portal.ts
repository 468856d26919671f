/**
 * The customer portal: the customer's portal profile, the loyalty ledger (one account
 * per customer with its balance and lifetime sub-ledgers, points transactions with a unique event
 * key so a rule awards once per event, gift-card redemptions), referrals and consent records.
 * Portable types only, so SQLite and PostgreSQL run the same migration; money in integer cents.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("customer_profiles")
    .addColumn("customer_id", "text", (c) => c.primaryKey())
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("driver_license_number", "text", (c) => c.notNull())
    .addColumn("customer_code", "text", (c) => c.notNull().unique())
    .addColumn("is_sms_notify", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("loyalty_accounts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("customer_id", "text", (c) => c.notNull().unique())
    .addColumn("program_name", "text", (c) => c.notNull())
    .addColumn("balance_points", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("lifetime_points", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("loyalty_transactions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("account_id", "text", (c) => c.notNull())
    .addColumn("customer_id", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("rule_name", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("subledger_id", "text", (c) => c.notNull())
    .addColumn("event_key", "text", (c) => c.notNull().unique())
    .addColumn("redemption_id", "text")
    .addColumn("expiry_date", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("loyalty_transactions_customer").on("loyalty_transactions").columns(["customer_id", "created_at"]).execute();

  await db.schema
    .createTable("loyalty_redemptions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("customer_id", "text", (c) => c.notNull())
    .addColumn("account_id", "text", (c) => c.notNull())
    .addColumn("reward_type", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("card_value_cents", "integer", (c) => c.notNull())
    .addColumn("points", "integer", (c) => c.notNull())
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("pin", "text")
    .addColumn("balance_after", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("loyalty_redemptions_customer").on("loyalty_redemptions").column("customer_id").execute();

  await db.schema
    .createTable("referrals")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("brand", "text", (c) => c.notNull())
    .addColumn("referrer_customer_id", "text")
    .addColumn("customer_name", "text", (c) => c.notNull())
    .addColumn("customer_email", "text", (c) => c.notNull())
    .addColumn("customer_phone", "text", (c) => c.notNull())
    .addColumn("zip_code", "text", (c) => c.notNull())
    .addColumn("ref_name", "text", (c) => c.notNull())
    .addColumn("ref_email", "text", (c) => c.notNull())
    .addColumn("ref_phone", "text", (c) => c.notNull())
    .addColumn("consent_id", "text", (c) => c.notNull())
    .addColumn("consent_text", "text", (c) => c.notNull())
    .addColumn("page", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("purchased_at", "text")
    .addColumn("ip_address", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("referrals_referrer").on("referrals").column("referrer_customer_id").execute();
  await db.schema.createIndex("referrals_ref_email").on("referrals").column("ref_email").execute();

  await db.schema
    .createTable("consent_records")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("brand", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("mobile_number", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("completed", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("consent_text", "text")
    .addColumn("page", "text")
    .addColumn("ip_address", "text")
    .addColumn("submitted_json", "text")
    .addColumn("consented_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["consent_records", "referrals", "loyalty_redemptions", "loyalty_transactions", "loyalty_accounts", "customer_profiles"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
