import { describe, expect, it } from "vitest";
import { chatAvailable, contactEvents, contactRequestSchema, feedbackSchema, showsCallToAction, showsCallToActionOn } from "./agent-contact";

describe("doc2 §4 contact an agent", () => {
  it("doc2 §4 select-quote events 1 desktop call, 2 text, 3 mobile call; send-event 0 text, 1 call", () => {
    expect(contactEvents("call", "desktop")).toEqual({ selectQuoteEventType: 1, sendEventType: 1 });
    expect(contactEvents("call", "mobile")).toEqual({ selectQuoteEventType: 3, sendEventType: 1 });
    expect(contactEvents("call", "app")).toEqual({ selectQuoteEventType: 3, sendEventType: 1 });
    expect(contactEvents("text", "desktop")).toEqual({ selectQuoteEventType: 2, sendEventType: 0 });
    expect(contactEvents("chat", "desktop")).toBeNull();
  });
  it("doc2 §7 idle-agent check: chat only while an agent is idle and the answer is a success", () => {
    expect(chatAvailable({ resultCode: 0, idleAgentCount: 2 })).toBe(true);
    expect(chatAvailable({ resultCode: 0, idleAgentCount: 0 })).toBe(false);
    expect(chatAvailable({ resultCode: 1, idleAgentCount: 3 })).toBe(false);
    expect(chatAvailable(null)).toBe(false);
  });
  it("doc2 §9 days showing call-to-action buttons: 0 means always", () => {
    expect(showsCallToAction(0, "2020-01-01", "2026-11-22")).toBe(true);
    expect(showsCallToAction(3, "2026-11-20T10:00:00Z", "2026-11-22")).toBe(true);
    expect(showsCallToAction(3, "2026-11-19", "2026-11-22")).toBe(false);
    expect(showsCallToAction(1, "2026-11-22", "2026-11-22")).toBe(true);
  });
  it("doc2 §1 weekday rules: a carrier's call-to-action buttons show on its days of the week only; none listed means every day", () => {
    // 2026-11-27 is a Friday (5), 2026-11-29 a Sunday (0).
    expect(showsCallToActionOn([], "2026-11-29")).toBe(true);
    expect(showsCallToActionOn(undefined, "2026-11-29")).toBe(true);
    expect(showsCallToActionOn([1, 2, 3, 4, 5], "2026-11-27")).toBe(true);
    expect(showsCallToActionOn([1, 2, 3, 4, 5], "2026-11-29")).toBe(false);
    expect(showsCallToActionOn([0, 6], "2026-11-29")).toBe(true);
  });
  it("doc2 §2 contact and feedback requests are checked", () => {
    expect(contactRequestSchema.safeParse({ rateQuoteId: "rq_1", action: "text" }).data).toEqual({ rateQuoteId: "rq_1", action: "text", client: "desktop" });
    expect(contactRequestSchema.safeParse({ rateQuoteId: "rq_1", action: "fax" }).success).toBe(false);
    expect(feedbackSchema.safeParse({ rateQuoteId: "rq_1", helpful: "no" }).success).toBe(true);
    expect(feedbackSchema.safeParse({ rateQuoteId: "", helpful: "yes" }).success).toBe(false);
  });
});
