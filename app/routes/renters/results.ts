/**
 * The rate results of a renters quote this browser made (doc3 §7.3, §9: the page asks every second
 * until isDone): the platform's results as JSON. The page's fetcher reads every answer as data (a
 * non-2xx answer would reach the page's error boundary), so an unknown quote is `found: false` and a
 * platform without an answer `available: false`, both with status 200. Reads only.
 */
import { siteContext } from "~/.server/site-context";
import type { Route } from "./+types/results";
import { results } from "./platform.server";
import { holdsQuote } from "./quotes.server";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const transactionId = url.searchParams.get("transactionId") ?? "";
  const headers = { "cache-control": "private, no-store" };
  if (!holdsQuote(request, url, transactionId)) return Response.json({ found: false }, { headers });
  const answer = await results(context.get(siteContext).platform(), transactionId);
  if (!answer?.ok) return Response.json({ found: true, available: false }, { headers });
  return Response.json({ found: true, available: true, ...answer.data }, { headers });
}
