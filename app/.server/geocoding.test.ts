import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createMapsMock } from "../../tests/mocks/maps";
import { parseMapSearch } from "~/domain/public/map-search";
import { geocoderFor, googleGeocoder, zipGeocoder } from "./geocoding";

const maps = createMapsMock({
  places: {
    "78701": { lat: 30.2711, lng: -97.7437, zip: "78701", city: "Austin", state: "TX" },
    "Fort Worth, TX": { lat: 32.7555, lng: -97.3308, zip: "76102", city: "Fort Worth", state: "TX" },
    "35.4676,-97.5164": { lat: 35.4676, lng: -97.5164, zip: "73102", city: "Oklahoma City", state: "OK" },
  },
});
const server = setupServer(...maps.handlers);
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const search = (text: string) => {
  const parsed = parseMapSearch(text);
  if (!parsed) throw new Error(`not a search: ${text}`);
  return parsed;
};

describe("doc1 §7 geocoding without a Maps key: the bundled zip dataset", () => {
  const geocoder = zipGeocoder();

  it("finds a zip's centre, city and state", async () => {
    const place = await geocoder.geocode(search("78701"));
    expect(place).toMatchObject({ zip: "78701", city: "Austin", state: "TX" });
    expect(place!.lat).toBeCloseTo(30.27, 1);
    expect(place!.lng).toBeCloseTo(-97.74, 1);
  });

  it("finds a city by 'City, ST' and by its state's full name", async () => {
    const byCode = await geocoder.geocode(search("San Antonio, TX"));
    const byName = await geocoder.geocode(search("San Antonio, Texas"));
    expect(byCode?.state).toBe("TX");
    expect(byCode!.lat).toBeCloseTo(29.45, 0);
    expect(byName).toEqual(byCode);
  });

  it("a city alone is looked for in Texas", async () => {
    expect((await geocoder.geocode(search("Lubbock")))?.state).toBe("TX");
  });

  it("answers null for an unknown zip or city", async () => {
    expect(await geocoder.geocode(search("00000"))).toBeNull();
    expect(await geocoder.geocode(search("Nowhereville, TX"))).toBeNull();
    expect(await geocoder.geocode(search("Austin, ZZ"))).toBeNull();
  });

  it("doc1 §2 reverse geocoding reads the state at a position: Texas in Fort Worth, Oklahoma in Oklahoma City, nothing at sea", async () => {
    expect((await geocoder.reverse({ lat: 32.7555, lng: -97.3308 }))?.state).toBe("TX");
    expect((await geocoder.reverse({ lat: 35.4676, lng: -97.5164 }))?.state).toBe("OK");
    expect(await geocoder.reverse({ lat: 25.0, lng: -90.0 })).toBeNull();
  });
});

describe("doc1 §7 geocoding with a Maps key: the maps service, falling back to the dataset", () => {
  it("asks the Geocoding API with the key and reads the first-level area", async () => {
    const geocoder = geocoderFor("test-key");
    expect(geocoder.kind).toBe("google");
    expect(await geocoder.geocode(search("Fort Worth, TX"))).toEqual({ lat: 32.7555, lng: -97.3308, zip: "76102", city: "Fort Worth", state: "TX" });
    expect((await geocoder.reverse({ lat: 35.4676, lng: -97.5164 }))?.state).toBe("OK");
    const asked = maps.calls.at(-1)!;
    expect(asked.searchParams.get("key")).toBe("test-key");
    expect(asked.searchParams.get("latlng")).toBe("35.4676,-97.5164");
  });

  it("a zip search sends it as a postal-code component", async () => {
    await googleGeocoder("test-key").geocode(search("78701"));
    expect(maps.calls.at(-1)!.searchParams.get("components")).toBe("postal_code:78701|country:US");
  });

  it("a refused key or an empty answer falls back to the zip dataset", async () => {
    const refused = googleGeocoder("wrong-key");
    expect((await refused.geocode(search("78701")))?.city).toBe("Austin");
    const empty = googleGeocoder("test-key");
    expect((await empty.geocode(search("Waco, TX")))?.state).toBe("TX");
  });

  it("no key: the zip dataset, without a network call", async () => {
    const before = maps.calls.length;
    expect(geocoderFor("").kind).toBe("zip-dataset");
    await geocoderFor("").geocode(search("78701"));
    expect(maps.calls.length).toBe(before);
  });
});
