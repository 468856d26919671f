/**
 * doc3 §2.2 agent-status modal, §4.2: what the shopper reads about each code once it went to an agent. A channel is
 * waiting for an agent (its code submitted, "verify"), confirmed ("yes"), not confirmed ("no", with the retry message
 * of doc3 §4.2 / §8: the brand's configured code-failure text) or not sent for review (no code entered, or the code
 * expired). The final failure (the third try refused, the counters reset) is said once, above the channels.
 *
 *   const review = agentReview(status, messages);
 *   review.channels.email   // { state: "notConfirmed", retry: "The e-mail code was not confirmed…" }
 */
import type { ConfiguredMessages } from "~/domain/follow-up/messages";

export type ReviewState = "waiting" | "confirmed" | "notConfirmed" | "notSubmitted";

export interface ChannelReview {
  state: ReviewState;
  /** The configured retry message, only when the agent did not confirm this code. */
  retry?: string;
}

export interface ReviewInput {
  email: { status: string };
  text: { status: string };
  verified: boolean;
  outcome: "emailWrong" | "textWrong" | "bothWrong" | "finalFailure" | null;
  requestCallBack?: "Yes" | "No";
}

const STATES: Record<string, ReviewState> = { verify: "waiting", yes: "confirmed", no: "notConfirmed" };

export function channelReview(status: string, retry: string): ChannelReview {
  const state = STATES[status] ?? "notSubmitted";
  return state === "notConfirmed" ? { state, retry } : { state };
}

export function agentReview(status: ReviewInput, messages: Pick<ConfiguredMessages, "emailCodeWrong" | "textCodeWrong" | "finalFailure">) {
  return {
    channels: { email: channelReview(status.email.status, messages.emailCodeWrong), text: channelReview(status.text.status, messages.textCodeWrong) },
    finalFailure: status.outcome === "finalFailure" ? messages.finalFailure : undefined,
  };
}

/** The step offers the agent's review once a code went to an agent and until both are confirmed. */
export function hasAgentReview(status: ReviewInput | null): boolean {
  if (!status || status.verified) return false;
  return status.outcome === "finalFailure" || [status.email.status, status.text.status].some((s) => s in STATES);
}

/** doc3 §2.2 / §4.2: request call back disables after one press, also once the page is loaded again (the tracking record says "Yes"). */
export function callBackAlreadyRequested(status: ReviewInput | null, storedInForm: boolean): boolean {
  return storedInForm || status?.requestCallBack === "Yes";
}
