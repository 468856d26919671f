import { describe, expect, it } from "vitest";
import {
  acknowledgeArrivals,
  addQuotes,
  formatElapsed,
  initialResults,
  markDisplayed,
  newArrivals,
  quoteCycleOver,
  rotatingMessageIndex,
  stagePhase,
  waitingOn,
  withFailure,
  withProgress,
  type CardQuote,
} from "./results-stream";
import { progressReading } from "./progress";

const quote = (carrierId: string, seq: number, totalPremium = 500): CardQuote => ({
  rateQuoteId: `rq-${carrierId}`,
  carrierId,
  companyID: carrierId,
  companyName: carrierId,
  logoUrl: "",
  term: 6,
  totalPremium,
  payPlan: "PIF",
  payPlanDescription: "Paid in full",
  payPlanDownPayment: totalPremium,
  payPlanPaymentAmount: 0,
  payPlanNumOfPayments: 0,
  quoteNumber: "Q",
  effectiveDate: "2026-11-22",
  showBuyButton: true,
  bolType: 1,
  openNewWindow: false,
  seq,
  cars: [],
  drivers: [],
});

describe("doc2 §4 quote cycle: loading, then quotes or no quotes", () => {
  it("doc2 §4 quote cycle: loading until the first quote, then cards at once", () => {
    let state = withProgress(initialResults, { carrierCount: 3 });
    expect(stagePhase(state, 1000)).toBe("loading");
    state = addQuotes(state, [quote("b", 2)]);
    expect(stagePhase(state, 1500)).toBe("cards");
  });
  it("doc2 §4 no quotes: all carriers answered without a quote, API failure, or the wait (default 45 s) passed", () => {
    expect(stagePhase(withProgress(initialResults, { carrierCount: 2, answered: 2, done: true }), 5000)).toBe("noQuotes");
    expect(stagePhase(withFailure(initialResults), 100)).toBe("noQuotes");
    expect(stagePhase(initialResults, 44_999)).toBe("loading");
    expect(stagePhase(initialResults, 45_000)).toBe("noQuotes");
    expect(stagePhase(initialResults, 20_000, { waitSeconds: 20 })).toBe("noQuotes");
  });
  it("doc2 §4 quote cycle: a quote that already arrived keeps the cards after the wait passes", () => {
    expect(stagePhase(addQuotes(initialResults, [quote("a", 1)]), 60_000)).toBe("cards");
  });
});

describe("doc2 §2 still waiting on N carriers", () => {
  it("counts carriers that have not answered until done or the wait passes", () => {
    let state = withProgress(initialResults, { carrierCount: 5, answered: 2 });
    expect(waitingOn(state, 3000)).toBe(3);
    state = withProgress(state, { answered: 1 });
    expect(state.answered).toBe(2);
    expect(waitingOn(state, 45_000)).toBe(0);
    expect(waitingOn(withProgress(state, { done: true }), 3000)).toBe(0);
  });
});

describe("doc2 §2 progress bar at the quote stage: 80 % while quotes load, 100 % once every carrier has answered", () => {
  it("doc2 §2: the first card does not end the cycle while other carriers are still answering", () => {
    const first = withProgress(addQuotes(initialResults, [quote("a", 1)]), { answered: 1, carrierCount: 3 });
    expect(stagePhase(first, 2000)).toBe("cards");
    expect(quoteCycleOver(first, 2000)).toBe(false);
    expect(progressReading("quotes", quoteCycleOver(first, 2000))).toEqual({ percent: 80, loadingQuotes: true });
    // Cards before the platform has said how many carriers rate: not over either.
    expect(quoteCycleOver(addQuotes(initialResults, [quote("a", 1)]), 2000)).toBe(false);
  });

  it("doc2 §2: every carrier answered (counts or done), a failure or the wait passed: the bar reads 100 %", () => {
    const all = withProgress(addQuotes(initialResults, [quote("a", 1), quote("b", 2)]), { answered: 3, carrierCount: 3 });
    expect(quoteCycleOver(all, 5000)).toBe(true);
    expect(progressReading("quotes", quoteCycleOver(all, 5000))).toEqual({ percent: 100, loadingQuotes: false });
    expect(quoteCycleOver(withProgress(initialResults, { done: true }), 1000)).toBe(true);
    expect(quoteCycleOver(withFailure(initialResults), 1000)).toBe(true);
    expect(quoteCycleOver(withProgress(initialResults, { answered: 1, carrierCount: 3 }), 45_000)).toBe(true);
    expect(quoteCycleOver(withProgress(initialResults, { answered: 1, carrierCount: 3 }), 44_000)).toBe(false);
  });
});

describe("doc2 §2 streamed results and the new-quotes modal", () => {
  it("adds each carrier once, in arrival order, and tracks the cursor", () => {
    let state = addQuotes(initialResults, [quote("b", 3), quote("a", 1)]);
    state = addQuotes(state, [quote("a", 1)]);
    expect(state.quotes.map((q) => q.carrierId)).toEqual(["a", "b"]);
    expect(state.cursor).toBe(3);
    expect(addQuotes(state, [])).toBe(state);
  });
  it("doc2 §2 new-quotes modal: only quotes arriving after the first display count as new, until acknowledged", () => {
    let state = addQuotes(initialResults, [quote("a", 1)]);
    expect(newArrivals(state)).toEqual([]);
    state = markDisplayed(state);
    state = addQuotes(state, [quote("c", 4), quote("d", 5)]);
    expect(newArrivals(state).map((q) => q.carrierId)).toEqual(["c", "d"]);
    expect(newArrivals(acknowledgeArrivals(state))).toEqual([]);
    expect(markDisplayed(initialResults).displayed).toBe(false);
  });
});

describe("doc2 §2 quote loading modal: rotating messages and a timer", () => {
  it("rotates every 3 seconds and shows m:ss", () => {
    expect(rotatingMessageIndex(0, 4)).toBe(0);
    expect(rotatingMessageIndex(3000, 4)).toBe(1);
    expect(rotatingMessageIndex(12_500, 4)).toBe(0);
    expect(rotatingMessageIndex(1000, 0)).toBe(0);
    expect(formatElapsed(0)).toBe("0:00");
    expect(formatElapsed(65_400)).toBe("1:05");
  });
});
