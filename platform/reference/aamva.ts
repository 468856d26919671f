/**
 * AAMVA DL/ID card design standard fields from a PDF417 text, through aamva-parser (versions
 * 01–12): DAQ licence number, DCS/DAC/DAD (or DAB/DBP/DAA in old versions) names, DBB birth date,
 * DBC sex, DAG/DAH/DAI/DAJ/DAK address, DBD issue date, DBA expiry.
 */
import { Gender, IssuingCountry, parse } from "aamva-parser";

export interface LicenceFields {
  firstName: string;
  middleName: string;
  lastName: string;
  /** MM/DD/YYYY (doc2 §5 date format). */
  dateOfBirth: string;
  documentNumber: string;
  address: string;
  address2: string;
  city: string;
  state: string;
  /** Five digits. */
  zipCode: string;
  /** doc2 §3 code: "1" female, "0" male, "" not stated. */
  gender: "0" | "1" | "";
  issueDate: string;
  expirationDate: string;
  /** The AAMVA version of the barcode, e.g. "08". */
  aamvaVersion: string;
}

/** aamva-parser builds dates in local time. */
function usDate(date: Date | null | undefined): string {
  if (!date || Number.isNaN(date.getTime())) return "";
  const mm = String(date.getMonth() + 1).padStart(2, "0");
  const dd = String(date.getDate()).padStart(2, "0");
  return `${mm}/${dd}/${date.getFullYear()}`;
}

function clean(value: string | null | undefined): string {
  return (value ?? "").replace(/\s+/g, " ").trim();
}

/** The raw data elements (`DAQ` → value) of the text, first occurrence of each. */
export function aamvaElements(text: string): Map<string, string> {
  const elements = new Map<string, string>();
  for (const line of text.split(/[\n\r]+/)) {
    const inHeader = /ANSI |AAMVA/.test(line) ? /DL(D[A-Z]{2}.*)$/.exec(line)?.[1] : undefined;
    const element = inHeader ?? (/^D[A-Z]{2}/.test(line) ? line : undefined);
    if (!element) continue;
    const id = element.slice(0, 3);
    if (!elements.has(id)) elements.set(id, element.slice(3).trim());
  }
  return elements;
}

function validDate(year: number, month: number, day: number): Date | null {
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** An 8-digit AAMVA date: CCYYMMDD for version 01 and Canada, MMDDCCYY otherwise. */
function aamvaDate(value: string | undefined, yearFirst: boolean): Date | null {
  const digits = /^\d{8}$/.exec(value ?? "")?.[0];
  if (!digits) return null;
  return yearFirst
    ? validDate(Number(digits.slice(0, 4)), Number(digits.slice(4, 6)), Number(digits.slice(6, 8)))
    : validDate(Number(digits.slice(4, 8)), Number(digits.slice(0, 2)), Number(digits.slice(2, 4)));
}

/** Parsed fields, or null when the text is not an AAMVA licence with a number and a name. */
export function parseAamva(text: string): LicenceFields | null {
  if (!text.includes("ANSI ") && !text.includes("AAMVA")) return null;
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(text);
  } catch {
    return null;
  }
  const raw = aamvaElements(text);
  const version = clean(parsed.version);
  const yearFirst = version === "01" || parsed.country === IssuingCountry.Canada;
  const date = (id: string, fallback: Date | null | undefined) => usDate(aamvaDate(raw.get(id), yearFirst) ?? fallback);
  const documentNumber = clean(parsed.driversLicenseId) || clean(raw.get("DAQ"));
  const firstName = clean(parsed.firstName);
  const lastName = clean(parsed.lastName);
  if (!documentNumber || (!firstName && !lastName)) return null;
  const postal = clean(parsed.postalCode).replace(/[^0-9A-Z]/gi, "");
  return {
    firstName,
    middleName: clean(parsed.middleName),
    lastName,
    dateOfBirth: date("DBB", parsed.dateOfBirth),
    documentNumber,
    address: clean(parsed.streetAddress),
    address2: clean(parsed.streetAddressSupplement),
    city: clean(parsed.city),
    state: clean(parsed.state).toUpperCase(),
    zipCode: /^\d{5}/.test(postal) ? postal.slice(0, 5) : postal,
    gender: parsed.gender === Gender.Female ? "1" : parsed.gender === Gender.Male ? "0" : "",
    issueDate: date("DBD", parsed.issueDate),
    expirationDate: date("DBA", parsed.expirationDate),
    aamvaVersion: version,
  };
}
