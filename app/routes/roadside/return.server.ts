/**
 * The return from the payment site (doc3 §4.4, §8), `?transactionId=`:
 * Loader (reads only): the membership result of this browser's own purchase (its buyer key from the
 * sealed roadside cookie) → confirmed (membership number, document link) or failed with retry; a
 * 503 or no answer is logged as a redirection error and shows the failure.
 * Action (retry): a new payment attempt at the platform, then the payment site again.
 */
import { data, redirectDocument, type RouterContextProvider } from "react-router";
import { brandOrigin } from "~/.server/brand-origin";
import { readForm } from "~/.server/form-data";
import { getInstance } from "~/.server/i18n";
import { logger } from "~/.server/logger";
import { siteContext } from "~/.server/site-context";
import { paymentStart, returnView, type ReturnView } from "~/domain/roadside/outcome";
import { localizePath, pick } from "~/domain/site";
import { buyerKeyOf } from "./buyer.server";
import { roadsidePaths } from "./paths";
import { membershipResult, retry, TRANSACTION_ID } from "~/.server/platform/roadside";
import { roadsideSettings } from "./settings.server";
import { configuredMessage } from "~/domain/message";
import { messageText } from "~/i18n-message";

export type ReturnPage = {
  view: ReturnView;
  transactionId: string;
  title: string;
  message: string;
  metaTitle: string;
};

export async function returnLoader({ request, context, url }: { request: Request; context: Readonly<RouterContextProvider>; url: URL }): Promise<ReturnPage> {
  const site = context.get(siteContext);
  const settings = await roadsideSettings(context);
  const transactionId = url.searchParams.get("transactionId") ?? url.searchParams.get("transactionid") ?? "";
  const key = TRANSACTION_ID.test(transactionId) ? buyerKeyOf(request, url, transactionId) : null;
  const answer = key ? await membershipResult(site.platform(), transactionId, key) : null;
  const view = key ? returnView(answer ? (answer.ok ? answer : { ok: false, status: answer.status }) : null) : returnView({ ok: false, status: 404 });
  // doc3 §8: a 503 (or no answer) on return is logged as a redirection error.
  if (view.kind === "failed" && view.log)
    logger().error({ trackId: site.trackId, transactionId, status: answer?.status ?? null }, `roadside return: ${view.log}`);
  const lang = site.lang;
  const title = view.kind === "confirmed" ? pick(settings.confirmedTitle, lang) : pick(settings.failedTitle, lang);
  const message =
    view.kind === "confirmed"
      ? messageText(getInstance(context).t, configuredMessage(pick(settings.confirmedMessage, lang), [view.email]))
      : view.reason === "redirection-error"
        ? pick(settings.redirectionError, lang)
        : view.reason === "not-found"
          ? getInstance(context).t("roadside.notFound")
          : pick(settings.failedMessage, lang);
  return {
    view,
    transactionId: key ? transactionId : "",
    title,
    message,
    metaTitle: getInstance(context).t("roadside.returnMetaTitle", { brand: site.brand.name }),
  };
}

export async function returnAction({ request, context, url }: { request: Request; context: Readonly<RouterContextProvider>; url: URL }) {
  const site = context.get(siteContext);
  const settings = await roadsideSettings(context);
  const form = await readForm(request);
  const transactionId = String(form.get("transactionId") ?? "");
  const key = TRANSACTION_ID.test(transactionId) ? buyerKeyOf(request, url, transactionId) : null;
  const paymentError = pick(settings.paymentError, site.lang);
  if (!key) return data({ error: getInstance(context).t("roadside.notFound") }, { status: 404 });
  const origin = brandOrigin(site, request, url);
  const answer = origin
    ? await retry(site.platform(), { transactionId, buyerKey: key, returnUrl: `${origin}${localizePath(roadsidePaths.return, site.lang)}` })
    : null;
  if (answer?.ok !== true) {
    if (answer?.status === 409) return redirectDocument(`${localizePath(roadsidePaths.return, site.lang)}?transactionId=${transactionId}`);
    logger().error({ trackId: site.trackId, transactionId, status: answer?.status ?? null }, "roadside retry refused");
    return data({ error: answer?.status === 429 ? getInstance(context).t("roadside.errors.tooMany") : paymentError }, { status: answer === null ? 503 : 502 });
  }
  const start = paymentStart(answer.data.paymentUrl);
  if (start.kind === "error") {
    logger().error({ trackId: site.trackId, transactionId }, "roadside retry: empty payment URL");
    return data({ error: paymentError }, { status: 502 });
  }
  return redirectDocument(start.url);
}
