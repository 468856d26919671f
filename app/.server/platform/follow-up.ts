/**
 * The follow-up flow's own platform calls (doc3 §7.2), typed by their answers: the rate quote with its transaction,
 * the form's stored answers, the final success, request call back, and the look-ups the form uses (licence —
 * California on the California endpoint —, related drivers, VIN decode), and the tracking record and contact
 * verification (doc3 §3 "Session tracking row", §4.2, §8).
 *
 * The tracking and verification calls go with the site's credential on the visitor's behalf; the platform
 * answers 404 for a transaction of another brand or one it does not know. The codes themselves never come
 * back to the site: only their statuses.
 *
 *   const site = context.get(siteContext);
 *   await saveTracking(site.platform(), transactionId, { rateQuoteId, steps: { Dob: "1990-04-12" } });
 *   await sendCodes(site.platform(), transactionId, { channels: ["email", "sms"], firstName, lang: site.lang });
 *   await submitCodes(site.platform(), transactionId, { emailCode: "123456", textCode: "654321" });
 *   const status = await verificationStatus(site.platform(), transactionId);   // poll, or read after an event
 */
import { z } from "zod";
import type { PlatformAnswer, PlatformClient } from "~/.server/platform";
import type { SiteContext } from "~/.server/site-context";
import { STEPS } from "~/domain/follow-up/model";
import { clientForVariant } from "~/.server/platform/variant";

const address = z.object({ address1: z.string(), apt: z.string(), city: z.string(), state: z.string(), zipCode: z.string(), county: z.string().default("") });

export const rateQuoteAnswer = z.object({
  rateQuoteId: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  totalPremium: z.number(),
  payPlanDescription: z.string(),
  payPlanNumOfPayments: z.number(),
  payPlanPaymentAmount: z.number(),
  payPlanDownPayment: z.number(),
  transaction: z.object({
    transactionId: z.string(),
    customer: z.object({ firstName: z.string(), lastName: z.string(), dob: z.string(), email: z.string(), phoneNumber: z.string(), address }),
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
  }),
});
export type RateQuote = z.infer<typeof rateQuoteAnswer>;

export interface QuoteKeys {
  rateQuoteId: string;
  transactionId: string;
}

export function rateQuote(client: PlatformClient, keys: QuoteKeys): Promise<PlatformAnswer<RateQuote>> {
  return client.get("/api/followup/rateQuote", { ...keys }, rateQuoteAnswer, { logContext: { ...keys } });
}

const storedForm = z.object({ step: z.enum(STEPS), data: z.record(z.string(), z.unknown()), version: z.number(), soldAt: z.string().nullable() });
export type StoredForm = z.infer<typeof storedForm>;

export const readFormAnswer = z.object({ form: storedForm.nullable() });
export const saveFormAnswer = z.object({ form: storedForm });

export function readForm(client: PlatformClient, keys: QuoteKeys): Promise<PlatformAnswer<{ form: StoredForm | null }>> {
  return client.get("/api/followup/form", { ...keys }, readFormAnswer, { logContext: { ...keys } });
}

export function saveForm(
  client: PlatformClient,
  keys: QuoteKeys,
  input: { step: StoredForm["step"]; data: Record<string, unknown>; version: number },
): Promise<PlatformAnswer<{ form: StoredForm }>> {
  return client.post("/api/followup/form", { ...keys, ...input }, saveFormAnswer, { logContext: { ...keys } });
}

export const soldAnswer = z.object({ first: z.boolean(), soldAt: z.string() });

export function markSold(client: PlatformClient, keys: QuoteKeys): Promise<PlatformAnswer<{ first: boolean; soldAt: string }>> {
  return client.post("/api/followup/sold", { ...keys }, soldAnswer, { logContext: { ...keys } });
}

export const nonVoiceCallAnswer = z.object({ nonVoiceCallResponse: z.object({ message: z.string() }) });

/** doc3 §7.2: POST {domain}/bin/servlet/nonvoicecallrequest with the phone without dashes and the rate quote id. */
export function nonVoiceCallRequest(
  client: PlatformClient,
  phoneDigits: string,
  rateQuoteId: string,
): Promise<PlatformAnswer<{ nonVoiceCallResponse: { message: string } }>> {
  return client.post("/bin/servlet/nonvoicecallrequest", { phonenumber: phoneDigits, ratequoteid: rateQuoteId }, nonVoiceCallAnswer, {
    logContext: { rateQuoteId },
  });
}

const lookupDriver = z.object({ firstName: z.string(), lastName: z.string(), dob: z.string(), driverLicenseNumber: z.string().nullable().default(null) });
export const lookupAnswer = z.object({ drivers: z.array(lookupDriver), commonId: z.string().nullable() });
export type LookupAnswer = z.infer<typeof lookupAnswer>;
/** The California look-up's answer: the drivers found, and the cars (not read). */
export const californiaLookupAnswer = lookupAnswer.extend({ cars: z.array(z.unknown()).default([]) });

/** The main or the brand's California endpoint (doc3 §4.2: California customers' licence look-up goes to the California endpoint). */
export function endpointClient(site: Pick<SiteContext, "platform" | "brand">, state: string): PlatformClient {
  return clientForVariant(site.platform(), site.brand.endpoints, state.trim().toUpperCase() === "CA");
}

/** doc3 §7.2 licence look-up by licence and date of birth (MM/DD/YYYY), the fields in the body (never in a URL). */
export function licenceLookup(client: PlatformClient, licence: string, dobUs: string): Promise<PlatformAnswer<LookupAnswer>> {
  return client.post("/api/search/driver/dl", { DLNumer: licence, dob: dobUs }, lookupAnswer);
}

/** doc3 §4.2, §7.2 California: the look-up by name, address and date of birth. */
export function californiaLookup(
  client: PlatformClient,
  person: { firstName: string; lastName: string; address1: string; city: string; state: string; zipCode: string; dobUs: string },
): Promise<PlatformAnswer<LookupAnswer>> {
  return client.post(
    "/api/search/driver/search",
    {
      FirstName: person.firstName,
      LastName: person.lastName,
      "Address.AddressLine": person.address1,
      "Address.City": person.city,
      "Address.State": person.state,
      "Address.ZipCode": person.zipCode,
      dob: person.dobUs,
    },
    californiaLookupAnswer,
  );
}

export const relatedAnswer = z.object({
  drivers: z.array(
    z.object({ firstName: z.string(), lastName: z.string(), dob: z.string(), relation: z.number(), gender: z.number(), maritalStatus: z.number() }),
  ),
});

/** doc3 §7.2 related drivers by state and commonId. */
export function relatedDrivers(client: PlatformClient, state: string, commonId: string): Promise<PlatformAnswer<z.infer<typeof relatedAnswer>>> {
  return client.get("/api/search/driver/related", { state, commonId }, relatedAnswer);
}

export const vinAnswer = z.object({
  details: z.array(z.object({ year: z.number(), maker: z.string(), model: z.string() })),
  warning: z.object({ code: z.string(), message: z.string() }).optional(),
});

/** doc3 §7.2 VIN decode (details with maker, model, year; `warning` when the check digit does not match); a VIN the platform refuses answers a 400 failure. */
export function decodeVin(client: PlatformClient, vin: string): Promise<PlatformAnswer<z.infer<typeof vinAnswer>>> {
  return client.get("/api/vehicle/detailbyvin", { vin }, vinAnswer);
}

// ---------------------------------------------------------------- tracking record and contact verification

/** doc3 §3 "Contact Verification Status": "" (nothing sent), "no", "verify-1" / "verify-2" (that many codes await the agent), "yes" (both confirmed). */
export const contactVerificationStatuses = ["", "no", "verify-1", "verify-2", "yes"] as const;
export type ContactVerificationStatus = (typeof contactVerificationStatuses)[number];

/** One code's status: "" none sent, "sent" (awaiting the customer), "verify" (submitted, awaiting the agent), "yes", "no" (the agent's decision), "expired". */
export const codeStatuses = ["", "sent", "verify", "yes", "no", "expired"] as const;
export type CodeStatus = (typeof codeStatuses)[number];

/** doc3 §8 code failures: which message the customer sees now (null: none). */
export const verificationOutcomes = ["emailWrong", "textWrong", "bothWrong", "finalFailure"] as const;
export type VerificationOutcome = (typeof verificationOutcomes)[number];

export type VerificationChannel = "email" | "sms";

const channelStatusSchema = z.object({
  status: z.enum(codeStatuses),
  /** Submissions counted on this channel since the last reset (doc3 §9: 3 allowed). */
  attempts: z.number().int(),
  attemptsLeft: z.number().int(),
  /** Where the current code went, masked (e.g. `m•••@example.com`, `•••-•••-4567`). */
  sentTo: z.string(),
  expiresAt: z.string().nullable(),
});

export const verificationStatusSchema = z.object({
  transactionId: z.string(),
  contactVerificationStatus: z.enum(contactVerificationStatuses),
  email: channelStatusSchema,
  text: channelStatusSchema,
  /** Both codes confirmed by an agent (doc3 §4.2: the final success step shows, once). */
  verified: z.boolean(),
  /** doc3 §8: the message to show now; "finalFailure" once the third attempt on a channel failed (the counters were reset). */
  outcome: z.enum(verificationOutcomes).nullable(),
  /** doc3 §3 "Agent Notification": "", "Success" or "Failure". */
  agentNotification: z.string(),
  /** doc3 §3 "Request Call Back": "Yes" or "No". */
  requestCallBack: z.enum(["Yes", "No"]),
});
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

export const trackingRecordSchema = verificationStatusSchema.extend({
  rateQuoteId: z.string(),
  /** doc3 §3 "VisitDate": US Central time, yyyy-MM-dd HH:mm:ss. */
  visitDate: z.string(),
  /** doc3 §3 "Timestamp": the last change, ISO UTC. */
  timestamp: z.string(),
  /** The logged step values (Dob, DriverLicense, Email, Phone, Vin Number n, Question n, Value n…). */
  steps: z.record(z.string(), z.string()),
});
export type TrackingRecord = z.infer<typeof trackingRecordSchema>;

export const trackingAnswer = z.object({ record: trackingRecordSchema });
export const verificationStatusAnswer = z.object({ status: verificationStatusSchema });

/**
 * Creates the tracking record or updates it (doc3 §7.2 "Tracking sheet: get, create, update"): the
 * step values given are merged into the ones logged before (an empty string clears one).
 */
export function saveTracking(
  client: PlatformClient,
  transactionId: string,
  input: { rateQuoteId?: string; steps?: Record<string, string> },
): Promise<PlatformAnswer<{ record: TrackingRecord }>> {
  return client.post(`/api/follow-up/tracking/${encodeURIComponent(transactionId)}`, { ...input }, trackingAnswer, { logContext: { transactionId } });
}

/** The tracking record (404 when none was created for this transaction). */
export function readTracking(client: PlatformClient, transactionId: string): Promise<PlatformAnswer<{ record: TrackingRecord }>> {
  return client.get(`/api/follow-up/tracking/${encodeURIComponent(transactionId)}`, {}, trackingAnswer, { logContext: { transactionId } });
}

export interface SendCodesInput {
  channels: VerificationChannel[];
  /** The greeting's name. */
  firstName: string;
  lang: "en" | "es";
  /** The contact details the customer confirmed; the transaction's own when left out. */
  email?: string;
  phone?: string;
}

export const sentAnswer = z.object({
  sent: z.array(z.object({ channel: z.enum(["email", "sms"]), sentTo: z.string(), expiresAt: z.string() })),
  status: verificationStatusSchema,
});

/**
 * Sends a new 6-digit code on each channel through the outbox (a new code replaces the channel's
 * previous one). 429 when sent too often; 400 with a per-field message for a bad address or phone.
 */
export function sendCodes(client: PlatformClient, transactionId: string, input: SendCodesInput): Promise<PlatformAnswer<z.infer<typeof sentAnswer>>> {
  return client.post(`/api/follow-up/tracking/${encodeURIComponent(transactionId)}/codes`, { ...input }, sentAnswer, { logContext: { transactionId } });
}

/**
 * The codes the customer typed (doc3 §5.2: not blank; 6 digits). Each becomes "verify" (awaiting the
 * agent); 400 per field when that channel has no live code (never sent, expired, already decided).
 */
export function submitCodes(
  client: PlatformClient,
  transactionId: string,
  input: { emailCode?: string; textCode?: string },
): Promise<PlatformAnswer<{ status: VerificationStatus }>> {
  return client.post(`/api/follow-up/tracking/${encodeURIComponent(transactionId)}/codes/submit`, { ...input }, verificationStatusAnswer, {
    logContext: { transactionId },
  });
}

/** The verification status (doc3 §4.2: read again while waiting for the agent). */
export function verificationStatus(client: PlatformClient, transactionId: string): Promise<PlatformAnswer<{ status: VerificationStatus }>> {
  return client.get(`/api/follow-up/tracking/${encodeURIComponent(transactionId)}/verification`, {}, verificationStatusAnswer, {
    logContext: { transactionId },
  });
}

/** doc3 §2.2 request call back: recorded once ("Yes") and queued for the agents; pressing again changes nothing. */
export function requestCallBack(client: PlatformClient, transactionId: string): Promise<PlatformAnswer<{ status: VerificationStatus }>> {
  return client.post(`/api/follow-up/tracking/${encodeURIComponent(transactionId)}/call-back`, {}, verificationStatusAnswer, { logContext: { transactionId } });
}

/** doc3 §3 "Agent Notification": an agent is told the customer waits (recorded "Success", or "Failure" when it could not be queued). */
export function notifyAgent(
  client: PlatformClient,
  transactionId: string,
  input: { reason?: string } = {},
): Promise<PlatformAnswer<{ status: VerificationStatus }>> {
  return client.post(`/api/follow-up/tracking/${encodeURIComponent(transactionId)}/notify-agent`, { ...input }, verificationStatusAnswer, {
    logContext: { transactionId },
  });
}
