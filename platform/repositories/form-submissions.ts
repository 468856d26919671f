/**
 * Public-site form submissions (table `public_form_submissions`, migration 2026-11-22-001-public-forms;
 * doc1 §5, §7): generic forms, newsletter sign-ups, wait-list e-mails and marketing consent, per brand.
 *
 *   await insertFormSubmission(db, row);
 *   const signedUp = await findNewsletterSignUp(db, brand, email);
 *   const rows = await latestSubmissionsOfKind(db, brand, "newsletter", 50);
 */
import type { Db } from "../db/index.ts";

export interface FormSubmissionRow {
  id: string;
  brand: string;
  /** "form", "newsletter", "wait-list" or "consent". */
  kind: string;
  form_id: string | null;
  email: string | null;
  state: string | null;
  page: string;
  /** The form's fields, JSON. */
  fields: string;
  consent_text: string | null;
  ip_address: string | null;
  track_id: string | null;
  created_at: string;
}

const tableOf = (db: Db) => db.withTables<{ public_form_submissions: FormSubmissionRow }>();

export async function insertFormSubmission(db: Db, row: FormSubmissionRow): Promise<void> {
  await tableOf(db).insertInto("public_form_submissions").values(row).execute();
}

/** The brand's newsletter sign-up of this (lowercased) e-mail, if any: its id. */
export async function findNewsletterSignUp(db: Db, brand: string, email: string): Promise<Pick<FormSubmissionRow, "id"> | undefined> {
  return tableOf(db)
    .selectFrom("public_form_submissions")
    .select("id")
    .where("brand", "=", brand)
    .where("kind", "=", "newsletter")
    .where("email", "=", email)
    .executeTakeFirst();
}

/** The brand's latest submissions of one kind, newest first, at most `limit`. */
export async function latestSubmissionsOfKind(db: Db, brand: string, kind: string, limit: number): Promise<FormSubmissionRow[]> {
  return tableOf(db)
    .selectFrom("public_form_submissions")
    .selectAll()
    .where("brand", "=", brand)
    .where("kind", "=", kind)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}
