/**
 * The brand's own origin, for the links the platform sends back to the visitor (a password-reset
 * e-mail, the return from the payment page): a host the CMS lists for the brand, never one a request
 * merely names. The request's host is used when it is one of the brand's hosts (keeping its port, for
 * the local demo); otherwise the brand's first host. Null when the brand lists no host.
 */
import { behindProxy, env } from "./env";
import { hostName } from "./resolve-site";
import { isSecure, type SiteContext } from "./site-context";

export function brandOrigin(site: Pick<SiteContext, "brand">, request: Request, url: URL): string | null {
  const forwarded = behindProxy(env()) ? request.headers.get("x-forwarded-host") : null;
  const header = (forwarded ?? request.headers.get("host") ?? "").split(",")[0]!.trim().toLowerCase();
  const name = hostName(header);
  const hosts = site.brand.hosts.map((h) => h.trim().toLowerCase()).filter(Boolean);
  const scheme = isSecure(request, url) ? "https" : "http";
  if (hosts.includes(name)) {
    const port = /:(\d{1,5})$/.exec(header)?.[1];
    return `${scheme}://${name}${port ? `:${port}` : ""}`;
  }
  return hosts[0] ? `${scheme}://${hosts[0]}` : null;
}
