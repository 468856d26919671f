/**
 * The rate results of a renters quote this browser made (doc3 §7.3, §9: the page asks every second
 * until isDone): the platform's results as JSON. The page's fetcher reads every answer as data,
 * typed from `clientLoader`; an unknown quote is `found: false` and a platform without an answer
 * `available: false`, both with status 200, as any other caller reads them. Reads only.
 */
import { data } from "react-router";
import { siteContext } from "~/.server/site-context";
import { orUnanswered } from "~/components/forms/unanswered";
import type { Route } from "./+types/results";
import { results } from "~/.server/platform/renters";
import { holdsQuote } from "./quotes.server";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const transactionId = url.searchParams.get("transactionId") ?? "";
  const headers = { "cache-control": "private, no-store" };
  if (!holdsQuote(request, url, transactionId)) return data({ found: false as const }, { headers });
  const answer = await results(context.get(siteContext).platform(), transactionId);
  if (!answer?.ok) return data({ found: true as const, available: false as const }, { headers });
  return data({ found: true as const, available: true as const, ...answer.data }, { headers });
}

/** The page's fetcher's answer (`.data`) is cached as the JSON is. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** Each poll is asked for by the page: a form the page sends (Buy) does not ask again. */
export function shouldRevalidate() {
  return false;
}

/**
 * In the browser: an answer the site did not give (no network, a server error) is neither results
 * nor their absence; the page asks again at its next tick, as its wait rules say. A new object
 * each time, so each such answer is an answer of its own.
 */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => orUnanswered(() => serverLoader());
