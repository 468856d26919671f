/** doc1 §2 "Reviews": rating stars whose filled width follows the rating out of 5, in 10 % steps. */
import { starWidthPercent } from "~/domain/public/stars";
import type { CSSProperties } from "react";

/** The filled share of five stars, in percent, rounded to the nearest `stepPercent` (the rule lives in ~/domain/public/stars). */
export function starFillPercent(rating: number, stepPercent = 10): number {
  return starWidthPercent(rating, stepPercent > 0 ? stepPercent : 10);
}

/**
 * Five stars as one masked element (no icon per star: a page of reviews would hold hundreds of
 * SVG nodes); the filled share is the inner span's width.
 */
export function Stars({ rating, label, stepPercent = 10, size = 22 }: { rating: number; label: string; stepPercent?: number; size?: number }) {
  return (
    <span role="img" aria-label={label} className="stars" style={{ "--star-size": `${size}px` } as CSSProperties}>
      <span style={{ width: `${starFillPercent(rating, stepPercent)}%` }} />
    </span>
  );
}
