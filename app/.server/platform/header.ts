/**
 * The header every platform call carries (doc1 §7, doc2 §7): `{ lang, trackId, requestDate }`.
 *
 * - In a JSON body it is the top-level `header` object.
 * - In a GET call it is flattened to the query fields `header.lang`, `header.trackId`, `header.requestDate`.
 * - `requestDate` is ISO 8601 in UTC with milliseconds, as `Date.prototype.toISOString` writes it:
 *   `2026-11-21T14:05:09.123Z`.
 */
import type { Language } from "../../domain/site.ts";

export interface PlatformHeader {
  lang: Language;
  /** Correlates the site's request, its log lines and the platform's. */
  trackId: string;
  /** ISO 8601, UTC, milliseconds: `YYYY-MM-DDTHH:mm:ss.sssZ`. */
  requestDate: string;
}

export function buildHeader(lang: Language, trackId: string, now: Date): PlatformHeader {
  return { lang, trackId, requestDate: now.toISOString() };
}

/** The header as GET query fields, in a stable order. */
export function headerQueryFields(header: PlatformHeader): Array<[string, string]> {
  return [
    ["header.lang", header.lang],
    ["header.trackId", header.trackId],
    ["header.requestDate", header.requestDate],
  ];
}
