/**
 * Buy online: buy-now state per transaction and carrier, its transitions, signatures, policy documents.
 * Portable types only, so SQLite and PostgreSQL run the same migration; money in integer cents.
 * - buy_now_purchases: one per (transaction, carrier) (unique), the doc3 §3 buy-now status;
 * - buy_now_transitions: every status change, numbered (unique per purchase and number: a change
 *   cannot be recorded twice);
 * - buy_now_payments: the down payment's processor session, claimed by one card post at a time
 *   (charging_at), and its one confirmation;
 * - buy_now_documents: the PDFs, written once (unique per purchase and type);
 * - buy_now_signatures: one e-signature per purchase (unique).
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("buy_now_purchases")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("transaction_id", "text", (c) => c.notNull())
    .addColumn("carrier_id", "text", (c) => c.notNull())
    .addColumn("brand", "text", (c) => c.notNull())
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("status", "integer", (c) => c.notNull())
    .addColumn("status_seq", "integer", (c) => c.notNull())
    .addColumn("rc2_status", "text", (c) => c.notNull())
    .addColumn("rc3_status", "integer", (c) => c.notNull())
    .addColumn("rate_quote_id", "text", (c) => c.notNull())
    .addColumn("quote_number", "text", (c) => c.notNull())
    .addColumn("is_esign_available", "integer", (c) => c.notNull())
    .addColumn("esign_status", "text", (c) => c.notNull())
    .addColumn("payment_session_id", "text")
    .addColumn("payment_status", "text", (c) => c.notNull())
    .addColumn("payment_description", "text", (c) => c.notNull())
    .addColumn("payment_amount_cents", "integer", (c) => c.notNull())
    .addColumn("payment_plan_json", "text")
    .addColumn("step2_key", "text")
    .addColumn("step2_json", "text")
    .addColumn("rerated_json", "text")
    .addColumn("policy_number", "text", (c) => c.unique())
    .addColumn("policy_id", "text")
    .addColumn("customer_id", "text")
    .addColumn("rc3_messages_json", "text", (c) => c.notNull())
    .addColumn("signed_policy_send_status", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("buy_now_purchases_transaction_carrier", ["transaction_id", "carrier_id"])
    .execute();

  await db.schema
    .createTable("buy_now_transitions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("purchase_id", "text", (c) => c.notNull())
    .addColumn("seq", "integer", (c) => c.notNull())
    .addColumn("from_status", "integer", (c) => c.notNull())
    .addColumn("to_status", "integer", (c) => c.notNull())
    .addColumn("event", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("buy_now_transitions_purchase_seq", ["purchase_id", "seq"])
    .execute();

  await db.schema
    .createTable("buy_now_payments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("purchase_id", "text", (c) => c.notNull())
    .addColumn("result_token_hash", "text", (c) => c.notNull().unique())
    .addColumn("brand", "text", (c) => c.notNull())
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("amount_cents", "integer", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("return_url", "text", (c) => c.notNull())
    .addColumn("processor", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("charging_at", "text")
    .addColumn("confirmation_id", "text", (c) => c.unique())
    .addColumn("approved", "integer")
    .addColumn("result_message", "text")
    .addColumn("card_last_four", "text")
    .addColumn("confirmed_at", "text")
    .execute();
  await db.schema.createIndex("buy_now_payments_purchase").on("buy_now_payments").column("purchase_id").execute();

  await db.schema
    .createTable("buy_now_documents")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("purchase_id", "text", (c) => c.notNull())
    .addColumn("document_type", "integer", (c) => c.notNull())
    .addColumn("policy_number", "text", (c) => c.notNull())
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("content_base64", "text", (c) => c.notNull())
    .addColumn("sha256", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("buy_now_documents_purchase_type", ["purchase_id", "document_type"])
    .execute();
  await db.schema.createIndex("buy_now_documents_policy").on("buy_now_documents").column("policy_number").execute();

  await db.schema
    .createTable("buy_now_signatures")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("purchase_id", "text", (c) => c.notNull().unique())
    .addColumn("signer_name", "text", (c) => c.notNull())
    .addColumn("signer_email", "text", (c) => c.notNull())
    .addColumn("ip_address", "text", (c) => c.notNull())
    .addColumn("user_agent", "text", (c) => c.notNull())
    .addColumn("affirmation_text", "text", (c) => c.notNull())
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("documents_json", "text", (c) => c.notNull())
    .addColumn("signed_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("buy_now_signatures").ifExists().execute();
  await db.schema.dropTable("buy_now_documents").ifExists().execute();
  await db.schema.dropTable("buy_now_payments").ifExists().execute();
  await db.schema.dropTable("buy_now_transitions").ifExists().execute();
  await db.schema.dropTable("buy_now_purchases").ifExists().execute();
}
