/**
 * The quote page's platform client for its page variant (doc2 §4): on the California page every
 * call under the brand's main endpoint goes to its California endpoint instead, the results
 * stage's calls included.
 */
import type { PlatformClient } from "~/.server/platform";
import type { SiteContext } from "~/.server/site-context";
import { endpointPath, type BrandEndpoints } from "~/domain/quote/endpoint";
import { stripLanguagePrefix } from "~/domain/site";
import { pageVariant } from "./page-data.server";

export function clientForVariant(client: PlatformClient, endpoints: BrandEndpoints, california: boolean): PlatformClient {
  if (!california) return client;
  const to = (path: string) => endpointPath(path, endpoints, true);
  return {
    header: () => client.header(),
    baseUrl: () => client.baseUrl(),
    get: (path, query, schema, options) => client.get(to(path), query, schema, options),
    post: (path, body, schema, options) => client.post(to(path), body, schema, options),
    patch: (path, body, schema, options) => client.patch(to(path), body, schema, options),
    delete: (path, query, schema, options) => client.delete(to(path), query, schema, options),
  };
}

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
