/**
 * The carriers each brand rates by default, in order, with whether each is enabled (table `brand_carriers`).
 *
 *   const rows = await listBrandCarriers(db, brand);   // [] when the brand has no rows
 *   const disabled = rows.filter((r) => !r.enabled).map((r) => r.carrier_id);
 */
import type { BrandCarrierTable, Db } from "../db/index.ts";

export type BrandCarrierEntry = Pick<BrandCarrierTable, "carrier_id" | "enabled">;

/** The brand's carriers with their enabled flag, by position. */
export async function listBrandCarriers(db: Db, brand: string): Promise<BrandCarrierEntry[]> {
  return db.selectFrom("brand_carriers").select(["carrier_id", "enabled"]).where("brand", "=", brand).orderBy("position").execute();
}
