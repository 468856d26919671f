/**
 * Which platform client a quote page's call uses (doc2 §4): the page variant's
 * (~/.server/platform/variant), for the quote page and its results resources.
 */
import type { SiteContext } from "~/.server/site-context";
import type { PlatformClient } from "~/.server/platform";
import { clientForVariant } from "~/.server/platform/variant";
import { stripLanguagePrefix } from "~/domain/site";
import { pageVariant } from "./page-data.server";

/** Where a results resource answers: `/get-a-quote-ca/results/poll` belongs to the page `/get-a-quote-ca`. */
export function resultsPagePath(pathname: string): string {
  return stripLanguagePrefix(pathname).replace(/\/results\/[^/]+\/?$/, "") || "/";
}

/**
 * The platform client of a results call (app/routes/quote/results/): the variant of the page the
 * call is made for, read from the resource's path by the rule the page itself uses, so a visitor
 * on the California page has every results call go to the California endpoint. Null when the path
 * names no quote page of this brand (a state experience it does not offer).
 */
export function clientForResults(site: Pick<SiteContext, "platform" | "brand">, request: Request, params: { state?: string }): PlatformClient | null {
  const variant = pageVariant(resultsPagePath(new URL(request.url).pathname), params.state, site.brand.experiences);
  if (!variant) return null;
  return clientForVariant(site.platform(), site.brand.endpoints, variant.california);
}
