/**
 * doc3 §4.6, §9 the countdown timer ring: a circle of 283 units (2πr for r = 45) drawn down once a
 * second; green, then orange ("warning") at 10 seconds left, then red ("alert") at 5.
 */
export const RING_LENGTH = 283;
export const TICK_MS = 1000;
export const WARNING_SECONDS = 10;
export const ALERT_SECONDS = 5;

export type RingColour = "green" | "orange" | "red";

export function ringColour(secondsLeft: number): RingColour {
  if (secondsLeft <= ALERT_SECONDS) return "red";
  if (secondsLeft <= WARNING_SECONDS) return "orange";
  return "green";
}

/** The ring's stroke-dasharray: the drawn part shrinks with the time left (the spec's 283-unit ring). */
export function ringDashArray(secondsLeft: number, totalSeconds: number): string {
  const total = Math.max(1, totalSeconds);
  const left = Math.min(Math.max(0, secondsLeft), total);
  const drawn = Math.round((left / total) * RING_LENGTH * 100) / 100;
  return `${drawn} ${RING_LENGTH}`;
}
