/**
 * doc1 §2, §3 hero top bar: authored messages with placeholders filled from the analytics report
 * (per report id, `summaryData.totals[0]`).
 *
 * Placeholder syntax (single braces, so it never clashes with the `{0}` positional messages or
 * the `{{name}}` UI strings):
 *   {count:ID}     the total of report ID as a whole number with grouping: "12,480"
 *   {millions:ID}  the total in millions, rounded down to one decimal: 2,468,000 → "2.4"
 *                  (rounded down so the claim never exceeds the figure; "2" when exact)
 * Numbers are formatted for the page's language. A message whose placeholder has no figure in
 * the report (unknown id, no totals, not a number) is not shown: `fillHeroMessage` returns null.
 */
import { z } from "zod";
import type { Language } from "~/domain/site";

/** doc1 §7 analytics report address. */
export function analyticsReportPath(brandCode: string): string {
  return `/content/dam/${encodeURIComponent(brandCode)}/analytics/data/analyticsReport.json`;
}

/** doc1 §3 analytics report: per id, `summaryData.totals[0]`. Entries of other shapes are ignored. */
export const analyticsReportSchema = z.record(z.string(), z.unknown()).transform((report) => {
  const totals: Record<string, number> = {};
  const entry = z.object({ summaryData: z.object({ totals: z.array(z.unknown()).min(1) }) });
  for (const [id, value] of Object.entries(report)) {
    const parsed = entry.safeParse(value);
    const first = parsed.success ? parsed.data.summaryData.totals[0] : undefined;
    const number = typeof first === "string" && first.trim() !== "" ? Number(first) : first;
    if (typeof number === "number" && Number.isFinite(number)) totals[id] = number;
  }
  return totals;
});
export type AnalyticsTotals = z.output<typeof analyticsReportSchema>;

const PLACEHOLDER = /\{(count|millions):([A-Za-z0-9_.-]+)\}/g;

const locale = (lang: Language) => (lang === "es" ? "es-US" : "en-US");

export function formatCount(value: number, lang: Language): string {
  return new Intl.NumberFormat(locale(lang), { maximumFractionDigits: 0, useGrouping: true }).format(Math.floor(value));
}

export function formatMillions(value: number, lang: Language): string {
  const tenths = Math.floor(Number(((value / 1_000_000) * 10).toPrecision(12))) / 10;
  return new Intl.NumberFormat(locale(lang), { maximumFractionDigits: 1, minimumFractionDigits: 0 }).format(tenths);
}

/** The ids a message refers to. */
export function heroPlaceholderIds(message: string): string[] {
  return [...message.matchAll(PLACEHOLDER)].map((match) => match[2] ?? "");
}

/** Fill a message's placeholders; `null` when one has no figure. */
export function fillHeroMessage(message: string, totals: AnalyticsTotals, lang: Language): string | null {
  let missing = false;
  const filled = message.replace(PLACEHOLDER, (_whole, kind: string, id: string) => {
    const value = Object.hasOwn(totals, id) ? totals[id] : undefined;
    if (value === undefined) {
      missing = true;
      return "";
    }
    return kind === "count" ? formatCount(value, lang) : formatMillions(value, lang);
  });
  return missing ? null : filled;
}

/** The messages the bar shows, in order, leaving out those that cannot be filled. */
export function heroMessages(messages: readonly string[], report: unknown, lang: Language): string[] {
  const parsed = analyticsReportSchema.safeParse(report);
  const totals = parsed.success ? parsed.data : {};
  return messages.flatMap((message) => {
    const filled = fillHeroMessage(message, totals, lang);
    return filled === null ? [] : [filled];
  });
}
