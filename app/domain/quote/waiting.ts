/**
 * Waiting for rates (doc2 §4, §9): what the loading modal and the note beside the first cards show
 * as time passes, and when the results polling stops.
 */

export type WaitSettings = {
  /** Give up after this many seconds (default 45). */
  waitSeconds?: number;
  /** Show the longer-wait message after this many seconds (default 12). */
  longerWaitAfterSeconds?: number;
  /** Carriers that have not answered by this many seconds are called slow beside the cards (default 15). */
  intermediateWaitSeconds?: number;
};

export const QUOTE_WAIT_DEFAULTS = {
  waitSeconds: 45,
  longerWaitAfterSeconds: 12,
  /**
   * The intermediate wait of doc2 §9: once the cards show, carriers still rating are "still
   * waiting on" until this many seconds from submission, then "taking longer than usual".
   */
  intermediateWaitSeconds: 15,
  pollIntervalSeconds: 3,
  /** Polling gives up after about this long, returning nothing (doc2 §4). */
  pollLimitSeconds: 55,
  /** Previous-quote retrieval gives up after this long (doc2 §9). */
  previousQuoteLimitSeconds: 300,
} as const;

export type WaitPhase = "waiting" | "longerWait" | "gaveUp";

/** The phase at `elapsedMs` since the quote was submitted: waiting, longer wait from 12 s, gave up at the wait time. */
export function waitPhase(elapsedMs: number, settings: WaitSettings = {}): WaitPhase {
  const wait = (settings.waitSeconds ?? QUOTE_WAIT_DEFAULTS.waitSeconds) * 1000;
  const longer = (settings.longerWaitAfterSeconds ?? QUOTE_WAIT_DEFAULTS.longerWaitAfterSeconds) * 1000;
  if (elapsedMs >= wait) return "gaveUp";
  if (elapsedMs >= longer) return "longerWait";
  return "waiting";
}

/**
 * doc2 §9 intermediate wait (default 15 s): what the quotes page says of the carriers still rating
 * once the answers so far show as cards. Until the intermediate wait has passed since the quote
 * was submitted they are "still waiting on"; after it, until the wait time gives up on them, they
 * are "taking longer than usual", their quotes joining the list if they answer.
 */
export function pendingNote(elapsedMs: number, settings: WaitSettings = {}): "waitingOn" | "takingLonger" {
  const intermediate = (settings.intermediateWaitSeconds ?? QUOTE_WAIT_DEFAULTS.intermediateWaitSeconds) * 1000;
  return elapsedMs >= intermediate ? "takingLonger" : "waitingOn";
}

/** One answer of the results call (doc2 §7); null when the call failed on the network. */
export type PollResponse = { isSuccess?: boolean; isDone?: boolean; completedCount?: number; results?: readonly unknown[] } | null;

export type PollDecision = { stop: false; nextPollInMs: number } | { stop: true; reason: "results" | "failed" | "timedOut" };

/**
 * doc2 §4: poll every 3 seconds (the brand's polling interval, doc2 §9); stop when completedCount
 * is above 0, when the answer is not successful (a network failure counts as not successful), or
 * after about 55 seconds.
 */
export function pollDecision(response: PollResponse, elapsedMs: number, pollingSeconds: number = QUOTE_WAIT_DEFAULTS.pollIntervalSeconds): PollDecision {
  if (!response || response.isSuccess === false) return { stop: true, reason: "failed" };
  if ((response.completedCount ?? 0) > 0) return { stop: true, reason: "results" };
  if (elapsedMs >= QUOTE_WAIT_DEFAULTS.pollLimitSeconds * 1000) return { stop: true, reason: "timedOut" };
  return { stop: false, nextPollInMs: Math.max(1, pollingSeconds) * 1000 };
}

/** doc2 §4: the no-quotes page shows when there are no quotes, on API failure, or on timeout. */
export function showsNoQuotes(decision: Extract<PollDecision, { stop: true }>, quoteCount: number): boolean {
  return decision.reason !== "results" || quoteCount === 0;
}

/**
 * The polling fallback of the streamed results (doc2 §4 stop rules): every 3 seconds, or the brand's
 * polling interval (doc2 §9); stop on a
 * failed answer or after about 55 seconds. completedCount counts carriers as they answer here, so
 * "completedCount above 0" is read once the rating is done (isDone), when every carrier has answered.
 */
export function fallbackPollDecision(
  response: (NonNullable<PollResponse> & { isDone?: boolean }) | null,
  elapsedMs: number,
  pollingSeconds?: number,
): PollDecision {
  if (!response) return pollDecision(null, elapsedMs, pollingSeconds);
  return pollDecision({ ...response, completedCount: response.isDone ? Math.max(1, response.completedCount ?? 0) : 0 }, elapsedMs, pollingSeconds);
}
