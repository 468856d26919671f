/**
 * The follow-up flow's calls for the tracking record and contact verification (doc3 §3 "Session
 * tracking row", §4.2, §7.2, §8), typed by their answers. Every call goes with the site's credential
 * on the visitor's behalf; the platform answers 404 for a transaction of another brand or one it
 * does not know. The codes themselves never come back to the site: only their statuses.
 *
 *   const site = context.get(siteContext);
 *   await saveTracking(site.platform(), transactionId, { rateQuoteId, steps: { Dob: "1990-04-12" } });
 *   await sendCodes(site.platform(), transactionId, { channels: ["email", "sms"], firstName, lang: site.lang });
 *   await submitCodes(site.platform(), transactionId, { emailCode: "123456", textCode: "654321" });
 *   const status = await verificationStatus(site.platform(), transactionId);   // poll, or read after an event
 */
import { z } from "zod";
import type { PlatformAnswer, PlatformClient } from "~/.server/platform";

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

const base = (transactionId: string) => `/api/follow-up/tracking/${encodeURIComponent(transactionId)}`;

/**
 * Creates the tracking record or updates it (doc3 §7.2 "Tracking sheet: get, create, update"): the
 * step values given are merged into the ones logged before (an empty string clears one).
 */
export function saveTracking(
  client: PlatformClient,
  transactionId: string,
  input: { rateQuoteId?: string; steps?: Record<string, string> },
): Promise<PlatformAnswer<{ record: TrackingRecord }>> {
  return client.post(base(transactionId), { ...input }, z.object({ record: trackingRecordSchema }), { logContext: { transactionId } });
}

/** The tracking record (404 when none was created for this transaction). */
export function readTracking(client: PlatformClient, transactionId: string): Promise<PlatformAnswer<{ record: TrackingRecord }>> {
  return client.get(base(transactionId), {}, z.object({ record: trackingRecordSchema }), { logContext: { transactionId } });
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

const sentAnswer = z.object({
  sent: z.array(z.object({ channel: z.enum(["email", "sms"]), sentTo: z.string(), expiresAt: z.string() })),
  status: verificationStatusSchema,
});

/**
 * Sends a new 6-digit code on each channel through the outbox (a new code replaces the channel's
 * previous one). 429 when sent too often; 400 with a per-field message for a bad address or phone.
 */
export function sendCodes(client: PlatformClient, transactionId: string, input: SendCodesInput): Promise<PlatformAnswer<z.infer<typeof sentAnswer>>> {
  return client.post(`${base(transactionId)}/codes`, { ...input }, sentAnswer, { logContext: { transactionId } });
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
  return client.post(`${base(transactionId)}/codes/submit`, { ...input }, z.object({ status: verificationStatusSchema }), { logContext: { transactionId } });
}

/** The verification status (doc3 §4.2: read again while waiting for the agent). */
export function verificationStatus(client: PlatformClient, transactionId: string): Promise<PlatformAnswer<{ status: VerificationStatus }>> {
  return client.get(`${base(transactionId)}/verification`, {}, z.object({ status: verificationStatusSchema }), { logContext: { transactionId } });
}

/** doc3 §2.2 request call back: recorded once ("Yes") and queued for the agents; pressing again changes nothing. */
export function requestCallBack(client: PlatformClient, transactionId: string): Promise<PlatformAnswer<{ status: VerificationStatus }>> {
  return client.post(`${base(transactionId)}/call-back`, {}, z.object({ status: verificationStatusSchema }), { logContext: { transactionId } });
}

/** doc3 §3 "Agent Notification": an agent is told the customer waits (recorded "Success", or "Failure" when it could not be queued). */
export function notifyAgent(
  client: PlatformClient,
  transactionId: string,
  input: { reason?: string } = {},
): Promise<PlatformAnswer<{ status: VerificationStatus }>> {
  return client.post(`${base(transactionId)}/notify-agent`, { ...input }, z.object({ status: verificationStatusSchema }), { logContext: { transactionId } });
}
