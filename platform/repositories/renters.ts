/**
 * Renters quotes, carrier answers, card tokens and purchases (migration 2026-11-26-005-renters).
 * Every query of the renters area lives here; JSON columns are encoded and decoded by the services.
 *
 *   await insertQuote(db, row);
 *   await insertPendingRates(db, quoteId, ["acme"], nowIso());
 *   const moved = await transitionPurchase(db, purchaseId, "submitted", "charging", {}, "card accepted", nowIso());
 */
import type { Db } from "../db/index.ts";
import type { CardTokenTable, RentersPurchaseTable, RentersQuoteTable, RentersRateTable } from "../db/schema-renters.ts";
import { newId } from "../db/index.ts";

export async function insertQuote(db: Db, row: RentersQuoteTable): Promise<void> {
  await db.insertInto("renters_quotes").values(row).execute();
}

export async function findQuote(db: Db, id: string): Promise<RentersQuoteTable | undefined> {
  return db.selectFrom("renters_quotes").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertPendingRates(db: Db, quoteId: string, carrierIds: readonly string[], now: string): Promise<void> {
  if (carrierIds.length === 0) return;
  await db
    .insertInto("renters_rates")
    .values(
      carrierIds.map((carrierId) => ({
        id: newId("rr"),
        quote_id: quoteId,
        carrier_id: carrierId,
        status: "pending",
        rate_json: null,
        error_message: null,
        created_at: now,
        completed_at: null,
      })),
    )
    .execute();
}

export async function completeRate(db: Db, quoteId: string, carrierId: string, outcome: { rateJson: string } | { error: string }, now: string): Promise<void> {
  await db
    .updateTable("renters_rates")
    .set(
      "rateJson" in outcome
        ? { status: "done", rate_json: outcome.rateJson, completed_at: now }
        : { status: "error", error_message: outcome.error, completed_at: now },
    )
    .where("quote_id", "=", quoteId)
    .where("carrier_id", "=", carrierId)
    .where("status", "=", "pending")
    .execute();
}

export async function ratesOfQuote(db: Db, quoteId: string): Promise<RentersRateTable[]> {
  return db.selectFrom("renters_rates").selectAll().where("quote_id", "=", quoteId).orderBy("carrier_id").execute();
}

export async function findRate(db: Db, quoteId: string, carrierId: string): Promise<RentersRateTable | undefined> {
  return db.selectFrom("renters_rates").selectAll().where("quote_id", "=", quoteId).where("carrier_id", "=", carrierId).executeTakeFirst();
}

export async function insertCardToken(db: Db, row: CardTokenTable): Promise<void> {
  await db.insertInto("card_tokens").values(row).execute();
}

export async function findCardToken(db: Db, tokenHash: string): Promise<CardTokenTable | undefined> {
  return db.selectFrom("card_tokens").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst();
}

/** Marks the token used; false when it was used already (single use). */
export async function useCardToken(db: Db, tokenHash: string, now: string): Promise<boolean> {
  const result = await db.updateTable("card_tokens").set({ used_at: now }).where("token_hash", "=", tokenHash).where("used_at", "is", null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertPurchase(db: Db, row: RentersPurchaseTable): Promise<void> {
  await db.insertInto("renters_purchases").values(row).execute();
}

export async function findPurchaseByToken(db: Db, tokenHash: string): Promise<RentersPurchaseTable | undefined> {
  return db.selectFrom("renters_purchases").selectAll().where("payment_token_hash", "=", tokenHash).executeTakeFirst();
}

/** The quote's latest purchase. */
export async function latestPurchaseOfQuote(db: Db, quoteId: string): Promise<RentersPurchaseTable | undefined> {
  return db.selectFrom("renters_purchases").selectAll().where("quote_id", "=", quoteId).orderBy("created_at", "desc").orderBy("id", "desc").executeTakeFirst();
}

/** The issued purchase of this policy number (compared uppercased). */
export async function findPurchasedByPolicyNumber(db: Db, policyNumber: string): Promise<RentersPurchaseTable | undefined> {
  return db
    .selectFrom("renters_purchases")
    .selectAll()
    .where("policy_number", "=", policyNumber.toUpperCase())
    .where("status", "=", "purchased")
    .executeTakeFirst();
}

/** The issued purchase of this policy (by the policy's id). */
export async function findPurchasedByPolicyId(db: Db, policyId: string): Promise<RentersPurchaseTable | undefined> {
  return db.selectFrom("renters_purchases").selectAll().where("policy_id", "=", policyId).where("status", "=", "purchased").executeTakeFirst();
}

export async function purchasedOfQuote(db: Db, quoteId: string): Promise<RentersPurchaseTable | undefined> {
  return db.selectFrom("renters_purchases").selectAll().where("quote_id", "=", quoteId).where("status", "=", "purchased").executeTakeFirst();
}

/** Event ids sort in the order they were made (several transitions can share a millisecond). */
function eventId(): string {
  return `rpe_${process.hrtime.bigint().toString().padStart(20, "0")}_${newId("x").slice(2, 10)}`;
}

/**
 * Moves a purchase from one state to the next and records the transition; false when the purchase
 * was not in `from` any more (another request moved it first).
 */
export async function transitionPurchase(
  db: Db,
  purchaseId: string,
  from: string | null,
  to: string,
  changes: Partial<Pick<RentersPurchaseTable, "policy_id" | "policy_number" | "message">>,
  note: string,
  now: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (from !== null) {
      const result = await trx
        .updateTable("renters_purchases")
        .set({ ...changes, status: to, updated_at: now })
        .where("id", "=", purchaseId)
        .where("status", "=", from)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
    }
    await trx
      .insertInto("renters_purchase_events")
      .values({ id: eventId(), purchase_id: purchaseId, from_status: from, to_status: to, note, at: now })
      .execute();
    return true;
  });
}

export async function purchaseEvents(db: Db, purchaseId: string) {
  return db.selectFrom("renters_purchase_events").selectAll().where("purchase_id", "=", purchaseId).orderBy("id").execute();
}
