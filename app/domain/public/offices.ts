/**
 * Office locations (doc1 §3) and the nearby lists of the office maps and banner (doc1 §2, §9).
 */
import { distanceKm, distanceMiles, distanceMilesExact, type LatLng } from "./geo";
import type { Office } from "./offices-schema";

export type { Office };
export type OfficeWithDistance = Office & { /** Miles, 1 decimal. */ distance: number };

export const officePosition = (office: Office): LatLng => ({ lat: office.latitude, lng: office.longitude });

/** Same office: same page URL when both have one, otherwise same coordinates and name. */
export function isSameOffice(a: Office, b: Office): boolean {
  if (a.url && b.url) return a.url === b.url;
  return a.latitude === b.latitude && a.longitude === b.longitude && a.location === b.location;
}

/** doc1 §9 nearby limits. */
export const NEARBY_LIMIT_OFFICE_MAP = 8;
export const NEARBY_LIMIT_SEARCH_MAP = 6;

/**
 * The `limit` offices nearest to `origin`, nearest first, each with its distance in miles
 * (1 decimal). `exclude` drops the office the page is about (doc1 §2 "the current office
 * excluded"). Ties keep the input order.
 */
export function nearestOffices<T extends Office>(
  origin: LatLng,
  offices: readonly T[],
  options: { limit: number; exclude?: Office | null },
): (T & { /** Miles, 1 decimal. */ distance: number })[] {
  const { limit, exclude } = options;
  return offices
    .filter((office) => !exclude || !isSameOffice(office, exclude))
    .map((office, index) => ({ office, index, exact: distanceMilesExact(origin, officePosition(office)) }))
    .sort((a, b) => a.exact - b.exact || a.index - b.index)
    .slice(0, Math.max(0, limit))
    .map(({ office }) => ({ ...office, distance: distanceMiles(origin, officePosition(office)) }));
}

/** doc1 §2 office locator: up to 8 other offices near the current one. */
export function nearbyOfficesOf<T extends Office>(current: Office, offices: readonly T[], limit = NEARBY_LIMIT_OFFICE_MAP) {
  return nearestOffices(officePosition(current), offices, { limit, exclude: current });
}

/** doc1 §2 search map: the 6 offices nearest the searched place. */
export function searchResults<T extends Office>(place: LatLng, offices: readonly T[], limit = NEARBY_LIMIT_SEARCH_MAP) {
  return nearestOffices(place, offices, { limit });
}

/** Whether a reverse-geocoded first-level area is Texas ("Texas" or "TX", any case). */
export function isTexas(area: string | null | undefined): boolean {
  const value = (area ?? "").trim().toLowerCase();
  return value === "texas" || value === "tx";
}

/**
 * doc1 §2 nearest-office banner: only a visitor in Texas (doc1 §9) sees the closest office,
 * chosen by distance in kilometres. `null`: the banner is not shown.
 */
export function bannerOffice(
  visitor: { position: LatLng; area: string | null | undefined },
  offices: readonly Office[],
): { office: Office; distanceKm: number } | null {
  if (!isTexas(visitor.area)) return null;
  let best: { office: Office; distanceKm: number } | null = null;
  for (const office of offices) {
    const km = distanceKm(visitor.position, officePosition(office));
    if (!best || km < best.distanceKm) best = { office, distanceKm: km };
  }
  return best;
}
