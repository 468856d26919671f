/** POST /quote/results/feedback (rateQuoteId, helpful yes|no): feedback on a quote card (doc2 §2). */
import type { ActionFunctionArgs, ClientActionFunctionArgs } from "react-router";
import { readForm } from "~/.server/form-data";
import { quoteFeedback } from "~/.server/platform/quote-results";
import { getSession } from "~/.server/session";
import { siteContext } from "~/.server/site-context";
import { feedbackSchema } from "~/domain/quote/agent-contact";
import { clientForResults } from "../endpoint.server";
import { answer, forbiddenAnswer, invalidAnswer, notFoundAnswer } from "./answer.server";
import { quoteOfSession } from "./results.server";
import { orUnanswered } from "~/components/forms/unanswered";

export async function action({ request, context, params }: ActionFunctionArgs) {
  const site = context.get(siteContext);
  const platform = clientForResults(site, request, params);
  if (!platform) return notFoundAnswer();
  const parsed = feedbackSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return invalidAnswer();
  const quote = await quoteOfSession(platform, await getSession(request), parsed.data.rateQuoteId);
  if (!quote) return forbiddenAnswer();
  const recorded = await quoteFeedback(platform, quote.rateQuoteId, parsed.data.helpful === "yes");
  return answer({ ok: recorded?.ok === true });
}

/** In the browser: a request the site did not answer (no network, a server error) is feedback not recorded, not an error page. */
export const clientAction = ({ serverAction }: ClientActionFunctionArgs) => orUnanswered(() => serverAction<typeof action>());
