/**
 * Field accuracy of `parseAamva` over the sample payloads (./aamva-samples.ts): per field, how many
 * readable samples give the expected value; how many unreadable ones are refused; how many samples
 * are right in every field. `npm run bench:aamva` prints it.
 */
import { parseAamva, type LicenceFields } from "../aamva.ts";
import { aamvaSamples, aamvaSamplesDate, type AamvaSample } from "./aamva-samples.ts";

export const accuracyFields = [
  "firstName",
  "middleName",
  "lastName",
  "dateOfBirth",
  "documentNumber",
  "address",
  "address2",
  "city",
  "state",
  "zipCode",
  "gender",
  "issueDate",
  "expirationDate",
  "aamvaVersion",
] as const satisfies readonly (keyof LicenceFields)[];

export interface AccuracyRow {
  field: string;
  right: number;
  total: number;
}

export interface AccuracyReport {
  rows: AccuracyRow[];
  /** Samples whose read is wrong, with the fields that differ (or "accepted"/"refused"). */
  misses: { name: string; fields: string[] }[];
}

export function aamvaAccuracy(samples: AamvaSample[] = aamvaSamples, now: Date = aamvaSamplesDate): AccuracyReport {
  const readable = samples.filter((s) => s.expected !== null);
  const unreadable = samples.filter((s) => s.expected === null);
  const counts = new Map<string, number>(accuracyFields.map((f) => [f, 0]));
  const misses: AccuracyReport["misses"] = [];
  let refused = 0;
  let whole = 0;
  for (const sample of samples) {
    const got = parseAamva(sample.text, now);
    if (sample.expected === null) {
      if (got === null) {
        refused++;
        whole++;
      } else misses.push({ name: sample.name, fields: ["accepted"] });
      continue;
    }
    if (got === null) {
      misses.push({ name: sample.name, fields: ["refused"] });
      continue;
    }
    const wrong: string[] = [];
    for (const field of accuracyFields) {
      if (got[field] === sample.expected[field]) counts.set(field, (counts.get(field) ?? 0) + 1);
      else wrong.push(`${field} ${JSON.stringify(got[field])}≠${JSON.stringify(sample.expected[field])}`);
    }
    if (wrong.length === 0) whole++;
    else misses.push({ name: sample.name, fields: wrong });
  }
  const fieldRight = [...counts.values()].reduce((a, b) => a + b, 0);
  return {
    rows: [
      ...accuracyFields.map((field) => ({ field, right: counts.get(field) ?? 0, total: readable.length })),
      { field: "all fields (readable samples)", right: fieldRight, total: readable.length * accuracyFields.length },
      { field: "refused when unreadable", right: refused, total: unreadable.length },
      { field: "samples right in every field", right: whole, total: samples.length },
    ],
    misses,
  };
}

export function formatAccuracy(report: AccuracyReport): string {
  const width = Math.max(...report.rows.map((r) => r.field.length));
  const lines = report.rows.map(
    (r) =>
      `${r.field.padEnd(width)}  ${String(r.right).padStart(3)}/${String(r.total).padEnd(3)}  ${((100 * r.right) / (r.total || 1)).toFixed(1).padStart(5)}%`,
  );
  return `${"field".padEnd(width)}  right/total\n${lines.join("\n")}`;
}
