/**
 * A form the server refuses for what was typed in it (field errors, a wrong password, a choice that
 * changed meanwhile, too many tries) answers with a 4xx status, the contract for any caller. A
 * browser, though, reports every 4xx answer as an error of the page in its console ("Failed to load
 * resource"), and a shopper's typing mistake is no error of the page. So the answer to the site's
 * own page in a browser says 200, with the refusal's status in `X-Form-Refused`; its body (the
 * messages beside the fields) is the same.
 *
 * The site's own page in a browser is:
 * - React Router's client, which alone asks for the `.data` answers of a form sent by script;
 * - a form sent without script from one of the site's pages: a navigation the browser marks as
 *   same-origin (`Sec-Fetch-Site`, `Sec-Fetch-Mode`);
 * - a form the page's script posts by itself to a resource route, saying so with `X-Site-Page: 1`
 *   (app/components/page-post.ts). A browser sends that header only from the site's own pages (a page of
 *   another site would need this site's consent to send it, which it never gives).
 *
 * Any other caller keeps the 4xx.
 */
import { SITE_PAGE_HEADER } from "~/components/page-post";

/** The statuses of a refused form: bad input, a refused sign-in, a changed choice, too many tries. */
const REFUSALS = new Set([400, 401, 409, 422, 429]);

export const FORM_REFUSED_HEADER = "X-Form-Refused";

const MUTATIONS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function isRefusal(request: Request, status: number): boolean {
  return MUTATIONS.has(request.method) && REFUSALS.has(status);
}

/** A refused form's `.data` answer, as the site's page reads it: 200, the refusal in a header. */
export function dataAnswerForPage(request: Request, response: Response): Response {
  if (!isRefusal(request, response.status)) return response;
  const headers = new Headers(response.headers);
  headers.set(FORM_REFUSED_HEADER, String(response.status));
  return new Response(response.body, { status: 200, headers });
}

/** A form sent without script from one of the site's own pages (the browser's navigation headers say so). */
function sentFromOwnPage(request: Request): boolean {
  return request.headers.get("sec-fetch-site") === "same-origin" && request.headers.get("sec-fetch-mode") === "navigate";
}

/**
 * The status of a document answering a form post: 200 for a refused form sent from the site's own
 * page (with `X-Form-Refused` set in `headers`), else the status as it was. A page that failed
 * (an error boundary) keeps its status.
 */
export function documentStatusForPage(request: Request, status: number, headers: Headers, failed: boolean): number {
  if (failed || !isRefusal(request, status) || !sentFromOwnPage(request)) return status;
  headers.set(FORM_REFUSED_HEADER, String(status));
  return 200;
}

/**
 * A resource route's answer to a form: as the page reads it (200, the refusal in a header) when
 * the site's page posted it by script (`X-Site-Page: 1`), else as it was.
 */
export function resourceAnswerForPage(request: Request, response: Response): Response {
  return request.headers.get(SITE_PAGE_HEADER) === "1" ? dataAnswerForPage(request, response) : response;
}
