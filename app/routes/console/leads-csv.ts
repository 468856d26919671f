/**
 * GET /console/leads.csv?q=&status=&brand=: the leads of the search, every field (./csv.server.ts),
 * for the signed-in staff member's brands only, each brand's leads with the carrier columns its quote
 * settings give (doc2 §9 lead carrier columns). Staff only: anyone else gets 403.
 */
import type { LoaderFunctionArgs } from "react-router";
import type { ContentSource } from "~/.server/content";
import { siteContext } from "~/.server/site-context";
import { leadsCsv, type CarrierColumns } from "./csv.server";
import { readLeadSearch } from "./forms";
import { searchLeads } from "~/.server/platform/console";
import { staffOrForbidden } from "./session.server";

/** The platform's search window: the CSV holds at most this many leads. */
const MAX_ROWS = 5000;

/** doc2 §9: the lead carrier columns of each brand, from its quote settings. */
export async function carrierColumnsOf(content: Pick<ContentSource, "flowSettings">, brands: Iterable<string>): Promise<CarrierColumns> {
  const codes = [...new Set(brands)];
  const settings = await Promise.all(codes.map((code) => content.flowSettings("quoteSettings", code)));
  return new Map(codes.map((code, i) => [code, settings[i]!.leadCarrierColumns]));
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await staffOrForbidden(request, context);
  if (staff instanceof Response) return staff;
  const search = readLeadSearch(new URL(request.url));
  const site = context.get(siteContext);
  const answer = await searchLeads(site.platform(), staff.token, {
    q: search.q,
    status: search.status,
    brand: search.brand,
    limit: MAX_ROWS,
    offset: 0,
  });
  if (answer && !answer.ok && (answer.status === 401 || answer.status === 403))
    return new Response("Staff only.", { status: 403, headers: { "Cache-Control": "no-store" } });
  if (!answer?.ok) return new Response("The platform did not answer. Please try again.", { status: 503, headers: { "Cache-Control": "no-store" } });
  const leads = answer.data.leads;
  const columns = await carrierColumnsOf(site.content, [...leads.map((lead) => lead.brand), ...(search.brand ? [search.brand] : [])]);
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(leadsCsv(leads, columns), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${stamp}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
