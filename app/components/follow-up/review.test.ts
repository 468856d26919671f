import { describe, expect, it } from "vitest";
import { agentReview, callBackAlreadyRequested, channelReview, hasAgentReview, type ReviewInput } from "./review";

const messages = {
  emailCodeWrong: "The e-mail code was not confirmed.",
  textCodeWrong: "The text code was not confirmed.",
  finalFailure: "Three tries: call us.",
};
const status = (email: string, text: string, extra: Partial<ReviewInput> = {}): ReviewInput => ({
  email: { status: email },
  text: { status: text },
  verified: false,
  outcome: null,
  ...extra,
});

describe("doc3 §2.2 agent-status modal: each channel in plain words", () => {
  it("doc3 §4.2 a submitted code waits for an agent, a yes is confirmed, a no is not confirmed with its retry message", () => {
    expect(channelReview("verify", "retry")).toEqual({ state: "waiting" });
    expect(channelReview("yes", "retry")).toEqual({ state: "confirmed" });
    expect(channelReview("no", "retry")).toEqual({ state: "notConfirmed", retry: "retry" });
    for (const s of ["", "sent", "expired"]) expect(channelReview(s, "retry")).toEqual({ state: "notSubmitted" });
  });

  it("doc3 §4.2 / §8 each channel refused shows its own configured retry message", () => {
    const review = agentReview(status("no", "no", { outcome: "bothWrong" }), messages);
    expect(review.channels.email).toEqual({ state: "notConfirmed", retry: messages.emailCodeWrong });
    expect(review.channels.text).toEqual({ state: "notConfirmed", retry: messages.textCodeWrong });
    expect(review.finalFailure).toBeUndefined();
    const mixed = agentReview(status("yes", "verify"), messages);
    expect(mixed.channels).toEqual({ email: { state: "confirmed" }, text: { state: "waiting" } });
  });

  it("doc3 §4.2 after the third refused try the counters reset and the final message shows once", () => {
    const review = agentReview(status("expired", "yes", { outcome: "finalFailure" }), messages);
    expect(review.finalFailure).toBe(messages.finalFailure);
    expect(review.channels.email).toEqual({ state: "notSubmitted" });
  });
});

describe("doc3 §2.2 the step offers the agent's review", () => {
  it("only once a code went to an agent, and not once both are confirmed", () => {
    expect(hasAgentReview(null)).toBe(false);
    expect(hasAgentReview(status("sent", "sent"))).toBe(false);
    expect(hasAgentReview(status("verify", "sent"))).toBe(true);
    expect(hasAgentReview(status("no", "yes"))).toBe(true);
    expect(hasAgentReview(status("expired", "expired", { outcome: "finalFailure" }))).toBe(true);
    expect(hasAgentReview(status("yes", "yes", { verified: true }))).toBe(false);
  });
});

describe("doc3 §2.2 request call back disables once pressed", () => {
  it("from the form's stored answer or from the tracking record after a reload", () => {
    expect(callBackAlreadyRequested(null, false)).toBe(false);
    expect(callBackAlreadyRequested(status("verify", "verify", { requestCallBack: "No" }), false)).toBe(false);
    expect(callBackAlreadyRequested(status("verify", "verify", { requestCallBack: "Yes" }), false)).toBe(true);
    expect(callBackAlreadyRequested(null, true)).toBe(true);
  });
});
