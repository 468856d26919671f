/**
 * Server-side analytics adapter (issue item 9): the same events as the browser's
 * (~/domain/quote/analytics), written to the log at info level by default. Events carry no
 * personal data by construction (see AnalyticsEvent).
 */
import type { AnalyticsAdapter, AnalyticsEvent } from "~/domain/quote/analytics";
import { logger } from "./logger";

export const logAnalytics: AnalyticsAdapter = {
  track(event: AnalyticsEvent) {
    logger().info({ analytics: event }, "analytics event");
  },
};

let adapter: AnalyticsAdapter = logAnalytics;

export function setServerAnalytics(next: AnalyticsAdapter): void {
  adapter = next;
}

export function trackServer(event: AnalyticsEvent): void {
  try {
    adapter.track(event);
  } catch {
    // Analytics must never break a request.
  }
}
