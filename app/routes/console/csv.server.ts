/**
 * The leads as CSV (doc2 §3 lead record): one row per lead, a column per field of the
 * record (vehicles 1 and 2 and the 10 carrier columns spread out), written by csv-stringify.
 */
import { stringify } from "csv-stringify/sync";
import type { Lead } from "./platform.server";

/** doc2 §9: 10 carrier columns. */
export const CARRIER_COLUMNS = 10;

const yesNo = (value: boolean | null) => (value === null ? "" : value ? "yes" : "no");
const num = (value: number | null) => (value === null ? "" : String(value));

export const leadColumns: [string, (lead: Lead) => string][] = [
  ["Visit date (Central)", (l) => l.record.visitDate],
  ["Status", (l) => l.status],
  ["Brand", (l) => l.brand],
  ["Name", (l) => l.record.name],
  ["Last name", (l) => l.record.lastname],
  ["Email", (l) => l.record.email],
  ["Phone", (l) => l.record.phone],
  ["State", (l) => l.record.state],
  ["Zip", (l) => l.record.zip],
  ["City", (l) => l.record.city],
  ["DOB", (l) => l.record.dob],
  ["Age group", (l) => l.record.ageGroup],
  ["Licence", (l) => l.record.license],
  ["Vehicle 1 make", (l) => l.record.vehicle1.make],
  ["Vehicle 1 model", (l) => l.record.vehicle1.model],
  ["Vehicle 1 year", (l) => l.record.vehicle1.year],
  ["Vehicle 1 VIN", (l) => l.record.vehicle1.vin],
  ["Vehicle 2 make", (l) => l.record.vehicle2.make],
  ["Vehicle 2 model", (l) => l.record.vehicle2.model],
  ["Vehicle 2 year", (l) => l.record.vehicle2.year],
  ["Vehicle 2 VIN", (l) => l.record.vehicle2.vin],
  ["Driver count", (l) => num(l.record.driverCount)],
  ["Term", (l) => num(l.record.term)],
  ["Coverage", (l) => l.record.coverage],
  ...Array.from({ length: CARRIER_COLUMNS }, (_, i): [string, (lead: Lead) => string] => [
    `Carrier ${i + 1}`,
    (l) => {
      const c = l.record.carriers[i];
      return c ? [c.companyName, c.premium === null ? "" : c.premium.toFixed(2)].filter(Boolean).join(" ") : "";
    },
  ]),
  ["Transaction id", (l) => l.record.transactionId],
  ["Experience", (l) => l.record.experience],
  ["User type", (l) => l.record.userType],
  ["Licence type", (l) => num(l.record.licenseType)],
  ["Gender", (l) => num(l.record.gender)],
  ["Marital status", (l) => num(l.record.marital)],
  ["Currently insured", (l) => yesNo(l.record.insured)],
  ["Home insurance", (l) => yesNo(l.record.homeInsurance)],
  ["Loyalty enrollment", (l) => l.record.loyaltyEnrollmentStatus],
  ["Consents", (l) => String(l.consentCount)],
  ["Lead key", (l) => l.leadKey],
];

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) is prefixed with an apostrophe. */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function leadsCsv(leads: Lead[]): string {
  return stringify([leadColumns.map(([name]) => name), ...leads.map((lead) => leadColumns.map(([, cell]) => safeCell(cell(lead))))], {
    bom: true,
    record_delimiter: "\r\n",
  });
}
