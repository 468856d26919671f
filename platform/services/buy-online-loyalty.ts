/** Loyalty points for a policy bought online (doc3 §3 Loyalty rules "Purchase"): once per policy number, through the loyalty ledger. */
import type { PlatformContext } from "./context.ts";
import type { PurchaseRow } from "../repositories/buy-online.ts";
import { findCustomerEmail } from "../repositories/customers.ts";
import { recordPurchase } from "./loyalty-events.ts";

export async function awardPurchasePoints(ctx: PlatformContext, customerId: string, purchase: Pick<PurchaseRow, "policy_number">): Promise<void> {
  const email = await findCustomerEmail(ctx.db, customerId);
  if (email === undefined || !purchase.policy_number) return;
  await recordPurchase(ctx, { email, policyNumber: purchase.policy_number, customerId, now: ctx.now() });
}
