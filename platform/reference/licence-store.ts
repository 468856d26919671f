/**
 * Licences read from uploaded images, kept for one hour under a random file id so the quote flow
 * can read them again (GET getDriverLicense) and attach the file id to the driver. The image
 * itself is not kept. The table is created by ./migration.ts.
 */
import { randomBytes } from "node:crypto";
import type { Db } from "../db/index.ts";
import type { LicenceFields } from "./aamva.ts";
import { deleteExpiredLicenceUploads, findLiveLicenceUpload, insertLicenceUpload } from "../repositories/licence-uploads.ts";

export type { LicenceUploadRow } from "../repositories/licence-uploads.ts";

export const LICENCE_KEEP_MS = 60 * 60 * 1000;

export interface StoredLicence {
  fileId: string;
  brand: string;
  fields: LicenceFields;
}

export async function saveLicence(db: Db, brand: string, fields: LicenceFields, now: Date = new Date()): Promise<string> {
  const fileId = `dl_${randomBytes(16).toString("base64url")}`;
  await deleteExpiredLicenceUploads(db, now.toISOString());
  await insertLicenceUpload(db, {
    file_id: fileId,
    brand,
    fields_json: JSON.stringify(fields),
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + LICENCE_KEEP_MS).toISOString(),
  });
  return fileId;
}

export async function loadLicence(db: Db, brand: string, fileId: string, now: Date = new Date()): Promise<StoredLicence | null> {
  const row = await findLiveLicenceUpload(db, fileId, brand, now.toISOString());
  return row ? { fileId: row.file_id, brand: row.brand, fields: JSON.parse(row.fields_json) as LicenceFields } : null;
}
