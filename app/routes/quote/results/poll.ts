/**
 * GET /quote/results/poll?transactionId=…&since=…: the 3-second polling fallback (doc2 §4, §7) when
 * server-sent events are unavailable. Answers at once with the cards that arrived after `since`,
 * isSuccess, isDone and completedCount (carriers answered). The page reads it with a fetcher
 * (app/routes/quote/results/use-results.ts).
 */
import type { ClientLoaderFunctionArgs, HeadersArgs, LoaderFunctionArgs } from "react-router";
import { getSession } from "~/.server/session";
import { siteContext } from "~/.server/site-context";
import { orUnanswered } from "~/components/forms/unanswered";
import { ratingResults } from "~/.server/platform/quote-results";
import type { CardQuote } from "~/domain/quote/results-stream";
import { clientForResults } from "../endpoint.server";
import { answer, forbiddenAnswer, notFoundAnswer } from "./answer.server";
import { cardMaker, idSchema, sessionTransaction } from "./results.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const platform = clientForResults(site, request, params);
  if (!platform) return notFoundAnswer();
  const url = new URL(request.url);
  const asked = idSchema.safeParse(url.searchParams.get("transactionId"));
  const transactionId = asked.success ? sessionTransaction(await getSession(request), asked.data) : null;
  if (!transactionId) return forbiddenAnswer();
  const sinceValue = Number(url.searchParams.get("since") ?? 0);
  const since = Number.isInteger(sinceValue) && sinceValue > 0 ? sinceValue : undefined;
  const [toCard, results] = await Promise.all([
    site.content.carriers(site.brand.code).then((carriers) => cardMaker(platform, transactionId, carriers)),
    ratingResults(platform, transactionId, { filterErrors: false, since }),
  ]);
  if (!results?.ok) return answer({ isSuccess: false, isDone: false, completedCount: 0, carrierCount: 0, cursor: since ?? 0, quotes: [] as CardQuote[] });
  const quotes = results.data.results.flatMap((result) => toCard(result) ?? []);
  return answer({
    isSuccess: true,
    isDone: results.data.isDone,
    completedCount: results.data.completedCount,
    carrierCount: results.data.carrierCount,
    cursor: results.data.cursor,
    quotes,
  });
}

/** The page's fetcher's answer (`.data`) is kept as the JSON is. */
export function headers({ loaderHeaders }: HeadersArgs) {
  return loaderHeaders;
}

/** Each poll is asked for by the page with its own cursor: a form the page sends does not ask again. */
export function shouldRevalidate() {
  return false;
}

/** In the browser: a request the site did not answer (no network, a server error) is a failed poll, not an error page. */
export const clientLoader = ({ serverLoader }: ClientLoaderFunctionArgs) => orUnanswered(() => serverLoader<typeof loader>());
