/**
 * Analytics of the follow-up flow (doc3 §2.1 step names, §7.2 step events and the identify call), through one adapter
 * like the quote flow's (~/domain/quote/analytics). Events carry no personal data: step names, ids, counts and the
 * state; the identify call carries a one-way hash of the phone's digits, never the number.
 */
export type FollowUpStepName = "e2e-driverinfo" | "e2e-contact" | "e2e-addldriver" | "e2e-uw" | "e2e-verify" | "e2e-sold";

export type FollowUpEvent =
  | {
      name: "follow_up_step";
      step: FollowUpStepName;
      carrierId: string;
      transactionId: string;
      rateQuoteId: string;
      state: string;
      response_option?: string;
      drivers?: number;
      vehicles?: number;
      totalquestions?: number;
      totalyes?: number;
      totalno?: number;
    }
  | { name: "follow_up_identify"; userId: string };

export interface FollowUpAnalyticsAdapter {
  track(event: FollowUpEvent): void;
}

let current: FollowUpAnalyticsAdapter = { track: () => undefined };

export function setFollowUpAnalytics(adapter: FollowUpAnalyticsAdapter): void {
  current = adapter;
}

/** Sends an event; an adapter that throws never breaks the form. */
export function trackFollowUp(event: FollowUpEvent): void {
  try {
    current.track(event);
  } catch {
    // Analytics must never break the follow-up flow.
  }
}
