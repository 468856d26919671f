/**
 * Great-circle distances (doc1 §2, §9): miles rounded to 1 decimal on the office maps,
 * kilometres for the nearest-office banner. Haversine on a sphere of the Earth's mean radius.
 */
export type LatLng = { lat: number; lng: number };

/**
 * A coordinate as a number or a numeric string (data attributes), within ±limit; blanks, other
 * text and out-of-range values are `null` (a blank is not zero). The zod schemas of
 * `geo-schemas.ts` apply the same rule.
 */
export function coordinateValue(value: unknown, limit: number): number | null {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) && number >= -limit && number <= limit ? number : null;
}
export const LATITUDE_LIMIT = 90;
export const LONGITUDE_LIMIT = 180;

/** Mean Earth radius (IUGG): 6371.0088 km; in statute miles 3958.7613. */
export const EARTH_RADIUS_KM = 6371.0088;
export const EARTH_RADIUS_MILES = 3958.7613;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Central angle between two points, in radians (haversine formula). */
export function centralAngle(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Distance in kilometres, unrounded (doc1 §2 nearest-office banner). */
export function distanceKm(a: LatLng, b: LatLng): number {
  return centralAngle(a, b) * EARTH_RADIUS_KM;
}

/** Distance in miles, unrounded. */
export function distanceMilesExact(a: LatLng, b: LatLng): number {
  return centralAngle(a, b) * EARTH_RADIUS_MILES;
}

/** Round half away from zero to one decimal, free of binary fractions (1.05 → 1.1). */
export function roundTo1(value: number): number {
  return Math.sign(value) * Math.round(Number((Math.abs(value) * 10).toPrecision(12))) / 10;
}

/** Distance in miles rounded to 1 decimal, as the office lists show it (doc1 §2, §9). */
export function distanceMiles(a: LatLng, b: LatLng): number {
  return roundTo1(distanceMilesExact(a, b));
}
