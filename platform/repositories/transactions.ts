/**
 * Rating transactions and the failed owner checks counted per transaction (tables `transactions`,
 * `transaction_owner_checks`).
 *
 *   await insertTransaction(db, row);                                   // status "prepared"
 *   const tx = await findTransaction(db, transactionId);               // undefined when unknown
 *   const failed = await recordFailedOwnerCheck(db, tx.id, nowIso(now)); // the count after this one
 */
import type { Db, TransactionTable } from "../db/index.ts";

export type TransactionRow = TransactionTable;

/** The customer fields two transactions are compared by. */
export type TransactionCustomerKey = Pick<TransactionTable, "customer_email" | "customer_phone" | "customer_dob">;

/** What a submit writes: the carriers asked, the request rated and the customer it carries. */
export type TransactionSubmission = Pick<
  TransactionTable,
  | "status"
  | "carrier_count"
  | "carrier_ids"
  | "submitted_at"
  | "completed_at"
  | "request_json"
  | "state"
  | "term"
  | "customer_email"
  | "customer_phone"
  | "customer_dob"
>;

export async function findTransaction(db: Db, transactionId: string): Promise<TransactionRow | undefined> {
  return db.selectFrom("transactions").selectAll().where("id", "=", transactionId).executeTakeFirst();
}

/** The id and brand of the transaction, when it exists. */
export async function findTransactionBrand(db: Db, transactionId: string): Promise<Pick<TransactionTable, "id" | "brand"> | undefined> {
  return db.selectFrom("transactions").select(["id", "brand"]).where("id", "=", transactionId).executeTakeFirst();
}

/** The e-mail, phone and date of birth the transaction carries. */
export async function findTransactionCustomerKey(db: Db, transactionId: string): Promise<TransactionCustomerKey | undefined> {
  return db.selectFrom("transactions").select(["customer_email", "customer_phone", "customer_dob"]).where("id", "=", transactionId).executeTakeFirst();
}

/** The request the transaction was rated with and its customer's e-mail and phone. */
export async function findTransactionContact(
  db: Db,
  transactionId: string,
): Promise<Pick<TransactionTable, "request_json" | "customer_email" | "customer_phone"> | undefined> {
  return db.selectFrom("transactions").select(["request_json", "customer_email", "customer_phone"]).where("id", "=", transactionId).executeTakeFirst();
}

/** The status and customer e-mail of the transaction. */
export async function findTransactionStatus(db: Db, transactionId: string): Promise<Pick<TransactionTable, "id" | "status" | "customer_email"> | undefined> {
  return db.selectFrom("transactions").select(["id", "status", "customer_email"]).where("id", "=", transactionId).executeTakeFirst();
}

export async function insertTransaction(db: Db, row: TransactionRow): Promise<void> {
  await db.insertInto("transactions").values(row).execute();
}

/** Writes the submit of a prepared transaction; false when it was no longer prepared. */
export async function markTransactionSubmitted(db: Db, transactionId: string, submission: TransactionSubmission): Promise<boolean> {
  const updated = await db.updateTable("transactions").set(submission).where("id", "=", transactionId).where("status", "=", "prepared").executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** One more carrier answered the transaction. */
export async function incrementCompletedCount(db: Db, transactionId: string): Promise<void> {
  await db
    .updateTable("transactions")
    .set((eb) => ({ completed_count: eb("completed_count", "+", 1) }))
    .where("id", "=", transactionId)
    .execute();
}

export async function markTransactionDone(db: Db, transactionId: string, completedAt: string): Promise<void> {
  await db.updateTable("transactions").set({ status: "done", completed_at: completedAt }).where("id", "=", transactionId).execute();
}

/** Transactions still "rating" that were submitted before `cutoff` made done; answers how many. */
export async function closeRatingTransactionsBefore(db: Db, cutoff: string, completedAt: string): Promise<number> {
  const result = await db
    .updateTable("transactions")
    .set({ status: "done", completed_at: completedAt })
    .where("status", "=", "rating")
    .where("submitted_at", "<", cutoff)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A brand's transactions for this phone and date of birth that some carrier answered, newest first (at most `limit`). */
export async function listAnsweredTransactionsByPhoneAndDob(
  db: Db,
  filter: { brand: string; phone: string; dob: string; limit: number },
): Promise<TransactionRow[]> {
  return db
    .selectFrom("transactions")
    .selectAll()
    .where("brand", "=", filter.brand)
    .where("customer_phone", "=", filter.phone)
    .where("customer_dob", "=", filter.dob)
    .where("completed_count", ">", 0)
    .orderBy("created_at", "desc")
    .limit(filter.limit)
    .execute();
}

export interface SameCustomerOptions {
  /** Only `of` itself (a caller that may read its own transaction only). */
  ownOnly: boolean;
  /** Created at or after this instant. */
  createdFrom?: string;
  /** Created before this instant. */
  createdBefore?: string;
  limit: number;
}

/**
 * The transactions of `of`'s customer (same brand, e-mail, phone and date of birth; `of` alone with
 * `ownOnly`), newest first.
 */
export async function listSameCustomerTransactions(
  db: Db,
  of: Pick<TransactionTable, "id" | "brand"> & TransactionCustomerKey,
  options: SameCustomerOptions,
): Promise<TransactionRow[]> {
  let query = db.selectFrom("transactions").selectAll().where("brand", "=", of.brand);
  if (options.ownOnly) query = query.where("id", "=", of.id);
  else
    query = query
      .where("customer_email", "=", of.customer_email ?? "")
      .where("customer_phone", "=", of.customer_phone ?? "")
      .where("customer_dob", "=", of.customer_dob ?? "");
  if (options.createdFrom !== undefined) query = query.where("created_at", ">=", options.createdFrom);
  if (options.createdBefore !== undefined) query = query.where("created_at", "<", options.createdBefore);
  return query.orderBy("created_at", "desc").limit(options.limit).execute();
}

// transaction_owner_checks

/** Failed owner checks of the transaction so far; undefined when none was recorded. */
export async function findFailedOwnerChecks(db: Db, transactionId: string): Promise<number | undefined> {
  const row = await db.selectFrom("transaction_owner_checks").select("failed_attempts").where("transaction_id", "=", transactionId).executeTakeFirst();
  return row?.failed_attempts;
}

/** Counts one more failed owner check of the transaction; answers the failed checks after it. */
export async function recordFailedOwnerCheck(db: Db, transactionId: string, now: string): Promise<number> {
  await db
    .insertInto("transaction_owner_checks")
    .values({ transaction_id: transactionId, failed_attempts: 1, updated_at: now })
    .onConflict((oc) =>
      oc.column("transaction_id").doUpdateSet((eb) => ({ failed_attempts: eb("transaction_owner_checks.failed_attempts", "+", 1), updated_at: now })),
    )
    .execute();
  const after = await db.selectFrom("transaction_owner_checks").select("failed_attempts").where("transaction_id", "=", transactionId).executeTakeFirstOrThrow();
  return after.failed_attempts;
}

/** The brand's rating transaction with this id: its id and status. */
export async function findTransactionStatusForBrand(
  db: Db,
  brand: string,
  transactionId: string,
): Promise<Pick<TransactionTable, "id" | "status"> | undefined> {
  return db.selectFrom("transactions").select(["id", "status"]).where("id", "=", transactionId).where("brand", "=", brand).executeTakeFirst();
}

/** A rating transaction's id, brand and status. */
export async function findTransactionBrandAndStatus(db: Db, transactionId: string): Promise<Pick<TransactionTable, "id" | "brand" | "status"> | undefined> {
  return db.selectFrom("transactions").select(["id", "brand", "status"]).where("id", "=", transactionId).executeTakeFirst();
}

/** The rating transaction with this id; throws when there is none. */
export async function getTransaction(db: Db, transactionId: string): Promise<TransactionTable> {
  return db.selectFrom("transactions").selectAll().where("id", "=", transactionId).executeTakeFirstOrThrow();
}

/** The state of the rating transaction with this id. */
export async function findTransactionState(db: Db, transactionId: string): Promise<string | undefined> {
  const row = await db.selectFrom("transactions").select("state").where("id", "=", transactionId).executeTakeFirst();
  return row?.state;
}

// ---------------------------------------------------------------- a customer's transactions (the portal)

/** Whose transactions are a customer's: the brand, e-mail (lowercased), phone digits and date of birth all match. */
export interface TransactionOwner {
  brand: string;
  email: string;
  phone: string;
  dob: string;
}

function transactionsOfOwner(db: Db, owner: TransactionOwner) {
  return db
    .selectFrom("transactions")
    .selectAll()
    .where("brand", "=", owner.brand)
    .where("customer_email", "=", owner.email.toLowerCase())
    .where("customer_phone", "=", owner.phone)
    .where("customer_dob", "=", owner.dob);
}

/** The owner's latest transactions, newest first (at most `limit`). */
export async function latestTransactionsOfOwner(db: Db, owner: TransactionOwner, limit: number): Promise<TransactionTable[]> {
  return transactionsOfOwner(db, owner).orderBy("created_at", "desc").orderBy("id").limit(limit).execute();
}

/** The transaction with this id when it is the owner's. */
export async function findTransactionOfOwner(db: Db, owner: TransactionOwner, transactionId: string): Promise<TransactionTable | undefined> {
  return transactionsOfOwner(db, owner).where("id", "=", transactionId).executeTakeFirst();
}
