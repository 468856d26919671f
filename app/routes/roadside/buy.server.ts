/**
 * The roadside purchase page's loader and action (doc3 §5.4, §7.4, §8).
 *
 * Action: a state outside the brand's allowed states → the out-of-state wait list (whatever else the
 * form holds); otherwise the form's schema (the browser's own), then the platform purchase with the
 * brand's package id and price and the return address on the brand's own origin. The street address
 * gets suggestions through the site's maps adapter when the brand has a Maps key (typing works without). The buyer's key
 * goes into the sealed roadside cookie; the browser goes to the payment site. No payment URL (or
 * no answer) is logged as an error and the form shows the configured payment error.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirectDocument, type RouterContextProvider } from "react-router";
import { brandOrigin } from "~/.server/brand-origin";
import { readForm } from "~/.server/form-data";
import { getInstance } from "~/.server/i18n";
import { logger } from "~/.server/logger";
import { siteContext, type SiteContext } from "~/.server/site-context";
import { stateName, stateOptions } from "~/domain/public/out-of-state";
import { isAllowedState, MEMBER_TYPES, roadsideFormSchema, type MemberType } from "~/domain/roadside/form";
import { paymentStart } from "~/domain/roadside/outcome";
import { localizePath, pick } from "~/domain/site";
import { rememberBuyerKey } from "./buyer.server";
import { roadsidePaths } from "./paths";
import { purchase } from "~/.server/platform/roadside";
import { formOptions, roadsideSettings } from "./settings.server";
import { configuredMessage } from "~/domain/message";
import { messageText } from "~/i18n-message";

/** The purchase form's spam-trap field (hidden from people, left empty by them). */
export const HONEYPOT = "roadside-website";

export type BuyActionData =
  { view: "form"; result: SubmissionResult<string[]> } | { view: "waitList"; state: string; stateName: string; message: string; redirect: string };

/** The brand's browser Maps key for address suggestions; empty: typing only. */
async function mapsKey(site: SiteContext): Promise<string> {
  try {
    return (await site.content.officeSettings(site.brand.code)).mapsApiKey;
  } catch {
    return "";
  }
}

export async function buyLoader({ context, url }: { context: Readonly<RouterContextProvider>; url: URL }) {
  const site = context.get(siteContext);
  const settings = await roadsideSettings(context);
  const type = url.searchParams.get("type");
  return {
    options: formOptions(settings, site.lang),
    prices: { single: settings.single.price, family: settings.family.price },
    initialType: (MEMBER_TYPES as readonly string[]).includes(type ?? "") ? (type as MemberType) : ("single" as MemberType),
    allowedStates: settings.allowedStates,
    states: stateOptions(site.lang),
    consentText: pick(settings.consentText, site.lang),
    outOfStateMessage: pick(settings.outOfState, site.lang),
    title: pick(settings.title, site.lang),
    mapsKey: await mapsKey(site),
    metaTitle: getInstance(context).t("roadside.buyMetaTitle", { brand: site.brand.name }),
  };
}

export async function buyAction({ request, context, url }: { request: Request; context: Readonly<RouterContextProvider>; url: URL }) {
  const site = context.get(siteContext);
  const settings = await roadsideSettings(context);
  const form = await readForm(request);
  // The spam-trap field people never see: a filled one is refused without reaching the platform.
  if (String(form.get(HONEYPOT) ?? "").trim() !== "") {
    logger().warn({ trackId: site.trackId }, "roadside purchase: spam-trap field filled");
    return data<BuyActionData>({ view: "form", result: { status: "error", error: { "": [pick(settings.paymentError, site.lang)] } } }, { status: 400 });
  }

  const posted = String(form.get("state") ?? "")
    .trim()
    .toUpperCase();
  if (/^[A-Z]{2}$/.test(posted) && !isAllowedState(posted, settings.allowedStates)) {
    const widgets = await site.content.flowSettings("widgetSettings", site.brand.code);
    const name = stateName(posted, site.lang);
    return data<BuyActionData>({
      view: "waitList",
      state: posted,
      stateName: name,
      message: messageText(getInstance(context).t, configuredMessage(pick(settings.outOfState, site.lang), [name])),
      redirect: widgets.waitListRedirect,
    });
  }

  const submission = parseWithZod(form, { schema: roadsideFormSchema(formOptions(settings, site.lang)) });
  if (submission.status !== "success") return data<BuyActionData>({ view: "form", result: submission.reply() }, { status: 400 });
  const { memberType, ...buyer } = submission.value;
  const failed = (message: string, status: number) => data<BuyActionData>({ view: "form", result: submission.reply({ formErrors: [message] }) }, { status });
  const paymentError = configuredMessage(pick(settings.paymentError, site.lang));

  const origin = brandOrigin(site, request, url);
  if (!origin) {
    logger().error({ trackId: site.trackId }, "roadside purchase: the brand lists no host for the return address");
    return failed(paymentError, 500);
  }
  const answer = await purchase(site.platform(), {
    ...buyer,
    package: settings[memberType].packageId,
    amount: settings[memberType].price,
    returnUrl: `${origin}${localizePath(roadsidePaths.return, site.lang)}`,
  });
  if (answer?.ok !== true) {
    if (answer?.status === 429) return failed("roadside.errors.tooMany", 429);
    logger().error(
      {
        trackId: site.trackId,
        status: answer?.status ?? null,
        messageCode: answer?.messageCode ?? null,
        fields: answer ? Object.keys(answer.fieldErrors) : [],
      },
      "roadside purchase refused",
    );
    return failed(paymentError, answer === null ? 503 : 502);
  }
  const start = paymentStart(answer.data.paymentUrl);
  if (start.kind === "error") {
    // doc3 §8: an empty payment URL is logged as an error.
    logger().error({ trackId: site.trackId, transactionId: answer.data.transactionId }, "roadside purchase: empty payment URL");
    return failed(paymentError, 502);
  }
  return redirectDocument(start.url, { headers: { "Set-Cookie": rememberBuyerKey(request, url, answer.data.transactionId, answer.data.buyerKey) } });
}
