/** doc1 §2 "Reviews": rating stars whose filled width follows the rating out of 5, in 10 % steps. */
import { starWidthPercent } from "~/domain/public/stars";
import { StarIcon } from "./icons";

/** The filled share of five stars, in percent, rounded to the nearest `stepPercent` (the rule lives in ~/domain/public/stars). */
export function starFillPercent(rating: number, stepPercent = 10): number {
  return starWidthPercent(rating, stepPercent > 0 ? stepPercent : 10);
}

export function Stars({ rating, label, stepPercent = 10, size = 22 }: { rating: number; label: string; stepPercent?: number; size?: number }) {
  const row = (className: string) => (
    <span className={`flex ${className}`}>
      {[0, 1, 2, 3, 4].map((i) => (
        <StarIcon key={i} size={size} className="shrink-0" />
      ))}
    </span>
  );
  return (
    <span role="img" aria-label={label} className="relative inline-flex">
      {row("text-line")}
      <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${starFillPercent(rating, stepPercent)}%` }}>
        {row("text-star")}
      </span>
    </span>
  );
}
