/**
 * Consent records (doc3 §2.9, §3 Consent record, §4.6 consent form, §7.6): read by id, and the
 * consent submit (isMarketingConsentGiven always true) recorded with the exact text shown, the time,
 * the page and the visitor's address (TCPA). The record is completed once: a second submit answers
 * "alreadyConsented" and keeps the first record as it was.
 */
import { newId, nowIso, type Db } from "../db/index.ts";
import { HttpError } from "../http/envelope.ts";
import * as repo from "../repositories/consent-records.ts";

export const CONSENT_MESSAGES = {
  notFound: "Consent record not found.",
  phoneMismatch: "must be the mobile number of this consent record",
  emailMismatch: "must be the e-mail of this consent record",
} as const;

export function consentView(row: repo.ConsentRecordRow) {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    mobile_number: row.mobile_number,
    email: row.email,
    cf_customer_consent_form_completed: Number(row.completed) === 1,
  };
}

export async function consentRecord(db: Db, id: string) {
  const row = await repo.findConsentRecord(db, id);
  if (!row) throw new HttpError(404, CONSENT_MESSAGES.notFound, undefined, { messageCode: "CONSENT_NOT_FOUND" });
  return { consent: consentView(row) };
}

/** A pending record for a person asked to consent (e.g. a referred friend); its id goes in the consent page's link. */
export async function createConsentRecord(
  db: Db,
  input: { brand: string; source: string; firstName: string; lastName: string; mobileNumber: string; email: string },
  now: Date,
): Promise<string> {
  const id = newId("cr");
  await repo.insertConsentRecord(db, {
    id,
    brand: input.brand,
    source: input.source,
    first_name: input.firstName,
    last_name: input.lastName,
    mobile_number: input.mobileNumber,
    email: input.email.trim().toLowerCase(),
    consent_text: null,
    page: null,
    ip_address: null,
    submitted_json: null,
    consented_at: null,
    created_at: nowIso(now),
  });
  return id;
}

export interface ConsentSubmitInput {
  id: string;
  name: string;
  surname: string;
  email: string;
  /** 10 digits. */
  phone: string;
  consentText: string;
  page: string;
}

/**
 * doc3 §4.6 consent submit. The phone and e-mail must be the record's (the consent is for that
 * number, TCPA); 400 per field otherwise. "success" the first time, "alreadyConsented" after.
 */
export async function submitConsent(
  db: Db,
  input: ConsentSubmitInput,
  ip: string,
  now: Date,
): Promise<{ state: "success" | "alreadyConsented"; consentedAt: string }> {
  const row = await repo.findConsentRecord(db, input.id);
  if (!row) throw new HttpError(404, CONSENT_MESSAGES.notFound, undefined, { messageCode: "CONSENT_NOT_FOUND" });
  if (Number(row.completed) === 1) return { state: "alreadyConsented", consentedAt: row.consented_at ?? "" };
  const errors: Record<string, string> = {};
  if (row.mobile_number.replace(/\D/g, "") !== input.phone) errors.phone = CONSENT_MESSAGES.phoneMismatch;
  if (row.email.toLowerCase() !== input.email.trim().toLowerCase()) errors.email = CONSENT_MESSAGES.emailMismatch;
  if (Object.keys(errors).length > 0) throw new HttpError(400, "The consent does not match this record.", errors);
  const consentedAt = nowIso(now);
  const submitted = { name: input.name, surname: input.surname, email: input.email, phone: input.phone, isMarketingConsentGiven: true };
  const done = await repo.completeOnce(db, row.id, {
    consent_text: input.consentText,
    page: input.page,
    ip_address: ip,
    submitted_json: JSON.stringify(submitted),
    consented_at: consentedAt,
  });
  if (!done) {
    const now2 = await repo.findConsentRecord(db, row.id);
    return { state: "alreadyConsented", consentedAt: now2?.consented_at ?? "" };
  }
  return { state: "success", consentedAt };
}
