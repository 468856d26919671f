/**
 * msw handlers standing in for the maps service's web APIs in unit tests: Geocoding (by address,
 * zip component or coordinates) and Places (find place from text, place details with reviews).
 *
 *   const maps = createMapsMock({ places: { "78701": { lat: 30.27, lng: -97.74, zip: "78701", city: "Austin", state: "TX" } } });
 *   const server = setupServer(...maps.handlers);
 *
 * Answers follow the services' JSON shapes: `status` ("OK", "ZERO_RESULTS", "REQUEST_DENIED") and
 * `results` / `candidates` / `result`. Every request is recorded in `maps.calls`.
 */
import { http, HttpResponse } from "msw";

export interface MockPlace {
  lat: number;
  lng: number;
  zip: string;
  city: string;
  state: string;
}

export interface MapsMockOptions {
  /** Geocoding answers keyed by the `address` text, the zip of a `postal_code:` component, or `lat,lng`. */
  places?: Record<string, MockPlace>;
  /** The only key accepted; others get REQUEST_DENIED. */
  key?: string;
  /** Place details reviews by place id, and the place id a text query finds. */
  reviews?: Record<string, unknown[]>;
  findPlace?: Record<string, string>;
}

function geocodeResult(place: MockPlace) {
  return {
    address_components: [
      { long_name: place.zip, short_name: place.zip, types: ["postal_code"] },
      { long_name: place.city, short_name: place.city, types: ["locality", "political"] },
      { long_name: place.state === "TX" ? "Texas" : place.state, short_name: place.state, types: ["administrative_area_level_1", "political"] },
    ],
    geometry: { location: { lat: place.lat, lng: place.lng } },
  };
}

export function createMapsMock(options: MapsMockOptions = {}) {
  const key = options.key ?? "test-key";
  const calls: URL[] = [];
  const denied = () => HttpResponse.json({ status: "REQUEST_DENIED", results: [], error_message: "The provided API key is invalid." });
  const handlers = [
    http.get("https://maps.googleapis.com/maps/api/geocode/json", ({ request }) => {
      const url = new URL(request.url);
      calls.push(url);
      if (url.searchParams.get("key") !== key) return denied();
      const component = /postal_code:(\d{5})/.exec(url.searchParams.get("components") ?? "")?.[1];
      const lookup = url.searchParams.get("address") ?? url.searchParams.get("latlng") ?? component ?? "";
      const place = options.places?.[lookup] ?? (component ? options.places?.[component] : undefined);
      return HttpResponse.json(place ? { status: "OK", results: [geocodeResult(place)] } : { status: "ZERO_RESULTS", results: [] });
    }),
    http.get("https://maps.googleapis.com/maps/api/place/findplacefromtext/json", ({ request }) => {
      const url = new URL(request.url);
      calls.push(url);
      if (url.searchParams.get("key") !== key) return denied();
      const id = options.findPlace?.[url.searchParams.get("input") ?? ""];
      return HttpResponse.json(id ? { status: "OK", candidates: [{ place_id: id }] } : { status: "ZERO_RESULTS", candidates: [] });
    }),
    http.get("https://maps.googleapis.com/maps/api/place/details/json", ({ request }) => {
      const url = new URL(request.url);
      calls.push(url);
      if (url.searchParams.get("key") !== key) return denied();
      const reviews = options.reviews?.[url.searchParams.get("place_id") ?? ""];
      return HttpResponse.json(reviews ? { status: "OK", result: { reviews } } : { status: "NOT_FOUND" });
    }),
  ];
  return { handlers, calls };
}
