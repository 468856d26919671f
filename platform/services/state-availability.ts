/**
 * Whether a brand quotes a state online (doc2 §1, §5 "zip must resolve to an area where quotes are
 * available"): the brand serves the state (platform/reference/served-states.ts) and at least one of
 * its carriers rates it — the carriers a submitted transaction would be rated with: the brand's
 * enabled carriers (`brand_carriers`, in order) serving the state, or every carrier serving it when
 * the brand has no rows (HTTP connectors only when their address is configured).
 */
import type { Carrier } from "../rating/index.ts";
import { carriersForBrand } from "../rating/index.ts";
import { isServed } from "../reference/served-states.ts";
import type { PlatformContext } from "./context.ts";

export type StateAvailability = {
  /** Upper-case two-letter code. */
  state: string;
  /** The brand serves the state. */
  served: boolean;
  /** How many of the brand's carriers rate the state. */
  carrierCount: number;
  /** Served and rated by at least one carrier: the quote form may start. */
  quotable: boolean;
};

/** The brand's carriers that rate `state` (the same choice a submitted transaction gets). */
export async function brandCarriersForState(ctx: PlatformContext, brand: string, state: string): Promise<Carrier[]> {
  const rows = await ctx.db.selectFrom("brand_carriers").select(["carrier_id", "enabled"]).where("brand", "=", brand).orderBy("position").execute();
  if (rows.length === 0) return carriersForBrand({ state });
  return carriersForBrand({ state, carrierIds: rows.map((r) => r.carrier_id), disabledCarrierIds: rows.filter((r) => !r.enabled).map((r) => r.carrier_id) });
}

export async function stateAvailability(ctx: PlatformContext, brand: string, stateInput: string): Promise<StateAvailability> {
  const state = stateInput.trim().toUpperCase();
  const served = isServed(brand, state);
  const carrierCount = (await brandCarriersForState(ctx, brand, state)).length;
  return { state, served, carrierCount, quotable: served && carrierCount > 0 };
}
