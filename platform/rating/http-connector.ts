/**
 * Generic HTTP JSON connector: a carrier that is an outside rater.
 *
 * POSTs `{ carrierId, request }` (the `RatingRequest`) as JSON to the configured URL and maps
 * the answer. By default the answer uses our names:
 *   { status: "rated" | "declined", totalPremium, quoteNumber, payPlans: [...], cars: [...],
 *     declineReason?, message? }
 * `responseMap` gives dotted paths when the rater names things differently (e.g.
 * `{ "totalPremium": "quote.premium.total" }`). A non-2xx answer, a network failure or an answer
 * without a premium becomes a declination; only an abort through `signal` rejects.
 */
import { z } from "zod";
import type { DeclineReason, HttpCarrier, PayPlan, RateOptions, RatedCar, RatingOutcome, RatingRequest } from "./types.ts";
import { applyPayPlanRules, coverageDisplay, declined, driverAge, num, orderPlans, round2, vehicleCoverages } from "./common.ts";

const DECLINE_REASONS = new Set<string>([
  "state_not_served",
  "zip_not_served",
  "driver_age",
  "term_not_offered",
  "vehicle_not_eligible",
  "too_many_drivers",
  "too_many_vehicles",
  "no_drivers",
  "no_vehicles",
  "coverage_required",
  "coverage_not_offered",
  "driver_record",
  "no_pay_plan",
  "non_owner_not_offered",
]);

const money = z.union([z.number(), z.string().regex(/^\$?[\d,]+(\.\d+)?$/)]).transform((v) => num(v));

const planSchema = z.object({
  code: z.coerce.string().default("PLAN"),
  description: z.string().default(""),
  eft: z.boolean().default(false),
  downPayment: money,
  paymentAmount: money.default(0),
  numOfPayments: z.coerce.number().int().nonnegative().default(0),
  installmentFee: money.default(0),
  totalCharges: money.optional(),
  premium: money.optional(),
  downPaymentMonths: z.number().optional(),
});

const carSchema = z.object({
  year: z.coerce.number(),
  make: z.string(),
  model: z.string(),
  vin: z.string().optional(),
  premium: money.optional(),
  coverages: z
    .array(
      z.object({
        coverageCd: z.enum(["BI", "PD", "PIP", "UM", "UMPD", "COMP", "COLL", "RREIM", "CWAIV"]),
        coverageName: z.string().optional(),
        limit: z.coerce.string().default(""),
        deductible: z.coerce.string().default(""),
        coverageDescription: z.string().optional(),
        premium: money.default(0),
      }),
    )
    .default([]),
});

let settings: Record<string, string | undefined> = {};

/** The values `env:NAME` reads (the platform configuration's RATING_CONNECTOR_* settings; createPlatform sets them). */
export function setCarrierSettings(values: Record<string, string | undefined>): void {
  settings = { ...values };
}

/** Reads `env:NAME` values from the carrier settings. */
function resolve(value: string): string | undefined {
  return value.startsWith("env:") ? settings[value.slice(4)] || undefined : value;
}

function pick(answer: unknown, path: string): unknown {
  let node: unknown = answer;
  for (const key of path.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** True when the carrier's endpoint is configured (its `env:` URL is set). */
export function isHttpCarrierConfigured(carrier: HttpCarrier): boolean {
  return resolve(carrier.url) !== undefined;
}

export async function rateHttp(request: RatingRequest, carrier: HttpCarrier, options: RateOptions): Promise<RatingOutcome> {
  const url = resolve(carrier.url);
  if (!url) return declined(carrier, "carrier_unavailable", "the rater's address is not configured");
  if (!carrier.states.includes(request.state))
    return declined(carrier, "state_not_served", `${carrier.companyName} does not write policies in ${request.state}`);
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
  for (const [name, value] of Object.entries(carrier.headers ?? {})) {
    const v = resolve(value);
    if (v !== undefined) headers[name] = v;
  }
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(url, { method: "POST", headers, body: JSON.stringify({ carrierId: carrier.id, request }), signal: options.signal ?? null });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return declined(carrier, "carrier_unavailable", "the rater could not be reached");
  }
  if (!response.ok) {
    await response.body?.cancel();
    return declined(carrier, "carrier_unavailable", `the rater answered HTTP ${response.status}`);
  }
  let answer: unknown;
  try {
    answer = await response.json();
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return declined(carrier, "carrier_error", "the rater's answer is not JSON");
  }
  return mapAnswer(answer, request, carrier);
}

/** Maps a rater's JSON answer to a rate or declination. */
export function mapAnswer(answer: unknown, request: RatingRequest, carrier: HttpCarrier): RatingOutcome {
  const map = carrier.responseMap ?? {};
  const get = (field: keyof NonNullable<HttpCarrier["responseMap"]>) => pick(answer, map[field] ?? field);

  const status = String(get("status") ?? "").toLowerCase();
  const reason = get("declineReason");
  if (status === "declined" || status === "decline" || (typeof reason === "string" && reason !== "")) {
    const code = typeof reason === "string" && DECLINE_REASONS.has(reason) ? (reason as DeclineReason) : "carrier_declined";
    const message = pick(answer, "message");
    return declined(carrier, code, typeof message === "string" && message ? message.slice(0, 200) : "the carrier declined the risk");
  }

  const total = money.safeParse(get("totalPremium"));
  if (!total.success || total.data <= 0) return declined(carrier, "carrier_error", "the rater's answer has no premium");

  const planList = z.array(planSchema).safeParse(get("payPlans") ?? []);
  if (!planList.success) return declined(carrier, "carrier_error", "the rater's pay plans are malformed");
  let plans: PayPlan[] = planList.data.map((p) => ({
    code: p.code,
    description: p.description,
    eft: p.eft,
    downPayment: round2(p.downPayment),
    paymentAmount: round2(p.paymentAmount),
    numOfPayments: p.numOfPayments,
    installmentFee: p.installmentFee,
    totalCharges: round2(p.totalCharges ?? p.downPayment + p.paymentAmount * p.numOfPayments),
    premium: round2(p.premium ?? total.data),
    downPaymentMonths: p.downPaymentMonths ?? (p.numOfPayments === 0 ? request.term : 1),
  }));
  if (plans.length === 0) {
    plans = [
      {
        code: "PIF",
        description: "Paid in full",
        eft: false,
        downPayment: total.data,
        paymentAmount: 0,
        numOfPayments: 0,
        installmentFee: 0,
        totalCharges: total.data,
        premium: total.data,
        downPaymentMonths: request.term,
      },
    ];
  }
  plans = applyPayPlanRules(plans, carrier.conditionalRules);
  if (plans.length === 0) return declined(carrier, "no_pay_plan", "no pay plan meets the carrier's rules");
  const ordered = orderPlans(plans, request.preferredPayPlan, plans[0]?.code ?? "");
  const shown = ordered[0] as PayPlan;

  const carList = z.array(carSchema).safeParse(get("cars") ?? []);
  const cars: RatedCar[] =
    carList.success && carList.data.length > 0
      ? carList.data.map((c) => {
          const coverages = c.coverages.map((cov) => {
            const display = coverageDisplay({ coverageCd: cov.coverageCd, val1: cov.limit || cov.deductible });
            return {
              coverageCd: cov.coverageCd,
              coverageName: cov.coverageName ?? display.coverageName,
              limit: cov.limit,
              deductible: cov.deductible,
              coverageDescription: cov.coverageDescription ?? display.coverageDescription,
              premium: cov.premium,
            };
          });
          const car: RatedCar = { year: c.year, make: c.make, model: c.model, coverages, premium: c.premium ?? coverages.reduce((s, x) => s + x.premium, 0) };
          if (c.vin) car.vin = c.vin;
          return car;
        })
      : request.vehicles.map((v) => {
          const coverages = [...vehicleCoverages(request, v.coverages).values()].map((entry) => ({
            coverageCd: entry.coverageCd,
            ...coverageDisplay(entry),
            premium: 0,
          }));
          const car: RatedCar = { year: v.year, make: v.make, model: v.model, coverages, premium: 0 };
          if (v.vin) car.vin = v.vin;
          return car;
        });

  const quote = get("quoteNumber");
  return {
    status: "rated",
    companyName: carrier.companyName,
    companyID: carrier.id,
    logoUrl: carrier.logoUrl,
    term: request.term,
    totalPremium: round2(total.data),
    payPlanDescription: shown.description,
    payPlanDownPayment: shown.downPayment,
    payPlanPaymentAmount: shown.paymentAmount,
    payPlanNumOfPayments: shown.numOfPayments,
    payPlanCode: shown.code,
    quoteNumber: typeof quote === "string" || typeof quote === "number" ? String(quote) : "",
    effectiveDate: request.effectiveDate,
    showBuyButton: carrier.showBuyButton,
    bolType: carrier.bolType,
    openNewWindow: carrier.openNewWindow,
    cars,
    drivers: request.drivers.map((d) => ({ firstName: d.firstName ?? "", lastName: d.lastName ?? "", age: driverAge(d, request.effectiveDate) ?? 0 })),
    premium: shown.premium,
    fees: [],
    payPlans: ordered,
  };
}
