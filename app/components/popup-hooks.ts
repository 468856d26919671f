/** Small hooks shared by the public widgets: hydration, timers that wait for the visitor. */
import { useEffect, useState, useSyncExternalStore } from "react";

const noop = () => () => {};

/** False during server rendering and before hydration; true once the page's JavaScript runs. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

/**
 * A controlled text field keeps what the visitor typed before the page's JavaScript ran. React
 * leaves that text in the field while hydrating but writes the state's value back on the next
 * render; on mount, `keep` receives the field's text when it differs from the state's.
 */
export function useTypedBeforeHydration(id: string, stateValue: string, keep: (typed: string) => void): void {
  useEffect(() => {
    const field = document.getElementById(id);
    if (field instanceof HTMLInputElement && field.value !== stateValue) keep(field.value);
    // Only the value found at mount matters: later changes go through the field's own handler.
  }, []);
}

const ACTIVITY_EVENTS = ["pointerdown", "pointermove", "keydown", "scroll", "touchstart", "wheel"] as const;

/**
 * doc1 §2 idle popup: true once the visitor has done nothing for `waitMs`. Any activity restarts
 * the wait; `enabled` false never fires.
 */
export function useIdle(waitMs: number, enabled: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!enabled || idle) return;
    let timer = window.setTimeout(() => setIdle(true), waitMs);
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setIdle(true), waitMs);
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, restart, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, restart);
    };
  }, [waitMs, enabled, idle]);
  return idle;
}

/** True after `waitMs` from the first render in the browser (`enabled` false: never). */
export function useDelay(waitMs: number, enabled: boolean): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const timer = window.setTimeout(() => setDone(true), waitMs);
    return () => window.clearTimeout(timer);
  }, [waitMs, enabled]);
  return done;
}
