/**
 * Customers, their password-reset tokens and their account (sign-in) tokens.
 * E-mails are stored lowercased; token values are never stored, only their SHA-256.
 */
import type { Insertable, Selectable } from "kysely";
import type { Db, CustomerTable, PasswordResetTable, TokenTable } from "../db/index.ts";

export type CustomerRow = Selectable<CustomerTable>;
export type PasswordResetRow = PasswordResetTable;

/** Sign-in tokens are customer tokens with this scope (quote-flow customer tokens have another). */
export const ACCOUNT_SCOPE = "account";

export async function findCustomerByEmail(db: Db, email: string): Promise<CustomerRow | undefined> {
  return db.selectFrom("customers").selectAll().where("email", "=", email.trim().toLowerCase()).executeTakeFirst();
}

export async function findCustomerById(db: Db, id: string): Promise<CustomerRow | undefined> {
  return db.selectFrom("customers").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function setPasswordHash(db: Db, customerId: string, hash: string, now: string): Promise<void> {
  await db.updateTable("customers").set({ password_hash: hash, updated_at: now }).where("id", "=", customerId).execute();
}

/** Inserts a customer with a fixed id when missing (seed); answers whether it was inserted. */
export async function insertCustomerIfMissing(db: Db, row: Insertable<CustomerTable>): Promise<boolean> {
  const result = await db
    .insertInto("customers")
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function insertPasswordReset(db: Db, row: PasswordResetRow): Promise<void> {
  await db.insertInto("password_resets").values(row).execute();
}

export async function findPasswordReset(db: Db, tokenHash: string): Promise<PasswordResetRow | undefined> {
  return db.selectFrom("password_resets").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst();
}

/** Marks the reset used; false when another request used it first. */
export async function usePasswordReset(db: Db, tokenHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable("password_resets")
    .set({ used_at: now })
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Other outstanding resets of the customer stop working once a password is set. */
export async function closePasswordResets(db: Db, customerId: string, now: string): Promise<void> {
  await db.updateTable("password_resets").set({ used_at: now }).where("customer_id", "=", customerId).where("used_at", "is", null).execute();
}

export async function insertToken(db: Db, row: TokenTable): Promise<void> {
  await db.insertInto("tokens").values(row).execute();
}

/** The live sign-in token with this hash. */
export async function findAccountToken(db: Db, tokenHash: string, now: string): Promise<TokenTable | undefined> {
  return db
    .selectFrom("tokens")
    .selectAll()
    .where("token_hash", "=", tokenHash)
    .where("kind", "=", "customer")
    .where("scope", "=", ACCOUNT_SCOPE)
    .where("expires_at", ">", now)
    .executeTakeFirst();
}

export async function deleteToken(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom("tokens").where("token_hash", "=", tokenHash).execute();
}

/** Every customer token of this e-mail (sign-in and quote tokens), but `keep`. Answers how many. */
export async function revokeCustomerTokens(db: Db, email: string, keep?: string): Promise<number> {
  let query = db.deleteFrom("tokens").where("kind", "=", "customer").where("email", "=", email.toLowerCase());
  if (keep) query = query.where("token_hash", "!=", keep);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
