/**
 * GET /console/leads.csv?q=&status=&brand=: the leads of the search, every field (./csv.server.ts),
 * for the signed-in staff member's brands only. Staff only: anyone else gets 403.
 */
import type { LoaderFunctionArgs } from "react-router";
import { siteContext } from "~/.server/site-context";
import { leadsCsv } from "./csv.server";
import { readLeadSearch } from "./forms";
import { searchLeads } from "./platform.server";
import { staffOrForbidden } from "./session.server";

/** The platform's search window: the CSV holds at most this many leads. */
const MAX_ROWS = 5000;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await staffOrForbidden(request, context);
  if (staff instanceof Response) return staff;
  const search = readLeadSearch(new URL(request.url));
  const answer = await searchLeads(context.get(siteContext).platform(), staff.token, {
    q: search.q,
    status: search.status,
    brand: search.brand,
    limit: MAX_ROWS,
    offset: 0,
  });
  if (answer && !answer.ok && (answer.status === 401 || answer.status === 403))
    return new Response("Staff only.", { status: 403, headers: { "Cache-Control": "no-store" } });
  if (!answer?.ok) return new Response("The platform did not answer. Please try again.", { status: 503, headers: { "Cache-Control": "no-store" } });
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(leadsCsv(answer.data.leads), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${stamp}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
