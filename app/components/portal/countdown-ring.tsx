/**
 * doc3 §4.6, §9 the countdown timer ring shown wherever the portal waits: a 283-unit circle drawn
 * down every second, green, orange at 10 seconds left, red at 5. The seconds left are text beside
 * it (announced politely), so the colour is never the only signal. `onTick` runs each second,
 * `onDone` once at zero.
 */
import { useEffect, useRef, useState } from "react";
import { RING_LENGTH, TICK_MS, ringColour, ringDashArray } from "~/domain/portal/countdown";
import { useTranslation } from "~/i18n";

const strokes = { green: "#15803d", orange: "#c2410c", red: "#b91c1c" } as const;

export function CountdownRing({ seconds, label, onTick, onDone }: { seconds: number; label: string; onTick?: (left: number) => void; onDone?: () => void }) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(seconds);
  const callbacks = useRef({ onTick, onDone });
  useEffect(() => {
    callbacks.current = { onTick, onDone };
  });
  useEffect(() => {
    if (left <= 0) {
      callbacks.current.onDone?.();
      return;
    }
    const timer = setTimeout(() => {
      setLeft((s) => s - 1);
      callbacks.current.onTick?.(left - 1);
    }, TICK_MS);
    return () => clearTimeout(timer);
  }, [left]);
  const colour = ringColour(left);
  return (
    <div className="flex items-center gap-4" data-ring-colour={colour}>
      <svg viewBox="0 0 100 100" width="72" height="72" aria-hidden="true" className="-rotate-90">
        <circle cx="50" cy="50" r="45" fill="none" stroke="#e5e7eb" strokeWidth="8" />
        <circle
          cx="50"
          cy="50"
          r="45"
          fill="none"
          stroke={strokes[colour]}
          strokeWidth="8"
          strokeLinecap="round"
          strokeDasharray={ringDashArray(left, seconds)}
          style={{ transition: "stroke-dasharray 1s linear, stroke 0.3s" }}
          data-length={RING_LENGTH}
        />
      </svg>
      <p className="text-ink" aria-live="polite">
        <span className="block font-semibold">{label}</span>
        <span className="text-2xl font-bold tabular-nums">{t("portal.countdown.secondsLeft", { count: Math.max(0, left) })}</span>
      </p>
    </div>
  );
}
