/**
 * Carrier answers of rating transactions, the quotes visitors select and the buy-now sessions of the
 * sandbox carrier page (tables `rate_results`, `quote_selections`, `buy_sessions`).
 *
 *   await insertRateResult(trx, row);                       // one carrier's answer, numbered by `seq`
 *   const quotes = await listRatedResults(db, transactionId); // cheapest first
 *   const session = await findBuySession(db, sessionId);
 */
import type { BuySessionTable, Db, QuoteSelectionTable, RateResultTable, TransactionTable } from "../db/index.ts";

export type RateResultRow = RateResultTable;
export type QuoteSelectionRow = QuoteSelectionTable;
export type BuySessionRow = BuySessionTable;

/** A policy bought through a buy-now session, with the transaction's dates. */
export type PurchasedPolicyRow = Pick<BuySessionTable, "carrier_id" | "policy_number"> & Pick<TransactionTable, "effective_date" | "term">;

/** The answer with this rateQuoteId. */
export async function findRateResult(db: Db, rateQuoteId: string): Promise<RateResultRow | undefined> {
  return db.selectFrom("rate_results").selectAll().where("id", "=", rateQuoteId).executeTakeFirst();
}

/** The answer with this rateQuoteId; throws when there is none. */
export async function getRateResult(db: Db, rateQuoteId: string): Promise<RateResultRow> {
  return db.selectFrom("rate_results").selectAll().where("id", "=", rateQuoteId).executeTakeFirstOrThrow();
}

/** The transaction of the answer with this rateQuoteId. */
export async function findRateResultTransaction(db: Db, rateQuoteId: string): Promise<Pick<RateResultTable, "transaction_id"> | undefined> {
  return db.selectFrom("rate_results").select(["transaction_id"]).where("id", "=", rateQuoteId).executeTakeFirst();
}

/** The transaction's rated answers, cheapest first (then by arrival). */
export async function listRatedResults(db: Db, transactionId: string): Promise<RateResultRow[]> {
  return db
    .selectFrom("rate_results")
    .selectAll()
    .where("transaction_id", "=", transactionId)
    .where("status", "=", "rated")
    .orderBy("total_premium_cents")
    .orderBy("seq")
    .execute();
}

/** A transaction's rated answers, in order of arrival. */
export async function listRatedResultsByArrival(db: Db, transactionId: string): Promise<RateResultRow[]> {
  return db.selectFrom("rate_results").selectAll().where("transaction_id", "=", transactionId).where("status", "=", "rated").orderBy("seq").execute();
}

/** The transaction's answers by arrival; after arrival number `since` when given. */
export async function listRateResults(db: Db, transactionId: string, since?: number): Promise<RateResultRow[]> {
  let query = db.selectFrom("rate_results").selectAll().where("transaction_id", "=", transactionId);
  if (since !== undefined) query = query.where("seq", ">", since);
  return query.orderBy("seq").execute();
}

/** The carriers that answered the transaction so far. */
export async function listAnsweredCarrierIds(db: Db, transactionId: string): Promise<string[]> {
  const rows = await db.selectFrom("rate_results").select("carrier_id").where("transaction_id", "=", transactionId).execute();
  return rows.map((r) => r.carrier_id);
}

/** The carrier's latest answer to the transaction. */
export async function findLatestCarrierResult(db: Db, transactionId: string, carrierId: string): Promise<RateResultRow | undefined> {
  return db
    .selectFrom("rate_results")
    .selectAll()
    .where("transaction_id", "=", transactionId)
    .where("carrier_id", "=", carrierId)
    .orderBy("seq", "desc")
    .executeTakeFirst();
}

/** Whether at least one carrier rated the transaction. */
export async function hasRatedResult(db: Db, transactionId: string): Promise<boolean> {
  const row = await db.selectFrom("rate_results").select("id").where("transaction_id", "=", transactionId).where("status", "=", "rated").executeTakeFirst();
  return row !== undefined;
}

export async function insertRateResult(db: Db, row: RateResultRow): Promise<void> {
  await db.insertInto("rate_results").values(row).execute();
}

// quote_selections

export async function insertQuoteSelection(db: Db, row: QuoteSelectionRow): Promise<void> {
  await db.insertInto("quote_selections").values(row).execute();
}

/** The transaction's last selection (newest, then by id). */
export async function findLatestSelection(db: Db, transactionId: string): Promise<QuoteSelectionRow | undefined> {
  return db
    .selectFrom("quote_selections")
    .selectAll()
    .where("transaction_id", "=", transactionId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .executeTakeFirst();
}

/** The quote of the transaction's newest selection. */
export async function findLatestSelectedQuote(db: Db, transactionId: string): Promise<Pick<QuoteSelectionTable, "rate_quote_id"> | undefined> {
  return db.selectFrom("quote_selections").select("rate_quote_id").where("transaction_id", "=", transactionId).orderBy("created_at", "desc").executeTakeFirst();
}

// buy_sessions

export async function insertBuySession(db: Db, row: BuySessionRow): Promise<void> {
  await db.insertInto("buy_sessions").values(row).execute();
}

export async function findBuySession(db: Db, sessionId: string): Promise<BuySessionRow | undefined> {
  return db.selectFrom("buy_sessions").selectAll().where("id", "=", sessionId).executeTakeFirst();
}

/** Records the policy bought in the session, unless one was recorded already. */
export async function completeBuySession(db: Db, sessionId: string, policyNumber: string, completedAt: string): Promise<void> {
  await db
    .updateTable("buy_sessions")
    .set({ policy_number: policyNumber, completed_at: completedAt })
    .where("id", "=", sessionId)
    .where("policy_number", "is", null)
    .execute();
}

/** Policies bought through buy-now sessions of transactions with this phone and date of birth, newest first. */
export async function listPurchasedPoliciesByPhoneAndDob(db: Db, phone: string, dob: string): Promise<PurchasedPolicyRow[]> {
  return db
    .selectFrom("buy_sessions")
    .innerJoin("transactions", "transactions.id", "buy_sessions.transaction_id")
    .select(["buy_sessions.carrier_id", "buy_sessions.policy_number", "transactions.effective_date", "transactions.term"])
    .where("transactions.customer_phone", "=", phone)
    .where("transactions.customer_dob", "=", dob)
    .where("buy_sessions.policy_number", "is not", null)
    .orderBy("buy_sessions.completed_at", "desc")
    .execute();
}
