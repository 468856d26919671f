/**
 * AAMVA DL/ID card design standard fields from a PDF417 text (versions 01–10 and later), read
 * from the data elements themselves:
 *
 * - licence number: DAQ, always (version 01's DBJ is a customer number, not the licence);
 * - names: family name DCS (DAB in version 01); given names DAC with DAD, or both in one element
 *   (DCT in versions 02–03 and some later cards, or DAC alone) split into first and middle;
 *   version 01's full name DAA as "LAST,FIRST,MIDDLE" / "LAST,FIRST MIDDLE" or "FIRST MIDDLE LAST";
 * - sex DBC: 1 or M male, 2 or F female;
 * - dates DBB, DBD, DBA: CCYYMMDD in version 01 and on Canadian cards, MMDDCCYY otherwise; a date
 *   impossible in the declared order is read in the other one. A birth date that is no real date
 *   with an age of 14 to 120 in either order, or an issue or expiry date real in neither, refuses
 *   the read;
 * - address DAG/DAH/DAI/DAJ/DAK.
 *
 * A payload whose element separators were lost (elements run together, a mandatory element
 * missing, a value longer than the standard allows) is refused rather than read mangled: the
 * caller tells the shopper the image is not clear.
 */
import { ageOn } from "../agency-time.ts";

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

/** The youngest and oldest age a licence holder's birth date may give. */
export const LICENCE_AGE_MIN = 14;
export const LICENCE_AGE_MAX = 120;

/** The header: file type "ANSI " (or "AAMVA" on some version 01 cards), issuer number, version. */
export function aamvaHeader(text: string): { iin: string; version: string } | null {
  const match = /(?:ANSI |AAMVA)(\d{6})(\d{2})/.exec(text);
  return match ? { iin: match[1] ?? "", version: match[2] ?? "" } : null;
}

/**
 * The raw data elements (`DAQ` → value) of the text, first occurrence of each: one element per
 * line, the first one after the subfile type ("DL" or "ID") that opens the subfile, on the header's
 * line or its own. Jurisdiction subfiles (Z…) are left out.
 */
export function aamvaElements(text: string): Map<string, string> {
  const elements = new Map<string, string>();
  for (const line of text.split(/[\n\r]+/)) {
    const header = /ANSI |AAMVA/.exec(line);
    const element = header
      ? /(?:DL|ID)(D[A-Z]{2}.*)$/.exec(line.slice(header.index))?.[1]
      : (/^(?:DL|ID)(D[A-Z]{2}.*)$/.exec(line)?.[1] ?? (/^D[A-Z]{2}/.test(line) ? line : undefined));
    if (!element) continue;
    const id = element.slice(0, 3);
    if (!elements.has(id)) elements.set(id, element.slice(3).trim());
  }
  return elements;
}

/** The standard's longest values: anything longer ran into the next element. */
const maxLength: Record<string, number> = {
  DAQ: 25,
  DCS: 40,
  DAB: 40,
  DAC: 40,
  DAD: 40,
  DCT: 80,
  DAA: 125,
  DBB: 8,
  DBD: 8,
  DBA: 8,
  DBC: 1,
  DAG: 35,
  DAH: 35,
  DAI: 20,
  DAJ: 2,
  DAK: 11,
};

/** "NONE", "UNAVL" and the like stand for a name the card does not have. */
const absent = /^(?:NONE|UNAVL|UNAVAIL|UNAVAILABLE|UNKNOWN|UNK|N\/A)$/i;
const suffixes = new Set(["JR", "SR", "I", "II", "III", "IV", "1ST", "2ND", "3RD", "4TH"]);

function clean(value: string | undefined): string {
  const text = (value ?? "").replace(/\s+/g, " ").trim();
  return absent.test(text) ? "" : text;
}

interface Names {
  first: string;
  middle: string;
  last: string;
}

/** Given names in one element ("FIRST,MIDDLE", "FIRST MIDDLE …") as first and middle. */
function splitGiven(given: string): Pick<Names, "first" | "middle"> {
  const parts = given.split(/[\s,$]+/).filter((p) => p && !absent.test(p));
  return { first: parts[0] ?? "", middle: parts.slice(1).join(" ") };
}

/** Trailing name suffix (JR, III, …) left out. */
function withoutSuffix(tokens: string[]): string[] {
  return tokens.length > 2 && suffixes.has(tokens.at(-1) ?? "") ? tokens.slice(0, -1) : tokens;
}

/** Version 01's full name: "LAST,FIRST,MIDDLE[,SUFFIX]", "LAST,FIRST MIDDLE" or "FIRST MIDDLE LAST". */
function splitFullName(full: string): Names {
  if (/[,$]/.test(full)) {
    const [last = "", ...rest] = full.split(/[,$]/).map((p) => p.trim());
    const tokens = withoutSuffix(rest.join(" ").split(/\s+/).filter(Boolean));
    return { last, first: tokens[0] ?? "", middle: tokens.slice(1).join(" ") };
  }
  const tokens = withoutSuffix(full.split(/\s+/).filter(Boolean));
  if (tokens.length < 2) return { last: tokens[0] ?? "", first: "", middle: "" };
  return { first: tokens[0] ?? "", middle: tokens.slice(1, -1).join(" "), last: tokens.at(-1) ?? "" };
}

function namesOf(raw: Map<string, string>): (Names & { givenStated: boolean }) | null {
  const last = clean(raw.get("DCS") ?? raw.get("DAB"));
  const dac = raw.get("DAC");
  const given = dac ?? raw.get("DCT");
  if (last || (given !== undefined && !raw.has("DAA"))) {
    const middle = clean(raw.get("DAD"));
    const split = dac !== undefined && raw.has("DAD") ? { first: clean(dac), middle } : splitGiven(clean(given));
    return { last, ...split, middle: split.middle || middle, givenStated: given !== undefined };
  }
  const full = clean(raw.get("DAA"));
  return full ? { ...splitFullName(full), givenStated: true } : null;
}

function sexOf(value: string | undefined): LicenceFields["gender"] {
  const code = clean(value).toUpperCase();
  if (code === "1" || code === "M") return "0";
  if (code === "2" || code === "F") return "1";
  return "";
}

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

function realDate(year: number, month: number, day: number): CalendarDate | null {
  if (year < 1800 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? { year, month, day } : null;
}

/** The 8-digit date in both orders, the declared one first; only real calendar dates. */
function dateReadings(value: string, yearFirst: boolean): CalendarDate[] {
  if (!/^\d{8}$/.test(value)) return [];
  const n = (from: number, to: number) => Number(value.slice(from, to));
  const isoOrder = realDate(n(0, 4), n(4, 6), n(6, 8));
  const usOrder = realDate(n(4, 8), n(0, 2), n(2, 4));
  return (yearFirst ? [isoOrder, usOrder] : [usOrder, isoOrder]).filter((d): d is CalendarDate => d !== null);
}

const pad = (n: number) => String(n).padStart(2, "0");
const usText = (d: CalendarDate) => `${pad(d.month)}/${pad(d.day)}/${d.year}`;
const isoText = (d: CalendarDate) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;

/**
 * A date element as MM/DD/YYYY: "" when the card has none, null when it is there but no reading
 * is a date `fits`.
 */
function dateOf(value: string | undefined, yearFirst: boolean, fits: (d: CalendarDate) => boolean): string | null {
  const text = clean(value);
  if (!text) return "";
  const found = dateReadings(text, yearFirst).find(fits);
  return found ? usText(found) : null;
}

/** Parsed fields, or null when the text is not an AAMVA licence that reads cleanly with a number, a name and a birth date. */
export function parseAamva(text: string, now: Date = new Date()): LicenceFields | null {
  const header = aamvaHeader(text);
  if (!header) return null;
  const raw = aamvaElements(text);
  for (const [id, limit] of Object.entries(maxLength)) {
    if ((raw.get(id)?.length ?? 0) > limit) return null;
  }
  const documentNumber = clean(raw.get("DAQ"));
  const names = namesOf(raw);
  if (!documentNumber || !names?.last || !(names.first || names.givenStated)) return null;

  const yearFirst = header.version === "01" || clean(raw.get("DCG")).toUpperCase() === "CAN";
  const age = (d: CalendarDate) => ageOn(isoText(d), now);
  const thisYear = now.getUTCFullYear();
  const dateOfBirth = dateOf(raw.get("DBB"), yearFirst, (d) => age(d) >= LICENCE_AGE_MIN && age(d) <= LICENCE_AGE_MAX);
  const issueDate = dateOf(raw.get("DBD"), yearFirst, (d) => d.year >= 1900 && d.year <= thisYear + 1);
  const expirationDate = dateOf(raw.get("DBA"), yearFirst, (d) => d.year >= 1900 && d.year <= thisYear + 30);
  if (!dateOfBirth || issueDate === null || expirationDate === null) return null;

  const postal = clean(raw.get("DAK")).replace(/[^0-9A-Z]/gi, "");
  return {
    firstName: names.first,
    middleName: names.middle,
    lastName: names.last,
    dateOfBirth,
    documentNumber,
    address: clean(raw.get("DAG")),
    address2: clean(raw.get("DAH")),
    city: clean(raw.get("DAI")),
    state: clean(raw.get("DAJ")).toUpperCase(),
    zipCode: /^\d{5}/.test(postal) ? postal.slice(0, 5) : postal.toUpperCase(),
    gender: sexOf(raw.get("DBC")),
    issueDate,
    expirationDate,
    aamvaVersion: header.version,
  };
}
