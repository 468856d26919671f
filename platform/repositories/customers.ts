/**
 * Customers, their password-reset tokens and the bearer tokens (site, customer and staff tokens,
 * the account sign-in tokens among them). E-mails are stored lowercased; token values are never
 * stored, only their SHA-256.
 *
 *   const customer = await findCustomerByEmail(db, "ana@example.com");
 *   await insertToken(db, { token_hash, kind: "site", ... });
 *   const row = await findToken(db, tokenHash);                      // any kind, expired or not
 */
import type { Insertable, Selectable, Updateable } from "kysely";
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

/** Inserts a customer; a second customer with the same e-mail fails with a unique violation. */
export async function insertCustomer(db: Db, row: Insertable<CustomerTable>): Promise<void> {
  await db.insertInto("customers").values(row).execute();
}

export async function updateCustomer(db: Db, customerId: string, changes: Updateable<CustomerTable>): Promise<void> {
  await db.updateTable("customers").set(changes).where("id", "=", customerId).execute();
}

/** Whether a customer with this id exists. */
export async function customerExists(db: Db, customerId: string): Promise<boolean> {
  const row = await db.selectFrom("customers").select("id").where("id", "=", customerId).executeTakeFirst();
  return row !== undefined;
}

/** The id of the customer with exactly this e-mail (compared as given). */
export async function findCustomerIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const row = await db.selectFrom("customers").select("id").where("email", "=", email).executeTakeFirst();
  return row?.id;
}

/** The customer's e-mail. */
export async function findCustomerEmail(db: Db, customerId: string): Promise<string | undefined> {
  const row = await db.selectFrom("customers").select("email").where("id", "=", customerId).executeTakeFirst();
  return row?.email;
}

/** The customer's name, date of birth and city, state and zip (a policy holder's details). */
export async function findCustomerNameAndAddress(
  db: Db,
  customerId: string,
): Promise<Pick<CustomerRow, "first_name" | "last_name" | "dob" | "city" | "state" | "zip_code"> | undefined> {
  return db.selectFrom("customers").select(["first_name", "last_name", "dob", "city", "state", "zip_code"]).where("id", "=", customerId).executeTakeFirst();
}

/** The customer's first name and language (for messages). */
export async function findCustomerFirstNameAndLang(db: Db, customerId: string): Promise<Pick<CustomerRow, "first_name" | "lang"> | undefined> {
  return db.selectFrom("customers").select(["first_name", "lang"]).where("id", "=", customerId).executeTakeFirst();
}

/** Whether the customer is enrolled in the loyalty programme (false for an unknown customer). */
export async function isLoyaltyEnrolled(db: Db, customerId: string): Promise<boolean> {
  const row = await db.selectFrom("customers").select("loyalty_enrolled").where("id", "=", customerId).executeTakeFirst();
  return Number(row?.loyalty_enrolled ?? 0) === 1;
}

/** Takes an enrolled customer out of the loyalty programme. */
export async function unenrolFromLoyalty(db: Db, customerId: string): Promise<void> {
  await db.updateTable("customers").set({ loyalty_enrolled: 0 }).where("id", "=", customerId).where("loyalty_enrolled", "=", 1).execute();
}

// ---------------------------------------------------------------- password resets

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

// ---------------------------------------------------------------- tokens

export async function insertToken(db: Db, row: TokenTable): Promise<void> {
  await db.insertInto("tokens").values(row).execute();
}

/** The token with this hash, of any kind, expired or not. */
export async function findToken(db: Db, tokenHash: string): Promise<TokenTable | undefined> {
  return db.selectFrom("tokens").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst();
}

/** Removes the tokens that expired before `now`. */
export async function deleteExpiredTokens(db: Db, now: string): Promise<void> {
  await db.deleteFrom("tokens").where("expires_at", "<", now).execute();
}

/** Removes a staff token (a token of another kind with this hash stays). */
export async function deleteStaffToken(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom("tokens").where("token_hash", "=", tokenHash).where("kind", "=", "staff").execute();
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
