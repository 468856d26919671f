/**
 * The make-a-payment page's loader and action (doc1 §2, §4, §5, §8).
 *
 * Action (the form): the same schema as the browser checks the fields; then the policy lookup and
 * the carrier payment list give exactly one outcome (app/domain/payment/outcome.ts):
 *   failure        → the failure window: the CMS title, the message, the pay-at-the-carrier link;
 *                    an analytics event with the failure's sub-step name
 *   already paid   → the already-made view
 *   payable        → a payment token is requested at once (the return address is the brand's own
 *                    origin, from the CMS hosts, never a host the visitor sends); its paymentUrl, or
 *                    this page with ?token=, is where Pay goes; a refused request is the token failure
 *   approved       → the policy details without Pay
 * Loader: the form's settings; with ?token= the payment result (status A = success).
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { trackServer } from "~/.server/analytics";
import { brandOrigin } from "~/.server/brand-origin";
import { readForm } from "~/.server/form-data";
import { siteContext, type SiteContext } from "~/.server/site-context";
import type { PaymentSettings } from "~/.server/content/schemas";
import { sitePaths } from "~/components/site-paths";
import { paymentFormSchema } from "~/domain/payment/form";
import {
  findCarrier,
  lookupRefusal,
  payClickOutcome,
  paymentOutcome,
  paymentResult,
  type PaymentFailure,
  type PaymentFailureStep,
} from "~/domain/payment/outcome";
import { localizePath, pick, type Language } from "~/domain/site";
import { lookupPolicy, PAYMENT_TOKEN, paymentCarriers, paymentResultOf, startPayment, type CarriersAnswer } from "~/.server/platform/payment";

export const PAYMENT_PATH = sitePaths.makePayment;

/** The failure window as the page shows it: its configured title and link, its message (app/domain/message.ts). */
export type FailureView = { step: PaymentFailureStep; title: string; message: string; link: { href: string; label: string } | null };

export type PolicyDetails = {
  company: string;
  policyType: string;
  applicantName: string;
  policyNumber: string;
  monthlyPayment: number | null;
  paymentDueDate: string;
};

export type PaymentActionData =
  | { view: "form"; result: SubmissionResult<string[]>; failure: FailureView | null }
  | { view: "alreadyPaid"; policyNumber: string }
  | { view: "details"; policy: PolicyDetails; payHref: string | null };

export type PaymentResultView =
  | { kind: "success"; amount: number | null; policyNumber: string; payDate: string; invoiceId: string; carrierName: string }
  | { kind: "failure"; failure: FailureView; resultMessage: string };

const failureSettingKeys: Record<PaymentFailureStep, keyof PaymentSettings["failures"]> = {
  "carrier-not-available": "carrierNotAvailable",
  "policy-not-found": "policyNotFound",
  "token-failed": "tokenFailed",
  "due-within-48-hours": "dueWithin48Hours",
  "due-past": "duePast",
  "not-payable": "notPayable",
  "unknown-error": "unknownError",
  "payment-failed": "paymentFailed",
};

function httpUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** doc1 §8: the window of a failure: the configured title and link in the page's language, and the failure's message. */
export function failureView(failure: PaymentFailure, settings: PaymentSettings, lang: Language, defaultUrl = ""): FailureView {
  const configured = settings.failures[failureSettingKeys[failure.step]];
  const href = httpUrl(failure.carrierUrl) ?? httpUrl(configured.linkUrl) ?? httpUrl(defaultUrl);
  return {
    step: failure.step,
    title: pick(configured.title, lang),
    message: failure.message,
    link: href ? { href, label: pick(configured.linkLabel, lang) } : null,
  };
}

export async function paymentSettingsOf(site: SiteContext): Promise<PaymentSettings> {
  return site.content.flowSettings("paymentSettings", site.brand.code);
}

/** The form's rules for this brand and moment (the browser gets the same options). */
export function formOptions(settings: PaymentSettings, lang: Language, now: Date) {
  return { now, minAge: settings.minAge, maxAge: settings.maxAge, messages: { birthDate: pick(settings.invalidBirthDateMessage, lang) } };
}

function fail(failure: PaymentFailure, settings: PaymentSettings, lang: Language, defaultUrl: string): FailureView {
  trackServer({ name: "payment_error", step: failure.step });
  return failureView(failure, settings, lang, defaultUrl);
}

function numberOrNull(value: unknown): number | null {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? n : null;
}

export async function paymentAction({ request, context, url }: { request: Request; context: Readonly<RouterContextProvider>; url: URL }) {
  const site = context.get(siteContext);
  const settings = await paymentSettingsOf(site);
  const now = new Date();
  const submission = parseWithZod(await readForm(request), { schema: paymentFormSchema(formOptions(settings, site.lang, now)) });
  if (submission.status !== "success") return data<PaymentActionData>({ view: "form", result: submission.reply(), failure: null }, { status: 400 });
  const keep = submission.reply();
  const failed = (failure: PaymentFailure, defaultUrl = "") =>
    data<PaymentActionData>({ view: "form", result: keep, failure: fail(failure, settings, site.lang, defaultUrl) });

  const platform = site.platform();
  const [lookup, carriers] = await Promise.all([lookupPolicy(platform, submission.value), paymentCarriers(platform)]);
  const list: CarriersAnswer = carriers?.ok ? carriers.data : { carriers: [], nonPayable: { defaultUrl: "" } };
  const defaultUrl = list.nonPayable.defaultUrl;
  if (lookup === null || !carriers?.ok) return failed(lookupRefusal(0, undefined), defaultUrl);
  if (!lookup.ok) return failed(lookupRefusal(lookup.status, lookup.message), defaultUrl);

  const outcome = paymentOutcome(lookup.data, {
    carriers: list.carriers,
    now,
    dueSoonHours: settings.dueSoonHours,
    enteredPolicyNumber: submission.value.policyNumber,
    payableCodes: settings.payableCarriers,
    defaultCarrierUrl: defaultUrl,
  });
  if (outcome.kind === "failure") return failed(outcome, defaultUrl);
  const policy = outcome.policy;
  const policyNumber = policy.policyNumber || submission.value.policyNumber;
  if (outcome.kind === "already-paid") return data<PaymentActionData>({ view: "alreadyPaid", policyNumber });

  const details: PolicyDetails = {
    company: policy.company,
    policyType: policy.policyType,
    applicantName: policy.applicantName,
    policyNumber,
    monthlyPayment: numberOrNull(policy.monthlyPayment),
    paymentDueDate: policy.paymentDueDate,
  };
  if (!outcome.showPayButton) return data<PaymentActionData>({ view: "details", policy: details, payHref: null });

  const carrierUrl = policy.carrierUrl || findCarrier(list.carriers, { policyNumber, company: policy.company })?.carrierUrl || "";
  const pagePath = localizePath(PAYMENT_PATH, site.lang);
  const origin = brandOrigin(site, request, url);
  const started = origin ? await startPayment(platform, { policyId: policy.policyId, token: policy.token, returnUrl: `${origin}${pagePath}` }) : null;
  const pay = payClickOutcome(started?.ok ? started.data : null, { pagePath, carrierUrl });
  if (pay.kind === "failure") return failed(pay, defaultUrl);
  return data<PaymentActionData>({ view: "details", policy: details, payHref: pay.href });
}

/** doc1 §4 payment result page: status A is success; anything else, or no answer, is failure. */
export async function resultOf(site: SiteContext, settings: PaymentSettings, token: string): Promise<PaymentResultView> {
  const platform = site.platform();
  const answer = PAYMENT_TOKEN.test(token) ? await paymentResultOf(platform, token) : null;
  const result = paymentResult(answer);
  if (result.kind === "success") return result;
  const carriers = await paymentCarriers(platform);
  const list = carriers?.ok ? carriers.data : { carriers: [], nonPayable: { defaultUrl: "" } };
  const carrier = findCarrier(list.carriers, { policyNumber: result.policyNumber, company: result.carrierName });
  const failure: PaymentFailure = { kind: "failure", step: "payment-failed", message: result.message, carrierUrl: carrier?.carrierUrl ?? "" };
  return { kind: "failure", failure: fail(failure, settings, site.lang, list.nonPayable.defaultUrl), resultMessage: result.resultMessage };
}

export async function paymentLoader({ context, url }: { context: Readonly<RouterContextProvider>; url: URL }) {
  const site = context.get(siteContext);
  const settings = await paymentSettingsOf(site);
  const token = url.searchParams.get("token");
  return {
    now: new Date().toISOString(),
    minAge: settings.minAge,
    maxAge: settings.maxAge,
    birthDateMessage: pick(settings.invalidBirthDateMessage, site.lang),
    brandName: site.brand.name,
    result: token === null ? null : await resultOf(site, settings, token),
  };
}
