/**
 * Tables of the reference data: licence_uploads (licences read from images, kept one hour).
 * Listed in platform/migrations/index.ts; `ifNotExists` makes it safe to run again.
 */
import type { Kysely } from "kysely";

export const licenceUploadsTable = "licence_uploads";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable(licenceUploadsTable)
    .ifNotExists()
    .addColumn("file_id", "text", (c) => c.primaryKey())
    .addColumn("brand", "text", (c) => c.notNull())
    .addColumn("fields_json", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("licence_uploads_expires").ifNotExists().on(licenceUploadsTable).column("expires_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable(licenceUploadsTable).ifExists().execute();
}
