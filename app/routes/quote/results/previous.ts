/**
 * POST /quote/results/previous (dob, phone): the previous-quotes login (doc2 §2, §4). Found: the
 * session now names that transaction and the answer carries its cards, made as the live results
 * make them (each carrier's plans, its conditional rules applied); not found: the quote page
 * goes back to the driver step with phone and date of birth prefilled. Honeypot `website`, at most
 * 10 look-ups per address per 15 minutes, and the bot check the visitor's browser solved (the widget's
 * payload, or the fallback question's token and answer), passed on to the platform, which verifies it
 * once: a missing or refused check answers `{ status: "botCheck", problem }` and looks nothing up.
 */
import type { ActionFunctionArgs } from "react-router";
import { readForm } from "~/.server/form-data";
import { resourceAnswerForPage } from "~/.server/form-refusal";
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { botCheckProblemOf, isMissing, submittedBotCheck } from "~/.server/platform/botcheck";
import { commitSession, getSession } from "~/.server/session";
import { siteContext } from "~/.server/site-context";
import { previousQuotesLoginSchema } from "~/domain/quote/lookup-forms";
import { QUOTE_WAIT_DEFAULTS } from "~/domain/quote/waiting";
import { clientForResults } from "../endpoint.server";
import { cardMaker, json, notFound, resultSchema, resultsAnswerSchema } from "./results.server";

const found = z.object({ rateQuoteId: z.string(), transactionId: z.string(), token: z.string() });
const detail = z.object({
  results: z.array(resultSchema),
  customerPolicies: z.array(z.object({ company: z.string(), effectiveDate: z.string(), expireDate: z.string(), policyNumber: z.string() })),
});

/** The page's own look-up reads a refusal as 200 (app/.server/form-refusal.ts); any other caller gets the 4xx. */
export async function action(args: ActionFunctionArgs) {
  return resourceAnswerForPage(args.request, await lookUp(args));
}

async function lookUp({ request, context, params }: ActionFunctionArgs): Promise<Response> {
  const site = context.get(siteContext);
  const platform = clientForResults(site, request, params);
  if (!platform) return notFound();
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: previousQuotesLoginSchema() });
  if (submission.status !== "success") return json({ status: "invalid", result: submission.reply() }, { status: 400 });
  const prefill = { phone: submission.value.phone, dob: String(formData.get("dob") ?? "") };
  // A filled honeypot is a bot: it gets the same answer as a visitor with no quotes.
  if (String(formData.get("website") ?? "") !== "") return json({ status: "notFound", prefill });

  const botCheck = submittedBotCheck(formData);
  if (isMissing(botCheck)) return json({ status: "botCheck", problem: "missing" }, { status: 400 });

  const timeoutMs = QUOTE_WAIT_DEFAULTS.previousQuoteLimitSeconds * 1000;
  const lookup = await platform.post("/api/rating/previousQuote", { phone: submission.value.phone, dob: submission.value.dob, ...botCheck }, found, {
    timeoutMs,
  });
  if (lookup === null) return json({ status: "failed" });
  if (!lookup.ok) {
    const problem = botCheckProblemOf(lookup);
    if (problem) return json({ status: "botCheck", problem }, { status: 400 });
    // The platform counts look-ups per visitor (PREVIOUS_LOOKUPS_PER_15_MIN).
    if (lookup.status === 429) return json({ status: "limited" }, { status: 429 });
    return json(lookup.status === 404 ? { status: "notFound", prefill } : { status: "failed", message: lookup.message });
  }

  const quotes = await platform.get("/api/rating/previousQuote", { RateQuoteId: lookup.data.rateQuoteId }, detail, {
    auth: { bearer: lookup.data.token },
    timeoutMs,
  });
  if (!quotes?.ok) return json({ status: "failed" });
  const session = await getSession(request);
  session.set("transactionId", lookup.data.transactionId);
  session.set("verifiedQuotes", [...new Set([...(session.get("verifiedQuotes") ?? []), lookup.data.rateQuoteId])].slice(-20));
  // The cards as the live results show them: every plan of each carrier, its conditional rules applied (doc2 §4).
  const [toCard, all] = await Promise.all([
    site.content.carriers(site.brand.code).then((carriers) => cardMaker(platform, lookup.data.transactionId, carriers)),
    platform.get("/api/rating/getResultsByTransactionId", { transactionId: lookup.data.transactionId, allRates: true }, resultsAnswerSchema, { timeoutMs }),
  ]);
  if (!all?.ok) return json({ status: "failed" });
  const byCarrier = new Map(all.data.results.map((result) => [result.carrierId, result]));
  const cards = quotes.data.results.flatMap((result) => {
    const rated = byCarrier.get(result.carrierId);
    const card = rated ? toCard(rated) : null;
    return card ? [card] : [];
  });
  return json(
    { status: "found", transactionId: lookup.data.transactionId, quotes: cards, policies: quotes.data.customerPolicies },
    { headers: { "Set-Cookie": await commitSession(request, session) } },
  );
}
