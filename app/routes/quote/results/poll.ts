/**
 * GET /quote/results/poll?transactionId=…&since=…: the 3-second polling fallback (doc2 §4, §7) when
 * server-sent events are unavailable. Answers at once with the cards that arrived after `since`,
 * isSuccess, isDone and completedCount (carriers answered).
 */
import type { LoaderFunctionArgs } from "react-router";
import { getSession } from "~/.server/session";
import { siteContext } from "~/.server/site-context";
import { clientForResults } from "../endpoint.server";
import { cardMaker, forbidden, idSchema, json, notFound, resultsAnswerSchema, sessionTransaction } from "./results.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const platform = clientForResults(site, request, params);
  if (!platform) return notFound();
  const url = new URL(request.url);
  const asked = idSchema.safeParse(url.searchParams.get("transactionId"));
  const transactionId = asked.success ? sessionTransaction(await getSession(request), asked.data) : null;
  if (!transactionId) return forbidden();
  const sinceValue = Number(url.searchParams.get("since") ?? 0);
  const since = Number.isInteger(sinceValue) && sinceValue > 0 ? sinceValue : undefined;
  const [toCard, answer] = await Promise.all([
    site.content.carriers(site.brand.code).then((carriers) => cardMaker(platform, transactionId, carriers)),
    platform.get("/api/rating/getResultsByTransactionId", { transactionId, allRates: true, filterErrors: false, since }, resultsAnswerSchema),
  ]);
  if (!answer?.ok) return json({ isSuccess: false, isDone: false, completedCount: 0, carrierCount: 0, cursor: since ?? 0, quotes: [] });
  const quotes = answer.data.results.flatMap((result) => toCard(result) ?? []);
  return json({
    isSuccess: true,
    isDone: answer.data.isDone,
    completedCount: answer.data.completedCount,
    carrierCount: answer.data.carrierCount,
    cursor: answer.data.cursor,
    quotes,
  });
}
