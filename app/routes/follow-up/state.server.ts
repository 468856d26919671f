/**
 * The follow-up page's state (doc3 §2.2): the keys from the address, who may open it, the stored form (or its first
 * version built from the rate quote), the carrier's configuration and the brand's settings, in the page's language.
 */
import { z } from "zod";
import type { RouterContextProvider } from "react-router";
import { carrierConfiguration, type CarrierConfiguration } from "~/.server/content/carrier-config";
import { requestSession } from "~/.server/session";
import { siteContext } from "~/.server/site-context";
import type { FlowSettings } from "~/.server/content";
import { pick, type Language } from "~/domain/site";
import { toIsoDate } from "~/domain/follow-up/dates";
import { CONFIGURED_MESSAGES, type ConfiguredMessages } from "~/domain/follow-up/messages";
import { DEFAULT_MILEAGE, MILEAGES, STEPS, type Driver, type FollowUpData, type Step, type Vehicle } from "~/domain/follow-up/model";
import type { CarrierQuestion } from "~/domain/follow-up/rules";
import { rateQuote, readForm, type QuoteKeys, type RateQuote } from "~/.server/platform/follow-up";

export type FollowUpSettings = FlowSettings["followUpSettings"];

const id = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,100}$/);

/** doc3 §2.2 query parameters: transactionId, payplan, rateQuoteId. */
export function keysOf(url: URL): (QuoteKeys & { payplan: string }) | null {
  const transactionId = id.safeParse(url.searchParams.get("transactionId") ?? url.searchParams.get("transactionid"));
  const rateQuoteId = id.safeParse(url.searchParams.get("rateQuoteId") ?? url.searchParams.get("ratequoteid"));
  if (!transactionId.success || !rateQuoteId.success) return null;
  const payplan = (url.searchParams.get("payplan") ?? "").replace(/[^A-Za-z0-9 _-]/g, "").slice(0, 40);
  return { transactionId: transactionId.data, rateQuoteId: rateQuoteId.data, payplan };
}

/**
 * doc3 §2.2 entry from a quote card: `?rateQuoteId=` (and `payplan`) without a transaction id is
 * completed with the transaction of the visitor's session; the address to redirect to, or null when
 * there is nothing to complete (or no transaction in the session: the page then says what is missing).
 */
export async function completeFromSession(request: Request, url: URL, context: Readonly<RouterContextProvider>): Promise<string | null> {
  if (url.searchParams.has("transactionId") || url.searchParams.has("transactionid")) return null;
  const rateQuoteId = id.safeParse(url.searchParams.get("rateQuoteId") ?? url.searchParams.get("ratequoteid"));
  if (!rateQuoteId.success) return null;
  const transactionId = id.safeParse((await requestSession(request, context)).get("transactionId"));
  if (!transactionId.success) return null;
  const search = new URLSearchParams({ transactionId: transactionId.data, rateQuoteId: rateQuoteId.data });
  const payplan = url.searchParams.get("payplan");
  if (payplan) search.set("payplan", payplan.replace(/[^A-Za-z0-9 _-]/g, "").slice(0, 40));
  return `${url.pathname}?${search.toString()}`;
}

/** The visitor may open the follow-up of the quote in their session, or of a quote whose owner they verified. */
export async function ownsQuote(request: Request, context: Readonly<RouterContextProvider>, keys: QuoteKeys): Promise<boolean> {
  const session = await requestSession(request, context);
  return session.get("transactionId") === keys.transactionId || (session.get("verifiedQuotes") ?? []).includes(keys.rateQuoteId);
}

const driverSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dob: z.string(),
  gender: z.string(),
  marital: z.string(),
  relation: z.string(),
  licence: z.string(),
  residenceStatus: z.string(),
  driverStatus: z.string(),
  actionType: z.enum(["include", "exclude"]),
  added: z.boolean(),
});
const vehicleSchema = z.object({ id: z.string(), year: z.number(), make: z.string(), model: z.string(), vin: z.string(), mileage: z.number() });
const dataSchema = z.object({
  primary: z.object({ dob: z.string(), licence: z.string(), consent: z.boolean() }),
  primaryMarital: z.string(),
  drivers: z.array(driverSchema),
  vehicles: z.array(vehicleSchema),
  contact: z
    .object({ textMessages: z.enum(["Y", "N"]), language: z.enum(["en", "es"]), paperless: z.enum(["Y", "N"]), optIn: z.enum(["", "email", "text"]) })
    .nullable(),
  answers: z.record(z.string(), z.enum(["Y", "N"])),
  callBackRequested: z.boolean(),
});

/** The form's first version, from the rate quote's transaction (doc3 §3 "Transaction (follow-up flow)"). */
export function initialData(quote: RateQuote): FollowUpData {
  const [primary, ...others] = quote.transaction.drivers;
  const drivers: Driver[] = others.map((d, index) => ({
    id: `q${index + 1}`,
    firstName: d.firstName,
    lastName: d.lastName,
    dob: toIsoDate(d.dob),
    gender: String(d.gender),
    marital: String(d.maritalStatus),
    relation: d.relation ? String(d.relation) : "",
    licence: "",
    residenceStatus: "",
    driverStatus: "",
    actionType: "include",
    added: false,
  }));
  const vehicles: Vehicle[] = quote.transaction.cars.map((c, index) => ({
    id: `v${index + 1}`,
    year: c.year,
    make: c.make,
    model: c.model,
    vin: c.vin,
    mileage: (MILEAGES as readonly number[]).includes(c.annualMilesAge) ? c.annualMilesAge : DEFAULT_MILEAGE,
  }));
  return {
    primary: { dob: toIsoDate(quote.transaction.customer.dob), licence: "", consent: false },
    primaryMarital: String(primary?.maritalStatus ?? 1),
    drivers,
    vehicles,
    contact: null,
    answers: {},
    callBackRequested: false,
  };
}

/** doc3 §3 carrier questions: the carrier's question order (or its listed questions, or the brand's default list), with its texts in `lang`. */
export function questionsFor(carrier: CarrierConfiguration, settings: FollowUpSettings, lang: Language): CarrierQuestion[] {
  const codes =
    carrier.questionOrder.length > 0
      ? carrier.questionOrder
      : carrier.questions.length > 0
        ? carrier.questions.map((q) => q.code)
        : settings.questions.map((q) => q.code);
  // doc3 §8: questions that cannot be found are left out (none found: no question section).
  return codes.flatMap((code) => {
    const text = settings.questions.find((q) => q.code === code);
    if (!text) return [];
    const own = carrier.questions.find((q) => q.code === code);
    return [
      {
        code,
        text: pick(text.text, lang),
        validationRequired: text.validationRequired,
        validAnswer: text.validAnswer,
        errorMessage: (own ? pick(own.errorMessage, lang) : "") || pick(settings.questionNotAccepted, lang),
        yesButton: own?.yesButton || "Y",
        noButton: own?.noButton || "N",
      },
    ];
  });
}

export function configuredMessages(settings: FollowUpSettings, lang: Language): ConfiguredMessages {
  return Object.fromEntries(CONFIGURED_MESSAGES.map((key) => [key, pick(settings[key], lang)])) as ConfiguredMessages;
}

/** The steps this carrier shows, in order (doc3 §2.2: additional drivers hidden per carrier; no questions found: no question step). */
export function visibleSteps(carrier: CarrierConfiguration, questions: readonly CarrierQuestion[]): Step[] {
  return STEPS.filter((s) => !(s === "drivers" && carrier.hideAdditionalDriverSection) && !(s === "questions" && questions.length === 0));
}

export type FollowUpState =
  | { kind: "missing" | "forbidden" | "notFound" | "unavailable" }
  | {
      kind: "ok";
      keys: QuoteKeys & { payplan: string };
      quote: RateQuote;
      carrier: CarrierConfiguration;
      settings: FollowUpSettings;
      step: Step;
      version: number;
      soldAt: string | null;
      data: FollowUpData;
      questions: CarrierQuestion[];
      steps: Step[];
      messages: ConfiguredMessages;
    };

/** Everything the page and its action need; never writes. */
export async function followUpState(request: Request, url: URL, context: Readonly<RouterContextProvider>): Promise<FollowUpState> {
  const keys = keysOf(url);
  if (!keys) return { kind: "missing" };
  if (!(await ownsQuote(request, context, keys))) return { kind: "forbidden" };
  const site = context.get(siteContext);
  const client = site.platform();
  const [quote, stored] = await Promise.all([rateQuote(client, keys), readForm(client, keys)]);
  if (!quote?.ok) return { kind: quote && (quote.status === 404 || quote.status === 403) ? "notFound" : "unavailable" };
  if (!stored?.ok) return { kind: stored && stored.status < 500 ? "notFound" : "unavailable" };
  const [carrier, settings] = await Promise.all([
    carrierConfiguration(context, quote.data.companyId),
    site.content.flowSettings("followUpSettings", site.brand.code),
  ]);
  if (carrier.purchaseFlow !== "followUp") return { kind: "notFound" };
  const parsed = stored.data.form ? dataSchema.safeParse(stored.data.form.data) : null;
  const data = parsed?.success ? parsed.data : initialData(quote.data);
  const questions = questionsFor(carrier, settings, site.lang);
  return {
    kind: "ok",
    keys,
    quote: quote.data,
    carrier,
    settings,
    step: stored.data.form?.step ?? "driver",
    version: stored.data.form?.version ?? 0,
    soldAt: stored.data.form?.soldAt ?? null,
    data,
    questions,
    steps: visibleSteps(carrier, questions),
    messages: configuredMessages(settings, site.lang),
  };
}

/** The step after (or before) `step` among the visible ones. */
export function neighbour(steps: readonly Step[], step: Step, offset: 1 | -1): Step {
  const index = steps.indexOf(step);
  return steps[Math.min(Math.max(index + offset, 0), steps.length - 1)] ?? step;
}
