/**
 * Whether a brand quotes a state online (doc2 §1, §5 "zip must resolve to an area where quotes are
 * available").
 *
 * The site names its brand's carriers (`carrierIds`, from its CMS carrier documents selling in the
 * state): the answer is how many of them the platform can rate there (their rate tables cover the
 * state) — the carriers a transaction naming them would be rated with. Which states the brand serves
 * is then the site's decision (the CMS brand's `states`), so `served` is null.
 *
 * A caller that names no carriers gets the platform's defaults: the brand serves the state per
 * platform/reference/served-states.ts, rated by the brand's enabled carriers (`brand_carriers`, in
 * order) serving the state, or every carrier serving it when the brand has no rows (HTTP connectors
 * only when their address is configured).
 */
import type { Carrier } from "../rating/index.ts";
import { carriersForBrand } from "../rating/index.ts";
import { isServed } from "../reference/served-states.ts";
import type { PlatformContext } from "./context.ts";
import { listBrandCarriers } from "../repositories/brand-carriers.ts";

export type StateAvailability = {
  /** Upper-case two-letter code. */
  state: string;
  /** The brand serves the state (the platform's default table); null when the caller named its carriers. */
  served: boolean | null;
  /** How many of the brand's carriers (those named, or the platform's default) rate the state. */
  carrierCount: number;
  /** Served (when the platform judges it) and rated by at least one carrier: the quote form may start. */
  quotable: boolean;
};

/** The brand's carriers that rate `state` (the same choice a submitted transaction gets). */
export async function brandCarriersForState(ctx: PlatformContext, brand: string, state: string): Promise<Carrier[]> {
  const rows = await listBrandCarriers(ctx.db, brand);
  if (rows.length === 0) return carriersForBrand({ state });
  return carriersForBrand({ state, carrierIds: rows.map((r) => r.carrier_id), disabledCarrierIds: rows.filter((r) => !r.enabled).map((r) => r.carrier_id) });
}

export async function stateAvailability(ctx: PlatformContext, brand: string, stateInput: string, carrierIds?: readonly string[]): Promise<StateAvailability> {
  const state = stateInput.trim().toUpperCase();
  if (carrierIds) {
    const carrierCount = carriersForBrand({ state, carrierIds: [...new Set(carrierIds)] }).length;
    return { state, served: null, carrierCount, quotable: carrierCount > 0 };
  }
  const served = isServed(brand, state);
  const carrierCount = (await brandCarriersForState(ctx, brand, state)).length;
  return { state, served, carrierCount, quotable: served && carrierCount > 0 };
}
