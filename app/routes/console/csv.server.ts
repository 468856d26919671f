/**
 * The leads as CSV (doc2 §3 lead record): one row per lead, a column per field of the
 * record (vehicles 1 and 2 and the carrier entries spread out), written by csv-stringify.
 * How many carrier columns a brand's leads get is its quote settings' lead carrier columns (doc2 §9).
 */
import { stringify } from "csv-stringify/sync";
import type { Lead } from "~/.server/platform/console";

/** doc2 §3, §9: a lead record holds up to 10 carrier entries (the platform refuses more), the default number of columns. */
export const CARRIER_COLUMNS = 10;

/** The carrier columns of each brand's leads (doc2 §9 lead carrier columns); a brand not listed gets CARRIER_COLUMNS. */
export type CarrierColumns = ReadonlyMap<string, number>;

const columnsOf = (columns: CarrierColumns, brand: string) => Math.max(0, Math.min(CARRIER_COLUMNS, columns.get(brand) ?? CARRIER_COLUMNS));

const yesNo = (value: boolean | null) => (value === null ? "" : value ? "yes" : "no");
const num = (value: number | null) => (value === null ? "" : String(value));

type Column = [string, (lead: Lead) => string];

const before: Column[] = [
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
];

const after: Column[] = [
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

/**
 * The columns of a CSV of leads: as many carrier columns as the brand with the most has (a file may
 * hold several brands' leads), each lead's carrier entries up to its own brand's number.
 */
export function leadColumns(leads: readonly Lead[], columns: CarrierColumns = new Map()): Column[] {
  const brands = new Set([...leads.map((lead) => lead.brand), ...columns.keys()]);
  const count = brands.size === 0 ? CARRIER_COLUMNS : Math.max(...[...brands].map((brand) => columnsOf(columns, brand)));
  const carriers = Array.from({ length: count }, (_, i): Column => [
    `Carrier ${i + 1}`,
    (l) => {
      const c = i < columnsOf(columns, l.brand) ? l.record.carriers[i] : undefined;
      return c ? [c.companyName, c.premium === null ? "" : c.premium.toFixed(2)].filter(Boolean).join(" ") : "";
    },
  ]);
  return [...before, ...carriers, ...after];
}

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) is prefixed with an apostrophe. */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function leadsCsv(leads: Lead[], carrierColumns: CarrierColumns = new Map()): string {
  const columns = leadColumns(leads, carrierColumns);
  return stringify([columns.map(([name]) => name), ...leads.map((lead) => columns.map(([, cell]) => safeCell(cell(lead))))], {
    bom: true,
    record_delimiter: "\r\n",
  });
}
