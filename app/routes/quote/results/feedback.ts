/** POST /quote/results/feedback (rateQuoteId, helpful yes|no): feedback on a quote card (doc2 §2). */
import type { ActionFunctionArgs } from "react-router";
import { readForm } from "~/.server/form-data";
import { z } from "zod";
import { getSession } from "~/.server/session";
import { siteContext } from "~/.server/site-context";
import { feedbackSchema } from "~/domain/quote/agent-contact";
import { clientForResults } from "../endpoint.server";
import { forbidden, json, notFound, quoteOfSession } from "./results.server";

export async function action({ request, context, params }: ActionFunctionArgs) {
  const site = context.get(siteContext);
  const platform = clientForResults(site, request, params);
  if (!platform) return notFound();
  const parsed = feedbackSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return json({ ok: false, error: "invalid" }, { status: 400 });
  const quote = await quoteOfSession(platform, await getSession(request), parsed.data.rateQuoteId);
  if (!quote) return forbidden();
  const answer = await platform.post(
    "/api/rating/quoteFeedback",
    { rateQuoteId: quote.rateQuoteId, helpful: parsed.data.helpful === "yes" },
    z.object({ feedbackId: z.string() }),
  );
  return json({ ok: answer?.ok === true });
}
