/**
 * The buy-online calls to the platform (doc3 §3, §4.1, §7.1), typed by their answers. Every call
 * carries the site's credential (the client's default `auth: "site"`); the transaction id comes from
 * the visitor's own session, never from a form field the visitor could change.
 *
 * Flow (doc3 §4.1, `currentBuyNowStatus`):
 *   start → -1 becomes 0 (driver info); submitQuoteStep2 (verified drivers, vehicles, answers) re-rates,
 *   poll quoteStep2Status until isDone → 1 (policy details, pay now); paymentUrl (hosted sandbox page) and
 *   paymentConfirm after the return → 2, then 3 (e-sign documents); esignUrl → 4; confirmEsign → 5 and
 *   the policy is issued → 6 (sold, policy documents). Every call is idempotent: a repeat answers the
 *   state reached, it never moves it twice.
 */
import { z } from "zod";
import type { PlatformAnswer, PlatformClient } from "~/.server/platform";

// ---------------------------------------------------------------- carrier questions

export const questionSchema = z.object({
  questionCd: z.string(),
  questionText: z.string(),
  /** "YN": answered Y or N. */
  questionType: z.string(),
  answers: z.array(z.string()),
  validationrequired: z.boolean(),
  /** The answer required when validationrequired ("Y" or "N"). */
  validanswer: z.string(),
  /** Shown, and the answer refused, when a validationrequired question gets another answer. */
  errormessage: z.string(),
});
export type CarrierQuestion = z.infer<typeof questionSchema>;
export const questionsAnswer = z.object({ questions: z.array(questionSchema) });

/**
 * doc3 §7.1 GET carrier questions, in the order of the carrier configuration's `questionOrder`
 * (codes not listed follow in the carrier's own order), in the client's language.
 */
export function carrierQuestions(
  client: PlatformClient,
  carrierId: string,
  questionOrder: readonly string[],
): Promise<PlatformAnswer<z.infer<typeof questionsAnswer>>> {
  return client.get("/api/buyonline/carrierQuestions", { carrierId, questionOrder: questionOrder.join(",") }, questionsAnswer);
}

// ---------------------------------------------------------------- carrier results

export const paymentOptionSchema = z.object({
  payPlanCode: z.string(),
  payPlanNumOfPayments: z.number(),
  payPlanPaymentAmount: z.number(),
  payPlanDownPayment: z.number(),
  payPlanDescription: z.string(),
  totalPremium: z.number(),
  term: z.number(),
  agencyFee: z.number(),
});
export type PaymentOption = z.infer<typeof paymentOptionSchema>;

export const carrierResultsAnswer = z.object({
  /** "rated" (buy online possible), "declined", "error", "timeout" or "pending". */
  status: z.string(),
  statusDesc: z.string(),
  rateQuoteId: z.string(),
  quoteNumber: z.string(),
  companyName: z.string(),
  totalPremium: z.number(),
  term: z.number(),
  agencyFee: z.number(),
  effectiveDate: z.string(),
  /** Whether the verified drivers and vehicles were re-rated (after submitQuoteStep2). */
  rerated: z.boolean(),
  paymentOptions: z.array(paymentOptionSchema),
  /** Carrier messages; a text may hold several separated by "~" (doc3 §8). */
  errors: z.array(z.object({ text: z.string() })),
  drivers: z.array(z.object({ firstName: z.string(), lastName: z.string() })),
  vehicles: z.array(z.object({ year: z.number(), make: z.string(), model: z.string(), vin: z.string() })),
  coverages: z.array(z.object({ coverageCd: z.string(), coverageName: z.string(), limit: z.string(), deductible: z.string() })),
});
export type CarrierResults = z.infer<typeof carrierResultsAnswer>;

/** doc3 §7.1 POST carrier results: the transaction's rate of this carrier (re-rated when step 2 was submitted). */
export function carrierResults(client: PlatformClient, transactionId: string, carrierId: string): Promise<PlatformAnswer<CarrierResults>> {
  return client.post("/api/buyonline/carrierResults", { transactionId, carrierId }, carrierResultsAnswer, { logContext: { transactionId, carrierId } });
}

// ---------------------------------------------------------------- driver look-up

export const californiaLookupAnswer = z.object({
  drivers: z.array(z.object({ firstName: z.string(), lastName: z.string(), dob: z.string(), driverLicenseNumber: z.string().nullable() })),
});

/** doc3 §5.1, §7.1: the California lookup by name, address and date of birth. */
export function lookupCalifornia(
  platform: PlatformClient,
  q: { firstName: string; lastName: string; dob: string; address1: string; city: string; zip: string },
): Promise<PlatformAnswer<z.infer<typeof californiaLookupAnswer>>> {
  return platform.post(
    "/api/search/driver/search",
    {
      FirstName: q.firstName,
      LastName: q.lastName,
      dob: q.dob,
      "Address.AddressLine": q.address1,
      "Address.City": q.city,
      "Address.State": "CA",
      "Address.ZipCode": q.zip,
    },
    californiaLookupAnswer,
  );
}

// ---------------------------------------------------------------- buy-now status

export const buyNowStatusSchema = z.object({
  /** doc3 §4.1: -1 none, 0 driver info, 1 policy details / pay now, 2 payment result check, 3 e-sign documents, 4 e-sign open, 5 signed (issuing), 6 sold. */
  currentBuyNowStatus: z.number(),
  /** "none", "submitted", "done" or "declined". */
  rc2Status: z.string(),
  /** 0 not started, 1 requested, 2 failed, 3 policy issued. */
  rc3Status: z.number(),
  /** The open payment session (an opaque id, not a card token), or "". */
  paymentToken: z.string(),
  /** "none", "pending", "approved" or "declined". */
  paymentStatus: z.string(),
  paymentDescription: z.string(),
  paymentAmount: z.number(),
  rc3PolicyId: z.string(),
  policyNumber: z.string(),
  quoteNumber: z.string(),
  rc3Messages: z.array(z.string()),
  /** "none", "sent" or "failed": the documents e-mail. */
  signedPolicySendStatus: z.string(),
  isESignAvailable: z.boolean(),
  /** "none", "open" or "signed". */
  eSignSignedStatus: z.string(),
});
export type BuyNowStatus = z.infer<typeof buyNowStatusSchema>;
export const buyNowStatusAnswer = z.object({ buyNowStatusResponse: buyNowStatusSchema });

/** doc3 §7.1 POST buy-now status. An unknown pair answers currentBuyNowStatus -1. */
export function buyNowStatus(client: PlatformClient, transactionId: string, carrierId: string): Promise<PlatformAnswer<z.infer<typeof buyNowStatusAnswer>>> {
  return client.post("/api/buyonline/buyNowStatus", { transactionId, carrierId }, buyNowStatusAnswer, { logContext: { transactionId, carrierId } });
}

export const currentStatusAnswer = z.object({ currentBuyNowStatus: z.number() });

/** doc3 §7.1 POST current buy-now status. */
export function currentBuyNowStatus(
  client: PlatformClient,
  transactionId: string,
  carrierId: string,
): Promise<PlatformAnswer<z.infer<typeof currentStatusAnswer>>> {
  return client.post("/api/buyonline/currentBuyNowStatus", { transactionId, carrierId }, currentStatusAnswer, { logContext: { transactionId, carrierId } });
}

/**
 * Starts buying online with this carrier (status -1 → 0); a repeat answers the status reached.
 * `enableESign` is the carrier configuration's (doc3 §3), kept with the purchase.
 * 404 when the transaction has no rate of this carrier.
 */
export function startBuyNow(
  client: PlatformClient,
  body: { transactionId: string; carrierId: string; enableESign: boolean },
): Promise<PlatformAnswer<z.infer<typeof buyNowStatusAnswer>>> {
  return client.post("/api/buyonline/start", body, buyNowStatusAnswer, { logContext: { transactionId: body.transactionId, carrierId: body.carrierId } });
}

// ---------------------------------------------------------------- quote step 2

export interface Step2Address {
  address1: string;
  address2?: string;
  city: string;
  state: string;
  zipCode: string;
  county?: string;
}

export interface Step2Driver {
  firstName: string;
  lastName: string;
  /** yyyy-mm-dd */
  dob: string;
  /** 0 male, 1 female */
  gender: number;
  /** 0 married, 1 single */
  marital: number;
  /** 0 self, 1 spouse, 2 child, 3 other related, 4 other non related, 5 parent */
  relation: number;
  /** Licence number (required for insured drivers, doc3 §5.1). */
  license?: string;
  /** 0 insured, 1 excluded all other, 2 excluded unlicensed */
  driverstatus?: number;
  residencestatus?: number;
}

export interface Step2Vehicle {
  vin: string;
  year: number;
  make: string;
  model: string;
  annualMiles?: number;
  commutingVehicle?: boolean;
  commutingDays?: number;
  commutingAddress?: Step2Address;
}

export interface QuoteStep2 {
  transactionId: string;
  carrierId: string;
  customer: { firstName: string; lastName: string; email: string; phone: string; dob: string; address: Step2Address };
  drivers: Step2Driver[];
  vehicles: Step2Vehicle[];
  answers: { questionCd: string; answer: "Y" | "N" }[];
  /** A key per submit of the form (the same on a double click or a resend): repeats change nothing. */
  requestKey: string;
}

export const step2Answer = z.object({ isDone: z.boolean(), completedCount: z.number(), carrierCount: z.number(), currentBuyNowStatus: z.number() });
export type Step2Progress = z.infer<typeof step2Answer>;

/**
 * doc3 §7.1 POST submit quote step 2: the verified customer, drivers, vehicles and answers. Refused
 * per field (400/422, `fieldErrors` like `answers.Q1` with the question's error message) when a
 * question is unanswered or a validationrequired question has the wrong answer. Then poll
 * `quoteStep2Status` until `isDone` (completedCount = carrierCount). At status 1 it re-rates again
 * (e.g. a mileage change), except while a payment page is open: 409 PAYMENT_IN_PROGRESS.
 */
export function submitQuoteStep2(client: PlatformClient, body: QuoteStep2): Promise<PlatformAnswer<Step2Progress>> {
  return client.post("/api/buyonline/submitQuoteStep2", { ...body }, step2Answer, {
    logContext: { transactionId: body.transactionId, carrierId: body.carrierId },
  });
}

export function quoteStep2Status(client: PlatformClient, transactionId: string, carrierId: string): Promise<PlatformAnswer<Step2Progress>> {
  return client.post("/api/buyonline/quoteStep2Status", { transactionId, carrierId }, step2Answer, { logContext: { transactionId, carrierId } });
}

// ---------------------------------------------------------------- payment

export const paymentUrlAnswer = z.object({ paymentUrl: z.string(), paymentPlan: paymentOptionSchema, amountDue: z.number() });

/**
 * doc3 §7.1 POST payment url (status 1): the sandbox processor's hosted page for the down payment of
 * the plan picked (doc3 §4.1: `payPlan` when given and offered, else the first option with more than
 * one payment and a term over one, else the one described `paymentPlanDescription`, the carrier
 * configuration's). The page sends the browser back to `returnUrl` (a page of the brand's site) with `?token=`.
 */
export function paymentUrl(
  client: PlatformClient,
  body: { transactionId: string; carrierId: string; returnUrl: string; payPlan?: string; paymentPlanDescription: string },
): Promise<PlatformAnswer<z.infer<typeof paymentUrlAnswer>>> {
  return client.post("/api/buyonline/paymentUrl", body, paymentUrlAnswer, { logContext: { transactionId: body.transactionId, carrierId: body.carrierId } });
}

export const paymentConfirmAnswer = z.object({
  /** doc3 §4.1: 200 paid now (go on to e-sign or reload), 0 paid before (go to e-sign), 402 declined (payment failure). */
  resultCode: z.number(),
  paymentAmount: z.number(),
  /** "approved" or "declined". */
  status: z.string(),
  message: z.string(),
  currentBuyNowStatus: z.number(),
});
export type PaymentConfirm = z.infer<typeof paymentConfirmAnswer>;

/**
 * doc3 §7.1 POST payment confirm, with the `token` the hosted page returned. A second call changes
 * nothing (resultCode 0). 404 (no resultCode: an API failure) while the processor has not confirmed.
 */
export function paymentConfirm(
  client: PlatformClient,
  body: { transactionId: string; carrierId: string; token: string },
): Promise<PlatformAnswer<PaymentConfirm>> {
  return client.post("/api/buyonline/paymentConfirm", body, paymentConfirmAnswer, {
    logContext: { transactionId: body.transactionId, carrierId: body.carrierId },
  });
}

// ---------------------------------------------------------------- e-signature

export const esignDocumentSchema = z.object({
  /** 1 declarations page, 2 proof-of-insurance ID card (also the `documentType` of policyDocuments). */
  documentType: z.number(),
  title: z.string(),
  fileName: z.string(),
  /** SHA-256 (hex) of the document's bytes: the signature is bound to these. */
  sha256: z.string(),
});
export const esignDocumentsAnswer = z.object({ esignDocuments: z.array(esignDocumentSchema), affirmationStatement: z.string(), policyNumber: z.string() });

/** doc3 §7.1 POST e-sign documents (status 3 or later), in the client's language. */
export function esignDocuments(
  client: PlatformClient,
  body: { transactionId: string; carrierId: string; quoteNumber: string },
): Promise<PlatformAnswer<z.infer<typeof esignDocumentsAnswer>>> {
  return client.post("/api/buyonline/esignDocuments", body, esignDocumentsAnswer, {
    logContext: { transactionId: body.transactionId, carrierId: body.carrierId },
  });
}

export const esignUrlAnswer = z.object({ eSignUrl: z.string() });

/** doc3 §7.1 POST e-sign url: opens the signing (3 → 4) and answers `returnUrl` (the site's own signing page, checked against the brand's origins). */
export function esignUrl(
  client: PlatformClient,
  body: { transactionId: string; carrierId: string; returnUrl: string },
): Promise<PlatformAnswer<z.infer<typeof esignUrlAnswer>>> {
  return client.post("/api/buyonline/esignUrl", body, esignUrlAnswer, { logContext: { transactionId: body.transactionId, carrierId: body.carrierId } });
}

export const confirmEsignAnswer = z.object({
  eSignSignedStatus: z.string(),
  signatureId: z.string(),
  signedAt: z.string(),
  policyNumber: z.string(),
  rc3PolicyId: z.string(),
  currentBuyNowStatus: z.number(),
});

/**
 * doc3 §7.1 POST confirm e-sign: the affirmation ticked, the signer's typed name (must be the named
 * insured's), the SHA-256 of each document shown. The visitor's address goes in the client's
 * X-Visitor-Address. Signs once: a repeat answers the first signature; then the policy is issued (→ 6).
 * 409 when the documents shown are not the ones stored; 400 per field for the name or the checkbox.
 */
export function confirmEsign(
  client: PlatformClient,
  body: { transactionId: string; carrierId: string; signerName: string; affirmed: boolean; documentHashes: string[] },
): Promise<PlatformAnswer<z.infer<typeof confirmEsignAnswer>>> {
  return client.post("/api/buyonline/confirmEsign", body, confirmEsignAnswer, { logContext: { transactionId: body.transactionId, carrierId: body.carrierId } });
}

// ---------------------------------------------------------------- policy documents

export const policyDocumentAnswer = z.object({ document: z.string(), fileName: z.string(), contentType: z.string(), sha256: z.string() });
export type PolicyDocument = z.infer<typeof policyDocumentAnswer>;

/**
 * doc3 §7.1 POST policy documents: `document` is the PDF, base64. documentType 1 declarations page,
 * 2 ID card. With the site's credential, `transactionId` (the shopper's own) is required and must be
 * the policy's; with a customer's token (portal) the policy must be the customer's.
 */
export function policyDocuments(
  client: PlatformClient,
  body: { carrierId: string; policyNumber: string; documentType: 1 | 2; transactionId?: string },
  options: { customerToken?: string } = {},
): Promise<PlatformAnswer<PolicyDocument>> {
  return client.post("/api/buyonline/policyDocuments", body, policyDocumentAnswer, options.customerToken ? { auth: { bearer: options.customerToken } } : {});
}

/** The PDF bytes of a policy document answer. */
export function documentBytes(answer: PolicyDocument): Uint8Array {
  return Uint8Array.from(Buffer.from(answer.document, "base64"));
}
