/**
 * Buy online (doc3 §3, §4.1, §7.1): carrier questions and results, the buy-now state machine, payment, e-signature, policy documents.
 *
 *   GET  /api/buyonline/carrierQuestions     site      questions of a carrier, in the configured order
 *   POST /api/buyonline/carrierResults       site      the carrier's rate: status, paymentOptions, statusDesc, errors
 *   POST /api/buyonline/start                site      -1 → 0 (idempotent)
 *   POST /api/buyonline/buyNowStatus         site      buyNowStatusResponse
 *   POST /api/buyonline/currentBuyNowStatus  site      currentBuyNowStatus
 *   POST /api/buyonline/submitQuoteStep2     site      verified customer, drivers, vehicles, answers → re-rated (0 → 1)
 *   POST /api/buyonline/quoteStep2Status     site      isDone, completedCount (the poll)
 *   POST /api/buyonline/paymentUrl           site      the hosted payment page of the down payment
 *   POST /api/buyonline/paymentConfirm       site      resultCode 200 / 0 / 402 (2 → 3 or 2 → 1)
 *   POST /api/buyonline/esignDocuments       site      documents (SHA-256) and affirmation statement
 *   POST /api/buyonline/esignUrl             site      3 → 4
 *   POST /api/buyonline/confirmEsign         site      signature record, 4 → 5 → 6 (policy issued)
 *   POST /api/buyonline/policyDocuments      site, customer   a stored PDF (base64)
 *   GET/POST /sandbox/buy-pay/{sessionId}    none      the sandbox processor's hosted page (HTML)
 *
 * The spec's "Basic authorization header" of these calls is the site's own client credential:
 * the site exchanges its client id and secret for a site token (loginWithToken) and sends it as
 * the Authorization header of every call, so no call here answers without it.
 */
import { z } from "zod";
import type { Api } from "../http/route.ts";
import { fieldErrors, HttpError, INVALID_INPUT_MESSAGE } from "../http/envelope.ts";
import type { PlatformContext } from "../services/context.ts";
import { email, idText, personName, phone, stateCode, zipCode } from "../services/schemas.ts";
import { MAX_DRIVERS_PER_QUOTE, MAX_VEHICLES_PER_QUOTE } from "../rating/limits.ts";
import { carrierQuestions } from "../services/buy-online-questions.ts";
import { carrierResults, currentStatusOf, langOf, purchaseFor, startPurchase, statusOf, step2Status, submitStep2 } from "../services/buy-online.ts";
import { openPaymentSession, paymentConfirm, paymentUrl, payWithCard, returnAddress } from "../services/buy-online-payment.ts";
import { confirmEsign, esignDocuments, esignUrl, policyDocument } from "../services/esign.ts";
import { donePage, expiredPage, payFormPage } from "../services/buy-online-pay-page.ts";
import { findPayment } from "../repositories/buy-online.ts";

const ids = { transactionId: idText("transaction id"), carrierId: idText("carrier id") };
const money = z.number();
const paymentOption = z.object({
  payPlanCode: z.string(),
  payPlanNumOfPayments: z.number(),
  payPlanPaymentAmount: money,
  payPlanDownPayment: money,
  payPlanDescription: z.string(),
  totalPremium: money,
  term: z.number(),
  agencyFee: money,
});
const statusResponse = z.object({
  currentBuyNowStatus: z
    .number()
    .meta({ description: "doc3 §4.1: -1 none, 0 driver info, 1 pay now, 2 payment check, 3 e-sign documents, 4 e-sign open, 5 signed, 6 sold" }),
  rc2Status: z.string(),
  rc3Status: z.number().meta({ description: "0 not started, 1 requested, 2 failed, 3 policy issued" }),
  paymentToken: z.string(),
  paymentStatus: z.string(),
  paymentDescription: z.string(),
  paymentAmount: money,
  rc3PolicyId: z.string(),
  policyNumber: z.string(),
  quoteNumber: z.string(),
  rc3Messages: z.array(z.string()),
  signedPolicySendStatus: z.string(),
  isESignAvailable: z.boolean(),
  eSignSignedStatus: z.string(),
});
const step2Response = z.object({ isDone: z.boolean(), completedCount: z.number(), carrierCount: z.number(), currentBuyNowStatus: z.number() });

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date as yyyy-mm-dd");
const address = z.object({
  address1: z.string().trim().min(3, "is required").max(120),
  address2: z.string().trim().max(60).optional(),
  city: z.string().trim().min(2, "is required").max(60),
  state: stateCode,
  zipCode,
  county: z.string().trim().max(60).optional(),
});
const name = personName;
const step2Body = z.object({
  ...ids,
  requestKey: z.string().trim().min(8, "must be at least 8 characters").max(100),
  customer: z.object({
    firstName: name,
    lastName: name,
    email,
    phone,
    dob: isoDate,
    address,
  }),
  drivers: z
    .array(
      z.object({
        firstName: name,
        lastName: name,
        dob: isoDate,
        gender: z.union([z.literal(0), z.literal(1)], { error: "must be 0 (male) or 1 (female)" }),
        marital: z.union([z.literal(0), z.literal(1)], { error: "must be 0 (married) or 1 (single)" }),
        relation: z.number().int().min(0, "must be 0 to 5").max(5, "must be 0 to 5"),
        license: z.string().trim().max(40).optional(),
        driverstatus: z.number().int().min(0).max(2).optional(),
        residencestatus: z.number().int().min(0).max(5).optional(),
      }),
    )
    .min(1, "needs the primary driver")
    .max(MAX_DRIVERS_PER_QUOTE),
  vehicles: z
    .array(
      z.object({
        vin: z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-HJ-NPR-Z0-9]{17}$/, "must be 17 letters or digits, without I, O or Q"),
        year: z.number().int().min(1950).max(2100),
        make: z.string().trim().min(1, "is required").max(40),
        model: z.string().trim().min(1, "is required").max(60),
        annualMiles: z.number().int().min(0).max(200000).optional(),
        commutingVehicle: z.boolean().optional(),
        commutingDays: z.number().int().min(0).max(7).optional(),
        commutingAddress: address.optional(),
      }),
    )
    .min(1, "needs a vehicle")
    .max(MAX_VEHICLES_PER_QUOTE),
  answers: z.array(z.object({ questionCd: z.string().trim().min(1).max(40), answer: z.string().trim().max(5) })).max(50),
});
const siteUrl = z.url({ error: "must be an http(s) address" }).max(2000);

export function registerBuyOnlineRoutes(api: Api, ctx: PlatformContext): void {
  const caller = (c: unknown) => c as NonNullable<Parameters<typeof purchaseFor>[1]>;

  api.route({
    method: "get",
    path: "/api/buyonline/carrierQuestions",
    auth: "site",
    tags: ["buy online"],
    summary: "Carrier underwriting questions",
    description:
      "doc3 §7.1: the carrier's questions (Y/N) in the header's language, the codes of `questionOrder` (comma-separated, the carrier configuration's questionorder) first. Unknown carrier: 404.",
    errorStatuses: [404],
    query: z.object({ carrierId: idText("carrier id"), questionOrder: z.string().max(1000).optional().default("") }),
    response: z.object({
      questions: z.array(
        z.object({
          questionCd: z.string(),
          questionText: z.string(),
          questionType: z.string(),
          answers: z.array(z.string()),
          validationrequired: z.boolean(),
          validanswer: z.string(),
          errormessage: z.string(),
        }),
      ),
    }),
    handler: async ({ query, header }) => {
      const questions = carrierQuestions(query.carrierId, query.questionOrder.split(","), langOf(header.lang));
      if (!questions) throw new HttpError(404, "No questions for this carrier.", undefined, { messageCode: "CARRIER_NOT_FOUND" });
      return { questions };
    },
  });

  api.route({
    method: "post",
    path: "/api/buyonline/carrierResults",
    auth: "site",
    tags: ["buy online"],
    summary: "Carrier results of a transaction",
    description:
      "doc3 §7.1: the carrier's rate of the transaction (re-rated after quote step 2): status, statusDesc, paymentOptions, errors[].text (a text may hold several messages separated by ~).",
    errorStatuses: [403, 404],
    body: z.object(ids),
    response: z.object({
      status: z.string(),
      statusDesc: z.string(),
      rateQuoteId: z.string(),
      quoteNumber: z.string(),
      companyName: z.string(),
      totalPremium: money,
      term: z.number(),
      agencyFee: money,
      effectiveDate: z.string(),
      rerated: z.boolean(),
      paymentOptions: z.array(paymentOption),
      errors: z.array(z.object({ text: z.string() })),
      drivers: z.array(z.object({ firstName: z.string(), lastName: z.string() })),
      vehicles: z.array(z.object({ year: z.number(), make: z.string(), model: z.string(), vin: z.string() })),
      coverages: z.array(z.object({ coverageCd: z.string(), coverageName: z.string(), limit: z.string(), deductible: z.string() })),
    }),
    handler: async ({ body, caller: c }) => carrierResults(ctx, caller(c), body.transactionId, body.carrierId),
  });

  api.route({
    method: "post",
    path: "/api/buyonline/start",
    auth: "site",
    tags: ["buy online"],
    summary: "Start buying online with a carrier",
    description:
      "doc3 §4.1: -1 → 0. The carrier must have rated the transaction (else 404 NO_RATE). A repeat answers the status reached. `enableESign` is the carrier configuration's.",
    errorStatuses: [403, 404],
    body: z.object({ ...ids, enableESign: z.boolean().default(true) }),
    response: z.object({ buyNowStatusResponse: statusResponse }),
    handler: async ({ body, caller: c, header }) => ({ buyNowStatusResponse: await startPurchase(ctx, caller(c), body, langOf(header.lang)) }),
  });

  api.route({
    method: "post",
    path: "/api/buyonline/buyNowStatus",
    auth: "site",
    tags: ["buy online"],
    summary: "Buy-now status",
    description:
      "doc3 §3 buy-now status, §4.1 status codes. No purchase yet: currentBuyNowStatus -1. A payment session that expired unpaid: paymentStatus expired, no paymentToken (pay again).",
    errorStatuses: [403, 404],
    body: z.object(ids),
    response: z.object({ buyNowStatusResponse: statusResponse }),
    handler: async ({ body, caller: c }) => ({
      buyNowStatusResponse: await currentStatusOf(ctx, (await purchaseFor(ctx, caller(c), body.transactionId, body.carrierId)).purchase),
    }),
  });

  api.route({
    method: "post",
    path: "/api/buyonline/currentBuyNowStatus",
    auth: "site",
    tags: ["buy online"],
    summary: "Current buy-now status code",
    errorStatuses: [403, 404],
    body: z.object(ids),
    response: z.object({ currentBuyNowStatus: z.number() }),
    handler: async ({ body, caller: c }) => ({
      currentBuyNowStatus: statusOf((await purchaseFor(ctx, caller(c), body.transactionId, body.carrierId)).purchase).currentBuyNowStatus,
    }),
  });

  api.route({
    method: "post",
    path: "/api/buyonline/submitQuoteStep2",
    auth: "site",
    tags: ["buy online"],
    summary: "Submit quote step 2 (verified drivers, vehicles, answers)",
    description:
      "doc3 §5.1, §7.1: every question answered; a validationrequired question with another answer than its valid one is refused with its error message (422, errors `answers.<code>`); a licence for insured drivers; a commute address for commuting vehicles. Re-rates with the verified data: 0 → 1 when rated, or rc2Status declined with rc3Messages. The same requestKey again changes nothing. Poll quoteStep2Status until isDone.",
    errorStatuses: [403, 404, 409, 422],
    body: step2Body,
    response: step2Response,
    handler: async ({ body, caller: c, header }) => submitStep2(ctx, caller(c), body, langOf(header.lang)),
  });

  api.route({
    method: "post",
    path: "/api/buyonline/quoteStep2Status",
    auth: "site",
    tags: ["buy online"],
    summary: "Quote step 2 progress (poll)",
    errorStatuses: [403, 404],
    body: z.object(ids),
    response: step2Response,
    handler: async ({ body, caller: c }) => step2Status(ctx, caller(c), body.transactionId, body.carrierId),
  });

  api.route({
    method: "post",
    path: "/api/buyonline/paymentUrl",
    auth: "site",
    tags: ["buy online"],
    summary: "Payment URL of the down payment",
    description:
      "doc3 §4.1, §7.1 (status 1): the hosted page of the sandbox processor for the down payment of the plan picked: `payPlan` (a plan's code or description) when offered, else the first option with more than one payment and a term over one, else the option described `paymentPlanDescription`. An open session for the same amount and return address is given again. 409 once paid.",
    errorStatuses: [403, 404, 409],
    body: z.object({
      ...ids,
      returnUrl: siteUrl,
      payPlan: z.string().trim().max(100).optional(),
      paymentPlanDescription: z.string().trim().max(100).default(""),
    }),
    response: z.object({ paymentUrl: z.string(), paymentPlan: paymentOption, amountDue: money }),
    handler: async ({ body, caller: c, header }) => paymentUrl(ctx, caller(c), body, header.lang),
  });

  api.route({
    method: "post",
    path: "/api/buyonline/paymentConfirm",
    auth: "site",
    tags: ["buy online"],
    summary: "Payment confirm",
    description:
      "doc3 §4.1, §7.1 with the `token` of the return address: resultCode 200 approved now (2 → 3; without e-signature the policy is issued), 0 paid before (go to e-sign), 402 declined (2 → 1, pay again). 404 PAYMENT_NOT_CONFIRMED (no resultCode) while the processor has not confirmed.",
    errorStatuses: [403, 404],
    body: z.object({ ...ids, token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, "must be a token") }),
    response: z.object({ resultCode: z.number(), paymentAmount: money, status: z.string(), message: z.string(), currentBuyNowStatus: z.number() }),
    handler: async ({ body, caller: c, ip }) => {
      const answer = await paymentConfirm(ctx, caller(c), body, { ip });
      return { ...answer, message: answer.message };
    },
  });

  api.route({
    method: "post",
    path: "/api/buyonline/esignDocuments",
    auth: "site",
    tags: ["buy online"],
    summary: "E-sign documents and affirmation statement",
    description:
      "doc3 §7.1 (status 3 or later): the documents to sign with the SHA-256 of their stored bytes (read them with policyDocuments), and the affirmation statement.",
    errorStatuses: [403, 404, 409],
    body: z.object({ ...ids, quoteNumber: z.string().trim().max(60).optional() }),
    response: z.object({
      esignDocuments: z.array(z.object({ documentType: z.number(), title: z.string(), fileName: z.string(), sha256: z.string() })),
      affirmationStatement: z.string(),
      policyNumber: z.string(),
    }),
    handler: async ({ body, caller: c, header }) => esignDocuments(ctx, caller(c), body, langOf(header.lang)),
  });

  api.route({
    method: "post",
    path: "/api/buyonline/esignUrl",
    auth: "site",
    tags: ["buy online"],
    summary: "E-sign URL",
    description: "doc3 §7.1: opens the signing (3 → 4) and answers the site's own signing page (`returnUrl`, one of the brand's origins).",
    errorStatuses: [403, 404, 409],
    body: z.object({ ...ids, returnUrl: siteUrl }),
    response: z.object({ eSignUrl: z.string() }),
    handler: async ({ body, caller: c }) => esignUrl(ctx, caller(c), body),
  });

  api.route({
    method: "post",
    path: "/api/buyonline/confirmEsign",
    auth: "site",
    tags: ["buy online"],
    summary: "Confirm e-sign",
    description:
      "The signature (ESIGN Act record: typed name, e-mail, time, visitor address from X-Visitor-Address, browser, the statement, the SHA-256 of each document), 4 → 5, then the policy issued 5 → 6. `signerName` must be the named insured's, `affirmed` true (400 per field); `documentHashes` the documents shown (409 DOCUMENTS_CHANGED otherwise). Signed once: the same again answers the first signature, anything else 409 ALREADY_SIGNED.",
    errorStatuses: [403, 404, 409],
    body: z.object({
      ...ids,
      signerName: z.string().trim().max(120).default(""),
      affirmed: z.boolean().default(false),
      documentHashes: z
        .array(z.string().regex(/^[a-fA-F0-9]{64}$/, "must be a SHA-256 in hex"))
        .min(1, "needs the documents signed")
        .max(10),
    }),
    response: z.object({
      eSignSignedStatus: z.string(),
      signatureId: z.string(),
      signedAt: z.string(),
      policyNumber: z.string(),
      rc3PolicyId: z.string(),
      currentBuyNowStatus: z.number(),
    }),
    handler: async ({ body, caller: c, ip, req, header }) =>
      confirmEsign(ctx, caller(c), body, { ip, userAgent: req.get("user-agent") ?? "" }, langOf(header.lang)),
  });

  api.route({
    method: "post",
    path: "/api/buyonline/policyDocuments",
    auth: ["site", "customer"],
    tags: ["buy online"],
    summary: "Policy documents (PDF)",
    description:
      "doc3 §7.1: the stored PDF, base64 (documentType 1 declarations page, 2 ID card). With the site's token `transactionId` is required and must be the policy's (the shopper's own transaction); with a customer's token the policy must be the customer's. Otherwise 404, whatever exists.",
    errorStatuses: [403, 404],
    body: z.object({
      carrierId: idText("carrier id"),
      policyNumber: z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9][A-Z0-9-]{3,39}$/, "must be a policy number"),
      documentType: z.union([z.literal(1), z.literal(2)], { error: "must be 1 (declarations) or 2 (ID card)" }),
      transactionId: idText("transaction id").optional(),
    }),
    response: z.object({ document: z.string(), fileName: z.string(), contentType: z.string(), sha256: z.string() }),
    handler: async ({ body, caller: c }) => policyDocument(ctx, caller(c), body),
  });

  // ---------------------------------------------------------------- hosted payment page (sandbox)

  /** Waits (up to `ms`) for the processor's confirmation of a session another post is charging. */
  const confirmedWithin = async (sessionId: string, ms: number) => {
    for (const started = Date.now(); Date.now() - started < ms; await new Promise((resolve) => setTimeout(resolve, 100))) {
      if ((await findPayment(ctx.db, sessionId))?.confirmation_id) return true;
    }
    return false;
  };

  const params = z.object({ sessionId: z.string().regex(/^bpay_[A-Za-z0-9_-]{20,40}$/, "must be a payment session id") });
  const cardText = (max: number) => z.string({ error: "must be text" }).max(max, `must be at most ${max} characters`).optional().default("");
  const cardForm = z.object({ number: cardText(40), expiry: cardText(10), cvc: cardText(10), name: cardText(200) });

  api.route({
    method: "get",
    path: "/sandbox/buy-pay/:sessionId",
    tags: ["sandbox"],
    summary: "Sandbox hosted payment page of a purchase (HTML)",
    auth: "none",
    header: false,
    raw: true,
    rawContentType: "text/html",
    errorStatuses: [404],
    params,
    handler: async ({ params: p, res }) => {
      const found = await openPaymentSession(ctx, p.sessionId);
      res.set("cache-control", "no-store");
      if (!found) return void res.status(404).type("html").send(expiredPage("en"));
      const lang = langOf(found.session.lang);
      if (!found.payable)
        return void res
          .status(200)
          .type("html")
          .send(donePage(lang, found.session.confirmation_id ? returnAddress(ctx, found.session) : null));
      res
        .status(200)
        .type("html")
        .send(payFormPage(lang, found.session, { values: { expiry: "", name: "" }, problems: {} }));
    },
  });

  api.route({
    method: "post",
    path: "/sandbox/buy-pay/:sessionId",
    tags: ["sandbox"],
    summary: "Sandbox card payment of a purchase (HTML form post)",
    description:
      "A form post (number, expiry MM/YY, cvc, name): the sandbox processor charges and confirms to the platform, then 303 to the site's return address with ?token=. Sent twice: the first confirmation stands.",
    auth: "none",
    header: false,
    raw: true,
    rawContentType: "text/html",
    errorStatuses: [404, 409, 422],
    params,
    handler: async ({ params: p, req, res }) => {
      const form = cardForm.safeParse(req.body ?? {});
      if (!form.success) throw new HttpError(400, INVALID_INPUT_MESSAGE, fieldErrors(form.error));
      const found = await openPaymentSession(ctx, p.sessionId);
      res.set("cache-control", "no-store");
      if (!found) return void res.status(404).type("html").send(expiredPage("en"));
      const lang = langOf(found.session.lang);
      if (found.session.confirmation_id) return void res.redirect(303, returnAddress(ctx, found.session));
      if (!found.payable) return void res.status(409).type("html").send(donePage(lang, null));
      const outcome = await payWithCard(ctx, found.session, form.data);
      // Another post of this page is charging the card: the site reads the result it confirms.
      if (outcome.ok === "busy") {
        await confirmedWithin(found.session.id, 10_000);
        return void res.redirect(303, returnAddress(ctx, found.session));
      }
      if (!outcome.ok) {
        return void res
          .status(422)
          .type("html")
          .send(payFormPage(lang, found.session, { values: { expiry: form.data.expiry, name: form.data.name }, problems: outcome.problems }));
      }
      res.redirect(303, returnAddress(ctx, found.session));
    },
  });
}
