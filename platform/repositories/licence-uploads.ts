/**
 * Licences read from uploaded images (table licence_uploads, created by ../reference/migration.ts),
 * kept under a random file id until they expire.
 *
 *   await deleteExpiredLicenceUploads(db, now.toISOString());
 *   await insertLicenceUpload(db, { file_id, brand, fields_json, created_at, expires_at });
 *   const row = await findLiveLicenceUpload(db, fileId, brand, now.toISOString());
 */
import type { Db } from "../db/index.ts";
import { licenceUploadsTable } from "../reference/migration.ts";

export interface LicenceUploadRow {
  file_id: string;
  brand: string;
  fields_json: string;
  created_at: string;
  expires_at: string;
}

const uploads = (db: Db) => db.withTables<{ [licenceUploadsTable]: LicenceUploadRow }>();

/** Removes the uploads that expired before `now`. */
export async function deleteExpiredLicenceUploads(db: Db, now: string): Promise<void> {
  await uploads(db).deleteFrom(licenceUploadsTable).where("expires_at", "<", now).execute();
}

export async function insertLicenceUpload(db: Db, row: LicenceUploadRow): Promise<void> {
  await uploads(db).insertInto(licenceUploadsTable).values(row).execute();
}

/** The upload with this file id of this brand, while it has not expired at `now`. */
export async function findLiveLicenceUpload(db: Db, fileId: string, brand: string, now: string): Promise<LicenceUploadRow | undefined> {
  return uploads(db)
    .selectFrom(licenceUploadsTable)
    .selectAll()
    .where("file_id", "=", fileId)
    .where("brand", "=", brand)
    .where("expires_at", ">", now)
    .executeTakeFirst();
}
