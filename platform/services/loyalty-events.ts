/**
 * What the rest of the platform tells the loyalty ledger (doc3 §3 Loyalty rules): a purchase and a
 * quote. One call per event; each award is given once per event whatever calls it again.
 *
 *   await recordPurchase(ctx, { email, policyNumber, customerId });   // buy online, renters, roadside
 *   await recordQuote(ctx, { customerId, transactionId });            // a rated quote of a customer
 *   await recordCompletedQuote(ctx, transactionId);                   // the rating run, when it is done
 */
import { nowIso } from "../db/index.ts";
import { findCustomerByEmail } from "../repositories/customers.ts";
import * as referrals from "../repositories/referrals.ts";
import { hasRatedResult } from "../repositories/rate-results.ts";
import { findTransactionStatus } from "../repositories/transactions.ts";
import { awardPoints, dbOf, loyaltyConfig, type AwardResult, type DbTarget } from "./loyalty.ts";
import type { LoyaltyConfig } from "./loyalty-config.ts";

export interface PurchaseEvent {
  /** The buyer's e-mail (finds the buyer's customer and the referral of this friend). */
  email: string;
  /** Unique per purchase. */
  policyNumber: string;
  /** The buyer's customer id when known (else found by e-mail). */
  customerId?: string | null;
  now?: Date;
  config?: LoyaltyConfig;
}

/**
 * A purchase: the buyer's Purchase points (when the buyer is a customer), and, the first time a
 * referred friend buys, the referrer's ReferralPurchase points (once per friend).
 */
export async function recordPurchase(target: DbTarget, event: PurchaseEvent): Promise<{ purchase: AwardResult | null; referral: AwardResult | null }> {
  const db = dbOf(target);
  const now = event.now ?? new Date();
  const config = event.config ?? loyaltyConfig();
  const buyerId = event.customerId ?? (await findCustomerByEmail(db, event.email))?.id ?? null;
  const purchase = buyerId ? await awardPoints(db, { customerId: buyerId, rule: "Purchase", eventKey: event.policyNumber.toUpperCase(), now, config }) : null;
  let referral: AwardResult | null = null;
  if (!(await referrals.friendAlreadyCounted(db, event.email))) {
    const open = await referrals.firstOpenReferralOf(db, event.email);
    if (open?.referrer_customer_id && open.referrer_customer_id !== buyerId && (await referrals.markPurchased(db, open.id, nowIso(now)))) {
      referral = await awardPoints(db, { customerId: open.referrer_customer_id, rule: "ReferralPurchase", eventKey: open.id, now, config });
    }
  }
  return { purchase, referral };
}

/** A quote: the customer's Quote points, once per rating transaction. */
export async function recordQuote(
  target: DbTarget,
  event: { customerId: string; transactionId: string; now?: Date; config?: LoyaltyConfig },
): Promise<AwardResult> {
  return awardPoints(dbOf(target), { customerId: event.customerId, rule: "Quote", eventKey: event.transactionId, now: event.now, config: event.config });
}

/**
 * A rating transaction is done: when at least one carrier rated it and its e-mail is an enrolled
 * customer's (the buyer of a purchase is found the same way), that customer's Quote points, once per
 * transaction however often the completion is told. Answers null when nothing is due.
 */
export async function recordCompletedQuote(
  target: DbTarget,
  transactionId: string,
  options: { now?: Date; config?: LoyaltyConfig } = {},
): Promise<AwardResult | null> {
  const db = dbOf(target);
  const row = await findTransactionStatus(db, transactionId);
  if (!row || row.status !== "done" || !row.customer_email) return null;
  if (!(await hasRatedResult(db, transactionId))) return null;
  const customer = await findCustomerByEmail(db, row.customer_email);
  if (!customer || Number(customer.loyalty_enrolled ?? 0) !== 1) return null;
  return recordQuote(db, { customerId: customer.id, transactionId, now: options.now, config: options.config });
}
