/**
 * The brand's public address for search engines: the brand's own host (brand-origin.ts; never a host
 * a request merely names) and the language of its unprefixed pages there.
 */
import type { Language } from "~/domain/site";
import { brandOrigin } from "./brand-origin";
import { hostName, isSpanishHost } from "./resolve-site";
import type { SiteContext } from "./site-context";

export interface PublicAddress {
  origin: string;
  unprefixedDefault: Language;
}

export function publicAddress(site: Pick<SiteContext, "brand">, request: Request, url: URL): PublicAddress {
  const origin = brandOrigin(site, request, url) ?? url.origin;
  const host = hostName(new URL(origin).host);
  return { origin, unprefixedDefault: isSpanishHost(host) ? "es" : site.brand.defaultLanguage };
}
