/** doc1 §2, §9 rating stars (no schema library here: the stars are on pages whose first JavaScript stays small). */

/**
 * doc1 §2 rating stars: the filled width as a percentage of 5 stars, rounded to the nearest
 * `step` percent (10 by default, doc1 §9); halves round up (4.25 → 85 % → 90 %). Clamped to 0–100.
 */
export function starWidthPercent(rating: number, step = 10): number {
  if (!Number.isFinite(rating)) return 0;
  const percent = Math.min(100, Math.max(0, (rating / 5) * 100));
  const rounded = Math.round(Number((percent / step).toPrecision(12))) * step;
  return Math.min(100, rounded);
}
