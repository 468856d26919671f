/**
 * Address autocomplete for driver step 3/3 (doc2 §2): one interface, two implementations. The
 * offline default suggests nothing, so typing works as a plain form; the Google Places adapter
 * (app/components/places-autocomplete.ts) is loaded only when the brand has a Maps key and the
 * visitor focuses the address field. A chosen place fills address, city, state and zip.
 */
import { ZIP_PATTERN } from "../contact-rules";

/** What a chosen suggestion fills in. Empty strings are parts the place did not have. */
export type AddressChoice = { address: string; city: string; state: string; zip: string };

export interface AddressAutocomplete {
  /** Starts suggesting on `input`; `onChoose` runs with the chosen address. Returns a detach function. */
  attach(input: HTMLInputElement, onChoose: (choice: AddressChoice) => void): () => void;
}

/** The offline default: no suggestions, no network; the fields are typed by hand. */
export const offlineAddressAutocomplete: AddressAutocomplete = {
  attach: () => () => undefined,
};

/** One part of a place's address, as Google Places gives it (`address_components`). */
export type AddressComponent = { long_name: string; short_name: string; types: string[] };

/**
 * A place's address parts as the form's fields: street number and route make the street line (a
 * premise or the first line of the formatted address when there is no route); the locality (or
 * postal town, sublocality, neighbourhood) the city; the state's short code; the 5-digit zip.
 */
export function addressFromComponents(components: readonly AddressComponent[] | undefined, formatted?: string): AddressChoice {
  const find = (...types: string[]) => {
    for (const type of types) {
      const part = components?.find((c) => c.types.includes(type));
      if (part) return part;
    }
    return undefined;
  };
  const number = find("street_number")?.long_name ?? "";
  const route = find("route")?.short_name ?? "";
  const street = [number, route].filter(Boolean).join(" ") || find("premise")?.long_name || (formatted?.split(",")[0]?.trim() ?? "");
  const city = find("locality", "postal_town", "sublocality_level_1", "sublocality", "neighborhood")?.long_name ?? "";
  const state = find("administrative_area_level_1")?.short_name ?? "";
  const zip = (find("postal_code")?.long_name ?? "").slice(0, 5);
  return { address: street.slice(0, 100), city: city.slice(0, 80), state: /^[A-Z]{2}$/.test(state) ? state : "", zip: ZIP_PATTERN.test(zip) ? zip : "" };
}

/**
 * The adapter for a brand: Google Places when it has a Maps key (the module and the Maps script
 * load now, on first use), else the offline default. A failure to load falls back to offline.
 */
export async function addressAutocompleteFor(
  mapsKey: string | undefined,
  lang: string,
  loadGoogle: () => Promise<{ googlePlacesAutocomplete: (key: string, lang: string) => Promise<AddressAutocomplete> }>,
): Promise<AddressAutocomplete> {
  if (!mapsKey) return offlineAddressAutocomplete;
  try {
    return await (await loadGoogle()).googlePlacesAutocomplete(mapsKey, lang);
  } catch {
    return offlineAddressAutocomplete;
  }
}
