/**
 * Leads found by their rating transaction (doc2 §3, §4 lead capture): when a transaction's rating
 * ends, the platform quotes the leads linked to it (platform/services/lead-quotes.ts).
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("leads_transaction").on("leads").columns(["transaction_id", "status"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("leads_transaction").execute();
}
