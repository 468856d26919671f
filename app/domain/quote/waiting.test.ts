import { describe, expect, it } from "vitest";
import { fallbackPollDecision, pendingNote, pollDecision, QUOTE_WAIT_DEFAULTS, showsNoQuotes, waitPhase } from "./waiting";

describe("doc2 §4 quote waiting", () => {
  it("doc2 §4 longer-wait message after 12 seconds", () => {
    expect(waitPhase(0)).toBe("waiting");
    expect(waitPhase(11_999)).toBe("waiting");
    expect(waitPhase(12_000)).toBe("longerWait");
  });

  it("doc2 §9 gives up when the wait time (default 45 s) passes", () => {
    expect(waitPhase(44_999)).toBe("longerWait");
    expect(waitPhase(45_000)).toBe("gaveUp");
    expect(QUOTE_WAIT_DEFAULTS.waitSeconds).toBe(45);
  });

  it("doc2 §9 wait and longer-wait times are settings", () => {
    expect(waitPhase(20_000, { waitSeconds: 20 })).toBe("gaveUp");
    expect(waitPhase(6_000, { longerWaitAfterSeconds: 5 })).toBe("longerWait");
  });
});

describe("doc2 §4 results polling", () => {
  it("doc2 §4 keeps polling every 3 seconds while nothing has completed", () => {
    expect(pollDecision({ isSuccess: true, isDone: false, completedCount: 0, results: [] }, 9_000)).toEqual({ stop: false, nextPollInMs: 3000 });
  });

  it("doc2 §4 stops when completedCount is above 0", () => {
    expect(pollDecision({ isSuccess: true, completedCount: 1, results: [{}] }, 3_000)).toEqual({ stop: true, reason: "results" });
  });

  it("doc2 §4 stops when the answer is not successful, or the call failed (null)", () => {
    expect(pollDecision({ isSuccess: false }, 3_000)).toEqual({ stop: true, reason: "failed" });
    expect(pollDecision(null, 3_000)).toEqual({ stop: true, reason: "failed" });
  });

  it("doc2 §4 stops after about 55 seconds", () => {
    expect(pollDecision({ isSuccess: true, completedCount: 0 }, 54_999).stop).toBe(false);
    expect(pollDecision({ isSuccess: true, completedCount: 0 }, 55_000)).toEqual({ stop: true, reason: "timedOut" });
  });

  it("doc2 §4 the no-quotes page shows when there are no quotes, on API failure, or on timeout", () => {
    expect(showsNoQuotes({ stop: true, reason: "results" }, 2)).toBe(false);
    expect(showsNoQuotes({ stop: true, reason: "results" }, 0)).toBe(true);
    expect(showsNoQuotes({ stop: true, reason: "failed" }, 0)).toBe(true);
    expect(showsNoQuotes({ stop: true, reason: "timedOut" }, 0)).toBe(true);
  });
});

describe("doc2 §4 results polling as the fallback of the streamed results", () => {
  it("doc2 §4 fallback polling: keeps polling every 3 s while carriers answer, stops when done, on failure or after about 55 s", () => {
    expect(fallbackPollDecision({ isSuccess: true, isDone: false, completedCount: 2 }, 6000)).toEqual({ stop: false, nextPollInMs: 3000 });
    expect(fallbackPollDecision({ isSuccess: true, isDone: true, completedCount: 0 }, 6000)).toEqual({ stop: true, reason: "results" });
    expect(fallbackPollDecision({ isSuccess: false }, 3000)).toEqual({ stop: true, reason: "failed" });
    expect(fallbackPollDecision(null, 3000)).toEqual({ stop: true, reason: "failed" });
    expect(fallbackPollDecision({ isSuccess: true, isDone: false, completedCount: 3 }, 55_000)).toEqual({ stop: true, reason: "timedOut" });
  });
});

describe("doc2 §9 the polling interval is the brand's setting", () => {
  it("doc2 §9 polling 3 seconds by default; a brand's interval sets when the fallback asks next", () => {
    const waiting = { isSuccess: true, isDone: false, completedCount: 0 };
    expect(fallbackPollDecision(waiting, 6000)).toEqual({ stop: false, nextPollInMs: 3000 });
    expect(fallbackPollDecision(waiting, 6000, 7)).toEqual({ stop: false, nextPollInMs: 7000 });
    expect(pollDecision(waiting, 6000, 1)).toEqual({ stop: false, nextPollInMs: 1000 });
    // The stop rules of doc2 §4 do not move with the interval.
    expect(fallbackPollDecision(waiting, 55_000, 7)).toEqual({ stop: true, reason: "timedOut" });
  });
});

describe("doc2 §9 the intermediate wait", () => {
  it("doc2 §9 intermediate wait 15 s by default: carriers still rating beside the first cards are 'still waiting on', then 'taking longer'", () => {
    expect(pendingNote(14_999)).toBe("waitingOn");
    expect(pendingNote(15_000)).toBe("takingLonger");
  });

  it("doc2 §9 a brand's intermediate wait moves the change", () => {
    expect(pendingNote(8_000, { intermediateWaitSeconds: 8 })).toBe("takingLonger");
    expect(pendingNote(20_000, { intermediateWaitSeconds: 30 })).toBe("waitingOn");
  });
});
