/**
 * GET /account/zip?zip=12345 (doc3 §5.6): the city and state of a zip for the create-account form,
 * only when the brand serves its state (the CMS brand's `states`); `{ city: null }` otherwise. Reads only.
 */
import { data } from "react-router";
import { siteContext } from "~/.server/site-context";
import type { Route } from "./+types/zip";
import { cityOfZip } from "~/.server/platform/account";
import { ZIP_PATTERN } from "~/domain/contact-rules";

export async function loader({ url, context }: Route.LoaderArgs) {
  const zip = url.searchParams.get("zip") ?? "";
  if (!ZIP_PATTERN.test(zip)) return data({ message: "zip must be 5 digits" }, { status: 400 });
  const site = context.get(siteContext);
  const place = await cityOfZip(site.platform(), zip, site.brand.code, site.brand.states);
  return data(place ?? { city: null, state: null }, { headers: { "Cache-Control": "private, max-age=3600" } });
}
