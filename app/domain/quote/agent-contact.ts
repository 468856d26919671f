/**
 * Contacting an agent about a quote (doc2 §2, §4, §9): call, text or chat; the idle-agent check;
 * and the days on which the call-to-action buttons show.
 */
import { z } from "zod/mini";
import { selectQuoteEventType, sendEventCode } from "./quote-cards";
import type { ClientKind } from "./buy-now";

export const CONTACT_ACTIONS = ["call", "text", "chat"] as const;
export type ContactAction = (typeof CONTACT_ACTIONS)[number];

/**
 * The calls a contact request makes: selectQuote with 1 desktop call, 2 text, 3 mobile call, and
 * the lead send-event with 0 text, 1 call. A chat is neither a call nor a text: it sends no event.
 */
export function contactEvents(action: ContactAction, client: ClientKind): { selectQuoteEventType: 1 | 2 | 3; sendEventType: 0 | 1 } | null {
  if (action === "chat") return null;
  return { selectQuoteEventType: selectQuoteEventType(action, client === "desktop" ? "desktop" : "mobile"), sendEventType: sendEventCode(action) };
}

/** What the contact form posts: the quote and the action. */
export const contactRequestSchema = z.object({
  rateQuoteId: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
  action: z.enum(CONTACT_ACTIONS),
  client: z._default(z.enum(["desktop", "mobile", "app"]), "desktop"),
});

/** The idle-agent check (doc2 §7): chat is offered only while at least one agent is idle. */
export function chatAvailable(answer: { resultCode?: number; idleAgentCount?: number } | null): boolean {
  return answer !== null && answer.resultCode === 0 && (answer.idleAgentCount ?? 0) > 0;
}

const DAY_MS = 86_400_000;

/**
 * doc2 §9 days showing call-to-action buttons: 0 means always; otherwise the buttons show while
 * fewer than that many whole days have passed since the quote's date.
 */
export function showsCallToAction(ctaDays: number, quoteDateIso: string, todayIso: string): boolean {
  if (ctaDays <= 0) return true;
  const quoted = Date.parse(quoteDateIso.slice(0, 10));
  const today = Date.parse(todayIso.slice(0, 10));
  if (Number.isNaN(quoted) || Number.isNaN(today)) return true;
  return Math.floor((today - quoted) / DAY_MS) < ctaDays;
}

/**
 * doc2 §1 weekday rules, per carrier: the call-to-action buttons show on the carrier's days of the
 * week (0 Sunday … 6 Saturday) of the agency's today (`YYYY-MM-DD`, Central time); no days listed
 * means every day.
 */
export function showsCallToActionOn(weekdays: readonly number[] | undefined, todayIso: string): boolean {
  if (!weekdays || weekdays.length === 0) return true;
  const today = Date.parse(todayIso.slice(0, 10));
  if (Number.isNaN(today)) return true;
  return weekdays.includes(new Date(today).getUTCDay());
}

/** Feedback on the quote cards (doc2 §2): was this helpful, yes or no. */
export const feedbackSchema = z.object({
  rateQuoteId: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
  helpful: z.enum(["yes", "no"]),
});
