/** What the office maps receive from their page (doc1 §2, §9). */
import type { LatLng } from "~/domain/public/geo";

export interface MapConfig {
  /** The brand's Maps browser key; empty: no map. */
  apiKey: string;
  /** The map id the live map is drawn with (its advanced markers need one). */
  mapId: string;
  markerIcon: string;
  center: LatLng;
  zoom: number;
  startZoom: number;
  widenZoom: number;
  markerZoom: number;
  searchZoom: number;
  detailZoom: number;
}

/** doc1 §7 browser geolocation: high accuracy, 15000 ms, no cached position. */
export function geolocationOptions(timeoutMs: number): PositionOptions {
  return { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 0 };
}

/**
 * Whether the browser would prompt for the visitor's position ("prompt"), or has the visitor's
 * answer already ("granted", "denied"); "prompt" where the browser cannot say.
 */
export async function geolocationPermission(): Promise<PermissionState> {
  try {
    const status = await navigator.permissions?.query({ name: "geolocation" });
    return status?.state ?? "prompt";
  } catch {
    return "prompt";
  }
}

/**
 * The visitor's position, or null. doc1 §8: on failure a warning with code and message is
 * logged and the visitor sees nothing.
 */
export function locateVisitor(timeoutMs: number): Promise<LatLng | null> {
  return new Promise((resolve) => {
    if (typeof navigator === "undefined" || !navigator.geolocation) {
      console.warn("Geolocation unavailable");
      resolve(null);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => {
        console.warn(`Geolocation failed (${error.code}): ${error.message}`);
        resolve(null);
      },
      geolocationOptions(timeoutMs),
    );
  });
}
