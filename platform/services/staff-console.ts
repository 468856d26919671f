/**
 * The agent console's view of follow-up records (doc3 §3, §4.2): the queues (codes
 * awaiting a decision, call backs requested, agent notifications), one record with the codes sent
 * beside the customer's entries and its history, and the agents' actions, each recorded with who
 * and when.
 */
import { z } from "zod";
import { nowIso } from "../db/index.ts";
import { conflict } from "../http/envelope.ts";
import * as repo from "../repositories/tracking.ts";
import type { TrackingRow } from "../repositories/tracking.ts";
import { namesOf } from "../repositories/staff.ts";
import { findTransactionContact } from "../repositories/transactions.ts";
import type { PlatformContext } from "./context.ts";
import { channelStatusOf } from "./tracking.ts";
import { contactStatus, openCode } from "./verification-codes.ts";

const codeForAgent = z.object({
  status: z.enum(["", "sent", "verify", "yes", "no", "expired"]),
  /** The code the platform sent (opened for the agent); "" when none. */
  codeSent: z.string(),
  /** A code was sent but cannot be opened (sealed under another PLATFORM_SECRET): send a new one. */
  codeUnreadable: z.boolean(),
  /** The customer's latest entry; "" when none. */
  entered: z.string(),
  /** Whether the entry equals the code sent (null before an entry). */
  matches: z.boolean().nullable(),
  attempts: z.number().int(),
  attemptsLeft: z.number().int(),
  sentTo: z.string(),
  sentAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});

export const consoleRecordSchema = z.object({
  transactionId: z.string(),
  brand: z.string(),
  rateQuoteId: z.string(),
  visitDate: z.string(),
  timestamp: z.string(),
  contactVerificationStatus: z.string(),
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  email: codeForAgent,
  text: codeForAgent,
  requestCallBack: z.string(),
  callBackRequestedAt: z.string().nullable(),
  callBackHandledBy: z.string().nullable(),
  callBackHandledAt: z.string().nullable(),
  agentNotification: z.string(),
  agentNotifiedAt: z.string().nullable(),
  notificationHandledBy: z.string().nullable(),
  notificationHandledAt: z.string().nullable(),
  outcome: z.string().nullable(),
});
export type ConsoleRecord = z.infer<typeof consoleRecordSchema>;

export const trackingEventSchema = z.object({
  kind: z.string(),
  channel: z.string().nullable(),
  actor: z.string(),
  at: z.string(),
  detail: z.record(z.string(), z.unknown()),
});

type Ctx = Pick<PlatformContext, "db" | "now" | "secret">;

async function customerOf(ctx: Ctx, transactionId: string): Promise<ConsoleRecord["customer"]> {
  const row = await findTransactionContact(ctx.db, transactionId);
  if (!row) return { name: "", email: "", phone: "" };
  let name: string;
  try {
    const customer = (JSON.parse(row.request_json) as { customer?: { name?: string; surname?: string } }).customer;
    name = [customer?.name, customer?.surname].filter(Boolean).join(" ");
  } catch {
    name = "";
  }
  return { name, email: row.customer_email ?? "", phone: row.customer_phone ?? "" };
}

export async function consoleRecord(ctx: Ctx, row: TrackingRow): Promise<ConsoleRecord> {
  const now = ctx.now();
  const [emailCode, textCode, customer] = await Promise.all([
    repo.currentCode(ctx.db, row.transaction_id, "email"),
    repo.currentCode(ctx.db, row.transaction_id, "sms"),
    customerOf(ctx, row.transaction_id),
  ]);
  const names = await namesOf(
    ctx.db,
    [emailCode?.decided_by, textCode?.decided_by, row.call_back_handled_by, row.notification_handled_by].filter((v): v is string => !!v),
  );
  const nameOf = (id: string | null | undefined) => (id ? (names.get(id) ?? id) : null);
  const forAgent = (channel: "email" | "sms", code: repo.CodeRow | undefined) => {
    const status = channelStatusOf(row, channel, code, now);
    const opened = code ? openCode(ctx.secret, code.code_sealed) : null;
    return {
      ...status,
      codeSent: opened ?? "",
      codeUnreadable: !!code && opened === null,
      entered: code?.submitted_code ?? "",
      matches: code?.matches === null || code?.matches === undefined ? null : code.matches === 1,
      sentAt: code?.created_at ?? null,
      expiresAt: code?.expires_at ?? null,
      submittedAt: code?.submitted_at ?? null,
      decidedBy: nameOf(code?.decided_by),
      decidedAt: code?.decided_at ?? null,
    };
  };
  const email = forAgent("email", emailCode);
  const text = forAgent("sms", textCode);
  return {
    transactionId: row.transaction_id,
    brand: row.brand,
    rateQuoteId: row.rate_quote_id,
    visitDate: row.visit_date,
    timestamp: row.updated_at,
    contactVerificationStatus: contactStatus(email.status, text.status),
    customer,
    email,
    text,
    requestCallBack: row.request_call_back,
    callBackRequestedAt: row.call_back_requested_at,
    callBackHandledBy: nameOf(row.call_back_handled_by),
    callBackHandledAt: row.call_back_handled_at,
    agentNotification: row.agent_notification,
    agentNotifiedAt: row.agent_notified_at,
    notificationHandledBy: nameOf(row.notification_handled_by),
    notificationHandledAt: row.notification_handled_at,
    outcome: row.outcome,
  };
}

export async function queues(ctx: Ctx, brands: string[] | null, limit: number) {
  const [verifications, callBacks, notifications] = await Promise.all([
    repo.listQueue(ctx.db, brands, "verifications", limit),
    repo.listQueue(ctx.db, brands, "callBacks", limit),
    repo.listQueue(ctx.db, brands, "notifications", limit),
  ]);
  const all = (rows: TrackingRow[]) => Promise.all(rows.map((row) => consoleRecord(ctx, row)));
  return { verifications: await all(verifications), callBacks: await all(callBacks), notifications: await all(notifications) };
}

export async function history(ctx: Pick<PlatformContext, "db">, transactionId: string) {
  const events = await repo.listEvents(ctx.db, transactionId);
  const staffIds = events
    .map((e) => e.actor)
    .filter((a) => a.startsWith("staff:"))
    .map((a) => a.slice(6));
  const names = await namesOf(ctx.db, staffIds);
  return events.map((e) => ({
    kind: e.kind,
    channel: e.channel,
    actor: e.actor.startsWith("staff:") ? (names.get(e.actor.slice(6)) ?? e.actor) : e.actor,
    at: e.at,
    detail: JSON.parse(e.detail_json) as Record<string, unknown>,
  }));
}

/** An agent closes a call back or a notification (409 when there is none open). */
export async function markHandled(
  ctx: Pick<PlatformContext, "db" | "now">,
  row: TrackingRow,
  what: "callBack" | "notification",
  staffId: string,
): Promise<void> {
  const now = nowIso(ctx.now());
  if (what === "callBack") {
    if (row.request_call_back !== "Yes" || row.call_back_handled_at) throw conflict("No call back is waiting.");
    await repo.updateTracking(ctx.db, row.transaction_id, { call_back_handled_by: staffId, call_back_handled_at: now, updated_at: now });
  } else {
    if (!row.agent_notified_at || row.notification_handled_at) throw conflict("No notification is waiting.");
    await repo.updateTracking(ctx.db, row.transaction_id, { notification_handled_by: staffId, notification_handled_at: now, updated_at: now });
  }
  await repo.insertEvent(ctx.db, {
    transaction_id: row.transaction_id,
    brand: row.brand,
    kind: what === "callBack" ? "call-back-handled" : "notification-handled",
    channel: null,
    actor: `staff:${staffId}`,
    at: now,
  });
}
