/**
 * Submissions of the public site's forms (doc1 §5, §7): generic forms, newsletter sign-ups,
 * out-of-state wait-list e-mails and marketing consent (with its exact text, page and address).
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("public_form_submissions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("brand", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("form_id", "text")
    .addColumn("email", "text")
    .addColumn("state", "text")
    .addColumn("page", "text", (c) => c.notNull())
    .addColumn("fields", "text", (c) => c.notNull())
    .addColumn("consent_text", "text")
    .addColumn("ip_address", "text")
    .addColumn("track_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("public_form_submissions_brand_kind").on("public_form_submissions").columns(["brand", "kind", "created_at"]).execute();
  await db.schema.createIndex("public_form_submissions_email").on("public_form_submissions").columns(["brand", "kind", "email"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("public_form_submissions").execute();
}
