/**
 * POST /api/offices/nearest (form fields `lat`, `lng`): the place at the visitor's position and,
 * in Texas only, the closest office by kilometres (doc1 §2 nearest-office banner, §9). Also
 * gives the zip that prefills the office search. The position travels in the body, never in a
 * URL, and is not logged.
 */
import { serverMapsKey } from "~/.server/maps-key";
import { readForm } from "~/.server/form-data";
import { data } from "react-router";
import { z } from "zod";
import { geocoderFor } from "~/.server/geocoding";
import { siteContext } from "~/.server/site-context";
import { latitudeSchema, longitudeSchema } from "~/domain/public/geo-schemas";
import { bannerOffice } from "~/domain/public/offices";
import type { Route } from "./+types/nearest";
import { loadOffices, type SiteOffice } from "./offices.server";
import { orUnanswered } from "~/components/forms/unanswered";

const positionSchema = z.object({ lat: latitudeSchema, lng: longitudeSchema, lang: z.enum(["en", "es"]).default("en") });

export type NearestAnswer = {
  zip: string;
  state: string;
  /** Null outside Texas: the banner is not shown. */
  office: (SiteOffice & { distanceKm: number }) | null;
};

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const parsed = positionSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return data({ error: "Send lat and lng as numbers." }, { status: 400 });
  const { lat, lng, lang } = parsed.data;
  const { offices, settings } = await loadOffices({ ...site, lang });
  const place = await geocoderFor(serverMapsKey(settings.mapsApiKey)).reverse({ lat, lng });
  const chosen = bannerOffice({ position: { lat, lng }, area: place?.state }, offices);
  const closest = chosen ? offices.find((o) => o === chosen.office) : undefined;
  const office = chosen && closest ? { ...closest, distanceKm: Math.round(chosen.distanceKm * 10) / 10 } : null;
  const answer: NearestAnswer = { zip: place?.zip ?? "", state: place?.state ?? "", office };
  return data(answer, { headers: { "Cache-Control": "no-store" } });
}

/** In the browser: a request the site did not answer (no network, a server error) finds no office, not an error page. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => orUnanswered(() => serverAction());

export function loader() {
  return Response.json({ error: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
}
