/**
 * The follow-up tracking record (doc3 §3 "Session tracking row", §7.2): one per TransactionId,
 * created and updated by the site as the customer moves through the form, read by the agents. It
 * replaces the spreadsheet at the carrier's `sheetsdburl`: that setting now names this store.
 * Every change is an event (tracking_events) with who and when.
 */
import { DateTime } from "luxon";
import { z } from "zod";
import { nowIso } from "../db/index.ts";
import { notFound } from "../http/envelope.ts";
import * as repo from "../repositories/tracking.ts";
import type { TrackingRow } from "../repositories/tracking.ts";
import type { PlatformContext } from "./context.ts";
import { MAX_ATTEMPTS, contactStatus, maskDestination, type CodeStatus, type Outcome } from "./verification-codes.ts";

export const TRACKING_NOT_FOUND = "No follow-up record for this transaction.";

/** doc3 §3 VisitDate: US Central time. */
export function centralVisitDate(now: Date): string {
  return DateTime.fromJSDate(now, { zone: "America/Chicago" }).toFormat("yyyy-MM-dd HH:mm:ss");
}

const channelStatus = z.object({
  status: z.enum(["", "sent", "verify", "yes", "no", "expired"]),
  attempts: z.number().int(),
  attemptsLeft: z.number().int(),
  sentTo: z.string(),
  expiresAt: z.string().nullable(),
});

export const verificationStatusSchema = z.object({
  transactionId: z.string(),
  contactVerificationStatus: z.enum(["", "no", "verify-1", "verify-2", "yes"]),
  email: channelStatus,
  text: channelStatus,
  verified: z.boolean(),
  outcome: z.enum(["emailWrong", "textWrong", "bothWrong", "finalFailure"]).nullable(),
  agentNotification: z.string(),
  requestCallBack: z.enum(["Yes", "No"]),
});
export type VerificationStatusView = z.infer<typeof verificationStatusSchema>;

export const trackingRecordSchema = verificationStatusSchema.extend({
  rateQuoteId: z.string(),
  visitDate: z.string(),
  timestamp: z.string(),
  steps: z.record(z.string(), z.string()),
});

/** Logged step values: names as the spec's columns (Dob, DriverLicense, Vin Number 1, Question 2…). */
export const stepsSchema = z
  .record(
    z.string().trim().min(1, "a step name is required").max(60, "step names are at most 60 characters"),
    z.string().max(1000, "must be at most 1000 characters"),
  )
  .refine((steps) => Object.keys(steps).length <= 200, "at most 200 step values");

type Ctx = Pick<PlatformContext, "db" | "now">;
type Channel = "email" | "sms";

/** The status a channel shows the site: the agent's decision or the entry awaiting it, else whether the code is live. */
export function channelStatusOf(row: TrackingRow, channel: Channel, code: repo.CodeRow | undefined, now: Date): z.infer<typeof channelStatus> {
  const status1 = channel === "email" ? row.email_code_status_1 : row.text_code_status_1;
  const status2 = channel === "email" ? row.email_code_status_2 : row.text_code_status_2;
  const attempts = channel === "email" ? row.email_attempts : row.text_attempts;
  let status: CodeStatus = "";
  if (status2 === "verify" || status2 === "yes" || status2 === "no") status = status2;
  else if (status1 === "sent") status = code && code.expires_at <= nowIso(now) ? "expired" : "sent";
  else if (status1 === "expired") status = "expired";
  return {
    status,
    attempts,
    attemptsLeft: Math.max(0, MAX_ATTEMPTS - attempts),
    sentTo: code && status1 !== "" ? maskDestination(channel, code.sent_to) : "",
    expiresAt: code && status1 === "sent" ? code.expires_at : null,
  };
}

export async function statusView(ctx: Ctx, row: TrackingRow): Promise<VerificationStatusView> {
  const now = ctx.now();
  const [emailCode, textCode] = await Promise.all([repo.currentCode(ctx.db, row.transaction_id, "email"), repo.currentCode(ctx.db, row.transaction_id, "sms")]);
  const email = channelStatusOf(row, "email", emailCode, now);
  const text = channelStatusOf(row, "sms", textCode, now);
  const contact = contactStatus(email.status, text.status);
  return {
    transactionId: row.transaction_id,
    contactVerificationStatus: contact,
    email,
    text,
    verified: contact === "yes",
    outcome: (row.outcome as Outcome | null) ?? null,
    agentNotification: row.agent_notification,
    requestCallBack: row.request_call_back === "Yes" ? "Yes" : "No",
  };
}

export async function recordView(ctx: Ctx, row: TrackingRow): Promise<z.infer<typeof trackingRecordSchema>> {
  return {
    ...(await statusView(ctx, row)),
    rateQuoteId: row.rate_quote_id,
    visitDate: row.visit_date,
    timestamp: row.updated_at,
    steps: JSON.parse(row.steps_json) as Record<string, string>,
  };
}

/** The record of a transaction of this brand, or 404 (another brand's record is not found either). */
export async function trackingOf(ctx: Ctx, brand: string | null, transactionId: string): Promise<TrackingRow> {
  const row = await repo.findTracking(ctx.db, transactionId);
  if (!row || (brand !== null && row.brand !== brand)) throw notFound(TRACKING_NOT_FOUND);
  return row;
}

/**
 * Creates the record (the transaction must be this brand's) or updates it: the rate quote id when
 * given, and the step values merged into those logged before (an empty value removes one).
 */
export async function saveTracking(
  ctx: Ctx,
  input: { brand: string; lang: string; transactionId: string; rateQuoteId?: string; steps?: Record<string, string> },
): Promise<TrackingRow> {
  const now = nowIso(ctx.now());
  const existing = await repo.findTracking(ctx.db, input.transactionId);
  const merge = (before: Record<string, string>) => {
    const next = { ...before };
    for (const [key, value] of Object.entries(input.steps ?? {})) {
      if (value === "") delete next[key];
      else next[key] = value;
    }
    return next;
  };
  if (existing) {
    if (existing.brand !== input.brand) throw notFound(TRACKING_NOT_FOUND);
    await repo.updateTracking(ctx.db, input.transactionId, {
      rate_quote_id: input.rateQuoteId ?? existing.rate_quote_id,
      lang: input.lang,
      steps_json: JSON.stringify(merge(JSON.parse(existing.steps_json) as Record<string, string>)),
      updated_at: now,
    });
    await repo.insertEvent(ctx.db, {
      transaction_id: input.transactionId,
      brand: input.brand,
      kind: "tracking-updated",
      channel: null,
      actor: "customer",
      at: now,
      detail: { steps: Object.keys(input.steps ?? {}) },
    });
    return (await repo.findTracking(ctx.db, input.transactionId))!;
  }
  const transaction = await repo.findTransaction(ctx.db, input.transactionId);
  if (!transaction || transaction.brand !== input.brand) throw notFound("Transaction not found.");
  const row: TrackingRow = {
    transaction_id: input.transactionId,
    brand: input.brand,
    lang: input.lang,
    rate_quote_id: input.rateQuoteId ?? "",
    contact_verification_status: "",
    agent_notification: "",
    agent_notified_at: null,
    notification_handled_by: null,
    notification_handled_at: null,
    request_call_back: "No",
    call_back_requested_at: null,
    call_back_handled_by: null,
    call_back_handled_at: null,
    visit_date: centralVisitDate(ctx.now()),
    email_code_1: "",
    email_code_status_1: "",
    email_code_2: "",
    email_code_status_2: "",
    text_code_1: "",
    text_code_status_1: "",
    text_code_2: "",
    text_code_status_2: "",
    email_attempts: 0,
    text_attempts: 0,
    outcome: null,
    steps_json: JSON.stringify(merge({})),
    created_at: now,
    updated_at: now,
  };
  await repo.insertTracking(ctx.db, row);
  await repo.insertEvent(ctx.db, {
    transaction_id: input.transactionId,
    brand: input.brand,
    kind: "tracking-created",
    channel: null,
    actor: "customer",
    at: now,
    detail: { steps: Object.keys(input.steps ?? {}) },
  });
  return row;
}

/** doc3 §2.2: the call back is requested once; pressing again changes nothing. */
export async function requestCallBack(ctx: Ctx, row: TrackingRow): Promise<TrackingRow> {
  if (row.request_call_back === "Yes" && row.call_back_handled_at === null) return row;
  const now = nowIso(ctx.now());
  await repo.updateTracking(ctx.db, row.transaction_id, {
    request_call_back: "Yes",
    call_back_requested_at: now,
    call_back_handled_by: null,
    call_back_handled_at: null,
    updated_at: now,
  });
  await repo.insertEvent(ctx.db, {
    transaction_id: row.transaction_id,
    brand: row.brand,
    kind: "call-back-requested",
    channel: null,
    actor: "customer",
    at: now,
  });
  return (await repo.findTracking(ctx.db, row.transaction_id))!;
}

/**
 * doc3 §3 Agent Notification: "Success" once queued for the agents; "Failure" when it could not be (doc3 §8).
 * Idempotent: while a notification is open (queued, not yet handled) another call changes nothing.
 */
export async function notifyAgent(ctx: Ctx & Pick<PlatformContext, "logger">, row: TrackingRow, reason: string): Promise<TrackingRow> {
  if (row.agent_notification === "Success" && row.agent_notified_at !== null && row.notification_handled_at === null) return row;
  const now = nowIso(ctx.now());
  try {
    await repo.insertEvent(ctx.db, {
      transaction_id: row.transaction_id,
      brand: row.brand,
      kind: "agent-notified",
      channel: null,
      actor: "customer",
      at: now,
      detail: { reason },
    });
    await repo.updateTracking(ctx.db, row.transaction_id, {
      agent_notification: "Success",
      agent_notified_at: now,
      notification_handled_by: null,
      notification_handled_at: null,
      updated_at: now,
    });
  } catch (error) {
    ctx.logger.warn({ transactionId: row.transaction_id, reason: error instanceof Error ? error.message : String(error) }, "agent notification failed");
    await repo.updateTracking(ctx.db, row.transaction_id, { agent_notification: "Failure", updated_at: now }).catch(() => undefined);
  }
  return (await repo.findTracking(ctx.db, row.transaction_id))!;
}
