/**
 * POST /quote/results/buy-now (rateQuoteId): the carrier's purchase link for a quote of the
 * session's transaction (doc2 §4, §7). The browser never sees a platform token: this action asks
 * the platform and answers only the link. No link: "Buy Now url empty for carrier" is logged (§8).
 */
import type { ActionFunctionArgs, ClientActionFunctionArgs } from "react-router";
import { readForm } from "~/.server/form-data";
import { trackServer } from "~/.server/analytics";
import { env } from "~/.server/env";
import { logger } from "~/.server/logger";
import { platformBaseUrl } from "~/.server/platform";
import { buyNow } from "~/.server/platform/quote-results";
import { getSession } from "~/.server/session";
import { siteContext } from "~/.server/site-context";
import { BUY_NOW_URL_EMPTY, safeBuyNowUrl } from "~/domain/quote/buy-now";
import { clientForResults } from "../endpoint.server";
import { answer, forbiddenAnswer, invalidAnswer, notFoundAnswer } from "./answer.server";
import { idSchema, quoteOfSession, reportError } from "./results.server";
import { orUnanswered } from "~/components/forms/unanswered";

/** The embedded platform answers links on its own address: made same-origin so the frame and CSP allow them. */
function forBrowser(url: string): string {
  const config = env();
  if (config.PLATFORM_URL) return url;
  const base = platformBaseUrl(config);
  return url.startsWith(`${base}/`) ? url.slice(base.length) : url;
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const site = context.get(siteContext);
  const platform = clientForResults(site, request, params);
  if (!platform) return notFoundAnswer();
  const form = await readForm(request);
  const parsed = idSchema.safeParse(form.get("rateQuoteId"));
  if (!parsed.success) return invalidAnswer();
  const quote = await quoteOfSession(platform, await getSession(request), parsed.data);
  if (!quote) return forbiddenAnswer();
  const link = await buyNow(platform, quote.rateQuoteId);
  const url = link?.ok ? safeBuyNowUrl(link.data.buyNowUrl) : null;
  if (!url) {
    logger().error({ trackId: site.trackId, rateQuoteId: quote.rateQuoteId, carrier: quote.companyID }, BUY_NOW_URL_EMPTY);
    trackServer({ name: "quote_error", kind: BUY_NOW_URL_EMPTY, detail: quote.companyID });
    await reportError(platform, { message: `${BUY_NOW_URL_EMPTY}: ${quote.companyID} (${quote.rateQuoteId})`, code: link?.status ?? 0, type: "API Error" });
    return answer({ ok: false, error: "noLink" });
  }
  return answer({ ok: true, buyNowUrl: forBrowser(url) });
}

/** In the browser: a request the site did not answer (no network, a server error) is no link, not an error page. */
export const clientAction = ({ serverAction }: ClientActionFunctionArgs) => orUnanswered(() => serverAction<typeof action>());
