/**
 * Affiliate entry (doc2 §4, §8): a partner lead prefills the wizard, which then opens on the first
 * incomplete step and reports the empty field; with everything complete it goes straight to quotes.
 */
import { z } from "zod/mini";
import { isUsStateCode, isValidEmail, isValidPhone, isValidZip } from "./contact";
import { checkDateParts, fromDashedDate, parseDateText } from "./dates";
import { requiredCheckbox } from "./fields";
import { errorKeys } from "./message-keys";
import type { Step } from "./progress";

/** A partner lead as the wizard reads it (after mapping `lead.rawData`). */
export type AffiliatePrefill = {
  firstName?: string;
  lastName?: string;
  /** MM-DD-YYYY or MM/DD/YYYY. */
  dob?: string;
  email?: string;
  phone?: string;
  address?: string;
  city?: string;
  state?: string;
  zip?: string;
  gender?: string;
  marital?: string;
  insured?: string | boolean;
  vehicles?: readonly unknown[];
  term?: number | string;
};

/** How affiliate errors are recorded (doc2 §8). */
export type AffiliateError = { type: "Affiliate Error"; status: 400; message: string };

export type AffiliateEntry = { step: Step; error?: AffiliateError };

const affiliateError = (message: string): AffiliateError => ({ type: "Affiliate Error", status: 400, message });

type Check = {
  field: keyof AffiliatePrefill;
  step: Step;
  /** The field's name in '{field} is empty'. */
  label: string;
  valid?: (value: string) => boolean;
};

const isBirthDate = (value: string) => {
  const parts = fromDashedDate(value) ?? parseDateText(value);
  return parts !== null && checkDateParts(parts).ok;
};

/** Checked in the order of the steps: driver 1, 2, 3, vehicles, policy. */
const CHECKS: readonly Check[] = [
  { field: "firstName", step: "driver1", label: "First name", valid: (v) => v.length >= 2 },
  { field: "lastName", step: "driver1", label: "Last name", valid: (v) => v.length >= 2 },
  { field: "dob", step: "driver1", label: "Date of birth", valid: isBirthDate },
  { field: "email", step: "driver2", label: "Email", valid: isValidEmail },
  { field: "phone", step: "driver2", label: "Phone", valid: isValidPhone },
  { field: "address", step: "driver3", label: "Address", valid: (v) => v.length >= 5 },
  { field: "city", step: "driver3", label: "City" },
  { field: "state", step: "driver3", label: "State", valid: (v) => isUsStateCode(v.toUpperCase()) },
  { field: "zip", step: "driver3", label: "Zip code", valid: isValidZip },
  { field: "gender", step: "driver3", label: "Gender" },
  { field: "marital", step: "driver3", label: "Marital status" },
  { field: "insured", step: "driver3", label: "Currently insured" },
  { field: "vehicles", step: "vehicles", label: "Vehicle" },
  { field: "term", step: "policy", label: "Policy term", valid: (v) => v === "6" || v === "12" },
];

function asText(value: AffiliatePrefill[keyof AffiliatePrefill]): string {
  if (value === undefined || value === null) return "";
  if (Array.isArray(value)) return value.length > 0 ? "listed" : "";
  return String(value).trim();
}

/**
 * Where an affiliate visitor lands. An empty field reads '{field} is empty' ('Date of birth is
 * empty' for the date of birth); a field present but unusable reads '{field} is invalid' (our
 * wording: the spec does not give one). No lead at all reads 'Affiliate data is empty'.
 * A complete lead goes to the quote step: to affiliate consent first when it is needed.
 */
export function affiliateEntry(lead: AffiliatePrefill | null | undefined, options: { consentNeeded?: boolean } = {}): AffiliateEntry {
  if (!lead || Object.values(lead).every((value) => asText(value) === "")) {
    return { step: "driver1", error: affiliateError("Affiliate data is empty") };
  }
  for (const check of CHECKS) {
    const value = asText(lead[check.field]);
    if (value === "") return { step: check.step, error: affiliateError(`${check.label} is empty`) };
    if (check.valid && !check.valid(value)) return { step: check.step, error: affiliateError(`${check.label} is invalid`) };
  }
  return { step: options.consentNeeded ? "affiliateConsent" : "quoteLoading" };
}

/** What an affiliate error is about, for the visitor's notice: a field that is empty or unusable, or no lead at all. */
export type AffiliateNotice = { problem: "empty" | "invalid"; field: keyof AffiliatePrefill } | { problem: "noData" };

/**
 * Reads back one of the messages `affiliateEntry` records, and only those: the message travels in
 * the page's address once the entry parameters are dropped, so anything else is ignored rather
 * than shown on the page.
 */
export function affiliateNotice(message: string | null | undefined): AffiliateNotice | null {
  if (!message) return null;
  if (message === "Affiliate data is empty") return { problem: "noData" };
  for (const check of CHECKS) {
    if (message === `${check.label} is empty`) return { problem: "empty", field: check.field };
    if (message === `${check.label} is invalid`) return { problem: "invalid", field: check.field };
  }
  return null;
}

/** doc2 §4: the affiliate consent step shows when consent is unchecked and the partner flag says it is needed. */
export function needsAffiliateConsent(context: { consentChecked: boolean; partnerRequiresConsent: boolean }): boolean {
  return context.partnerRequiresConsent && !context.consentChecked;
}

/** The affiliate consent checkbox must be ticked (doc2 §5). */
export const affiliateConsentSchema = z.object({ affiliateConsent: requiredCheckbox(errorKeys.affiliateConsentRequired) });
