/**
 * Address autocomplete for driver step 3/3 (doc2 §2), the renters quote and the roadside purchase:
 * one interface, two implementations. The offline default suggests nothing, so typing works as a
 * plain form; the Google Places adapter (app/components/places-autocomplete.ts) is loaded only
 * when the brand has a Maps key and the visitor focuses the address field. It asks Places for
 * suggestions as the visitor types and shows them in the site's own list under the field (the
 * field keeps its visible label); a chosen place fills address, city, state and zip.
 */
import { ZIP_PATTERN } from "../contact-rules";

/** What a chosen suggestion fills in. Empty strings are parts the place did not have. */
export type AddressChoice = { address: string; city: string; state: string; zip: string };

export interface AddressAutocomplete {
  /** Starts suggesting on `input`; `onChoose` runs with the chosen address. Returns a detach function. */
  attach(input: HTMLInputElement, onChoose: (choice: AddressChoice) => void): () => void;
}

/** The suggestion list's words, in the page's language (the `addressSuggestions` strings). */
export interface SuggestionLabels {
  /** The list's accessible name. */
  list: string;
  /** Announced when suggestions arrive: how many, and how to move through them. */
  count: (total: number) => string;
  /** Announced when nothing matches what was typed. */
  none: string;
  /** The data provider's attribution under the list. */
  attribution: string;
}

/** The offline default: no suggestions, no network; the fields are typed by hand. */
export const offlineAddressAutocomplete: AddressAutocomplete = {
  attach: () => () => undefined,
};

/** One part of a place's address, as Places gives it (`Place.addressComponents`). */
export type AddressComponent = { longText: string | null; shortText: string | null; types: readonly string[] };

/**
 * A place's address parts as the form's fields: street number and route make the street line (a
 * premise or the first line of the formatted address when there is no route); the locality (or
 * postal town, sublocality, neighbourhood) the city; the state's short code; the 5-digit zip.
 */
export function addressFromComponents(components: readonly AddressComponent[] | null | undefined, formatted?: string | null): AddressChoice {
  const find = (...types: string[]) => {
    for (const type of types) {
      const part = components?.find((c) => c.types.includes(type));
      if (part) return part;
    }
    return undefined;
  };
  const long = (...types: string[]) => find(...types)?.longText ?? "";
  const short = (...types: string[]) => {
    const part = find(...types);
    return part?.shortText || part?.longText || "";
  };
  const street = [long("street_number"), short("route")].filter(Boolean).join(" ") || long("premise") || (formatted?.split(",")[0]?.trim() ?? "");
  const city = long("locality", "postal_town", "sublocality_level_1", "sublocality", "neighborhood");
  const state = short("administrative_area_level_1");
  const zip = long("postal_code").slice(0, 5);
  return { address: street.slice(0, 100), city: city.slice(0, 80), state: /^[A-Z]{2}$/.test(state) ? state : "", zip: ZIP_PATTERN.test(zip) ? zip : "" };
}

/** Suggestions are asked for from this many typed characters on, after this pause in typing. */
export const SUGGEST_MIN_CHARS = 3;
export const SUGGEST_DEBOUNCE_MS = 250;
/** At most this many suggestions are listed. */
export const SUGGEST_LIMIT = 5;

/** The Place fields a chosen suggestion is completed with (one Place Details request per choice). */
export const PLACE_FIELDS = ["addressComponents", "formattedAddress"] as const;

/**
 * The Places autocomplete request for what the visitor typed: US street addresses only, in the
 * page's language, within the visitor's session (one session token from the first keystroke to
 * the chosen place, as Places bills it). Null when there is too little to search for.
 */
export function suggestionRequest<Token>(typed: string, lang: string, sessionToken: Token) {
  const input = typed.trim();
  if (input.length < SUGGEST_MIN_CHARS) return null;
  return {
    input,
    language: lang,
    region: "us",
    includedRegionCodes: ["us"],
    includedPrimaryTypes: ["street_address", "premise", "subpremise"],
    sessionToken,
  };
}

/** The keys that move through the suggestion list (Home and End keep moving the field's caret). */
export type ListKey = "ArrowDown" | "ArrowUp";

/**
 * The active suggestion after a key (-1: none, the focus's text is the field's own): down from
 * the field goes to the first, past the last back to the field; up the other way round.
 */
export function moveActive(active: number, total: number, key: ListKey): number {
  if (total <= 0) return -1;
  switch (key) {
    case "ArrowDown":
      return active >= total - 1 ? -1 : active + 1;
    case "ArrowUp":
      return active === -1 ? total - 1 : active - 1;
  }
}

/**
 * The adapter for a brand: Google Places when it has a Maps key (the module and the Maps script
 * load now, on first use), else the offline default. A failure to load falls back to offline.
 */
export async function addressAutocompleteFor(
  mapsKey: string | undefined,
  lang: string,
  labels: SuggestionLabels,
  loadGoogle: () => Promise<{ googlePlacesAutocomplete: (key: string, lang: string, labels: SuggestionLabels) => Promise<AddressAutocomplete> }>,
): Promise<AddressAutocomplete> {
  if (!mapsKey) return offlineAddressAutocomplete;
  try {
    return await (await loadGoogle()).googlePlacesAutocomplete(mapsKey, lang, labels);
  } catch {
    return offlineAddressAutocomplete;
  }
}
