/**
 * A form the page's script posts by itself (fetch) to one of the site's own routes. The request
 * says it comes from the site's page (`X-Site-Page: 1`), so a refusal of what the shopper typed
 * answers 200 with the refusal's status in `X-Form-Refused` (app/.server/form-refusal.ts) and the
 * browser logs no error of the page. The body is the same either way: the caller reads it whatever
 * the status says.
 */
export const SITE_PAGE_HEADER = "X-Site-Page";

export function postFromPage(url: string, body: URLSearchParams, init: { signal?: AbortSignal } = {}): Promise<Response> {
  return fetch(url, { method: "POST", body, headers: { [SITE_PAGE_HEADER]: "1" }, signal: init.signal });
}
