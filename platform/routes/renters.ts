/**
 * Renters insurance (doc3 §3, §4.3, §7.3): coverage options, rating, buy-now validation, purchase.
 * - POST /api/renters/prepare          the stored quote of a transaction id (repeat quote)
 * - POST /api/renters/coverageOptions  the coverage choices carriers write in a state (D derived from C)
 * - POST /api/renters/rate             a rate request: the transaction id; carriers answer in the background
 * - POST /api/renters/results          polled until isDone: results[].rates[].paymentPlans, errors[].message
 * - POST /api/renters/validate         buy-now validate: 422 with the detail text when the purchase cannot go ahead
 * - POST /api/renters/purchase         the purchase request (doc3 §3), charged through the card token
 * - POST /api/renters/purchaseStatus   polled until isDone: purchased (with a policy id) or failed
 * - GET  /api/renters/declarations     the purchased policy's declarations page (PDF, base64 in JSON), by transaction id
 * - GET  /api/renters/policies/{policyNumber}/declarations  the same for the signed-in customer's own policy
 * Rules live in platform/services/renters.ts; the rate tables in platform/rating/renters/.
 */
import type { Response } from "express";
import { z } from "zod";
import type { Api } from "../http/route.ts";
import type { PlatformContext } from "../services/context.ts";
import { stateCode } from "../services/schemas.ts";
import { coverageOptionsFor } from "../rating/renters/options.ts";
import { PAYMENT_PLANS } from "../rating/renters/types.ts";
import { purchaseRequestSchema, rateRequestSchema, transactionId } from "../services/renters-schemas.ts";
import {
  declarationsByTransaction,
  declarationsForCustomer,
  prepareQuote,
  purchaseStatus,
  quoteResults,
  startPurchase,
  startQuote,
  validateBuy,
} from "../services/renters.ts";
import { HttpError } from "../http/envelope.ts";

const planAnswer = z.object({
  planType: z.enum(PAYMENT_PLANS),
  totalPremium: z.number(),
  downPaymentAmount: z.number(),
  installmentPaymentAmount: z.number(),
  numberOfInstallments: z.number(),
});
const rateAnswer = z.object({
  rateId: z.string(),
  term: z.number(),
  annualPremium: z.number(),
  coverages: z.array(z.object({ coverageCd: z.string(), limit: z.number(), deductible: z.number() })),
  paymentPlans: z.array(planAnswer),
});
const purchaseAnswer = z.object({
  purchaseId: z.string(),
  transactionId: z.string(),
  carrierId: z.string(),
  status: z.enum(["submitted", "charging", "purchased", "failed"]),
  isDone: z.boolean(),
  policyId: z.string().meta({ description: "Present (non-empty) only when purchased: doc3 §4.3 decides purchased versus failed by it." }),
  policyNumber: z.string(),
  message: z.string().meta({ description: "The processor's decline text when failed." }),
});
const numbers = z.array(z.number());

const pdfAnswer = z.object({
  fileName: z.string(),
  policyNumber: z.string(),
  pdf: z.string().meta({ description: "The declarations page (application/pdf), base64." }),
});

function pdfOf(res: Response, pdf: Buffer, policyNumber: string) {
  res.set("cache-control", "private, no-store");
  return { fileName: `renters-declarations-${policyNumber}.pdf`, policyNumber, pdf: pdf.toString("base64") };
}

export function registerRentersRoutes(api: Api, ctx: PlatformContext): void {
  const brandOf = (caller: { brand: string } | null) => caller?.brand ?? ctx.config.DEFAULT_BRAND;

  api.route({
    method: "post",
    path: "/api/renters/prepare",
    auth: "site",
    tags: ["renters"],
    summary: "Renters repeat quote",
    description: "doc3 §2.3, §7.3: the quote stored under this transaction id, to prefill the form. Unknown: 404 (QUOTE_NOT_FOUND).",
    errorStatuses: [404],
    body: z.object({ transactionId }),
    response: z.object({
      transactionId: z.string(),
      state: z.string(),
      quote: z.object({
        customer: z.object({ name: z.string(), surname: z.string(), email: z.string(), phoneNumber: z.string() }),
        address: z.object({ address1: z.string(), address2: z.string(), city: z.string(), zipCode: z.string() }),
        effectiveDate: z.string(),
        additionalCustomers: z.array(z.object({ Name: z.string(), Surname: z.string(), Email: z.string(), Role: z.number() })),
        coverages: z.record(z.string(), z.number()).meta({ description: "CoverageCd → limit or deductible in dollars (ReplacementCost 1 or 0)." }),
        state: z.string(),
      }),
    }),
    handler: async ({ body }) => {
      const { quote, ...rest } = await prepareQuote(ctx, body.transactionId);
      return { ...rest, quote: { ...quote, coverages: { ...quote.coverages } } };
    },
  });

  api.route({
    method: "post",
    path: "/api/renters/coverageOptions",
    auth: "site",
    tags: ["renters"],
    summary: "Renters coverage options by state",
    description:
      "doc3 §7.3, §9: limits and deductibles the state's carriers write; CoverageD maps each contents limit to its D options (2000, and 20 % of C when larger).",
    body: z.object({ state: stateCode }),
    response: z.object({
      state: z.string(),
      carriers: z.array(z.object({ id: z.string(), companyName: z.string() })),
      CoverageC: numbers,
      CoverageD: z.record(z.string(), numbers),
      CoverageE: numbers,
      CoverageF: numbers,
      AllOtherPeril: numbers,
      WindHail: numbers,
      ReplacementCost: numbers,
      RentalIncome: numbers,
      PetDamage: numbers,
      WaterBackup: numbers,
    }),
    handler: async ({ body }) => coverageOptionsFor(body.state),
  });

  api.route({
    method: "post",
    path: "/api/renters/rate",
    auth: "site",
    tags: ["renters"],
    summary: "Renters rate request",
    description:
      "doc3 §7.3: stores the quote and rates it with every carrier writing the zip's state; poll /api/renters/results. Coverages are CoverageCd with Limit.Val1 (Deductible.Val1 for AllOtherPeril and WindHail). An unknown zip or an effective date outside today..today+90 days (America/Chicago): 400 per field.",
    body: rateRequestSchema,
    response: z.object({ transactionId: z.string(), state: z.string(), carriers: z.number() }),
    handler: async ({ body, caller, header }) => startQuote(ctx, brandOf(caller), header.lang, body),
  });

  api.route({
    method: "post",
    path: "/api/renters/results",
    auth: "site",
    tags: ["renters"],
    summary: "Renters rate results (poll)",
    description: "doc3 §7.3: each carrier's answer as it arrives; isDone when every carrier answered. results are sorted by annual premium.",
    errorStatuses: [404],
    body: z.object({ transactionId }),
    response: z.object({
      transactionId: z.string(),
      state: z.string(),
      isDone: z.boolean(),
      completedCount: z.number(),
      totalCount: z.number(),
      results: z.array(z.object({ carrierId: z.string(), companyName: z.string(), rates: z.array(rateAnswer) })),
      errors: z.array(z.object({ carrierId: z.string(), message: z.string() })),
    }),
    handler: async ({ body }) => quoteResults(ctx, body.transactionId),
  });

  api.route({
    method: "post",
    path: "/api/renters/validate",
    auth: "site",
    tags: ["renters"],
    summary: "Renters buy-now validate",
    description:
      "doc3 §7.3, §8: 422 with the detail text (messageCode ALREADY_PURCHASED, RATE_NOT_FOUND, PLAN_NOT_OFFERED, EFFECTIVE_DATE) when the purchase cannot go ahead.",
    errorStatuses: [404, 422],
    body: z.object({
      TransactionId: transactionId,
      CarrierId: z.string().regex(/^[a-z0-9-]{2,40}$/, "must be a carrier id"),
      EffectiveDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be yyyy-mm-dd"),
      PlanType: z.enum(PAYMENT_PLANS),
    }),
    response: z.object({ valid: z.boolean(), totalPremium: z.number(), downPaymentAmount: z.number() }),
    handler: async ({ body }) => {
      const { plan } = await validateBuy(ctx, {
        transactionId: body.TransactionId,
        carrierId: body.CarrierId,
        effectiveDate: body.EffectiveDate,
        planType: body.PlanType,
      });
      return { valid: true, totalPremium: plan.totalPremium, downPaymentAmount: plan.downPaymentAmount };
    },
  });

  api.route({
    method: "post",
    path: "/api/renters/purchase",
    auth: "site",
    tags: ["renters"],
    summary: "Renters purchase",
    description:
      "doc3 §3 purchase request (RequestStep 3, Community fixed at 1, 5, 2008). The card token is charged once for the plan's down payment; poll /api/renters/purchaseStatus. " +
      "The same PaymentToken sent again answers the same purchase (idempotent). `documentUrl` (optional, one of the brand's sites) is the declarations link put in the e-mail.",
    errorStatuses: [404, 409, 422],
    status: 202,
    body: purchaseRequestSchema.extend({
      documentUrl: z
        .url({ protocol: /^https?$/, error: "must be an http(s) address" })
        .max(500)
        .optional(),
    }),
    response: purchaseAnswer,
    handler: async ({ body }) => {
      // The spec header travels in the body; it is not part of the stored purchase request.
      const { documentUrl, header: _header, ...request } = body as typeof body & { header?: unknown };
      return startPurchase(ctx, request, { documentUrl });
    },
  });

  api.route({
    method: "post",
    path: "/api/renters/purchaseStatus",
    auth: "site",
    tags: ["renters"],
    summary: "Renters purchase status (poll)",
    description: "doc3 §4.3: the quote's latest purchase; purchased only with a policyId. No purchase: 404 (NO_PURCHASE).",
    errorStatuses: [404],
    body: z.object({ transactionId }),
    response: purchaseAnswer,
    handler: async ({ body }) => purchaseStatus(ctx, body.transactionId),
  });

  api.route({
    method: "get",
    path: "/api/renters/declarations",
    auth: "site",
    tags: ["renters"],
    summary: "Renters declarations page (PDF) by transaction id",
    errorStatuses: [404],
    query: z.object({ transactionId }),
    response: pdfAnswer,
    handler: async ({ query, res }) => {
      const { pdf, policyNumber } = await declarationsByTransaction(ctx, query.transactionId);
      return pdfOf(res, pdf, policyNumber);
    },
  });

  api.route({
    method: "get",
    path: "/api/renters/policies/:policyNumber/declarations",
    auth: "customer",
    tags: ["renters"],
    summary: "The signed-in customer's renters declarations page (PDF)",
    description: "Another customer's policy answers 404, as an unknown one does.",
    errorStatuses: [404],
    params: z.object({ policyNumber: z.string().regex(/^[A-Za-z0-9-]{4,30}$/, "must be a policy number") }),
    response: pdfAnswer,
    handler: async ({ params, caller, res }) => {
      if (!caller?.email) throw new HttpError(403, "This call needs a signed-in customer.");
      const { pdf, policyNumber } = await declarationsForCustomer(ctx, params.policyNumber, caller.email);
      return pdfOf(res, pdf, policyNumber);
    },
  });
}
