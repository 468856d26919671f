/** What the office pages read from the content source: offices as the maps use them (doc1 §3). */
import type { OfficeDocument, OfficeSettings } from "~/.server/content";
import type { SiteContext } from "~/.server/site-context";
import type { MapConfig } from "~/components/map-config";
import { officeWeekday } from "~/domain/public/hours";
import type { Office } from "~/domain/public/offices";
import { localizePath, type Language } from "~/domain/site";

export function officePath(slug: string, lang: Language): string {
  return localizePath(`/offices/${slug}`, lang);
}

/** doc1 §3 office location: the page's fields, with the office page's URL in the page's language. */
export function toOffice(doc: OfficeDocument, lang: Language, now = new Date()) {
  const destination = encodeURIComponent(`${doc.address}, ${doc.city}, ${doc.state} ${doc.zipcode}`);
  const office = {
    slug: doc.slug,
    latitude: doc.latitude,
    longitude: doc.longitude,
    location: doc.name,
    address: doc.address,
    city: doc.city,
    state: doc.state,
    zipcode: doc.zipcode,
    phone: doc.phone,
    email: doc.email,
    url: officePath(doc.slug, lang),
    google: doc.directionsUrl || `https://www.google.com/maps/dir/?api=1&destination=${destination}`,
    hoursMonFri: doc.hoursMonFri,
    hoursSaturday: doc.hoursSaturday,
    hoursSunday: doc.hoursSunday,
  } satisfies Office & { slug: string };
  // doc1 §2 hours dropdown: today (in the office's time zone) first, then the next six days. Only
  // the weekday travels: the page builds the seven rows (weekRows), which keeps the locator's data small.
  return { ...office, today: officeWeekday(office, now) };
}

export type SiteOffice = ReturnType<typeof toOffice>;

export async function loadOffices(site: Pick<SiteContext, "content" | "brand" | "lang">): Promise<{ offices: SiteOffice[]; settings: OfficeSettings }> {
  const [docs, settings] = await Promise.all([site.content.offices(site.brand.code), site.content.officeSettings(site.brand.code)]);
  return { offices: docs.map((doc) => toOffice(doc, site.lang)), settings };
}

/** The map's browser-side configuration (~/components/map-config): the brand's key (public by design, restricted by referrer), map id and marker. */
export function mapConfig(settings: OfficeSettings, site: Pick<SiteContext, "settings">): MapConfig {
  const map = site.settings.limits.map;
  return {
    apiKey: settings.mapsApiKey,
    mapId: settings.mapsMapId,
    markerIcon: settings.markerIcon,
    center: map.defaultCenter,
    zoom: map.defaultZoom,
    startZoom: map.startZoom,
    widenZoom: map.widenZoom,
    markerZoom: map.markerZoom,
    searchZoom: settings.searchZoom,
    detailZoom: map.detailZoom,
  };
}
