/**
 * The renters quote page's loader and action (doc3 §2.3, §4.3, §5.3, §7.3, §8).
 *
 * Loader: the brand's settings, the coverage options of its first allowed state, and — with
 * `?transactionid=` of a quote this browser made — the repeat quote's values (doc3 §2.3). Reads only.
 * Action, by the submit button's `intent`:
 * - `quote`: the form's quote schema (the browser's own); the zip's state outside the allowed states
 *   → the join-wait-list view of the payment tab (no rating); otherwise the platform rate request,
 *   the transaction remembered in this browser's renters cookie; the page then polls the results.
 * - `buy`: the buy schema; the transaction must be this browser's; buy-now validate (its failure
 *   shows the platform's detail, see `refusalDetail`), the purchase with the widget's card token, then its status polled
 *   to completion: confirmed (with a policy id) or the payment error view (doc3 §4.3, §8).
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { brandOrigin } from "~/.server/brand-origin";
import { readForm } from "~/.server/form-data";
import { getInstance } from "~/.server/i18n";
import { logger } from "~/.server/logger";
import type { PlatformClient } from "~/.server/platform";
import { visitorMayAct } from "~/.server/platform/visitor-limits";
import { siteContext } from "~/.server/site-context";
import { stateName } from "~/domain/public/out-of-state";
import { addDays, buySchema, quoteSchema, type BuyValues, type QuoteValues, type RentersFormFields } from "~/domain/renters/form";
import { localizePath, pick } from "~/domain/site";
import { coverageOptions, prepare, purchase, purchaseStatus, rate, validate, zipAddresses, type CoverageOptionsAnswer } from "~/.server/platform/renters";
import { rentersPaths } from "./paths";
import { holdsQuote, rememberQuote } from "./quotes.server";
import { formOptions, rentersSettings, type RentersSettings } from "./settings.server";
import { configuredMessage } from "~/domain/message";

export interface OutOfState {
  state: string;
  stateName: string;
  message: string;
  redirect: string;
}

export type QuoteActionData =
  | { view: "form"; result: SubmissionResult<string[]>; quoted?: { transactionId: string; state: string }; outOfState?: OutOfState }
  | { view: "confirmed"; policyNumber: string; email: string; transactionId: string }
  | { view: "failed"; message: string; transactionId: string };

const EMPTY_OPTIONS: CoverageOptionsAnswer = {
  state: "",
  carriers: [],
  CoverageC: [],
  CoverageD: {},
  CoverageE: [],
  CoverageF: [],
  AllOtherPeril: [],
  WindHail: [],
  ReplacementCost: [],
  RentalIncome: [],
  PetDamage: [],
  WaterBackup: [],
};

async function optionsFor(context: Readonly<RouterContextProvider>, settings: RentersSettings) {
  const answer = await coverageOptions(context.get(siteContext).platform(), settings.allowedStates[0] ?? "TX");
  return answer?.ok ? answer.data : null;
}

const mapsKeyOf = async (context: Readonly<RouterContextProvider>) => {
  const site = context.get(siteContext);
  try {
    return (await site.content.officeSettings(site.brand.code)).mapsApiKey;
  } catch {
    return "";
  }
};

/** The form's starting values: the repeat quote's, or the configured defaults. */
function defaults(
  settings: RentersSettings,
  options: CoverageOptionsAnswer,
  today: string,
  stored: Awaited<ReturnType<typeof prepare>>,
): Partial<RentersFormFields> {
  const contents = options.CoverageC.includes(settings.defaultContents) ? settings.defaultContents : (options.CoverageC[0] ?? settings.defaultContents);
  const base: Partial<RentersFormFields> = {
    effectiveDate: today,
    contents: String(contents),
    lossOfUse: String(options.CoverageD[String(contents)]?.at(-1) ?? ""),
    liability: String(settings.defaultLiability),
    medical: String(settings.defaultMedical),
    allOtherPeril: String(settings.defaultAllOtherPeril),
    windHail: String(settings.defaultWindHail),
    rentalIncome: "0",
    petDamage: "0",
    waterBackup: "0",
    roommates: [],
  };
  if (!stored?.ok) return base;
  const q = stored.data.quote;
  const party = q.additionalCustomers.find((c) => c.Role === 1);
  const c = q.coverages;
  return {
    ...base,
    firstName: q.customer.name,
    lastName: q.customer.surname,
    email: q.customer.email,
    phone: q.customer.phoneNumber,
    address1: q.address.address1,
    address2: q.address.address2,
    city: q.address.city,
    zip: q.address.zipCode,
    roommates: q.additionalCustomers.filter((r) => r.Role === 0).map((r) => ({ firstName: r.Name, lastName: r.Surname })),
    ...(party ? { hasInterestedParty: "on", party: { firstName: party.Name, lastName: party.Surname, email: party.Email } } : {}),
    ...(c.CoverageC
      ? { contents: String(c.CoverageC), lossOfUse: String(c.CoverageD ?? ""), liability: String(c.CoverageE ?? ""), medical: String(c.CoverageF ?? "") }
      : {}),
    ...(c.AllOtherPeril ? { allOtherPeril: String(c.AllOtherPeril), windHail: String(c.WindHail ?? "") } : {}),
    replacementCost: c.ReplacementCost ? "on" : "",
    rentalIncome: String(c.RentalIncome ?? 0),
    petDamage: String(c.PetDamage ?? 0),
    waterBackup: String(c.WaterBackup ?? 0),
  };
}

export async function quoteLoader({ request, context, url }: { request: Request; context: Readonly<RouterContextProvider>; url: URL }) {
  const site = context.get(siteContext);
  const settings = await rentersSettings(context);
  const options = await optionsFor(context, settings);
  const form = formOptions(settings, site.lang, options ?? EMPTY_OPTIONS);
  const given = url.searchParams.get("transactionid") ?? url.searchParams.get("transactionId") ?? "";
  const stored = given && holdsQuote(request, url, given) ? await prepare(site.platform(), given) : null;
  const t = getInstance(context).t;
  const text = (value: { en: string; es: string }) => pick(value, site.lang);
  return {
    available: options !== null,
    form,
    coverage: options ?? EMPTY_OPTIONS,
    defaultValue: defaults(settings, options ?? EMPTY_OPTIONS, form.today, stored),
    repeat: stored?.ok === true,
    window: { min: form.today, max: addDays(form.today, settings.maxEffectiveDays) },
    allowedStates: settings.allowedStates,
    merchantId: settings.merchantId,
    pollIntervalMs: settings.pollIntervalMs,
    rateWaitSeconds: settings.rateWaitSeconds,
    mapsKey: await mapsKeyOf(context),
    texts: {
      title: text(settings.title),
      intro: text(settings.intro),
      noRates: text(settings.noRates),
      rateTimeout: text(settings.rateTimeout),
      tokenFailed: text(settings.tokenFailed),
      widgetError: text(settings.widgetError),
      joinWaitList: text(settings.joinWaitList),
      confirmedTitle: text(settings.confirmedTitle),
      confirmedMessage: text(settings.confirmedMessage),
      failedTitle: text(settings.failedTitle),
      failedMessage: text(settings.failedMessage),
    },
    metaTitle: t("renters.metaTitle", { brand: site.brand.name }),
  };
}

/** doc3 §3 Coverages: CoverageCd with Limit.Val1, or Deductible.Val1 for the two deductibles. */
export function platformCoverages(v: QuoteValues) {
  const limit = (code: string, value: number) => ({ CoverageCd: code, Limit: { Val1: value } });
  const deductible = (code: string, value: number) => ({ CoverageCd: code, Deductible: { Val1: value } });
  return [
    limit("CoverageC", v.contents),
    limit("CoverageD", v.lossOfUse),
    limit("CoverageE", v.liability),
    limit("CoverageF", v.medical),
    deductible("AllOtherPeril", v.allOtherPeril),
    deductible("WindHail", v.windHail),
    limit("ReplacementCost", v.replacementCost ? 1 : 0),
    limit("RentalIncome", v.rentalIncome),
    limit("PetDamage", v.petDamage),
    limit("WaterBackup", v.waterBackup),
  ];
}

/** doc3 §3 AdditionalCustomers: roommates role 0, the additional interested party role 1. */
export function additionalCustomers(v: QuoteValues) {
  return [
    ...v.roommates.map((r) => ({ Name: r.firstName, Surname: r.lastName, Email: "", Role: 0 })),
    ...(v.hasInterestedParty ? [{ Name: v.party.firstName ?? "", Surname: v.party.lastName ?? "", Email: v.party.email ?? "", Role: 1 }] : []),
  ];
}

/** The zip's state ("" for an unknown zip), or null without an answer. */
async function zipState(platform: PlatformClient, zip: string, brand: string): Promise<string | null> {
  const place = await zipAddresses(platform, zip, brand);
  return place?.ok ? (place.data.addresses[0]?.state ?? "") : null;
}

/** The platform's refusal codes of buy-now validate and purchase (doc3 §8), with their detail in the page's language. */
export const REFUSAL_DETAILS: Record<string, string> = {
  ALREADY_PURCHASED: "renters.refusals.alreadyPurchased",
  RATE_NOT_FOUND: "renters.refusals.rateNotFound",
  PLAN_NOT_OFFERED: "renters.refusals.planNotOffered",
  COVERAGES_CHANGED: "renters.refusals.coveragesChanged",
  ZIP_CHANGED: "renters.refusals.coveragesChanged",
  TOKEN_USED: "renters.refusals.tokenUsed",
};

/**
 * doc3 §8: a failed buy-now validate shows its detail text, as a message (app/domain/message.ts):
 * a code the site knows, from the catalogue in the page's language; another code's detail as the
 * platform wrote it on English pages; the configured buy-not-possible text when there is no detail
 * (or no Spanish one).
 */
export function refusalDetail(refusal: { message: string; messageCode: string | null }, lang: string, fallback: string): string {
  const key = refusal.messageCode ? REFUSAL_DETAILS[refusal.messageCode] : undefined;
  if (key) return key;
  return configuredMessage(lang === "en" && refusal.message.trim() ? refusal.message.trim() : fallback);
}

/** A refusal of the request itself (4xx); no answer or a platform failure (5xx) is "unavailable". */
const isRefusal = (answer: { status: number } | null): answer is { status: number; message: string; messageCode: string | null } =>
  answer !== null && answer.status >= 400 && answer.status < 500;

const POLL_MS = 400;
const PURCHASE_WAIT_MS = 20_000;

export async function quoteAction({ request, context, url }: { request: Request; context: Readonly<RouterContextProvider>; url: URL }) {
  const site = context.get(siteContext);
  const settings = await rentersSettings(context);
  const formData = await readForm(request);
  const options = await optionsFor(context, settings);
  const intent = String(formData.get("intent") ?? "quote");
  const rules = formOptions(settings, site.lang, options ?? EMPTY_OPTIONS);
  const platform = site.platform();

  if (intent !== "buy") {
    const submission = parseWithZod(formData, { schema: quoteSchema(rules) });
    if (submission.status !== "success") return data<QuoteActionData>({ view: "form", result: submission.reply() }, { status: 400 });
    const v = submission.value;
    const unavailable = () =>
      data<QuoteActionData>({ view: "form", result: submission.reply({ formErrors: ["renters.errors.unavailable"] }) }, { status: 503 });
    if (!options) return unavailable();
    const state = await zipState(platform, v.zip, site.brand.code);
    if (state === null) return unavailable();
    if (!state)
      return data<QuoteActionData>({ view: "form", result: submission.reply({ fieldErrors: { zip: ["renters.errors.zipUnknown"] } }) }, { status: 400 });
    if (!settings.allowedStates.includes(state)) {
      const widgets = await site.content.flowSettings("widgetSettings", site.brand.code);
      const name = stateName(state, site.lang);
      return data<QuoteActionData>({
        view: "form",
        result: submission.reply(),
        outOfState: {
          state,
          stateName: name,
          message: configuredMessage(pick(settings.outOfState, site.lang), [name]),
          redirect: widgets.waitListRedirect,
        },
      });
    }
    // Each rate request rates with every renters carrier: counted per visitor, by the platform.
    if (!(await visitorMayAct(platform, "renters-rates")))
      return data<QuoteActionData>({ view: "form", result: submission.reply({ formErrors: ["renters.errors.tooMany"] }) }, { status: 429 });
    const answer = await rate(platform, {
      customer: { name: v.firstName, surname: v.lastName, email: v.email, phoneNumber: v.phone },
      address: { address1: v.address1, address2: v.address2, city: v.city, zipCode: v.zip },
      effectiveDate: v.effectiveDate,
      additionalCustomers: additionalCustomers(v),
      coverages: platformCoverages(v),
    });
    if (!answer?.ok) {
      logger().warn(
        { trackId: site.trackId, status: answer?.status ?? null, fields: answer ? Object.keys(answer.fieldErrors) : [] },
        "renters rate request refused",
      );
      if (answer?.fieldErrors.effectiveDate)
        return data<QuoteActionData>(
          { view: "form", result: submission.reply({ fieldErrors: { effectiveDate: [rules.invalidDateMessage] } }) },
          { status: 400 },
        );
      return unavailable();
    }
    return data<QuoteActionData>(
      { view: "form", result: submission.reply(), quoted: { transactionId: answer.data.transactionId, state: answer.data.state } },
      { headers: { "Set-Cookie": rememberQuote(request, url, answer.data.transactionId) } },
    );
  }

  const submission = parseWithZod(formData, { schema: buySchema(rules) });
  if (submission.status !== "success") return data<QuoteActionData>({ view: "form", result: submission.reply() }, { status: 400 });
  const v: BuyValues = submission.value;
  const refuse = (message: string, status: number) =>
    data<QuoteActionData>(
      { view: "form", result: submission.reply({ formErrors: [message] }), quoted: { transactionId: v.transactionId, state: "" } },
      { status },
    );
  if (!holdsQuote(request, url, v.transactionId)) return refuse(configuredMessage(pick(settings.buyNotPossible, site.lang)), 403);

  const check = await validate(platform, { TransactionId: v.transactionId, CarrierId: v.carrierId, EffectiveDate: v.effectiveDate, PlanType: v.planType });
  if (!check?.ok) {
    // doc3 §8: a failed buy-now validate shows its detail text.
    if (check?.messageCode === "EFFECTIVE_DATE")
      return data<QuoteActionData>({ view: "form", result: submission.reply({ fieldErrors: { effectiveDate: [rules.invalidDateMessage] } }) }, { status: 400 });
    return isRefusal(check)
      ? refuse(refusalDetail(check, site.lang, pick(settings.buyNotPossible, site.lang)), 422)
      : refuse("renters.errors.unavailable", 503);
  }
  const state = await zipState(platform, v.zip, site.brand.code);
  if (!state) return refuse("renters.errors.unavailable", 503);
  const origin = brandOrigin(site, request, url);
  const bought = await purchase(platform, {
    TransactionId: v.transactionId,
    Rc1TransactionId: v.transactionId,
    CarrierId: v.carrierId,
    RequestStep: 3,
    EffectiveDate: v.effectiveDate,
    Customer: { Name: v.firstName, Surname: v.lastName, Email: v.email, PhoneNumber: v.phone },
    Address: { Address1: v.address1, Address2: v.address2, City: v.city, State: state, ZipCode: v.zip },
    AdditionalCustomers: additionalCustomers(v),
    Community: { YearsProfessionallyManaged: 1, NumberOfUnits: 5, YearBuilt: 2008 },
    Coverages: platformCoverages(v),
    PaymentPlan: { PlanType: v.planType, InstallmentDayofMonth: v.installmentDay },
    PaymentMethod: {
      PaymentToken: v.paymentToken,
      PaymentMerchantId: v.merchantId,
      PaymentProcessor: v.processor,
      PaymentMethod: v.paymentMethod,
      CardHolderName: v.cardHolderName,
      ExpirationDate: v.expirationDate,
      CardType: v.cardType,
      LastFourDigits: v.lastFour,
    },
    ...(origin ? { documentUrl: `${origin}${localizePath(rentersPaths.declarations, site.lang)}?transactionId=${encodeURIComponent(v.transactionId)}` } : {}),
  });
  if (!bought?.ok) {
    logger().warn(
      { trackId: site.trackId, transactionId: v.transactionId, status: bought?.status ?? null, messageCode: bought?.messageCode ?? null },
      "renters purchase refused",
    );
    return isRefusal(bought)
      ? refuse(refusalDetail(bought, site.lang, pick(settings.buyNotPossible, site.lang)), 422)
      : refuse("renters.errors.unavailable", 503);
  }
  // doc3 §7.3: the purchase is polled to completion.
  let outcome = bought.data;
  const until = Date.now() + PURCHASE_WAIT_MS;
  while (!outcome.isDone && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const next = await purchaseStatus(platform, v.transactionId);
    if (next?.ok) outcome = next.data;
  }
  // doc3 §4.3: purchased versus failed is decided by the presence of a policy id.
  if (outcome.policyId) return data<QuoteActionData>({ view: "confirmed", policyNumber: outcome.policyNumber, email: v.email, transactionId: v.transactionId });
  logger().info({ trackId: site.trackId, transactionId: v.transactionId, status: outcome.status }, "renters purchase not completed");
  return data<QuoteActionData>({ view: "failed", message: outcome.status === "failed" ? outcome.message : "", transactionId: v.transactionId });
}
