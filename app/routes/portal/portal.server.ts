/**
 * The portal page's server side (doc3 §2.7, §4.6, §7.6, §8): what each tab shows, the payment-return
 * view, and the actions (pay now, redeem). Loaders only read; every call carries the session's
 * customer token (./session.server.ts).
 */
import { data, redirectDocument, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { brandOrigin } from "~/.server/brand-origin";
import { readForm } from "~/.server/form-data";
import { logger } from "~/.server/logger";
import { siteContext } from "~/.server/site-context";
import { paymentResult } from "~/domain/payment/outcome";
import { dayPart, formatPhone, tabFromQuery, type PortalTab } from "~/domain/portal/display";
import { policyPaymentStatus, type PaymentStatus } from "~/domain/portal/payment-status";
import { localizePath, pick } from "~/domain/site";
import {
  getLoyalty,
  getPaymentResult,
  getPointsTransactions,
  getProfile,
  getRewardCatalogue,
  listMyQuotes,
  listPolicies,
  payNow,
  redeemReward,
  socialConnect,
  socialConnectTypes,
  type PortalPolicy,
} from "~/.server/platform/portal";
import { PORTAL_PATH } from "~/domain/portal/paths";
import { requireAnswer, requireCustomer } from "./session.server";
import { portalSettings, type PortalSettings } from "./settings.server";

type Args = { request: Request; context: Readonly<RouterContextProvider>; url: URL };

/** A policy as the portal shows it: the platform's view with its derived payment status (doc3 §4.6). */
export type ShownPolicy = PortalPolicy & { paymentStatus: PaymentStatus };

const RESULT_TOKEN = /^[A-Za-z0-9._~-]{8,512}$/;
const SOCIAL_PARAM = /^[A-Za-z0-9._~\-/+=]{1,2048}$/;

function texts(settings: PortalSettings, lang: "en" | "es") {
  return {
    waysToEarn: pick(settings.waysToEarn, lang),
    howToRedeem: pick(settings.howToRedeem, lang),
    tierInformation: pick(settings.tierInformation, lang),
    redeemError: pick(settings.redeemError, lang),
    paymentHelp: pick(settings.paymentHelp, lang),
  };
}

async function policiesOf(client: Parameters<typeof listPolicies>[0], token: string, url: URL, lang: "en" | "es", now: Date) {
  const answer = await listPolicies(client, token);
  requireAnswer(answer, url, lang);
  if (!answer?.ok) return null;
  return answer.data.policies.map((p): ShownPolicy => ({ ...p, paymentStatus: policyPaymentStatus(p, now) }));
}

/** The payment-return view (doc3 §4.6): success, failure, or still waiting for the processor's confirmation. */
export type PaymentReturn =
  | { kind: "success"; amount: number | null; policyNumber: string }
  | { kind: "failure"; resultMessage: string; carrierUrl: string; carrierName: string; policyNumber: string }
  | { kind: "pending"; waitSeconds: number };

async function paymentReturn(
  client: Parameters<typeof getPaymentResult>[0],
  token: string,
  resultToken: string,
  settings: PortalSettings,
  url: URL,
  lang: "en" | "es",
): Promise<PaymentReturn> {
  if (!RESULT_TOKEN.test(resultToken)) return { kind: "failure", resultMessage: "", carrierUrl: "", carrierName: "", policyNumber: "" };
  const answer = await getPaymentResult(client, token, resultToken);
  requireAnswer(answer, url, lang);
  // Not confirmed yet: the view waits (countdown ring) and asks again.
  if (answer && !answer.ok && answer.status === 404 && url.searchParams.get("waited") !== "1")
    return { kind: "pending", waitSeconds: settings.paymentResultWaitSeconds };
  const payment = answer?.ok ? answer.data.customerPayment : null;
  const result = paymentResult(payment);
  if (result.kind === "success") return { kind: "success", amount: result.amount, policyNumber: result.policyNumber };
  return {
    kind: "failure",
    resultMessage: result.resultMessage,
    carrierUrl: payment?.carrierUrl ?? "",
    carrierName: result.carrierName,
    policyNumber: result.policyNumber,
  };
}

export async function portalLoader({ request, context, url }: Args) {
  const site = context.get(siteContext);
  const { customer, client } = await requireCustomer(request, context, url);
  const settings = await portalSettings(context);
  const lang = site.lang;
  const now = new Date();
  const base = { lang, firstName: customer.firstName, path: localizePath(PORTAL_PATH, lang), now: now.toISOString() };

  // doc3 §2.7: a return from a social authorization popup: the popup stores a flag and closes.
  const code = url.searchParams.get("code");
  const error = url.searchParams.get("error");
  if (code !== null || error !== null) {
    const ok = code !== null && SOCIAL_PARAM.test(code) && error === null;
    // The popup was opened with state=FBConnect or IGConnect (which award to ask for).
    const state = url.searchParams.get("state");
    const type = socialConnectTypes.find((t) => t === state) ?? null;
    return { ...base, view: "socialReturn" as const, outcome: ok && type ? ("connected" as const) : ("failed" as const), type, code: ok ? code : null };
  }

  const resultToken = url.searchParams.get("token");
  if (resultToken !== null) {
    return { ...base, view: "paymentReturn" as const, payment: await paymentReturn(client, customer.token, resultToken, settings, url, lang) };
  }

  const tab: PortalTab = tabFromQuery(url.searchParams.get("tabid"));
  const common = { ...base, view: "tabs" as const, texts: texts(settings, lang) };
  switch (tab) {
    case "dashboard":
    case "policies": {
      const policies = await policiesOf(client, customer.token, url, lang, now);
      const contact = {
        text: settings.paymentTextNumber || site.brand.phones.service,
        call: settings.paymentCallNumber || site.brand.phones.service,
        chat: settings.liveChatUrl,
      };
      return { ...common, tab, dayPart: dayPart(now), policies, contact };
    }
    case "rewards": {
      const [loyalty, history, catalogue] = await Promise.all([
        getLoyalty(client, customer.token),
        getPointsTransactions(client, customer.token, 0),
        getRewardCatalogue(client, customer.token),
      ]);
      requireAnswer(loyalty, url, lang);
      const offered = settings.rewardCardValues;
      const rewards = catalogue?.ok ? catalogue.data.rewards.filter((r) => offered.length === 0 || offered.includes(r.cardValue)) : [];
      return {
        ...common,
        tab,
        loyalty: loyalty?.ok ? loyalty.data.loyalty : null,
        history: history?.ok ? history.data : null,
        rewards,
      };
    }
    case "account": {
      const answer = await getProfile(client, customer.token);
      requireAnswer(answer, url, lang);
      const profile = answer?.ok ? { ...answer.data.profile, phone: formatPhone(answer.data.profile.phone) } : null;
      return { ...common, tab, profile };
    }
    case "myquotes": {
      const answer = await listMyQuotes(client, customer.token);
      requireAnswer(answer, url, lang);
      return { ...common, tab, transactions: answer?.ok ? answer.data.transactions : null };
    }
  }
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("payNow"), policyId: z.string().trim().min(1).max(100) }),
  z.object({ intent: z.literal("redeem"), rewardType: z.string().trim().min(1).max(100) }),
  z.object({ intent: z.literal("socialConnect"), type: z.enum(socialConnectTypes), code: z.string().regex(SOCIAL_PARAM) }),
]);

export type PortalActionData =
  | { intent: "payNow"; ok: false }
  | { intent: "redeem"; ok: true; code: string; pin: string | null; name: string; cardValue: number; balance: number }
  | { intent: "redeem"; ok: false; message: string }
  | { intent: "socialConnect"; ok: boolean }
  | { intent: "invalid"; ok: false; fieldErrors: Record<string, string> };

export async function portalAction({ request, context, url }: Args) {
  const site = context.get(siteContext);
  const { customer, client } = await requireCustomer(request, context, url);
  const form = Object.fromEntries(await readForm(request));
  const parsed = actionSchema.safeParse(form);
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? "intent"), "portal.errors.required"]));
    return data<PortalActionData>({ intent: "invalid", ok: false, fieldErrors }, { status: 400 });
  }
  const settings = await portalSettings(context);

  if (parsed.data.intent === "payNow") {
    const origin = brandOrigin(site, request, url);
    const answer = origin ? await payNow(client, customer.token, parsed.data.policyId, `${origin}${localizePath(PORTAL_PATH, site.lang)}`) : null;
    requireAnswer(answer, url, site.lang);
    const target = answer?.ok ? safeHttpUrl(answer.data.paymentUrl) : null;
    // A full page load: the hosted payment page may be on this same origin (the sandbox), outside the app's routes.
    if (target) throw redirectDocument(target);
    // doc3 §8: the pay-now fetch failed: logged, and the page opens the payment-help window.
    logger().error(
      { policyId: parsed.data.policyId, status: answer?.status ?? null, message: answer && !answer.ok ? answer.message : null },
      "Error in fetching paynow url",
    );
    return data<PortalActionData>({ intent: "payNow", ok: false }, { status: answer && !answer.ok && answer.status < 500 ? answer.status : 502 });
  }

  if (parsed.data.intent === "socialConnect") {
    // doc3 §7.6 social connect award, after the authorization popup came back with its code.
    const connected = await socialConnect(client, customer.token, parsed.data.type, parsed.data.code);
    requireAnswer(connected, url, site.lang);
    if (connected?.ok) return data<PortalActionData>({ intent: "socialConnect", ok: true });
    logger().error(
      { type: parsed.data.type, status: connected?.status ?? null, messageCode: connected && !connected.ok ? connected.messageCode : null },
      `social connect api error for ${parsed.data.type}`,
    );
    return data<PortalActionData>(
      { intent: "socialConnect", ok: false },
      { status: connected && !connected.ok && connected.status < 500 ? connected.status : 502 },
    );
  }

  // doc3 §9: the brand offers only the gift cards its settings list; another card is refused before any points move.
  const refused = await cardNotOffered(client, customer.token, parsed.data.rewardType, settings.rewardCardValues, url, site.lang);
  if (refused !== null) {
    logger().warn({ rewardType: parsed.data.rewardType, status: refused }, "redemption of a card the brand does not offer refused");
    return data<PortalActionData>({ intent: "redeem", ok: false, message: pick(settings.redeemError, site.lang) }, { status: refused });
  }
  const answer = await redeemReward(client, customer.token, parsed.data.rewardType);
  requireAnswer(answer, url, site.lang);
  if (answer?.ok) {
    const giveaway = answer.data.awardedGiveaways[0];
    return data<PortalActionData>({
      intent: "redeem",
      ok: true,
      code: giveaway?.code ?? "",
      pin: giveaway?.attributes.cvv_Pin ?? null,
      name: answer.data.name,
      cardValue: answer.data.cardValue,
      balance: answer.data.currentBalance,
    });
  }
  // doc3 §8: redemption failure shows the redeem error and logs redemption_api_error.
  logger().error(
    {
      event: "redemption_api_error",
      rewardType: parsed.data.rewardType,
      status: answer?.status ?? null,
      messageCode: answer && !answer.ok ? answer.messageCode : null,
    },
    "redemption_api_error",
  );
  const status = answer && !answer.ok && answer.status < 500 ? answer.status : 502;
  return data<PortalActionData>({ intent: "redeem", ok: false, message: pick(settings.redeemError, site.lang) }, { status });
}

/**
 * Whether the brand offers this gift card: null when it does (an empty list offers every card the
 * platform lists); otherwise the status to answer (400 a card not offered, 502 no catalogue to check).
 */
async function cardNotOffered(
  client: Parameters<typeof getRewardCatalogue>[0],
  token: string,
  rewardType: string,
  offered: readonly number[],
  url: URL,
  lang: "en" | "es",
): Promise<number | null> {
  if (offered.length === 0) return null;
  const catalogue = await getRewardCatalogue(client, token);
  requireAnswer(catalogue, url, lang);
  if (!catalogue?.ok) return 502;
  const card = catalogue.data.rewards.find((r) => r.rewardType === rewardType);
  return card && offered.includes(card.cardValue) ? null : 400;
}

function safeHttpUrl(value: string): string | null {
  try {
    const parsed = new URL(value);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.toString() : null;
  } catch {
    return null;
  }
}

export type PortalLoaderData = Awaited<ReturnType<typeof portalLoader>>;
