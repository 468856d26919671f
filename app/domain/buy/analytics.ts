/**
 * Analytics of the buy-online flow (doc3 §2.1 step names, §8 More Questions event), through the
 * site's one analytics adapter (~/domain/quote/analytics). Events carry no personal data: the step
 * name, the carrier id and a count.
 */
import { track, type AnalyticsEvent } from "~/domain/quote/analytics";
import { STEP_NAMES, type Section } from "./flow";

export type BuyAnalyticsEvent =
  | { name: "buy_step"; step: (typeof STEP_NAMES)[Section]; carrierId: string }
  /** doc3 §8: the carrier answered with errors (shown as a list): the More Questions event. */
  | { name: "More Questions"; carrierId: string; count: number };

export function buyStepEvent(section: Section, carrierId: string): BuyAnalyticsEvent {
  return { name: "buy_step", step: STEP_NAMES[section], carrierId };
}

/** Sends a buy-online event through the site's adapter. */
export function trackBuy(event: BuyAnalyticsEvent): void {
  track(event satisfies AnalyticsEvent);
}
