/**
 * POST /quote/results/previous (dob, phone): the previous-quotes login (doc2 §2, §4). Found: the
 * session now names that transaction and the answer carries its cards, made as the live results
 * make them (each carrier's plans, its conditional rules applied); not found: the quote page
 * goes back to the driver step with phone and date of birth prefilled. Honeypot `website`, at most
 * 10 look-ups per address per 15 minutes, and the bot check the visitor's browser solved (the widget's
 * payload, or the fallback question's token and answer), passed on to the platform, which verifies it
 * once: a missing or refused check answers `{ status: "botCheck", problem }` and looks nothing up.
 */
import type { ActionFunctionArgs, ClientActionFunctionArgs } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { readForm } from "~/.server/form-data";
import { parseWithZod } from "@conform-to/zod/v4";
import { botCheckProblemOf, isMissing, submittedBotCheck, type BotCheckProblem } from "~/.server/platform/botcheck";
import { findPreviousQuote, previousQuoteDetail, ratingResults, type PreviousPolicy } from "~/.server/platform/quote-results";
import { commitSession, getSession } from "~/.server/session";
import { siteContext } from "~/.server/site-context";
import { orUnanswered } from "~/components/forms/unanswered";
import { previousQuotesLoginSchema } from "~/domain/quote/lookup-forms";
import type { CardQuote } from "~/domain/quote/results-stream";
import { QUOTE_WAIT_DEFAULTS } from "~/domain/quote/waiting";
import { clientForResults } from "../endpoint.server";
import { answer, notFoundAnswer } from "./answer.server";
import { cardMaker } from "./results.server";

/** What the look-up answers (the page's fetcher reads it typed; any other caller as JSON). */
type LookUpAnswer =
  | { status: "found"; transactionId: string; quotes: CardQuote[]; policies: PreviousPolicy[] }
  | { status: "notFound"; prefill: { phone: string; dob: string } }
  | { status: "invalid"; result: SubmissionResult<string[]> }
  | { status: "botCheck"; problem: BotCheckProblem }
  | { status: "limited" }
  | { status: "failed"; message?: string };

const reply = (body: LookUpAnswer, status?: number, headers?: Record<string, string>) => answer(body, status, headers);

/**
 * A refused look-up (bad fields, a refused check, too many tries) answers its 4xx; the page's own
 * fetcher reads it as 200 with `X-Form-Refused` (app/.server/form-refusal.ts).
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const site = context.get(siteContext);
  const platform = clientForResults(site, request, params);
  if (!platform) return notFoundAnswer();
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: previousQuotesLoginSchema() });
  if (submission.status !== "success") return reply({ status: "invalid", result: submission.reply() }, 400);
  const prefill = { phone: submission.value.phone, dob: String(formData.get("dob") ?? "") };
  // A filled honeypot is a bot: it gets the same answer as a visitor with no quotes.
  if (String(formData.get("website") ?? "") !== "") return reply({ status: "notFound", prefill });

  const botCheck = submittedBotCheck(formData);
  if (isMissing(botCheck)) return reply({ status: "botCheck", problem: "missing" }, 400);

  const timeoutMs = QUOTE_WAIT_DEFAULTS.previousQuoteLimitSeconds * 1000;
  const lookup = await findPreviousQuote(platform, { phone: submission.value.phone, dob: submission.value.dob }, botCheck, timeoutMs);
  if (lookup === null) return reply({ status: "failed" });
  if (!lookup.ok) {
    const problem = botCheckProblemOf(lookup);
    if (problem) return reply({ status: "botCheck", problem }, 400);
    // The platform counts look-ups per visitor (PREVIOUS_LOOKUPS_PER_15_MIN).
    if (lookup.status === 429) return reply({ status: "limited" }, 429);
    return reply(lookup.status === 404 ? { status: "notFound", prefill } : { status: "failed", message: lookup.message });
  }

  const quotes = await previousQuoteDetail(platform, lookup.data.rateQuoteId, lookup.data.token, timeoutMs);
  if (!quotes?.ok) return reply({ status: "failed" });
  const session = await getSession(request);
  session.set("transactionId", lookup.data.transactionId);
  session.set("verifiedQuotes", [...new Set([...(session.get("verifiedQuotes") ?? []), lookup.data.rateQuoteId])].slice(-20));
  // The cards as the live results show them: every plan of each carrier, its conditional rules applied (doc2 §4).
  const [toCard, all] = await Promise.all([
    site.content.carriers(site.brand.code).then((carriers) => cardMaker(platform, lookup.data.transactionId, carriers)),
    ratingResults(platform, lookup.data.transactionId, {}, { timeoutMs }),
  ]);
  if (!all?.ok) return reply({ status: "failed" });
  const byCarrier = new Map(all.data.results.map((result) => [result.carrierId, result]));
  const cards = quotes.data.results.flatMap((result) => {
    const rated = byCarrier.get(result.carrierId);
    const card = rated ? toCard(rated) : null;
    return card ? [card] : [];
  });
  return reply({ status: "found", transactionId: lookup.data.transactionId, quotes: cards, policies: quotes.data.customerPolicies }, 200, {
    "Set-Cookie": await commitSession(request, session),
  });
}

/** In the browser: a look-up the site did not answer (no network, a server error) is a failed one, not an error page. */
export const clientAction = ({ serverAction }: ClientActionFunctionArgs) => orUnanswered(() => serverAction<typeof action>());
