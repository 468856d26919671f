/**
 * doc1 §4 zip flow: what happens after a valid zip is looked up, and what is remembered.
 *
 * Quote URL shape (doc1 §2 "state suffix for non-Texas states when other experiences are
 * enabled; Texas uses the base brand"): `{basePath}#driver1` for Texas, and for any state whose
 * experience the brand has not enabled; `{basePath}/{state in lower case}#driver1` for a
 * non-Texas state listed in the brand's `experiences` (e.g. `/quote/az#driver1`), except
 * California, whose experience has its own page (`/get-a-quote-ca#driver1`). Spanish pages get
 * the `/es` prefix (`/es/quote/az#driver1`). The base path, the California path and the
 * coming-soon path are parameters (defaults `/quote`, `/get-a-quote-ca` and `/coming-soon`).
 */
import { z } from "zod";
import { localizePath, type Language } from "~/domain/site";
import { shortenZip } from "./zip";

/** doc1 §3 zip lookup response (`isQuoteAvaliable` spelled so). */
export const zipLookupResponseSchema = z.object({
  addresses: z
    .array(z.object({ state: z.string().trim().default(""), city: z.string().trim().default("") }))
    .nullish()
    .transform((list) => list ?? []),
  isQuoteAvaliable: z.boolean().nullish(),
});
export type ZipLookupResponse = z.infer<typeof zipLookupResponseSchema>;

export const QUOTE_ANCHOR = "#driver1";
export const PREVIOUS_QUOTES_ANCHOR = "#previousQuotes";
export const BASE_STATE = "TX";
const CALIFORNIA = "ca";

/**
 * Whether the brand serves a state: its CMS brand document's `states` (upper-case two-letter codes)
 * list it. The site's one answer to "the brand serves this state" (doc1 §4, doc2 §1, §5).
 */
export function servesState(states: readonly string[], state: string): boolean {
  const code = state.trim().toUpperCase();
  return code !== "" && states.some((s) => s.trim().toUpperCase() === code);
}

export type ZipFlowOptions = {
  lang: Language;
  /** The states the brand serves (the CMS brand's `states`, upper case): `["TX", "CA"]`. */
  states: readonly string[];
  /** Lower-case state codes of the brand's other quote experiences: `["ca"]`. */
  experiences: readonly string[];
  basePath?: string;
  /** The California experience's own page. */
  californiaPath?: string;
  comingSoonPath?: string;
};

export type ZipFlowOutcome =
  /** No address for the zip: the out-of-service modal with OK (doc1 §8). */
  | { kind: "out-of-service" }
  | { kind: "coming-soon"; href: string; location: ZipLocation }
  | { kind: "quote"; href: string; location: ZipLocation };

/** What the flow remembers for the next pages: zip, state (upper case) and city. */
export type ZipLocation = { zip: string; state: string; city: string };

/** The quote page for a state: base path for Texas, suffixed for an enabled other experience. */
export function quotePath(state: string, options: Pick<ZipFlowOptions, "lang" | "experiences" | "basePath" | "californiaPath">): string {
  const base = (options.basePath ?? "/quote").replace(/\/+$/, "") || "/";
  const code = state.trim().toLowerCase();
  const enabled = options.experiences.map((e) => e.trim().toLowerCase());
  const suffixed = code !== "" && code !== BASE_STATE.toLowerCase() && enabled.includes(code);
  let path = base;
  if (suffixed) path = code === CALIFORNIA ? (options.californiaPath ?? "/get-a-quote-ca") : `${base === "/" ? "" : base}/${code}`;
  return localizePath(path, options.lang);
}

/**
 * doc1 §4: no address → out-of-service modal; a state the brand does not serve (its CMS `states`;
 * the platform's own `isQuoteAvaliable` is not consulted) → the coming-soon page, which names the
 * place; otherwise the quote page with `#driver1`, whose page checks the brand's carriers there
 * (doc2 §1, §5). The first address gives the state and city.
 */
export function zipFlowOutcome(zip: string, answer: ZipLookupResponse, options: ZipFlowOptions): ZipFlowOutcome {
  const first = answer.addresses[0];
  if (!first) return { kind: "out-of-service" };
  const location: ZipLocation = { zip: shortenZip(zip), state: first.state.toUpperCase(), city: first.city };
  if (!servesState(options.states, location.state)) {
    return { kind: "coming-soon", href: localizePath(options.comingSoonPath ?? "/coming-soon", options.lang), location };
  }
  return { kind: "quote", href: `${quotePath(location.state, options)}${QUOTE_ANCHOR}`, location };
}

/** doc1 §9: the stored zip, state and city last 168 hours; customerState's cookie too. */
export const STORED_LOCATION_HOURS = 168;
export const CUSTOMER_STATE_COOKIE_MAX_AGE_SECONDS = STORED_LOCATION_HOURS * 3600;

/** doc1 §3 local storage keys (one set per brand). */
export const storageKeys = {
  zip: "zipCodeStored",
  state: "customerState",
  city: "cityStored",
  rememberMe: "remember-me",
  customerToken: "customer-token",
} as const;

/** Brand-scoped storage key: `lonestar.zipCodeStored`. */
export function brandStorageKey(brandCode: string, key: (typeof storageKeys)[keyof typeof storageKeys]): string {
  return `${brandCode}.${key}`;
}

const storedValueSchema = z.object({ value: z.string(), expiresAt: z.number() });
export type StoredValue = z.infer<typeof storedValueSchema>;

/** The stored form of one value: the value and when it expires (ms since epoch). */
export function storedValue(value: string, now: Date, hours: number = STORED_LOCATION_HOURS): StoredValue {
  return { value, expiresAt: now.getTime() + hours * 3_600_000 };
}

/** Read a stored value back (the raw storage string); `null` when absent, unreadable or expired. */
export function readStoredValue(raw: string | null | undefined, now: Date): string | null {
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = storedValueSchema.safeParse(json);
  if (!parsed.success || parsed.data.expiresAt <= now.getTime()) return null;
  return parsed.data.value;
}

/** The three entries the flow writes after a successful lookup, keyed by storage key. */
export function storedLocationEntries(location: ZipLocation, now: Date, brandCode: string): Record<string, string> {
  const write = (value: string) => JSON.stringify(storedValue(value, now));
  return {
    [brandStorageKey(brandCode, storageKeys.zip)]: write(location.zip),
    [brandStorageKey(brandCode, storageKeys.state)]: write(location.state),
    [brandStorageKey(brandCode, storageKeys.city)]: write(location.city),
  };
}
