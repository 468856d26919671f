/**
 * Roadside purchases, their state changes, payments and memberships (tables of migration
 * 2026-11-26-006-roadside). Every state change goes through `changeStatus`, which moves the row
 * only from the state it expects and records the event; inserts of payments and memberships do
 * nothing on a second delivery and answer false.
 */
import { newId } from "../db/index.ts";
import type { Db } from "../db/index.ts";
import type {
  RoadsideMembershipTable,
  RoadsidePaymentTable,
  RoadsidePurchaseEventTable,
  RoadsidePurchaseStatus,
  RoadsidePurchaseTable,
} from "../db/schema-roadside.ts";

export type RoadsidePurchaseRow = RoadsidePurchaseTable;
export type RoadsidePaymentRow = RoadsidePaymentTable;
export type RoadsideMembershipRow = RoadsideMembershipTable;
export type RoadsideEventRow = RoadsidePurchaseEventTable;

export async function insertPurchase(db: Db, row: RoadsidePurchaseRow): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto("roadside_purchases").values(row).execute();
    await trx
      .insertInto("roadside_purchase_events")
      .values({ id: newId("rse"), purchase_id: row.id, from_status: null, to_status: row.status, detail: "purchase started", at: row.created_at })
      .execute();
  });
}

export async function findPurchase(db: Db, id: string): Promise<RoadsidePurchaseRow | undefined> {
  return db.selectFrom("roadside_purchases").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Moves a purchase from `from` to `to` (with the changes in `set`) and records the event; false when
 * the purchase is no longer in `from` (another request moved it first).
 */
export async function changeStatus(
  db: Db,
  id: string,
  from: RoadsidePurchaseStatus,
  to: RoadsidePurchaseStatus,
  at: string,
  detail: string,
  set: Partial<Pick<RoadsidePurchaseRow, "attempt" | "return_url" | "lang">> = {},
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("roadside_purchases")
      .set({ ...set, status: to, updated_at: at })
      .where("id", "=", id)
      .where("status", "=", from)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await trx
      .insertInto("roadside_purchase_events")
      .values({ id: newId("rse"), purchase_id: id, from_status: from, to_status: to, detail, at })
      .execute();
    return true;
  });
}

export async function eventsOf(db: Db, purchaseId: string): Promise<RoadsideEventRow[]> {
  return db.selectFrom("roadside_purchase_events").selectAll().where("purchase_id", "=", purchaseId).orderBy("at").orderBy("id").execute();
}

/** Records a confirmation once per (purchase, attempt) and per confirmation id; true when this call recorded it. */
export async function insertPayment(db: Db, row: RoadsidePaymentRow): Promise<boolean> {
  const result = await db
    .insertInto("roadside_payments")
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function paymentOfAttempt(db: Db, purchaseId: string, attempt: number): Promise<RoadsidePaymentRow | undefined> {
  return db.selectFrom("roadside_payments").selectAll().where("purchase_id", "=", purchaseId).where("attempt", "=", attempt).executeTakeFirst();
}

/** Records the membership once per purchase; true when this call recorded it. */
export async function insertMembership(db: Db, row: RoadsideMembershipRow): Promise<boolean> {
  const result = await db
    .insertInto("roadside_memberships")
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function membershipOf(db: Db, purchaseId: string): Promise<RoadsideMembershipRow | undefined> {
  return db.selectFrom("roadside_memberships").selectAll().where("purchase_id", "=", purchaseId).executeTakeFirst();
}
