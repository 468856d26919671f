/**
 * Roadside assistance memberships (doc3 §3 "Roadside membership purchase", §4.4, §7.4):
 * - roadside_purchases: one purchase (its transactionId), the buyer's details, the package, the
 *   amount and its state (awaiting_payment → paid | declined; declined → awaiting_payment on a
 *   retry). Only the SHA-256 of the buyer's key is stored: the result is read with that key.
 * - roadside_purchase_events: every state change of a purchase, in order.
 * - roadside_payments: the processor's confirmation of one payment attempt; the unique
 *   (purchase_id, attempt) makes a confirmation delivered twice record one payment.
 * - roadside_memberships: the membership issued for a paid purchase; the unique purchase_id makes
 *   a return reloaded or delivered twice record one membership.
 * Portable types only, so SQLite and PostgreSQL run the same migration; money in integer cents.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("roadside_purchases")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("buyer_key_hash", "text", (c) => c.notNull())
    .addColumn("brand", "text", (c) => c.notNull())
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("package_id", "integer", (c) => c.notNull())
    .addColumn("member_type", "text", (c) => c.notNull())
    .addColumn("term_months", "integer", (c) => c.notNull())
    .addColumn("amount_cents", "integer", (c) => c.notNull())
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("middle_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("dob", "text", (c) => c.notNull())
    .addColumn("driver_license_number", "text", (c) => c.notNull())
    .addColumn("secondary_first_name", "text")
    .addColumn("secondary_last_name", "text")
    .addColumn("secondary_dob", "text")
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone_number", "text", (c) => c.notNull())
    .addColumn("address_line1", "text", (c) => c.notNull())
    .addColumn("address_line2", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("zip_code", "text", (c) => c.notNull())
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("marketing_consent", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempt", "integer", (c) => c.notNull())
    .addColumn("return_url", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("roadside_purchase_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("purchase_id", "text", (c) => c.notNull())
    .addColumn("from_status", "text")
    .addColumn("to_status", "text", (c) => c.notNull())
    .addColumn("detail", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("roadside_purchase_events_purchase").on("roadside_purchase_events").columns(["purchase_id", "at"]).execute();

  await db.schema
    .createTable("roadside_payments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("purchase_id", "text", (c) => c.notNull())
    .addColumn("attempt", "integer", (c) => c.notNull())
    .addColumn("confirmation_id", "text", (c) => c.notNull().unique())
    .addColumn("approved", "integer", (c) => c.notNull())
    .addColumn("amount_cents", "integer", (c) => c.notNull())
    .addColumn("result_message", "text", (c) => c.notNull())
    .addColumn("card_last_four", "text", (c) => c.notNull())
    .addColumn("processor", "text", (c) => c.notNull())
    .addColumn("confirmed_at", "text", (c) => c.notNull())
    .addUniqueConstraint("roadside_payments_attempt", ["purchase_id", "attempt"])
    .execute();

  await db.schema
    .createTable("roadside_memberships")
    .addColumn("policy_number", "text", (c) => c.primaryKey())
    .addColumn("purchase_id", "text", (c) => c.notNull().unique())
    .addColumn("payment_id", "text", (c) => c.notNull())
    .addColumn("payment_date", "text", (c) => c.notNull())
    .addColumn("starts_on", "text", (c) => c.notNull())
    .addColumn("ends_on", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("roadside_memberships").ifExists().execute();
  await db.schema.dropTable("roadside_payments").ifExists().execute();
  await db.schema.dropTable("roadside_purchase_events").ifExists().execute();
  await db.schema.dropTable("roadside_purchases").ifExists().execute();
}
