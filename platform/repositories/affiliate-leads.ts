/**
 * Partner (affiliate) leads (table `affiliate_leads`; doc2 §4 affiliate entry, §7). Lookups answer
 * the newest lead that matches.
 *
 *   await insertAffiliateLead(db, row);
 *   const lead = await findNewestAffiliateLeadByCustomer(db, { customerId, source, medium, campaign, gclid });
 *   const byClick = await findNewestAffiliateLeadByGclid(db, gclid, source);   // source undefined: any source
 */
import type { AffiliateLeadTable, Db } from "../db/index.ts";

export type AffiliateLeadRow = AffiliateLeadTable;

export async function insertAffiliateLead(db: Db, row: AffiliateLeadRow): Promise<void> {
  await db.insertInto("affiliate_leads").values(row).execute();
}

/** Inserts a partner lead with a fixed id when missing (seed); answers whether it was inserted. */
export async function insertAffiliateLeadIfMissing(db: Db, row: AffiliateLeadRow): Promise<boolean> {
  const result = await db
    .insertInto("affiliate_leads")
    .values(row)
    .onConflict((oc) => oc.column("id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function findAffiliateLeadById(db: Db, id: string): Promise<AffiliateLeadRow | undefined> {
  return db.selectFrom("affiliate_leads").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The newest partner lead of this customer id and source; medium, campaign and gclid also match when given (non-empty). */
export async function findNewestAffiliateLeadByCustomer(
  db: Db,
  match: { customerId: string; source: string; medium?: string; campaign?: string; gclid?: string },
): Promise<AffiliateLeadRow | undefined> {
  let q = db.selectFrom("affiliate_leads").selectAll().where("customer_id", "=", match.customerId).where("source", "=", match.source);
  if (match.medium) q = q.where("medium", "=", match.medium);
  if (match.campaign) q = q.where("campaign", "=", match.campaign);
  if (match.gclid) q = q.where("gclid", "=", match.gclid);
  return q.orderBy("created_at", "desc").executeTakeFirst();
}

/** The newest partner lead with this gclid, of this source when one is given (`undefined`: any source). */
export async function findNewestAffiliateLeadByGclid(db: Db, gclid: string, source: string | undefined): Promise<AffiliateLeadRow | undefined> {
  let q = db.selectFrom("affiliate_leads").selectAll().where("gclid", "=", gclid);
  if (source !== undefined) q = q.where("source", "=", source);
  return q.orderBy("created_at", "desc").executeTakeFirst();
}

/** The newest partner lead of this partner and source; medium and campaign also match when given (non-empty). */
export async function findNewestAffiliateLeadByPartner(
  db: Db,
  match: { partnerId: string; source: string; medium?: string; campaign?: string },
): Promise<AffiliateLeadRow | undefined> {
  let q = db.selectFrom("affiliate_leads").selectAll().where("partner_id", "=", match.partnerId).where("source", "=", match.source);
  if (match.medium) q = q.where("medium", "=", match.medium);
  if (match.campaign) q = q.where("campaign", "=", match.campaign);
  return q.orderBy("created_at", "desc").executeTakeFirst();
}
