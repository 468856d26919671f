/**
 * A form the server refuses for what was typed in it (field errors, a wrong password, a choice that
 * changed meanwhile, too many tries) answers with a 4xx status, the contract for any caller. A
 * browser, though, reports every 4xx answer as an error of the page in its console ("Failed to load
 * resource"), and a shopper's typing mistake is no error of the page. So the answer to the site's
 * own page in a browser says 200, with the refusal's status in `X-Form-Refused`; its body (the
 * messages beside the fields) is the same.
 *
 * The site's own page in a browser is:
 * - React Router's client, which alone asks for the `.data` answers of a form sent by script (a
 *   page's form, or a fetcher's post to a resource route);
 * - a form sent without script from one of the site's pages: a navigation the browser marks as
 *   same-origin (`Sec-Fetch-Site`, `Sec-Fetch-Mode`).
 *
 * Any other caller keeps the 4xx.
 */

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
