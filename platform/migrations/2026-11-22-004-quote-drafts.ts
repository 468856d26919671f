/**
 * Quote drafts: what a visitor has entered in the quote wizard so far, under an opaque random id
 * that the site keeps in the visitor's session cookie (a reload or a second tab loses nothing).
 * Portable types only (text, integer), so SQLite and PostgreSQL run the same migration.
 */
import type { Kysely } from "kysely";

export const quoteDraftsTable = "quote_drafts";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable(quoteDraftsTable)
    .ifNotExists()
    .addColumn("draft_id", "text", (c) => c.primaryKey())
    .addColumn("brand", "text", (c) => c.notNull())
    .addColumn("data_json", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("quote_drafts_expires").ifNotExists().on(quoteDraftsTable).column("expires_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable(quoteDraftsTable).ifExists().execute();
}
