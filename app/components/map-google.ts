/**
 * The Google Maps side of the office maps (doc1 §2), loaded lazily by ./office-map.tsx only on a
 * page with a map, once the map is in view and the brand has a key. Offices are advanced markers
 * (`AdvancedMarkerElement`, drawn on a map with the brand's map id) showing the brand's marker
 * image; the locator's are buttons named after their office, reached with the keyboard like any
 * control. Popups are built as DOM nodes (never HTML strings), so office data cannot inject markup.
 */
/// <reference types="google.maps" />
import { importLibrary, setOptions } from "@googlemaps/js-api-loader";
import type { LatLng } from "~/domain/public/geo";
import { markerDropDelayMs, widenUntilOfficeInView, type DetailMapConfig } from "~/domain/public/map-view";
import type { Office } from "~/domain/public/offices";
import type { MapConfig } from "./map-config";

let configuredKey: string | null = null;

async function libraries(apiKey: string, lang: string) {
  if (configuredKey === null) {
    setOptions({ key: apiKey, v: "weekly", language: lang });
    configuredKey = apiKey;
  }
  const [maps, marker] = await Promise.all([importLibrary("maps"), importLibrary("marker")]);
  return { Map: maps.Map, InfoWindow: maps.InfoWindow, AdvancedMarkerElement: marker.AdvancedMarkerElement, PinElement: marker.PinElement };
}

/** The brand's colours as the page has them (./brand-style.tsx), for a pin drawn by the map. */
function brandColour(name: "--brand-primary" | "--brand-primary-dark", fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/**
 * The brand's marker image as a marker's content: decorative, the marker's title names it. When
 * the image cannot load (a wrong address in the CMS), the map's own pin in the brand's colours
 * takes its place, so no office is left without a visible marker.
 */
function markerImage(src: string, PinElement: typeof google.maps.marker.PinElement): HTMLElement {
  const image = document.createElement("img");
  image.alt = "";
  image.decoding = "async";
  image.addEventListener(
    "error",
    () => {
      const pin = new PinElement({
        background: brandColour("--brand-primary", "#1a56db"),
        borderColor: brandColour("--brand-primary-dark", "#1e3a8a"),
        glyphColor: "#ffffff",
      });
      image.replaceWith(pin);
    },
    { once: true },
  );
  image.src = src;
  return image;
}

/** doc1 §2 the drop: the marker's image falls into place (advanced markers have no built-in animation). */
function drop(image: HTMLElement) {
  image.animate(
    [
      { transform: "translateY(-180px)", opacity: 0 },
      { transform: "translateY(0)", opacity: 1, offset: 0.7 },
      { transform: "translateY(-8px)", offset: 0.85 },
      { transform: "translateY(0)" },
    ],
    { duration: 600, easing: "ease-in" },
  );
}

export interface PopupLabels {
  monFri: string;
  saturday: string;
  sunday: string;
  closed: string;
  directions: string;
  email: string;
  details: string;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, children: (Node | string)[] = []) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/** doc1 §2 popup: name, address, city, state, zip, phone link, hours Mon–Fri, Sat, Sun and three buttons. */
export function popupContent(office: Office, labels: PopupLabels): HTMLElement {
  const hours = (label: string, value: string) => element("li", {}, [element("strong", { textContent: `${label}: ` }), value || labels.closed]);
  const tel = office.phone.replace(/\D/g, "");
  return element("div", { className: "map-popup" }, [
    element("p", { className: "map-popup-title", textContent: office.location }),
    element("p", { textContent: office.address }),
    element("p", { textContent: `${office.city}, ${office.state} ${office.zipcode}` }),
    ...(office.phone ? [element("a", { href: `tel:+1${tel.slice(-10)}`, textContent: office.phone })] : []),
    element("ul", {}, [hours(labels.monFri, office.hoursMonFri), hours(labels.saturday, office.hoursSaturday), hours(labels.sunday, office.hoursSunday)]),
    element("div", { className: "map-popup-actions" }, [
      element("a", { href: office.google, target: "_blank", rel: "noopener noreferrer", textContent: labels.directions }),
      ...(office.email ? [element("a", { href: `mailto:${office.email}`, textContent: labels.email })] : []),
      element("a", { href: office.url, textContent: labels.details }),
    ]),
  ]);
}

export interface OfficeMapController {
  /** Centre on a searched place at the search zoom (doc1 §2 location page). */
  focus(center: LatLng, zoom: number): void;
  /** Start at zoom 12 around the visitor, widening to 9 until an office is in view (doc1 §2). */
  showVisitor(position: LatLng): number;
}

/** The office locator map: every office as a marker that drops in once, on first becoming visible. */
export async function createOfficeMap(
  element_: HTMLElement,
  options: { config: MapConfig; offices: readonly Office[]; labels: PopupLabels; lang: string; reducedMotion: boolean },
): Promise<OfficeMapController> {
  const { config, offices, labels, reducedMotion } = options;
  const { Map, InfoWindow, AdvancedMarkerElement, PinElement } = await libraries(config.apiKey, options.lang);
  const map = new Map(element_, {
    center: config.center,
    zoom: config.zoom,
    mapId: config.mapId,
    mapTypeControl: false,
    streetViewControl: false,
    fullscreenControl: false,
  });
  const info = new InfoWindow();
  const markers = offices.map((office) => {
    const marker = new AdvancedMarkerElement({ position: { lat: office.latitude, lng: office.longitude }, title: office.location, gmpClickable: true });
    marker.append(markerImage(config.markerIcon, PinElement));
    marker.addEventListener("gmp-click", () => {
      map.setZoom(config.markerZoom);
      map.panTo({ lat: office.latitude, lng: office.longitude });
      info.setContent(popupContent(office, labels));
      info.open({ map, anchor: marker });
    });
    return { marker, office, dropped: false };
  });
  const dropVisible = () => {
    const bounds = map.getBounds();
    if (!bounds) return;
    for (const entry of markers) {
      if (entry.dropped || !bounds.contains({ lat: entry.office.latitude, lng: entry.office.longitude })) continue;
      entry.dropped = true;
      if (reducedMotion) {
        entry.marker.map = map;
      } else {
        window.setTimeout(() => {
          entry.marker.map = map;
          // The image, or the pin that replaced it.
          const content = entry.marker.firstElementChild;
          if (content instanceof HTMLElement) drop(content);
        }, markerDropDelayMs());
      }
    }
  };
  map.addListener("idle", dropVisible);
  return {
    focus(center, zoom) {
      map.setCenter(center);
      map.setZoom(zoom);
    },
    showVisitor(position) {
      const { zoom } = widenUntilOfficeInView(position, offices, {
        startZoom: config.startZoom,
        widenZoom: config.widenZoom,
        viewport: { width: element_.clientWidth || 800, height: element_.clientHeight || 500 },
      });
      map.setCenter(position);
      map.setZoom(zoom);
      return zoom;
    },
  };
}

/** doc1 §2 location detail map: one marker at zoom 10, no gestures, zoom control only. */
export async function createDetailMap(
  element_: HTMLElement,
  options: { apiKey: string; mapId: string; lang: string; config: DetailMapConfig; title: string },
): Promise<void> {
  const { Map, AdvancedMarkerElement, PinElement } = await libraries(options.apiKey, options.lang);
  const { config } = options;
  const map = new Map(element_, { center: config.center, zoom: config.zoom, mapId: options.mapId, ...config.options });
  const marker = new AdvancedMarkerElement({ position: config.center, title: options.title });
  marker.append(markerImage(config.icon, PinElement));
  marker.map = map;
}
