/**
 * Rating engine: public API.
 *
 * - `listCarriers()` / `getCarrier(id)` / `carriersForBrand(settings)`: the sample carriers
 *   (./carriers/*.json), loaded and checked once at start.
 * - `rateSync(request, carrier)`: pure and synchronous, for rate-table carriers ("table" and
 *   "manual" kinds). Never throws on a bad profile: it returns a declination.
 * - `rateWithCarrier(request, carrier, { signal })`: any carrier, including HTTP connectors.
 * - `realisticDelayMs(carrier)`: the delay the core waits when RATING_DELAY=realistic.
 * - `ratingRequestSchema`: zod schema of `RatingRequest` for the core's input checks.
 */
import type { Carrier, RateOptions, RatingOutcome, RatingRequest, TableCarrier, ManualCarrier } from "./types.ts";
import { rateTable } from "./table-engine.ts";
import { rateManual } from "./manual-engine.ts";
import { rateHttp } from "./http-connector.ts";
import { declined } from "./common.ts";

export type * from "./types.ts";
export { COVERAGE_CODES } from "./types.ts";
export { listCarriers, getCarrier, carriersForBrand, loadCarrierFile, DEFAULT_CARRIER_TERMS } from "./carriers.ts";
export { ratingRequestSchema } from "./request-schema.ts";
export { listViolations, type ViolationKind } from "./violations.ts";
export { genderFromCode, maritalFromCode, relationFromCode } from "./codes.ts";

/** True for carriers rated in-process from tables (no I/O). */
export function isTableCarrier(carrier: Carrier): carrier is TableCarrier | ManualCarrier {
  return carrier.kind === "table" || carrier.kind === "manual";
}

/** Rates a request against a table carrier, synchronously and without I/O. */
export function rateSync(request: RatingRequest, carrier: TableCarrier | ManualCarrier): RatingOutcome {
  return carrier.kind === "manual" ? rateManual(request, carrier) : rateTable(request, carrier);
}

/** Rates a request against any carrier. Rejects only when `signal` aborts. */
export async function rateWithCarrier(request: RatingRequest, carrier: Carrier, options: RateOptions = {}): Promise<RatingOutcome> {
  options.signal?.throwIfAborted();
  if (carrier.kind === "http") return rateHttp(request, carrier, options);
  try {
    return rateSync(request, carrier);
  } catch (error) {
    return declined(carrier, "carrier_error", error instanceof Error ? error.message : "rating failed");
  }
}

/** A random delay inside the carrier's declared response-delay range (0 when it declares none). */
export function realisticDelayMs(carrier: Carrier, random: () => number = Math.random): number {
  const range = carrier.responseDelay;
  if (!range) return 0;
  return Math.round(range.minMs + (range.maxMs - range.minMs) * random());
}
