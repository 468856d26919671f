/**
 * The customers' portal profile fields (table customer_profiles, one row per customer): address,
 * licence number, customer code and text notices.
 *
 *   const profile = await findCustomerProfile(db, customerId);          // undefined: none stored
 *   const added = await insertCustomerProfileIfMissing(db, row);        // false: the customer has one
 */
import type { Insertable, Selectable } from "kysely";
import type { Db } from "../db/index.ts";
import type { CustomerProfileTable } from "../db/schema-portal.ts";

export type CustomerProfileRow = Selectable<CustomerProfileTable>;

export async function findCustomerProfile(db: Db, customerId: string): Promise<CustomerProfileRow | undefined> {
  return db.selectFrom("customer_profiles").selectAll().where("customer_id", "=", customerId).executeTakeFirst();
}

/** Inserts the customer's profile unless there is one already; answers whether it was inserted. */
export async function insertCustomerProfileIfMissing(db: Db, row: Insertable<CustomerProfileTable>): Promise<boolean> {
  const result = await db
    .insertInto("customer_profiles")
    .values(row)
    .onConflict((oc) => oc.column("customer_id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
