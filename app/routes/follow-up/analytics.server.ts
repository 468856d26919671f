/** The follow-up flow's analytics on the server (step events and the identify call): written to the log by default, like ~/.server/analytics. */
import { createHash } from "node:crypto";
import { logger } from "~/.server/logger";
import { setFollowUpAnalytics, trackFollowUp, type FollowUpEvent } from "~/domain/follow-up/analytics";
import { phoneDigits } from "~/domain/follow-up/rules";

setFollowUpAnalytics({ track: (event: FollowUpEvent) => logger().info({ analytics: event }, "analytics event") });

export { trackFollowUp };

/** doc3 §7.2 identify with the phone: a one-way hash of its digits stands for the number. */
export function identify(phone: string): void {
  trackFollowUp({
    name: "follow_up_identify",
    userId: createHash("sha256")
      .update(`phone:${phoneDigits(phone)}`)
      .digest("hex")
      .slice(0, 32),
  });
}
