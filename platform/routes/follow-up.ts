/**
 * The follow-up flow (doc3 §2.2, §3, §4.2, §7.2):
 * - GET  /api/followup/rateQuote                the rate quote by rateQuoteId with its transaction and companyId
 * - GET  /api/followup/form                     the single form's stored answers and step (null before the first save)
 * - POST /api/followup/form                     save them (optionally only if `version` still matches)
 * - POST /api/followup/sold                     the final success, marked once (doc3 §4.2)
 * - POST /bin/servlet/nonvoicecallrequest       request call back (phonenumber without dashes, ratequoteid → nonVoiceCallResponse.message)
 * - GET  /api/search/driver/related             related drivers of a household by state and commonId
 * The licence lookup (California on /api/ca), zip lookup and VIN decode are the reference calls (./reference.ts).
 * The tracking record and contact verification are ./tracking.ts.
 */
import express from "express";
import { z } from "zod";
import { HttpError, INVALID_INPUT_MESSAGE, fieldErrors } from "../http/envelope.ts";
import type { Api } from "../http/route.ts";
import type { PlatformContext } from "../services/context.ts";
import { consume, createLimiter } from "../http/rate-limit.ts";
import { idText, phone, stateCode } from "../services/schemas.ts";
import { CALL_BACK_REQUESTED, FOLLOW_UP_STEPS, loadForm, markSold, rateQuoteOf, relatedDrivers, requestCallBack, saveForm } from "../services/follow-up.ts";
import { tableGuard } from "../db/follow-up-tables.ts";

const quoteKeys = { rateQuoteId: idText("rate quote id"), transactionId: idText("transaction id") };
const partyAddress = z.object({ address1: z.string(), apt: z.string(), city: z.string(), state: z.string(), zipCode: z.string(), county: z.string() });
const rateQuoteAnswer = z.object({
  rateQuoteId: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  totalPremium: z.number(),
  payPlanDescription: z.string(),
  payPlanNumOfPayments: z.number(),
  payPlanPaymentAmount: z.number(),
  payPlanDownPayment: z.number(),
  payPlanPercentDown: z.number(),
  showBuyButton: z.boolean(),
  transaction: z.object({
    transactionId: z.string(),
    companyId: z.string(),
    customer: z.object({ firstName: z.string(), lastName: z.string(), dob: z.string(), email: z.string(), phoneNumber: z.string(), address: partyAddress }),
    drivers: z.array(
      z.object({
        firstName: z.string(),
        lastName: z.string(),
        dob: z.string(),
        gender: z.number(),
        maritalStatus: z.number(),
        relation: z.number(),
        primaryDriver: z.boolean(),
      }),
    ),
    cars: z.array(z.object({ vin: z.string(), year: z.number(), make: z.string(), model: z.string(), annualMilesAge: z.number() })),
    questionAnswers: z.array(z.object({ questionCd: z.string(), answer: z.string() })),
  }),
});
const formAnswer = z.object({
  transactionId: z.string(),
  rateQuoteId: z.string(),
  step: z.enum(FOLLOW_UP_STEPS),
  data: z.record(z.string(), z.unknown()),
  version: z.number(),
  soldAt: z.string().nullable(),
  updatedAt: z.string(),
});
const relatedDriver = z.object({
  firstName: z.string(),
  lastName: z.string(),
  relation: z.number(),
  dob: z.string(),
  gender: z.number(),
  maritalStatus: z.number(),
  driverLicenseNumber: z.string().nullable(),
});

export function registerFollowUpRoutes(api: Api, ctx: PlatformContext): void {
  const ensureTables = tableGuard(ctx.db);
  const callBackLimiter = createLimiter(ctx.db, { name: "callback", points: 10, duration: 3600 });
  const lookupLimiter = createLimiter(ctx.db, { name: "lookup", points: 30, duration: 60 });

  api.route({
    method: "get",
    path: "/api/followup/rateQuote",
    auth: ["site", "customer"],
    tags: ["follow-up"],
    summary: "The rate quote with its transaction (doc3 §7.2)",
    description:
      "The quote by rateQuoteId from the stored rating results, with the transaction it belongs to (customer, drivers, cars, question answers) and companyId. " +
      "transactionId must be the quote's own transaction (404 otherwise). A customer token reads only its own transactions.",
    errorStatuses: [403, 404],
    query: z.object(quoteKeys),
    response: rateQuoteAnswer,
    handler: async ({ query, caller }) => rateQuoteOf(ctx, caller!, query.rateQuoteId, query.transactionId),
  });

  api.route({
    method: "get",
    path: "/api/followup/form",
    auth: ["site", "customer"],
    tags: ["follow-up"],
    summary: "The follow-up form's stored answers",
    description:
      "Path chosen by the platform (doc3 §2.2: a single form; its answers are kept here rather than in the browser). `form` is null before the first save.",
    errorStatuses: [403, 404, 409],
    query: z.object(quoteKeys),
    response: z.object({ form: formAnswer.nullable() }),
    handler: async ({ query, caller }) => {
      await ensureTables();
      return { form: await loadForm(ctx, caller!, query.rateQuoteId, query.transactionId) };
    },
  });

  api.route({
    method: "post",
    path: "/api/followup/form",
    auth: ["site", "customer"],
    tags: ["follow-up"],
    summary: "Save the follow-up form's answers and step",
    description:
      "Replaces the stored answers. With `version`, only if it still matches (409 otherwise; 0 for a first save). A completed form is not changed (409).",
    errorStatuses: [403, 404, 409],
    body: z.object({
      ...quoteKeys,
      step: z.enum(FOLLOW_UP_STEPS, { error: `must be one of ${FOLLOW_UP_STEPS.join(", ")}` }),
      data: z.record(z.string(), z.unknown(), { error: "must be an object" }),
      version: z.number({ error: "must be a number" }).int("must be a whole number").min(0, "must be 0 or more").optional(),
    }),
    response: z.object({ form: formAnswer }),
    handler: async ({ body, caller }) => {
      await ensureTables();
      return { form: await saveForm(ctx, caller!, body) };
    },
  });

  api.route({
    method: "post",
    path: "/api/followup/sold",
    auth: ["site", "customer"],
    tags: ["follow-up"],
    summary: "Mark the follow-up complete (final success shown once)",
    description: "doc3 §4.2: `first` is true only for the first call; the site shows the final success and sets e2e-sold then.",
    errorStatuses: [403, 404, 409],
    body: z.object(quoteKeys),
    response: z.object({ first: z.boolean(), soldAt: z.string() }),
    handler: async ({ body, caller }) => {
      await ensureTables();
      return markSold(ctx, caller!, body.rateQuoteId, body.transactionId);
    },
  });

  const callBackBody = z.object({
    phonenumber: phone,
    ratequoteid: idText("rate quote id"),
  });
  // The platform's router parses JSON bodies under /api and /opapi only: this /bin path reads its own (a body parsed already is left as it is).
  const readJson = (req: express.Request, res: express.Response) =>
    new Promise<void>((resolve, reject) =>
      express.json({ limit: "16kb" })(req, res, (error?: unknown) =>
        error ? reject(new HttpError(400, "The request body must be a JSON object.", { "(body)": "must be a JSON object" })) : resolve(),
      ),
    );
  api.route({
    method: "post",
    path: "/bin/servlet/nonvoicecallrequest",
    auth: ["site", "customer"],
    tags: ["follow-up"],
    summary: "Request call back (doc3 §7.2)",
    description:
      "JSON body `{ phonenumber, ratequoteid }`: `phonenumber` 10 digits, dashes removed by the site (dashes, spaces and brackets are also stripped here); `ratequoteid` the quote. " +
      "Recorded once per quote for the agents; a second press answers the same. `message` is the language-neutral status `requested` (the site shows its own text in the page's language). " +
      "Limited to 10 requests an hour per visitor.",
    header: false,
    errorStatuses: [403, 404, 429],
    response: z.object({ nonVoiceCallResponse: z.object({ message: z.literal(CALL_BACK_REQUESTED), alreadyRequested: z.boolean() }) }),
    handler: async ({ req, res, caller, ip }) => {
      await readJson(req, res);
      const parsed = callBackBody.safeParse(req.body ?? {});
      if (!parsed.success) throw new HttpError(400, INVALID_INPUT_MESSAGE, fieldErrors(parsed.error));
      await ensureTables();
      await consume(callBackLimiter, ip);
      return { nonVoiceCallResponse: await requestCallBack(ctx, caller!, parsed.data.ratequoteid, parsed.data.phonenumber) };
    },
  });

  api.route({
    method: "get",
    path: "/api/search/driver/related",
    auth: "site",
    tags: ["reference"],
    summary: "Related drivers by state and commonId (doc3 §7.2)",
    description:
      "The other members of a seeded reference household (a stand-in for a prefill data provider), without their licence numbers. No match answers an empty list.",
    errorStatuses: [429],
    query: z.object({
      state: stateCode,
      commonId: z
        .string({ error: "is required" })
        .trim()
        .regex(/^[A-Za-z0-9_-]{1,60}$/, "must be a commonId from a licence lookup"),
    }),
    response: z.object({ drivers: z.array(relatedDriver) }),
    handler: async ({ query, ip }) => {
      await consume(lookupLimiter, ip);
      return {
        drivers: relatedDrivers(query.state, query.commonId).map(({ address: _a, priorInsurance: _p, isDefaultInsured: _i, issueDate: _d, ...d }) => d),
      };
    },
  });
}
