/**
 * Reading pages: the home page, the office locator and the office pages, where visitors arrive
 * to read, often from a search result on a phone. They take nothing personal (a zip code or a
 * city at most) and show no account data. Two things follow:
 *
 * - They paint before their JavaScript loads (paint-first.ts).
 * - They are served without `Cross-Origin-Opener-Policy: same-origin`. That policy makes the
 *   browser put the page in a new browsing context group, so arriving on it from another site
 *   or a new tab means a fresh renderer process: where a phone's browser would otherwise reuse
 *   its current one, the visitor waits for a cold process to create the page's window. Every
 *   other page (the quote flow, forms, anything with personal data) keeps the policy.
 *
 * The quote flow and the other form pages hydrate as soon as they can, since their visitors
 * come to act.
 */
export function isReadingPage(pathname: string): boolean {
  return /^(?:\/es)?(?:\/|\/offices(?:\/[a-z0-9-]+)?\/?)$/.test(pathname) || pathname === "/es";
}

/** The Cross-Origin-Opener-Policy for a response to `pathname`, or null to send none. */
export function openerPolicy(pathname: string): "same-origin" | null {
  return isReadingPage(pathname) ? null : "same-origin";
}
