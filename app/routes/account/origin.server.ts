import { isSecure, type SiteContext } from "~/.server/site-context";

/**
 * The brand's own origin for links sent by e-mail (password reset): a host the CMS lists for the
 * brand, never one a request merely names. The request's host name is used when it is one of the
 * brand's hosts (https on the standard port; the local demo over plain http keeps its port),
 * otherwise https on the brand's first host.
 */
export function brandOrigin(site: Pick<SiteContext, "brand">, request: Request, url: URL): string {
  const hosts = site.brand.hosts.map((host) => host.toLowerCase());
  const hostname = url.hostname.toLowerCase();
  if (!hosts.includes(hostname)) return `https://${hosts[0] ?? hostname}`;
  return isSecure(request, url) ? `https://${hostname}` : `http://${url.host.toLowerCase()}`;
}
