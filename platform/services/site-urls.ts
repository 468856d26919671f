/**
 * Which site addresses the platform may put in links it sends out (password-reset e-mails) or send
 * browsers back to (payment returns): the site gives its brand's own origin, and the platform checks
 * it against SITE_ORIGINS, never trusting a Host header.
 *
 *   const url = allowedSiteUrl(ctx.config, body.resetUrl);   // URL, or null when not allowed
 *
 * SITE_ORIGINS lists origins (`https://lonestar.example`: that scheme, host and port) or bare host
 * names (`lonestar.example`: http or https, any port). Unset: the demo hosts: localhost, 127.0.0.1,
 * ::1 and the brands' *.localtest.me hosts.
 */
import type { PlatformConfig } from "../config.ts";

interface Rule {
  host: string;
  /** Exact origin required (scheme://host:port), or any http(s) port when undefined. */
  origin?: string;
}

const demoHosts = ["localhost", "127.0.0.1", "[::1]"];

function rulesOf(config: Pick<PlatformConfig, "SITE_ORIGINS">): Rule[] | undefined {
  if (!config.SITE_ORIGINS) return undefined;
  return config.SITE_ORIGINS.split(",")
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)
    .map((part) => {
      if (!/^https?:\/\//.test(part)) return { host: part.replace(/:\d+$/, "") };
      const url = new URL(part);
      return { host: url.hostname, origin: url.origin };
    });
}

/** The URL when it is an absolute http(s) URL on one of the site's hosts, without credentials; otherwise null. */
export function allowedSiteUrl(config: Pick<PlatformConfig, "SITE_ORIGINS">, value: string): URL | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  const rules = rulesOf(config);
  if (!rules) return demoHosts.includes(host) || /^([a-z0-9-]+\.)+localtest\.me$/.test(host) ? url : null;
  return rules.some((rule) => rule.host === host && (rule.origin === undefined || rule.origin === url.origin)) ? url : null;
}
