/**
 * The browser side of the streamed results: an EventSource on the page's results/stream, and the
 * polling fallback (results/poll through a fetcher, every `pollingSeconds`: the brand's polling
 * interval, doc2 §9) when the stream fails. Each card is added the
 * moment its event arrives; `performance` marks record when each card reached the page.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { useFetcher } from "react-router";
import {
  acknowledgeArrivals,
  addQuotes,
  initialResults,
  markDisplayed,
  withFailure,
  withProgress,
  type CardQuote,
  type ResultsState,
} from "~/domain/quote/results-stream";
import { useFetcherAnswer } from "~/components/forms/use-fetcher-answer";
import { useResultsUrl } from "~/components/results-paths";
import { fallbackPollDecision } from "~/domain/quote/waiting";
import type { clientLoader as pollLoader } from "./poll";

type Action =
  | { type: "quotes"; quotes: CardQuote[] }
  | { type: "progress"; answered?: number; carrierCount?: number; done?: boolean; cursor?: number }
  | { type: "failed" }
  | { type: "displayed" }
  | { type: "acknowledge" }
  | { type: "reset" };

function reducer(state: ResultsState, action: Action): ResultsState {
  switch (action.type) {
    case "quotes":
      return addQuotes(state, action.quotes);
    case "progress":
      return withProgress(state, action);
    case "failed":
      return withFailure(state);
    case "displayed":
      return markDisplayed(state);
    case "acknowledge":
      return acknowledgeArrivals(state);
    case "reset":
      return initialResults;
  }
}

export function useResults(transactionId: string, pollingSeconds: number) {
  const [state, dispatch] = useReducer(reducer, initialResults);
  // Read by each poll, so the brand's interval applies once the settings arrive without restarting the stream.
  const interval = useRef(pollingSeconds);
  interval.current = pollingSeconds;
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [transport, setTransport] = useState<"stream" | "poll">("stream");
  const cursor = useRef(0);
  // Each poll asks through the fetcher and waits for its answer; read through a ref, so the stream is never restarted for it.
  const askPoll = useFetcherAnswer(useFetcher<typeof pollLoader>());
  const ask = useRef(askPoll);
  ask.current = askPoll;
  const url = useResultsUrl();
  const pollUrl = url("poll");
  const streamUrl = url("stream");
  cursor.current = state.cursor;

  useEffect(() => {
    dispatch({ type: "reset" });
    setStartedAt(Date.now());
    let closed = false;
    let pollTimer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    const query = `transactionId=${encodeURIComponent(transactionId)}`;

    const poll = async () => {
      if (closed) return;
      const asked = await ask.current({ transactionId, since: String(cursor.current) }, { method: "get", action: pollUrl });
      if (closed) return;
      // An answer without results (the site did not answer, or refused the transaction) is a failed poll.
      const answer = asked && "isSuccess" in asked ? asked : null;
      if (answer?.quotes.length) dispatch({ type: "quotes", quotes: answer.quotes });
      if (answer)
        dispatch({ type: "progress", answered: answer.completedCount, carrierCount: answer.carrierCount, done: answer.isDone, cursor: answer.cursor });
      const decision = fallbackPollDecision(answer, Date.now() - started, interval.current);
      if (!decision.stop) pollTimer = setTimeout(() => void poll(), decision.nextPollInMs);
      else if (decision.reason === "failed") dispatch({ type: "failed" });
    };

    const startPolling = () => {
      setTransport("poll");
      void poll();
    };

    if (typeof EventSource === "undefined") {
      startPolling();
      return () => {
        closed = true;
        clearTimeout(pollTimer);
      };
    }

    performance.mark("quote-results-open");
    const source = new EventSource(`${streamUrl}?${query}`);
    const finish = () => source.close();
    source.onopen = () => performance.mark("quote-results-connected");
    source.addEventListener("quote", (event) => {
      dispatch({ type: "quotes", quotes: [JSON.parse((event as MessageEvent<string>).data) as CardQuote] });
    });
    source.addEventListener("progress", (event) => dispatch({ type: "progress", ...(JSON.parse((event as MessageEvent<string>).data) as object) }));
    source.addEventListener("done", finish);
    source.addEventListener("timeout", finish);
    source.addEventListener("failed", () => {
      finish();
      dispatch({ type: "failed" });
    });
    // The stream broke (or was refused): the polling takes over from the last arrival.
    source.onerror = () => {
      finish();
      if (!closed) startPolling();
    };
    return () => {
      closed = true;
      source.close();
      clearTimeout(pollTimer);
    };
  }, [transactionId, pollUrl, streamUrl]);

  // Stable across renders: the stage's settle timer depends on markDisplayed and must not restart
  // on every tick of the loading timer, or later carriers would never count as new.
  const markDisplayedStable = useCallback(() => dispatch({ type: "displayed" }), []);
  const acknowledge = useCallback(() => dispatch({ type: "acknowledge" }), []);
  return { state, startedAt, transport, markDisplayed: markDisplayedStable, acknowledge };
}

/** Re-renders every second while `active`, for the loading timer and the wait rules. */
export function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}
