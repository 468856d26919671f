/**
 * The loyalty ledger's queries (tables of migration 2026-11-26-001-portal): accounts with their
 * balance and lifetime sub-ledgers, points transactions, gift-card redemptions.
 *
 *   const account = await ensureAccount(trx, customerId, program, now);
 *   const spent = await spendPoints(trx, account.id, 2500, now);      // false: the balance does not cover it
 *
 * Every change of a balance is one conditional UPDATE, so concurrent calls cannot take it below zero.
 */
import type { Selectable } from "kysely";
import type { Db } from "../db/index.ts";
import type { LoyaltyAccountTable, LoyaltyRedemptionTable, LoyaltyTransactionTable } from "../db/schema-portal.ts";

export type LoyaltyAccountRow = Selectable<LoyaltyAccountTable>;
export type LoyaltyTransactionRow = LoyaltyTransactionTable;
export type LoyaltyRedemptionRow = LoyaltyRedemptionTable;

/** The account id of a customer (fixed, so a read can name it before it is created). */
export const accountIdOf = (customerId: string) => `la-${customerId}`;
export const balanceLedgerId = (accountId: string) => `${accountId}-balance`;
export const lifetimeLedgerId = (accountId: string) => `${accountId}-lifetime`;

const numeric = (row: LoyaltyAccountRow): LoyaltyAccountRow => ({
  ...row,
  balance_points: Number(row.balance_points),
  lifetime_points: Number(row.lifetime_points),
});

export async function findAccount(db: Db, customerId: string): Promise<LoyaltyAccountRow | undefined> {
  const row = await db.selectFrom("loyalty_accounts").selectAll().where("customer_id", "=", customerId).executeTakeFirst();
  return row ? numeric(row) : undefined;
}

export async function ensureAccount(db: Db, customerId: string, programName: string, now: string): Promise<LoyaltyAccountRow> {
  await db
    .insertInto("loyalty_accounts")
    .values({
      id: accountIdOf(customerId),
      customer_id: customerId,
      program_name: programName,
      balance_points: 0,
      lifetime_points: 0,
      created_at: now,
      updated_at: now,
    })
    // Any conflict: two first awards at once race on the id and on the customer (both unique).
    .onConflict((oc) => oc.doNothing())
    .execute();
  return numeric(await db.selectFrom("loyalty_accounts").selectAll().where("customer_id", "=", customerId).executeTakeFirstOrThrow());
}

/** Inserts a points transaction unless its event key is already there; true when inserted. */
export async function insertTransactionOnce(db: Db, row: LoyaltyTransactionRow): Promise<boolean> {
  const result = await db
    .insertInto("loyalty_transactions")
    .values(row)
    .onConflict((oc) => oc.column("event_key").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function addPoints(db: Db, accountId: string, points: number, now: string): Promise<void> {
  await db
    .updateTable("loyalty_accounts")
    .set((eb) => ({ balance_points: eb("balance_points", "+", points), lifetime_points: eb("lifetime_points", "+", points), updated_at: now }))
    .where("id", "=", accountId)
    .execute();
}

/** Takes `points` off the balance only when it covers them (one conditional UPDATE); true when taken. */
export async function spendPoints(db: Db, accountId: string, points: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable("loyalty_accounts")
    .set((eb) => ({ balance_points: eb("balance_points", "-", points), updated_at: now }))
    .where("id", "=", accountId)
    .where("balance_points", ">=", points)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A page of a customer's points transactions, newest first, with the pin of each redemption. */
export async function transactionsPage(db: Db, customerId: string, offset: number, limit: number) {
  const rows = await db
    .selectFrom("loyalty_transactions")
    .leftJoin("loyalty_redemptions", "loyalty_redemptions.id", "loyalty_transactions.redemption_id")
    .selectAll("loyalty_transactions")
    .select("loyalty_redemptions.pin as pin")
    .where("loyalty_transactions.customer_id", "=", customerId)
    .orderBy("loyalty_transactions.created_at", "desc")
    .orderBy("loyalty_transactions.id", "desc")
    .limit(limit + 1)
    .offset(offset)
    .execute();
  return { rows: rows.slice(0, limit).map((row) => ({ ...row, amount: Number(row.amount) })), hasMore: rows.length > limit };
}

/** Which of these rules have awarded this customer points (e.g. the social connects). */
export async function rulesAwarded(db: Db, customerId: string, rules: readonly string[]): Promise<string[]> {
  const rows = await db
    .selectFrom("loyalty_transactions")
    .select("rule_name")
    .distinct()
    .where("customer_id", "=", customerId)
    .where("rule_name", "in", [...rules])
    .execute();
  return rows.map((r) => r.rule_name);
}

export async function insertRedemption(db: Db, row: LoyaltyRedemptionRow): Promise<void> {
  await db.insertInto("loyalty_redemptions").values(row).execute();
}

export async function findRedemption(db: Db, id: string): Promise<LoyaltyRedemptionRow | undefined> {
  const row = await db.selectFrom("loyalty_redemptions").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? { ...row, card_value_cents: Number(row.card_value_cents), points: Number(row.points), balance_after: Number(row.balance_after) } : undefined;
}

export async function balanceOf(db: Db, accountId: string): Promise<number> {
  const row = await db.selectFrom("loyalty_accounts").select("balance_points").where("id", "=", accountId).executeTakeFirst();
  return Number(row?.balance_points ?? 0);
}

/** The amounts a customer's points expiry is counted from (./services/loyalty.ts `expiredUnspent`). */
export async function ledgerOf(db: Db, customerId: string) {
  const rows = await db
    .selectFrom("loyalty_transactions")
    .select(["type", "amount", "expiry_date", "created_at"])
    .where("customer_id", "=", customerId)
    .execute();
  return rows.map((row) => ({ ...row, amount: Number(row.amount) }));
}

/** Takes up to `points` off the balance (never below zero); answers how many were taken. */
export async function takeUpTo(db: Db, accountId: string, points: number, now: string): Promise<number> {
  const balance = await balanceOf(db, accountId);
  const taken = Math.min(balance, points);
  if (taken > 0 && !(await spendPoints(db, accountId, taken, now))) return 0;
  return taken;
}
