/**
 * doc1 §5 map search: a 5-digit zip, or 'City, ST' — letters and spaces, an optional comma,
 * then at least 2 letters. Anything else shows the configured error (doc1 §8) and resets the list.
 * Letters include accented ones (`San José`, `Cañón City`): the site serves Spanish speakers.
 * Periods, digits in a city name and other punctuation are not accepted.
 */
import { z } from "zod/mini";
import type { PublicMessageKey } from "./messages";
import { ZIP_PATTERN } from "../contact-rules";

export const MAP_SEARCH_INVALID: PublicMessageKey = "public.mapSearch.invalid";

const ZIP = ZIP_PATTERN;
const CITY_STATE = /^[\p{L} ]*\p{L} *,? *\p{L}{2,}$/u;

export type MapSearch =
  | { kind: "zip"; zip: string; query: string }
  /** `city` and `state` are the text before and after the comma (or the last space); a single
   * word such as `Austin` also fits the rule and is all city. The geocoder gets `query`. */
  | { kind: "city"; city: string; state: string; query: string };

/** Read a search; `null` when it is neither a zip nor a city and state. */
export function parseMapSearch(input: string): MapSearch | null {
  const query = input.trim().replace(/\s+/g, " ");
  if (ZIP.test(query)) return { kind: "zip", zip: query, query };
  if (!CITY_STATE.test(query)) return null;
  const comma = query.indexOf(",");
  const split = comma >= 0 ? comma : query.lastIndexOf(" ");
  if (split < 0) return { kind: "city", city: query, state: "", query };
  return { kind: "city", city: query.slice(0, split).trim(), state: query.slice(split + 1).trim(), query };
}

/** The search field as a schema: the configured error text or an i18n key. */
export function mapSearchSchema(message: string = MAP_SEARCH_INVALID) {
  return z.object({
    q: z.pipe(
      z.string({ error: message }),
      z.transform((value: string, ctx) => {
        const parsed = parseMapSearch(value);
        if (!parsed) {
          ctx.issues.push({ code: "custom", message, input: value });
          return z.NEVER;
        }
        return parsed;
      }),
    ),
  });
}
