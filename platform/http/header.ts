/**
 * The header object every request carries (doc1 §7, doc2 §7): `{ lang, trackId, requestDate }` in
 * the JSON body, or flattened to the query fields `header.lang`, `header.trackId`,
 * `header.requestDate` on GET. Some calls add fields (lead creation sends `header.state`).
 */
import { z } from "zod";

export const langSchema = z.enum(["en", "es"], { error: "must be en or es" });
export const trackIdSchema = z
  .string({ error: "is required" })
  .trim()
  .min(1, "is required")
  .max(100, "must be at most 100 characters")
  .regex(/^[A-Za-z0-9._:-]+$/, "may contain letters, digits, '.', '_', ':' and '-' only");
export const requestDateSchema = z
  .string({ error: "is required" })
  .min(1, "is required")
  .max(40, "must be at most 40 characters")
  .refine((value) => !Number.isNaN(Date.parse(value)), "must be a date and time, e.g. 2026-11-21T14:30:00Z");

export const headerSchema = z
  .object({
    lang: langSchema,
    trackId: trackIdSchema,
    requestDate: requestDateSchema,
    state: z
      .string()
      .regex(/^[A-Z]{2}$/, "must be a two-letter state code")
      .optional(),
  })
  .meta({ description: "Sent with every request (doc2 §7)." });

export type RequestHeader = z.infer<typeof headerSchema>;

/** The same header, flattened into GET query fields. */
export const headerQueryShape = {
  "header.lang": langSchema,
  "header.trackId": trackIdSchema,
  "header.requestDate": requestDateSchema,
};

export function headerFromQuery(query: Record<string, unknown>): RequestHeader {
  return {
    lang: query["header.lang"] as RequestHeader["lang"],
    trackId: query["header.trackId"] as string,
    requestDate: query["header.requestDate"] as string,
  };
}
