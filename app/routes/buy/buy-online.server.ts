/**
 * The buy-online page's server side (doc3 §2.1, §4.1, §5.1, §7.1, §8): what each section shows
 * (loader, which never writes) and what each section's form does (action, by `intent`). The
 * transaction is always the visitor's own (the session's); the carrier must be configured to sell
 * online for the brand.
 */
import { data, redirect, redirectDocument, type RouterContextProvider } from "react-router";
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { brandOrigin } from "~/.server/brand-origin";
import { carrierConfiguration, type CarrierConfiguration } from "~/.server/content/carrier-config";
import { env } from "~/.server/env";
import { readForm } from "~/.server/form-data";
import { logger } from "~/.server/logger";
import { platformBaseUrl, type PlatformClient } from "~/.server/platform";
import { requestSession } from "~/.server/session";
import { siteContext, type SiteContext } from "~/.server/site-context";
import {
  carrierErrorList,
  flowHref,
  landingFor,
  nextSection,
  pickPaymentOption,
  previousSection,
  readFlowParams,
  isSection,
  type Landing,
  type Section,
} from "~/domain/buy/flow";
import {
  additionalDriversSchema,
  driverInfoSchema,
  esignSchema,
  licenceVerified,
  mileageSchema,
  questionsSchema,
  type UnderwritingQuestion,
} from "~/domain/buy/forms";
import { pick } from "~/domain/site";
import { decodeVin, lookupByLicence } from "~/.server/platform/quote";
import type { FieldWarning } from "../quote/action-types";
import { vehicleLabel, vinEntry } from "../quote/vin-entry.server";
import * as buy from "~/.server/platform/buy";
import { buyOnlineSettings, pageSettings, type BuyPageSettings } from "./settings.server";
import { readDraft, saveDraft, withSection, type BuyDraft, type StoredDraft } from "./state.server";
import { quotedTransaction, type Quoted } from "./transaction.server";
import { z } from "zod";
import { configuredMessage } from "~/domain/message";

/** doc3 §4.1: the payment check's failure named in the address ("payment" refused, "api" no answer). */
function failureOf(value: string | null): "api" | "payment" | null {
  return value === "payment" || value === "api" ? value : null;
}

export interface FormAnswer {
  intent: string;
  result: SubmissionResult<string[]>;
  /** Fields accepted but to look at again (a VIN whose check digit does not match), by field name. */
  warnings?: Record<string, FieldWarning>;
}

/** The links the platform answers on its own address are made same-origin (the embedded platform's sandbox pages). */
function forBrowser(url: string): string {
  const config = env();
  if (config.PLATFORM_URL) return url;
  const base = platformBaseUrl(config);
  return url.startsWith(`${base}/`) ? url.slice(base.length) : url;
}

interface Purchase {
  site: SiteContext;
  platform: PlatformClient;
  transactionId: string;
  carrierId: string;
  payplan: string | null;
  config: CarrierConfiguration;
  context: Readonly<RouterContextProvider>;
  /** The buy-online settings' messages, in the page's language. */
  messages: BuyPageSettings["messages"];
}

/** The visitor's own purchase with an online carrier, or null (shown as not found). */
async function purchaseOf(request: Request, context: Readonly<RouterContextProvider>, url: URL): Promise<Purchase | null> {
  const site = context.get(siteContext);
  const params = readFlowParams(url.searchParams);
  const session = await requestSession(request, context);
  const own = session.get("transactionId");
  if (!own || !params.carrierId || params.transactionId !== own) return null;
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(params.carrierId) || !/^[A-Za-z0-9_-]{1,100}$/.test(own)) return null;
  const config = await carrierConfiguration(context, params.carrierId);
  if (config.purchaseFlow !== "online") return null;
  const { messages } = pageSettings(await buyOnlineSettings(context), site.lang);
  return { site, platform: site.platform(), transactionId: own, carrierId: params.carrierId, payplan: params.payplan, config, context, messages };
}

const NO_STATUS: buy.BuyNowStatus = {
  currentBuyNowStatus: -1,
  rc2Status: "none",
  rc3Status: 0,
  paymentToken: "",
  paymentStatus: "none",
  paymentDescription: "",
  paymentAmount: 0,
  rc3PolicyId: "",
  policyNumber: "",
  quoteNumber: "",
  rc3Messages: [],
  signedPolicySendStatus: "none",
  isESignAvailable: true,
  eSignSignedStatus: "none",
};

async function statusOf(p: Purchase): Promise<buy.BuyNowStatus | null> {
  const answer = await buy.buyNowStatus(p.platform, p.transactionId, p.carrierId);
  if (answer?.ok) return answer.data.buyNowStatusResponse;
  return answer && answer.status === 404 ? NO_STATUS : null;
}

function questionsOf(questions: buy.CarrierQuestion[], config: CarrierConfiguration, lang: "en" | "es"): UnderwritingQuestion[] {
  return questions.map((q) => {
    const configured = config.questions.find((c) => c.code === q.questionCd);
    const configuredText = configured ? pick(configured.errorMessage, lang) : "";
    return {
      questionCd: q.questionCd,
      questionText: q.questionText,
      validationrequired: q.validationrequired,
      validanswer: q.validanswer === "Y" ? "Y" : "N",
      errormessage: configuredText || q.errormessage,
    };
  });
}

/** A payment option as the policy section shows it (doc3 §3 Payment option). */
function planView(o: buy.PaymentOption) {
  return {
    payPlanCode: o.payPlanCode,
    payPlanDescription: o.payPlanDescription,
    payPlanNumOfPayments: o.payPlanNumOfPayments,
    payPlanPaymentAmount: o.payPlanPaymentAmount,
    payPlanDownPayment: o.payPlanDownPayment,
    totalPremium: o.totalPremium,
  };
}

/** The plan paid: the one asked for (by code or description) when offered (`exact`), else doc3 §4.1's automatic choice. */
function planFor(
  options: readonly buy.PaymentOption[],
  configuredDescription: string,
  asked: string | null,
): { option: buy.PaymentOption | null; exact: boolean } {
  const option = pickPaymentOption(options, configuredDescription, asked);
  const same = (a: string) => asked !== null && a.trim().toLowerCase() === asked.trim().toLowerCase();
  return { option, exact: option !== null && (same(option.payPlanCode) || same(option.payPlanDescription)) };
}

export type VehicleView = {
  vin: string;
  year: number;
  make: string;
  model: string;
  mileage: number;
  commuting: boolean;
  commutingAddress: BuyDraft["vehicles"][number]["commutingAddress"];
};

function vehiclesOf(quoted: Quoted, draft: BuyDraft): VehicleView[] {
  if (draft.vehicles.length === quoted.vehicles.length && draft.vehicles.length > 0) return draft.vehicles;
  return quoted.vehicles.map((v) => ({ ...v, commuting: false, commutingAddress: null }));
}

/** What the page shows. */
export async function buyLoader({ request, context, url }: { request: Request; context: Readonly<RouterContextProvider>; url: URL }) {
  const site = context.get(siteContext);
  const settings = pageSettings(await buyOnlineSettings(context), site.lang);
  const params = readFlowParams(url.searchParams);
  // The quote card's link names the carrier; the transaction is the session's own.
  if (!params.transactionId && params.carrierId) {
    const own = (await requestSession(request, context)).get("transactionId");
    if (own) throw redirect(flowHref(site.lang, own, params.carrierId, params.payplan ? { payplan: params.payplan } : {}));
  }
  const p = await purchaseOf(request, context, url);
  if (!p) return data({ kind: "notFound" as const, settings }, { status: 404 });
  const [status, quoted, stored] = await Promise.all([
    statusOf(p),
    quotedTransaction(p.platform, p.transactionId),
    readDraft(request, p.platform, p.transactionId, p.carrierId),
  ]);
  if (!status || !quoted) return data({ kind: "failed" as const, settings }, { status: 503 });
  const draft = stored.draft;
  const landing: Landing = landingFor(status, isSection(draft.reached) ? draft.reached : null, draft.leftPayment);
  const token = url.searchParams.get("token")?.slice(0, 200) ?? "";
  /**
   * doc3 §4.1: why the payment failed ("payment" refused, "api" no answer), shown as the payment error view. While the
   * result is to be checked (status 2) the check runs first, even when the processor already knows the card was declined:
   * the check is what moves the purchase back to pay now (for the retry and the back button).
   */
  const failed = !landing.check && status.paymentStatus === "declined" ? ("payment" as const) : failureOf(url.searchParams.get("failed"));
  const container = paymentContainer(landing, status, draft, token, failed);
  const base = {
    kind: "flow" as const,
    settings,
    transactionId: p.transactionId,
    carrierId: p.carrierId,
    payplan: p.payplan,
    landing,
    hideAdditionalDriverSection: p.config.hideAdditionalDriverSection,
    // doc3 §2.1 back buttons; none while a payment's result is being checked (the payment decides where the page goes),
    // one beside the processor's page while nothing is paid on it.
    back: landing.check && !(container && !container.paid) ? null : previousSection(landing.section, p.config),
    primary: { firstName: quoted.customer.firstName, lastName: quoted.customer.lastName },
    status: {
      code: status.currentBuyNowStatus,
      paymentStatus: status.paymentStatus,
      policyNumber: status.policyNumber,
      rc3Messages: status.rc3Messages,
      paymentDescription: status.paymentDescription,
    },
    token,
    failed,
  };
  const results = await buy.carrierResults(p.platform, p.transactionId, p.carrierId);
  const loadFailed = !results?.ok;
  const r = results?.ok ? results.data : null;
  const carrier = { companyName: r?.companyName ?? "", quoteNumber: r?.quoteNumber ?? status.quoteNumber };
  const vehicles = vehiclesOf(quoted, draft);
  const section = landing.section;
  const view = { ...base, carrier, loadFailed, vehicles };

  if (section === "driverInfo") return { ...view, section, defaults: {} };
  if (section === "additionalDrivers") {
    return {
      ...view,
      section,
      drivers: quoted.others.map((d, i) => ({
        firstName: d.firstName,
        lastName: d.lastName,
        saved: draft.additional[i] ?? { relation: d.relation, gender: d.gender, marital: d.marital, driverStatus: 0, license: "", dob: null },
      })),
      options: {
        enableMaritalValidation: p.config.enableMaritalValidation,
        enableSecondaryDriverDob: p.config.enableSecondaryDriverDob,
        enableDriverStatus: p.config.enableDriverStatus,
      },
      primaryMarital: quoted.customer.marital,
    };
  }
  if (section === "questions") {
    const q = await buy.carrierQuestions(p.platform, p.carrierId, p.config.questionOrder);
    return {
      ...view,
      section,
      questions: q?.ok ? questionsOf(q.data.questions, p.config, site.lang) : [],
      questionsFailed: !q?.ok,
      answers: Object.fromEntries(draft.answers.map((a) => [a.questionCd, a.answer])),
    };
  }
  if (section === "policy" || section === "payment") {
    const option = r ? pickPaymentOption(r.paymentOptions, p.config.paymentPlanDescription, p.payplan) : null;
    return {
      ...view,
      section,
      policy: r
        ? {
            totalPremium: r.totalPremium,
            term: r.term,
            agencyFee: r.agencyFee,
            effectiveDate: r.effectiveDate,
            option,
            // doc3 §3 enablepaymentoption: the shopper chooses among the carrier's payment options (the picked one first chosen).
            choices: p.config.enablePaymentOption ? r.paymentOptions.map(planView) : [],
            drivers: r.drivers,
            coverages: r.coverages,
            errors: carrierErrorList(r.errors),
            rerated: r.rerated,
          }
        : null,
      carrierMessages: landing.carrierMessages === true,
      /** doc3 §4.1, §8: the carrier declined quote step 2; its errors show, with the ways forward. */
      declined: landing.declined === true,
      /** The plan of the last payment attempt, paid again by the payment section's retry. */
      lastPlan: status.paymentDescription,
      /** doc3 §2.1 iframe container: the processor's page of the open payment session, shown on the payment section. */
      container,
    };
  }
  if (section === "esign") {
    const docs =
      status.currentBuyNowStatus >= 3
        ? await buy.esignDocuments(p.platform, { transactionId: p.transactionId, carrierId: p.carrierId, quoteNumber: carrier.quoteNumber })
        : null;
    return {
      ...view,
      section,
      esign: docs?.ok
        ? {
            documents: docs.data.esignDocuments.map((d) => ({ documentType: d.documentType, title: d.title })),
            affirmation: docs.data.affirmationStatement,
            policyNumber: docs.data.policyNumber,
          }
        : null,
      insuredName: `${quoted.customer.firstName} ${quoted.customer.lastName}`,
      signed: status.eSignSignedStatus === "signed",
    };
  }
  return { ...view, section, policyNumber: status.policyNumber, totalPremium: r?.totalPremium ?? 0, vins: vehicles.map((v) => v.vin) };
}

/**
 * doc3 §2.1 iframe container: the processor's page of the payment session Pay now opened, while that
 * session is open (status 1, payment pending) or just paid on it (status 2, before the processor's
 * return); not with the processor's token in the address (the check runs) nor after a failure.
 */
export function paymentContainer(landing: Landing, status: buy.BuyNowStatus, draft: BuyDraft, token: string, failed: "api" | "payment" | null) {
  if (landing.section !== "payment" || landing.check !== "payment" || token !== "" || failed !== null) return null;
  const open = draft.payment;
  if (!open || !status.paymentToken || open.session !== status.paymentToken) return null;
  if (status.currentBuyNowStatus !== 1 && status.currentBuyNowStatus !== 2) return null;
  return { url: open.url, amountDue: status.paymentAmount, paid: status.currentBuyNowStatus === 2 };
}

export type BuyLoaderData = Exclude<Awaited<ReturnType<typeof buyLoader>>, { data: unknown } | Response>;

// ---------------------------------------------------------------- actions

/** A refused section: its messages, and any warning beside a field (200 when there are only warnings: an answer to look at, not an error). */
function refuse(intent: string, result: SubmissionResult<string[]>, status = 400, warnings: Record<string, FieldWarning> = {}) {
  return data<FormAnswer>({ intent, result, ...(Object.keys(warnings).length > 0 ? { warnings } : {}) }, { status });
}

async function moveTo(request: Request, p: Purchase, stored: StoredDraft, draft: BuyDraft, section: Section, extra: Record<string, string> = {}) {
  const cookie = await saveDraft(request, p.platform, stored, withSection(draft, section));
  const headers = cookie ? { "Set-Cookie": cookie } : undefined;
  if (!cookie) logger().error({ trackId: p.site.trackId }, "buy-online draft not saved");
  return redirect(flowHref(p.site.lang, p.transactionId, p.carrierId, { ...(p.payplan ? { payplan: p.payplan } : {}), ...extra }), { headers });
}

const intentSchema = z.enum(["driverInfo", "additionalDrivers", "questions", "back", "mileage", "pay", "paymentCheck", "sign"]);

export async function buyAction({ request, context, url }: { request: Request; context: Readonly<RouterContextProvider>; url: URL }) {
  const p = await purchaseOf(request, context, url);
  if (!p) throw data({ message: "Not found" }, { status: 404 });
  const form = await readForm(request);
  const intent = intentSchema.safeParse(form.get("intent"));
  if (!intent.success) throw data({ message: "Unknown form" }, { status: 400 });
  const status = await statusOf(p);
  if (!status) throw data({ message: "The purchase service is not answering. Please try again." }, { status: 503 });
  const stored = await readDraft(request, p.platform, p.transactionId, p.carrierId);
  const draft = stored.draft;
  const quoted = await quotedTransaction(p.platform, p.transactionId);
  if (!quoted) throw data({ message: "The purchase service is not answering. Please try again." }, { status: 503 });
  const landing = landingFor(status, isSection(draft.reached) ? draft.reached : null, draft.leftPayment);

  switch (intent.data) {
    case "back": {
      const back = previousSection(landing.section, p.config);
      // Back from the processor's page (its session open, nothing paid): that session's page is left until Pay now.
      const leaving = landing.section === "payment" && landing.check === "payment" && status.currentBuyNowStatus === 1 && status.paymentStatus === "pending";
      return moveTo(request, p, stored, leaving ? { ...draft, leftPayment: status.paymentToken } : draft, back ?? landing.section);
    }
    case "driverInfo":
      return driverInfo(request, p, stored, quoted, form, status);
    case "additionalDrivers": {
      const submission = parseWithZod(form, { schema: additionalDriversSchema(p.config, quoted.customer.marital) });
      if (submission.status !== "success") return refuse("additionalDrivers", submission.reply());
      const vehicles = vehiclesOf(quoted, draft).map((v, i) => {
        const commute = submission.value.vehicles[i];
        return commute && commute.commuting
          ? {
              ...v,
              commuting: true,
              commutingAddress: { address1: commute.address ?? "", city: commute.city ?? "", state: commute.state ?? "", zipCode: commute.zipCode ?? "" },
            }
          : { ...v, commuting: false, commutingAddress: null };
      });
      const additional = submission.value.drivers.slice(0, quoted.others.length);
      return moveTo(request, p, stored, { ...draft, additional, vehicles }, nextSection("additionalDrivers", p.config) ?? "questions");
    }
    case "questions":
      return questions(request, p, stored, quoted, form);
    case "mileage": {
      const submission = parseWithZod(form, { schema: mileageSchema() });
      if (submission.status !== "success") return refuse("mileage", submission.reply());
      const vehicles = vehiclesOf(quoted, draft).map((v, i) => (i === submission.value.vehicle ? { ...v, mileage: submission.value.mileage } : v));
      const next = { ...draft, vehicles, requestKey: crypto.randomUUID() };
      // The price depends on the mileage: quote step 2 is sent again with it.
      if (status.currentBuyNowStatus === 1) await submitStep2(p, quoted, next);
      return moveTo(request, p, stored, next, landing.section);
    }
    case "pay": {
      const failed = (status: number) =>
        refuse("pay", { status: "error", error: { "": [configuredMessage(p.messages.loadFailure)] } } as SubmissionResult<string[]>, status);
      const results = await buy.carrierResults(p.platform, p.transactionId, p.carrierId);
      if (!results?.ok) return failed(503);
      // doc3 §4.1, §3 enablepaymentoption: the plan chosen in the form, else the `payplan` asked for, else the automatic
      // choice; the plan's code goes to the platform, so the plan charged is the plan shown.
      const chosen = form.get("payplan");
      const asked = typeof chosen === "string" && chosen.trim() !== "" ? chosen.trim().slice(0, 100) : null;
      const plan = planFor(results.data.paymentOptions, p.config.paymentPlanDescription, asked ?? p.payplan);
      if (asked !== null && !plan.exact) {
        return refuse("pay", { status: "error", initialValue: { payplan: asked }, error: { payplan: ["buy.errors.planRequired"] } } as SubmissionResult<
          string[]
        >);
      }
      if (!plan.option) return failed(409);
      const origin = brandOrigin(p.site, request, url);
      const returnUrl = origin ? `${origin}${flowHref(p.site.lang, p.transactionId, p.carrierId)}` : null;
      const answer = returnUrl
        ? await buy.paymentUrl(p.platform, {
            transactionId: p.transactionId,
            carrierId: p.carrierId,
            returnUrl,
            paymentPlanDescription: p.config.paymentPlanDescription,
            payPlan: plan.option.payPlanCode,
          })
        : null;
      if (!answer?.ok) return failed(503);
      const opened = await statusOf(p);
      const page = forBrowser(answer.data.paymentUrl);
      const payment = opened?.paymentToken ? { session: opened.paymentToken, url: page } : null;
      const cookie = await saveDraft(request, p.platform, stored, { ...withSection(draft, "payment"), payment, leftPayment: "" });
      const headers = cookie ? { "Set-Cookie": cookie } : undefined;
      // doc3 §2.1 iframe container: a page that runs scripts shows the processor's page inside the payment section.
      if (form.get("view") === "frame" && payment)
        return redirect(flowHref(p.site.lang, p.transactionId, p.carrierId, p.payplan ? { payplan: p.payplan } : {}), { headers });
      // Without scripts the processor's page is not one of the site's routes: the browser loads it as a new document.
      throw redirectDocument(page, { headers });
    }
    case "paymentCheck": {
      const token = String(form.get("token") ?? "").slice(0, 200);
      const answer = token ? await buy.paymentConfirm(p.platform, { transactionId: p.transactionId, carrierId: p.carrierId, token }) : null;
      const outcome = answer?.ok ? answer.data.resultCode : null;
      if (outcome === 200 || outcome === 0) return moveTo(request, p, stored, draft, "esign");
      return moveTo(request, p, stored, draft, "payment", { failed: outcome === null ? "api" : "payment" });
    }
    case "sign":
      return sign(request, p, stored, quoted, form, url);
  }
}

/** doc3 §5.1 driver info: the form's rules, then the licence lookup (by name outside California; by name, address and date of birth in California) and the VIN decode. */
async function driverInfo(request: Request, p: Purchase, stored: StoredDraft, quoted: Quoted, form: FormData, status: buy.BuyNowStatus) {
  const submission = parseWithZod(form, { schema: driverInfoSchema(p.messages) });
  if (submission.status !== "success") return refuse("driverInfo", submission.reply());
  const { license, dob, vins } = submission.value;
  const customer = quoted.customer;
  const california = customer.address.state.toUpperCase() === "CA";
  const found = california
    ? await buy.lookupCalifornia(p.platform, {
        firstName: customer.firstName,
        lastName: customer.lastName,
        dob,
        address1: customer.address.address1,
        city: customer.address.city,
        zip: customer.address.zipCode,
      })
    : await lookupByLicence(p.platform, license, dob);
  if (found === null || (!found.ok && found.status >= 429)) {
    return refuse("driverInfo", submission.reply({ formErrors: [configuredMessage(p.messages.loadFailure)] }), 503);
  }
  const drivers = found.ok ? found.data.drivers : [];
  if (!licenceVerified(customer.address.state, { firstName: customer.firstName, lastName: customer.lastName, dob }, license, drivers)) {
    return refuse("driverInfo", submission.reply({ fieldErrors: { license: [configuredMessage(p.messages.dataNotCorrect)] } }));
  }
  const decoded = await Promise.all(vins.map((vin) => decodeVin(p.platform, vin)));
  const vinErrors: Record<string, string[]> = {};
  const vinWarnings: Record<string, FieldWarning> = {};
  const quotedVehicles = vehiclesOf(quoted, stored.draft);
  const vehicles = vins.map((vin, i) => {
    const name = `vins[${i}].vin`;
    const before = quotedVehicles[i];
    const listed = before?.year && before.make ? { year: before.year, maker: before.make, model: before.model } : null;
    // doc2 §5 VIN, as in the quote: a wrong check digit is shown beside the VIN; continuing again with it keeps it.
    const entry = vinEntry(decoded[i] ?? null, {
      vin,
      confirmed: form.get(`confirm.${name}`),
      button: "buy.continue",
      listed: listed ? vehicleLabel(listed) : undefined,
    });
    if (entry.kind === "warning") vinWarnings[name] = entry.warning;
    else if (entry.kind !== "decoded" && !(entry.kind === "listed" && listed)) vinErrors[name] = [configuredMessage(p.messages.wrongVin)];
    const vehicle = entry.kind === "decoded" ? entry.vehicle : entry.kind === "listed" ? listed : null;
    return {
      vin,
      year: vehicle?.year ?? 0,
      make: vehicle?.maker ?? "",
      model: vehicle?.model ?? "",
      mileage: before?.mileage ?? 10_000,
      commuting: before?.commuting ?? false,
      commutingAddress: before?.commutingAddress ?? null,
    };
  });
  if (Object.keys(vinErrors).length > 0) return refuse("driverInfo", submission.reply({ fieldErrors: vinErrors }), 400, vinWarnings);
  if (Object.keys(vinWarnings).length > 0) return refuse("driverInfo", submission.reply(), 200, vinWarnings);
  if (status.currentBuyNowStatus < 0) {
    const started = await buy.startBuyNow(p.platform, { transactionId: p.transactionId, carrierId: p.carrierId, enableESign: p.config.enableESign });
    if (!started?.ok) return refuse("driverInfo", submission.reply({ formErrors: [configuredMessage(p.messages.loadFailure)] }), 503);
  }
  const draft = { ...stored.draft, license, dob, vehicles };
  return moveTo(request, p, stored, draft, nextSection("driverInfo", p.config) ?? "questions");
}

function step2Body(p: Purchase, quoted: Quoted, draft: BuyDraft): buy.QuoteStep2 {
  const c = quoted.customer;
  return {
    transactionId: p.transactionId,
    carrierId: p.carrierId,
    requestKey: draft.requestKey || crypto.randomUUID(),
    customer: { firstName: c.firstName, lastName: c.lastName, email: c.email, phone: c.phone, dob: draft.dob || c.dob, address: { ...c.address } },
    drivers: [
      {
        firstName: c.firstName,
        lastName: c.lastName,
        dob: draft.dob || c.dob,
        gender: c.gender,
        marital: c.marital,
        relation: 0,
        license: draft.license,
        driverstatus: 0,
      },
      ...quoted.others.map((d, i) => {
        const a = draft.additional[i];
        return {
          firstName: d.firstName,
          lastName: d.lastName,
          dob: a?.dob || d.dob,
          gender: a?.gender ?? d.gender,
          marital: a?.marital ?? d.marital,
          relation: a?.relation ?? d.relation,
          ...(a?.license ? { license: a.license } : {}),
          driverstatus: a?.driverStatus ?? 0,
        };
      }),
    ],
    vehicles: draft.vehicles.map((v) => ({
      vin: v.vin,
      year: v.year,
      make: v.make,
      model: v.model,
      annualMiles: v.mileage,
      commutingVehicle: v.commuting,
      ...(v.commutingAddress ? { commutingAddress: { ...v.commutingAddress } } : {}),
    })),
    answers: draft.answers,
  };
}

/** Sends quote step 2 and waits (a little) for the re-rating; the page's refresh shows the rest. */
async function submitStep2(p: Purchase, quoted: Quoted, draft: BuyDraft) {
  const answer = await buy.submitQuoteStep2(p.platform, step2Body(p, quoted, draft));
  if (!answer?.ok) return answer;
  for (let i = 0; i < 20 && !answer.data.isDone; i++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const polled = await buy.quoteStep2Status(p.platform, p.transactionId, p.carrierId);
    if (polled?.ok && polled.data.isDone) break;
  }
  return answer;
}

/** doc3 §5.1 underwriting, then quote step 2 with the verified drivers, vehicles and answers. */
async function questions(request: Request, p: Purchase, stored: StoredDraft, quoted: Quoted, form: FormData) {
  const q = await buy.carrierQuestions(p.platform, p.carrierId, p.config.questionOrder);
  if (!q?.ok) return refuse("questions", { status: "error", error: { "": [configuredMessage(p.messages.loadFailure)] } } as SubmissionResult<string[]>, 503);
  const list = questionsOf(q.data.questions, p.config, p.site.lang);
  const submission = parseWithZod(form, { schema: questionsSchema(list, quoted.customer.firstName) });
  if (submission.status !== "success") return refuse("questions", submission.reply());
  const draft = { ...stored.draft, answers: submission.value, requestKey: crypto.randomUUID() };
  const sent = await submitStep2(p, quoted, draft);
  if (!sent?.ok) {
    const fieldErrors = sent ? Object.entries(sent.fieldErrors).map(([k, v]) => [k, [configuredMessage(v)]] as [string, string[]]) : [];
    const errors = fieldErrors.length > 0 ? Object.fromEntries(fieldErrors) : undefined;
    return refuse(
      "questions",
      submission.reply(errors ? { fieldErrors: errors } : { formErrors: [configuredMessage(p.messages.loadFailure)] }),
      sent ? 400 : 503,
    );
  }
  return moveTo(request, p, stored, draft, "policy");
}

/** doc3 §2.1 e-sign: the affirmation and the typed name; the signature is bound to the documents shown. */
async function sign(request: Request, p: Purchase, stored: StoredDraft, quoted: Quoted, form: FormData, url: URL) {
  const insured = `${quoted.customer.firstName} ${quoted.customer.lastName}`;
  const submission = parseWithZod(form, { schema: esignSchema(insured) });
  if (submission.status !== "success") return refuse("sign", submission.reply());
  const status = await statusOf(p);
  const docs = await buy.esignDocuments(p.platform, { transactionId: p.transactionId, carrierId: p.carrierId, quoteNumber: status?.quoteNumber ?? "" });
  if (!docs?.ok) return refuse("sign", submission.reply({ formErrors: [configuredMessage(p.messages.loadFailure)] }), 503);
  const origin = brandOrigin(p.site, request, url) ?? "";
  if (status && status.currentBuyNowStatus === 3)
    await buy.esignUrl(p.platform, {
      transactionId: p.transactionId,
      carrierId: p.carrierId,
      returnUrl: `${origin}${flowHref(p.site.lang, p.transactionId, p.carrierId)}`,
    });
  const signed = await buy.confirmEsign(p.platform, {
    transactionId: p.transactionId,
    carrierId: p.carrierId,
    signerName: submission.value.signature,
    affirmed: submission.value.affirm,
    documentHashes: docs.data.esignDocuments.map((d) => d.sha256),
  });
  if (!signed?.ok) return refuse("sign", submission.reply({ formErrors: [configuredMessage(p.messages.loadFailure)] }), signed ? 400 : 503);
  return moveTo(request, p, stored, stored.draft, "sold");
}
