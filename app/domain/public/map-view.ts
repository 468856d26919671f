/**
 * What the office maps show (doc1 §2, §9) without a map library: visible bounds per zoom level,
 * the "widen from zoom 12 to 9" nearby search, and the location detail map's configuration.
 *
 * Visible bounds are computed with Web Mercator maths, the projection of the maps service:
 * at zoom z the world is 256·2^z pixels wide, so a viewport of W×H pixels centred on a point
 * spans W/(256·2^z)·360 degrees of longitude, and H pixels of Mercator y around the centre's
 * y. The real map may differ by a pixel of rounding; the result is an estimate of "in view"
 * for choosing a zoom, not a hit test. The viewport defaults to 800×500 px (the office map's
 * box on a desktop); pass the map element's size when it is known.
 */
import { LATITUDE_LIMIT, LONGITUDE_LIMIT, coordinateValue, type LatLng } from "./geo";
import { officePosition, type Office } from "./offices";

/** doc1 §9 map constants. */
export const mapDefaults = {
  /** Default centre in Texas, zoom 5. */
  center: { lat: 31.0, lng: -99.0 },
  zoom: 5,
  /** The office map starts here around the visitor... */
  startZoom: 12,
  /** ...and widens down to this zoom until an office is in view. */
  widenZoom: 9,
  /** Clicking a marker zooms here; also the search map's default zoom. */
  markerZoom: 13,
  searchZoom: 13,
  /** Location detail map. */
  detailZoom: 10,
  /** Markers drop in after a random delay of 2 to 3 seconds. */
  dropDelayMs: { min: 2000, max: 3000 },
} as const;

export type Viewport = { width: number; height: number };
export const DEFAULT_VIEWPORT: Viewport = { width: 800, height: 500 };

export type Bounds = { north: number; south: number; east: number; west: number };

const TILE = 256;
const MAX_LAT = 85.05112878;

function mercatorY(lat: number): number {
  const clamped = Math.max(-MAX_LAT, Math.min(MAX_LAT, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
}

function latitudeOf(y: number): number {
  const n = Math.PI - 2 * Math.PI * y;
  return (180 / Math.PI) * Math.atan(Math.sinh(n));
}

const wrapLongitude = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;

/** The area a map of `viewport` pixels centred on `center` at `zoom` shows. */
export function visibleBounds(center: LatLng, zoom: number, viewport: Viewport = DEFAULT_VIEWPORT): Bounds {
  const worldPx = TILE * 2 ** zoom;
  const halfLng = Math.min(180, ((viewport.width / worldPx) * 360) / 2);
  const y = mercatorY(center.lat);
  const halfY = viewport.height / worldPx / 2;
  const north = latitudeOf(Math.max(0, y - halfY));
  const south = latitudeOf(Math.min(1, y + halfY));
  if (halfLng >= 180) return { north, south, east: 180, west: -180 };
  return { north, south, east: wrapLongitude(center.lng + halfLng), west: wrapLongitude(center.lng - halfLng) };
}

/** Whether a point lies inside bounds (bounds may cross the antimeridian: west > east). */
export function boundsContain(bounds: Bounds, point: LatLng): boolean {
  if (point.lat > bounds.north || point.lat < bounds.south) return false;
  if (bounds.west <= bounds.east) return point.lng >= bounds.west && point.lng <= bounds.east;
  return point.lng >= bounds.west || point.lng <= bounds.east;
}

/**
 * doc1 §2 office map: start at zoom 12 around the visitor and zoom out one level at a time, down
 * to 9, until at least one office is in view. Returns the zoom chosen and the offices in view
 * there; when none is in view even at the widest zoom, that zoom with an empty list.
 */
export function widenUntilOfficeInView(
  center: LatLng,
  offices: readonly Office[],
  options: { startZoom?: number; widenZoom?: number; viewport?: Viewport } = {},
): { zoom: number; bounds: Bounds; inView: Office[] } {
  const startZoom = options.startZoom ?? mapDefaults.startZoom;
  const widenZoom = Math.min(options.widenZoom ?? mapDefaults.widenZoom, startZoom);
  let last: { zoom: number; bounds: Bounds; inView: Office[] } | null = null;
  for (let zoom = startZoom; zoom >= widenZoom; zoom -= 1) {
    const bounds = visibleBounds(center, zoom, options.viewport);
    const inView = offices.filter((office) => boundsContain(bounds, officePosition(office)));
    last = { zoom, bounds, inView };
    if (inView.length > 0) return last;
  }
  // The loop runs at least once: widenZoom <= startZoom.
  return last as { zoom: number; bounds: Bounds; inView: Office[] };
}

/** doc1 §2: each marker drops in after a random delay of 2 to 3 seconds. */
export function markerDropDelayMs(random: () => number = Math.random): number {
  const { min, max } = mapDefaults.dropDelayMs;
  return min + Math.min(1, Math.max(0, random())) * (max - min);
}

/** doc1 §8: the console error for a missing or invalid map configuration. */
export const MAP_CONFIG_ERROR = "Missing or invalid map configuration.";

export type DetailMapConfig = {
  center: LatLng;
  zoom: number;
  icon: string;
  /** Scrolling and gestures disabled, zoom control only (doc1 §2). */
  options: { scrollwheel: false; gestureHandling: "none"; disableDefaultUI: true; zoomControl: true; draggable: false };
};

/** A marker icon reference: an http(s) URL or a site path. */
function isIconReference(value: string): boolean {
  if (value.startsWith("/") && !value.startsWith("//")) return true;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/**
 * doc1 §2 location detail map: one marker at zoom 10. With latitude, longitude or icon missing
 * or invalid the map shows nothing: `{ ok: false }` with the console error of doc1 §8.
 */
export function detailMapConfig(input: {
  latitude?: unknown;
  longitude?: unknown;
  icon?: unknown;
}): { ok: true; config: DetailMapConfig } | { ok: false; error: typeof MAP_CONFIG_ERROR } {
  const lat = coordinateValue(input.latitude, LATITUDE_LIMIT);
  const lng = coordinateValue(input.longitude, LONGITUDE_LIMIT);
  const icon = typeof input.icon === "string" ? input.icon.trim() : "";
  if (lat === null || lng === null || !isIconReference(icon)) {
    return { ok: false, error: MAP_CONFIG_ERROR };
  }
  return {
    ok: true,
    config: {
      center: { lat, lng },
      zoom: mapDefaults.detailZoom,
      icon,
      options: { scrollwheel: false, gestureHandling: "none", disableDefaultUI: true, zoomControl: true, draggable: false },
    },
  };
}
