/**
 * Lead capture made idempotent by the platform (doc2 §4): a lead may be created with the site's
 * request key (one per quote draft and round), unique per brand, so two saves of the same visitor
 * that both found no lead yet reach one lead. Leads created without a key keep NULL (no limit).
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("leads").addColumn("request_key", "text").execute();
  await db.schema.createIndex("leads_brand_request_key").on("leads").columns(["brand", "request_key"]).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("leads_brand_request_key").execute();
  await db.schema.alterTable("leads").dropColumn("request_key").execute();
}
