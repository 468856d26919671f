/**
 * Analytics events of the quote flow (doc2 §8, issue item 9): steps and errors go through one
 * adapter. The default adapter does nothing; a provider is plugged in with `setAnalytics`.
 * Events never carry personal data: only step names, carrier ids, counts and error kinds.
 */
import type { PaymentFailureStep } from "../payment/outcome";

export type AnalyticsEvent =
  | { name: "quote_step"; step: "loading" | "quotes" | "noQuotes" | "previousQuotes" | "verifyOwner" }
  | { name: "quotes_shown"; count: number; firstCardMs: number }
  | { name: "quote_sort"; sort: number; field: string }
  | { name: "quote_detail"; carrierId: string }
  | { name: "buy_now"; carrierId: string; mode: "newWindow" | "confirm" | "frame" }
  | { name: "contact_agent"; carrierId: string; action: "call" | "text" | "chat" }
  | { name: "quote_feedback"; carrierId: string; helpful: boolean }
  | { name: "quote_error"; kind: "API Error" | "Buy Now url empty for carrier" | "no quotes" | "verify owner" | "previous quotes"; detail?: string }
  /** doc1 §8: each make-a-payment failure, by its sub-step name (app/domain/payment/outcome.ts). */
  | { name: "payment_error"; step: PaymentFailureStep }
  /** doc3 §2.1: the buy-online flow's steps (e2e-driverinfo … e2e-sold) and §8's More Questions event. */
  | { name: "buy_step"; step: string; carrierId: string }
  | { name: "More Questions"; carrierId: string; count: number };

export interface AnalyticsAdapter {
  track(event: AnalyticsEvent): void;
}

export const noopAnalytics: AnalyticsAdapter = { track: () => undefined };

let current: AnalyticsAdapter = noopAnalytics;

export function setAnalytics(adapter: AnalyticsAdapter): void {
  current = adapter;
}

/** Sends an event; an adapter that throws never breaks the page. */
export function track(event: AnalyticsEvent): void {
  try {
    current.track(event);
  } catch {
    // Analytics must never break the quote flow.
  }
}
