/**
 * POST /quote/results/contact (rateQuoteId, action call|text|chat, client): a visitor asks an agent
 * about a quote (doc2 §4). Call and text record selectQuote (1 desktop call, 2 text, 3 mobile call)
 * and the lead send-event (0 text, 1 call); chat first checks that an agent is idle. A failed
 * selectQuote is logged and reported as "Error sending FW event to selectQuote" (doc2 §8).
 */
import type { ActionFunctionArgs, ClientActionFunctionArgs } from "react-router";
import { readForm } from "~/.server/form-data";
import { getSession } from "~/.server/session";
import { siteContext } from "~/.server/site-context";
import { chatAvailable, contactEvents, contactRequestSchema } from "~/domain/quote/agent-contact";
import { logger } from "~/.server/logger";
import { selectQuote, sendLeadEvent } from "~/.server/platform/quote-results";
import { clientForResults } from "../endpoint.server";
import { answer, forbiddenAnswer, invalidAnswer, notFoundAnswer } from "./answer.server";
import { idleAgents, quoteOfSession, reportError, SELECT_QUOTE_EVENT_FAILED } from "./results.server";
import { orUnanswered } from "~/components/forms/unanswered";

export async function action({ request, context, params }: ActionFunctionArgs) {
  const site = context.get(siteContext);
  const platform = clientForResults(site, request, params);
  if (!platform) return notFoundAnswer();
  const parsed = contactRequestSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return invalidAnswer();
  const quote = await quoteOfSession(platform, await getSession(request), parsed.data.rateQuoteId);
  if (!quote) return forbiddenAnswer();
  const events = contactEvents(parsed.data.action, parsed.data.client);
  if (!events) {
    const { chatUrl } = await site.content.flowSettings("quoteSettings", site.brand.code);
    const available = chatUrl !== "" && chatAvailable(await idleAgents(platform, site.brand.code));
    return answer({ ok: available, action: "chat", error: available ? undefined : "noAgent", ...(available ? { chatUrl } : {}) });
  }
  const [selected] = await Promise.all([
    selectQuote(platform, quote.rateQuoteId, events.selectQuoteEventType),
    sendLeadEvent(platform, quote.rateQuoteId, events.sendEventType),
  ]);
  if (!selected?.ok) {
    logger().error({ trackId: site.trackId, rateQuoteId: quote.rateQuoteId, code: 200, type: "API Error" }, SELECT_QUOTE_EVENT_FAILED);
    await reportError(platform, { message: `${SELECT_QUOTE_EVENT_FAILED}: ${quote.rateQuoteId}`, code: 200, type: "API Error" });
    return answer({ ok: false, action: parsed.data.action, error: "failed" });
  }
  return answer({ ok: true, action: parsed.data.action });
}

/** In the browser: a request the site did not answer (no network, a server error) is a failed contact, not an error page. */
export const clientAction = ({ serverAction }: ClientActionFunctionArgs) => orUnanswered(() => serverAction<typeof action>());
