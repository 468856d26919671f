/**
 * A fetcher's submission that a click handler can wait for: `ask(target, options)` submits
 * through the fetcher (its state is the pending state) and resolves with the fetcher's answer once
 * it is back, or undefined when a later submission of the same fetcher replaced it or the
 * component left the page. For a step that follows the answer in the same handler (a window
 * opened during the click, a navigation when nothing was found).
 */
import { useCallback, useEffect, useRef } from "react";
import type { FetcherSubmitOptions, FetcherWithComponents, SubmitTarget } from "react-router";

type Waiting<D> = { before: D | undefined; resolve: (answer: D | undefined) => void };

export function useFetcherAnswer<D>(fetcher: FetcherWithComponents<D>) {
  const { state, data, submit } = fetcher;
  const latest = useRef(data);
  const waiting = useRef<Waiting<D> | null>(null);

  useEffect(() => {
    latest.current = data;
    const current = waiting.current;
    // Each answer is a new value: the one the fetcher held before the submission is not its answer.
    if (!current || state !== "idle" || data === undefined || data === current.before) return;
    waiting.current = null;
    current.resolve(data);
  }, [state, data]);

  useEffect(
    () => () => {
      waiting.current?.resolve(undefined);
      waiting.current = null;
    },
    [],
  );

  return useCallback(
    (target: SubmitTarget, options: FetcherSubmitOptions & { action: string }) =>
      new Promise<D | undefined>((resolve) => {
        waiting.current?.resolve(undefined);
        waiting.current = { before: latest.current, resolve };
        void submit(target, options);
      }),
    [submit],
  );
}
