/**
 * Contact verification (doc3 §4.2, §8, §9): the platform sends a 6-digit code by e-mail and by
 * text, the customer types them in, an agent compares each entry with the code sent and confirms
 * or rejects it. Statuses per code: sent → verify (entered, awaiting the agent) → yes or no; after
 * a no the customer may enter the code again while it is valid; a third rejected entry on a channel
 * resets the counters, retires the codes not yet confirmed and shows the final message. Every
 * transition is stored as an event with who and when.
 */
import { newId, nowIso } from "../db/index.ts";
import { badRequest, conflict } from "../http/envelope.ts";
import { consume, createLimiter, type Limiter } from "../http/rate-limit.ts";
import * as repo from "../repositories/tracking.ts";
import type { TrackingRow } from "../repositories/tracking.ts";
import type { PlatformContext } from "./context.ts";
import type { Lang } from "./message-templates.ts";
import { CODE_TTL_MS, MAX_ATTEMPTS, codeMatches, contactStatus, generateCode, hashCode, outcomeOf, sealCode, type CodeStatus } from "./verification-codes.ts";
import { sendVerificationCode } from "./verification-messages.ts";

export type Channel = "email" | "sms";

export interface VerificationLimiters {
  perTransaction: Limiter;
  perAddress: Limiter;
}

/** Sending: 6 sends per transaction and channel, 30 per visitor address, each per hour. */
export function createVerificationLimiters(ctx: Pick<PlatformContext, "db">): VerificationLimiters {
  return {
    perTransaction: createLimiter(ctx.db, { name: "verify-send-tx", points: 6, duration: 3600 }),
    perAddress: createLimiter(ctx.db, { name: "verify-send-ip", points: 30, duration: 3600 }),
  };
}

const cols = (channel: Channel) =>
  channel === "email"
    ? ({ code1: "email_code_1", status1: "email_code_status_1", code2: "email_code_2", status2: "email_code_status_2", attempts: "email_attempts" } as const)
    : ({ code1: "text_code_1", status1: "text_code_status_1", code2: "text_code_2", status2: "text_code_status_2", attempts: "text_attempts" } as const);

function decisionOf(row: TrackingRow, channel: Channel): CodeStatus {
  const value = row[cols(channel).status2];
  if (value === "verify" || value === "yes" || value === "no") return value;
  const sent = row[cols(channel).status1];
  return sent === "sent" || sent === "expired" ? sent : "";
}

function contactOf(row: TrackingRow): string {
  return contactStatus(decisionOf(row, "email"), decisionOf(row, "sms"));
}

type Ctx = Pick<PlatformContext, "db" | "config" | "logger" | "now" | "secret">;

export interface SendInput {
  channels: Channel[];
  firstName: string;
  lang: Lang;
  email?: string;
  phone?: string;
}

/** Sends a new code on each channel not yet confirmed (a new code replaces the channel's previous one). */
export async function sendCodes(
  ctx: Ctx,
  limiters: VerificationLimiters,
  row: TrackingRow,
  input: SendInput,
  ip: string,
): Promise<{ channel: Channel; sentTo: string; expiresAt: string }[]> {
  const transaction = await repo.findTransaction(ctx.db, row.transaction_id);
  const destinations: Partial<Record<Channel, string>> = {};
  const errors: Record<string, string> = {};
  for (const channel of new Set(input.channels)) {
    if (decisionOf(row, channel) === "yes") continue;
    const to =
      channel === "email"
        ? (input.email ?? transaction?.customer_email ?? "").trim().toLowerCase()
        : (input.phone ?? transaction?.customer_phone ?? "").replace(/\D/g, "");
    if (!to) errors[channel === "email" ? "email" : "phone"] = "is required: the transaction has none";
    else destinations[channel] = to;
  }
  if (Object.keys(errors).length) throw badRequest("Some fields are missing or not valid.", errors);
  const sent: { channel: Channel; sentTo: string; expiresAt: string }[] = [];
  for (const [channel, to] of Object.entries(destinations) as [Channel, string][]) {
    await consume(limiters.perAddress, ip, "Too many codes sent. Please wait and try again.");
    await consume(limiters.perTransaction, `${row.transaction_id}:${channel}`, "Too many codes sent for this quote. Please wait and try again.");
    const code = generateCode();
    const now = ctx.now();
    const expiresAt = nowIso(new Date(now.getTime() + CODE_TTL_MS));
    const sealed = sealCode(ctx.secret, code);
    await repo.retireCodes(ctx.db, row.transaction_id, channel, "replaced");
    const outboxId = await sendVerificationCode(ctx, {
      brand: row.brand,
      lang: input.lang,
      channel,
      to,
      firstName: input.firstName,
      code,
      minutes: CODE_TTL_MS / 60_000,
    });
    await repo.insertCode(ctx.db, {
      id: newId("vc"),
      transaction_id: row.transaction_id,
      channel,
      code_hash: hashCode(ctx.secret, row.transaction_id, code),
      code_sealed: sealed,
      sent_to: to,
      outbox_id: outboxId,
      status: "sent",
      attempts: 0,
      submitted_code: null,
      submitted_at: null,
      matches: null,
      decided_by: null,
      decided_at: null,
      created_at: nowIso(now),
      expires_at: expiresAt,
    });
    const c = cols(channel);
    const fresh = (await repo.findTracking(ctx.db, row.transaction_id))!;
    const next = { ...fresh, [c.code1]: sealed, [c.status1]: "sent", [c.code2]: "", [c.status2]: "" } as TrackingRow;
    await repo.updateTracking(ctx.db, row.transaction_id, {
      [c.code1]: sealed,
      [c.status1]: "sent",
      [c.code2]: "",
      [c.status2]: "",
      outcome: null,
      contact_verification_status: contactOf(next),
      updated_at: nowIso(now),
    });
    await repo.insertEvent(ctx.db, {
      transaction_id: row.transaction_id,
      brand: row.brand,
      kind: "code-sent",
      channel,
      actor: "customer",
      at: nowIso(now),
      detail: { expiresAt, outboxId },
    });
    sent.push({ channel, sentTo: to, expiresAt });
  }
  return sent;
}

const fieldOf = (channel: Channel) => (channel === "email" ? "emailCode" : "textCode");

/** The customer's entries: each becomes "verify" (awaiting the agent); whether it matches is recorded for the agent. */
export async function submitCodes(ctx: Ctx, row: TrackingRow, entries: Partial<Record<Channel, string>>): Promise<void> {
  const now = ctx.now();
  const live: [Channel, repo.CodeRow, string][] = [];
  const errors: Record<string, string> = {};
  for (const [channel, entry] of Object.entries(entries) as [Channel, string | undefined][]) {
    if (entry === undefined) continue;
    const code = await repo.currentCode(ctx.db, row.transaction_id, channel);
    if (!code || (code.status !== "sent" && code.status !== "no"))
      errors[fieldOf(channel)] =
        code?.status === "verify" ? "is already waiting for an agent" : code?.status === "yes" ? "is already confirmed" : "has no code waiting: send a new one";
    else if (code.expires_at <= nowIso(now)) errors[fieldOf(channel)] = "has expired: send a new one";
    else live.push([channel, code, entry]);
  }
  if (Object.keys(errors).length) throw badRequest("Some fields are missing or not valid.", errors);
  if (live.length === 0) throw badRequest("Some fields are missing or not valid.", { emailCode: "an e-mail or text code is required" });

  let next = (await repo.findTracking(ctx.db, row.transaction_id))!;
  for (const [channel, code, entry] of live) {
    const matches = codeMatches(ctx.secret, row.transaction_id, entry, code.code_hash);
    await repo.updateCode(ctx.db, code.id, {
      status: "verify",
      attempts: code.attempts + 1,
      submitted_code: entry,
      submitted_at: nowIso(now),
      matches: matches ? 1 : 0,
      decided_by: null,
      decided_at: null,
    });
    const c = cols(channel);
    next = { ...next, [c.code2]: entry, [c.status2]: "verify", [c.attempts]: next[c.attempts] + 1 } as TrackingRow;
    await repo.insertEvent(ctx.db, {
      transaction_id: row.transaction_id,
      brand: row.brand,
      kind: "code-submitted",
      channel,
      actor: "customer",
      at: nowIso(now),
      detail: { matches, attempt: next[c.attempts] },
    });
  }
  await repo.updateTracking(ctx.db, row.transaction_id, {
    email_code_2: next.email_code_2,
    email_code_status_2: next.email_code_status_2,
    text_code_2: next.text_code_2,
    text_code_status_2: next.text_code_status_2,
    email_attempts: next.email_attempts,
    text_attempts: next.text_attempts,
    outcome: null,
    contact_verification_status: contactOf(next),
    updated_at: nowIso(now),
  });
}

/**
 * An agent's decision on the entry awaiting it (409 when none awaits). A rejection on the third
 * attempt of a channel resets the counters of every channel not confirmed, retires their codes and
 * sets the final failure; otherwise the outcome names the wrong code(s) (doc3 §8).
 */
export async function decide(ctx: Ctx, row: TrackingRow, channel: Channel, decision: "yes" | "no", staffId: string): Promise<void> {
  const now = nowIso(ctx.now());
  const code = await repo.currentCode(ctx.db, row.transaction_id, channel);
  if (!code || code.status !== "verify") throw conflict("No code of this channel is waiting for a decision.");
  await repo.updateCode(ctx.db, code.id, { status: decision, decided_by: staffId, decided_at: now });
  const c = cols(channel);
  let next = { ...row, [c.status2]: decision } as TrackingRow;
  await repo.insertEvent(ctx.db, {
    transaction_id: row.transaction_id,
    brand: row.brand,
    kind: decision === "yes" ? "code-confirmed" : "code-rejected",
    channel,
    actor: `staff:${staffId}`,
    at: now,
    detail: { attempt: row[c.attempts], matches: code.matches === 1 },
  });

  let outcome = outcomeOf(decisionOf(next, "email"), decisionOf(next, "sms"));
  if (decision === "no" && row[c.attempts] >= MAX_ATTEMPTS) {
    outcome = "finalFailure";
    for (const ch of ["email", "sms"] as const) {
      if (decisionOf(next, ch) === "yes") continue;
      const k = cols(ch);
      await repo.retireCodes(ctx.db, row.transaction_id, ch, "expired");
      next = { ...next, [k.attempts]: 0, [k.status1]: next[k.status1] ? "expired" : "", [k.status2]: "" } as TrackingRow;
    }
    await repo.insertEvent(ctx.db, {
      transaction_id: row.transaction_id,
      brand: row.brand,
      kind: "counters-reset",
      channel,
      actor: `staff:${staffId}`,
      at: now,
    });
  }
  // The shopper no longer waits once no entry awaits a decision: the open agent notification is closed by this decision's member.
  const closesNotification =
    row.agent_notified_at !== null && row.notification_handled_at === null && decisionOf(next, "email") !== "verify" && decisionOf(next, "sms") !== "verify";
  await repo.updateTracking(ctx.db, row.transaction_id, {
    email_code_status_1: next.email_code_status_1,
    email_code_status_2: next.email_code_status_2,
    text_code_status_1: next.text_code_status_1,
    text_code_status_2: next.text_code_status_2,
    email_attempts: next.email_attempts,
    text_attempts: next.text_attempts,
    outcome,
    contact_verification_status: contactOf(next),
    ...(closesNotification ? { notification_handled_by: staffId, notification_handled_at: now } : {}),
    updated_at: now,
  });
  if (closesNotification)
    await repo.insertEvent(ctx.db, {
      transaction_id: row.transaction_id,
      brand: row.brand,
      kind: "notification-handled",
      channel: null,
      actor: `staff:${staffId}`,
      at: now,
      detail: { by: "decision" },
    });
}
