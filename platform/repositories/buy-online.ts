/**
 * Every query of buy online: purchases and their transitions, payment sessions,
 * documents and signatures, and the reads of the rating transaction a purchase came from.
 * A status changes only through `transition`, a conditional update from the expected status and
 * transition number, with the transition stored in the same database transaction: two requests
 * racing (a double click, a reload) move it once.
 *
 *   const purchase = await findPurchase(db, transactionId, carrierId);
 *   const moved = await transition(db, purchase, { from: 2, to: 3, event: "paid", at: nowIso() });  // false: moved already
 */
import type { Insertable, Updateable } from "kysely";
import { newId, type Db } from "../db/index.ts";
import type { BuyNowDocumentTable, BuyNowPaymentTable, BuyNowPurchaseTable, BuyNowSignatureTable, BuyNowTransitionTable } from "../db/schema-buy-online.ts";

export type PurchaseRow = BuyNowPurchaseTable;
export type PaymentRow = BuyNowPaymentTable;
export type DocumentRow = BuyNowDocumentTable;
export type SignatureRow = BuyNowSignatureTable;
export type TransitionRow = BuyNowTransitionTable;

const numeric = <T extends PurchaseRow>(row: T): T => ({
  ...row,
  status: Number(row.status),
  status_seq: Number(row.status_seq),
  rc3_status: Number(row.rc3_status),
  is_esign_available: Number(row.is_esign_available),
  payment_amount_cents: Number(row.payment_amount_cents),
});

export async function findPurchase(db: Db, transactionId: string, carrierId: string): Promise<PurchaseRow | undefined> {
  const row = await db
    .selectFrom("buy_now_purchases")
    .selectAll()
    .where("transaction_id", "=", transactionId)
    .where("carrier_id", "=", carrierId)
    .executeTakeFirst();
  return row ? numeric(row) : undefined;
}

export async function findPurchaseById(db: Db, id: string): Promise<PurchaseRow | undefined> {
  const row = await db.selectFrom("buy_now_purchases").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? numeric(row) : undefined;
}

export async function findPurchaseByPolicyNumber(db: Db, policyNumber: string): Promise<PurchaseRow | undefined> {
  const row = await db.selectFrom("buy_now_purchases").selectAll().where("policy_number", "=", policyNumber.trim().toUpperCase()).executeTakeFirst();
  return row ? numeric(row) : undefined;
}

/**
 * Inserts the purchase at status 0 with its first transition (-1 → 0), unless the pair already has
 * one (unique transaction and carrier): then nothing changes. Answers whether it was inserted.
 */
export async function insertPurchaseIfMissing(db: Db, row: Insertable<BuyNowPurchaseTable>, event: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("buy_now_purchases")
      .values(row)
      .onConflict((oc) => oc.columns(["transaction_id", "carrier_id"]).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
    await trx
      .insertInto("buy_now_transitions")
      .values({ id: newId("bt"), purchase_id: row.id, seq: 1, from_status: -1, to_status: Number(row.status), event, created_at: row.created_at })
      .execute();
    return true;
  });
}

/**
 * Moves the purchase from `from` to `to` (with `changes`) when it is still at `from` with the
 * transition number read; stores the transition. False when another request moved it first.
 */
export async function transition(
  db: Db,
  purchase: Pick<PurchaseRow, "id" | "status_seq">,
  move: { from: number; to: number; event: string; at: string },
  changes: Updateable<BuyNowPurchaseTable> = {},
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const seq = Number(purchase.status_seq) + 1;
    const updated = await trx
      .updateTable("buy_now_purchases")
      .set({ ...changes, status: move.to, status_seq: seq, updated_at: move.at })
      .where("id", "=", purchase.id)
      .where("status", "=", move.from)
      .where("status_seq", "=", purchase.status_seq)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    await trx
      .insertInto("buy_now_transitions")
      .values({ id: newId("bt"), purchase_id: purchase.id, seq, from_status: move.from, to_status: move.to, event: move.event, created_at: move.at })
      .execute();
    return true;
  });
}

/** Changes fields without a status change, only while the purchase is at `status` with the transition number read. */
export async function updateAt(
  db: Db,
  purchase: Pick<PurchaseRow, "id" | "status" | "status_seq">,
  changes: Updateable<BuyNowPurchaseTable>,
): Promise<boolean> {
  const updated = await db
    .updateTable("buy_now_purchases")
    .set(changes)
    .where("id", "=", purchase.id)
    .where("status", "=", purchase.status)
    .where("status_seq", "=", purchase.status_seq)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Sets the purchase's policy number unless it has one; a purchase's number never changes. */
export async function setPolicyNumberIfMissing(db: Db, purchaseId: string, policyNumber: string): Promise<void> {
  await db.updateTable("buy_now_purchases").set({ policy_number: policyNumber }).where("id", "=", purchaseId).where("policy_number", "is", null).execute();
}

/** Fields that do not take part in the status (the documents e-mail outcome). */
export async function setSendStatus(db: Db, purchaseId: string, status: "sent" | "failed"): Promise<void> {
  await db.updateTable("buy_now_purchases").set({ signed_policy_send_status: status }).where("id", "=", purchaseId).execute();
}

export async function listTransitions(db: Db, purchaseId: string): Promise<TransitionRow[]> {
  const rows = await db.selectFrom("buy_now_transitions").selectAll().where("purchase_id", "=", purchaseId).orderBy("seq").execute();
  return rows.map((r) => ({ ...r, seq: Number(r.seq), from_status: Number(r.from_status), to_status: Number(r.to_status) }));
}

// ---------------------------------------------------------------- payments

const numericPayment = (row: PaymentRow): PaymentRow => ({
  ...row,
  amount_cents: Number(row.amount_cents),
  approved: row.approved === null ? null : Number(row.approved),
});

export async function insertPayment(db: Db, row: PaymentRow): Promise<void> {
  await db.insertInto("buy_now_payments").values(row).execute();
}

export async function findPayment(db: Db, id: string): Promise<PaymentRow | undefined> {
  const row = await db.selectFrom("buy_now_payments").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? numericPayment(row) : undefined;
}

export async function findPaymentByTokenHash(db: Db, hash: string): Promise<PaymentRow | undefined> {
  const row = await db.selectFrom("buy_now_payments").selectAll().where("result_token_hash", "=", hash).executeTakeFirst();
  return row ? numericPayment(row) : undefined;
}

/** A card post claims the unconfirmed session before charging (false when another post holds it, or it is confirmed). */
export async function claimPayment(db: Db, id: string, now: string, staleBefore: string): Promise<boolean> {
  const updated = await db
    .updateTable("buy_now_payments")
    .set({ charging_at: now })
    .where("id", "=", id)
    .where("confirmation_id", "is", null)
    .where((eb) => eb.or([eb("charging_at", "is", null), eb("charging_at", "<", staleBefore)]))
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Frees the claim of a card post that charged nothing (the card form was refused). */
export async function releasePayment(db: Db, id: string): Promise<void> {
  await db.updateTable("buy_now_payments").set({ charging_at: null }).where("id", "=", id).where("confirmation_id", "is", null).execute();
}

/** Records the processor's confirmation once (false when the session already has one). */
export async function confirmPayment(
  db: Db,
  id: string,
  confirmation: { confirmationId: string; approved: boolean; resultMessage: string; lastFour: string; at: string },
): Promise<boolean> {
  const updated = await db
    .updateTable("buy_now_payments")
    .set({
      confirmation_id: confirmation.confirmationId,
      approved: confirmation.approved ? 1 : 0,
      result_message: confirmation.resultMessage,
      card_last_four: confirmation.lastFour,
      confirmed_at: confirmation.at,
    })
    .where("id", "=", id)
    .where("confirmation_id", "is", null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

// ---------------------------------------------------------------- documents and signatures

/** Stores a document once: a second write of the same purchase and type keeps the first (documents never change). */
export async function insertDocumentIfMissing(db: Db, row: DocumentRow): Promise<void> {
  await db
    .insertInto("buy_now_documents")
    .values(row)
    .onConflict((oc) => oc.columns(["purchase_id", "document_type"]).doNothing())
    .execute();
}

export async function listDocuments(db: Db, purchaseId: string): Promise<DocumentRow[]> {
  const rows = await db.selectFrom("buy_now_documents").selectAll().where("purchase_id", "=", purchaseId).orderBy("document_type").execute();
  return rows.map((r) => ({ ...r, document_type: Number(r.document_type) }));
}

/**
 * Inserts the signature and moves the purchase (`move`) in one database transaction, unless the
 * purchase is already signed (unique purchase): answers whether it was inserted. Whoever loses a
 * race sees the signature only with the status already moved.
 */
export async function signAndTransition(
  db: Db,
  row: SignatureRow,
  purchase: Pick<PurchaseRow, "id" | "status_seq">,
  move: { from: number; to: number; event: string; at: string },
  changes: Updateable<BuyNowPurchaseTable>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("buy_now_signatures")
      .values(row)
      .onConflict((oc) => oc.column("purchase_id").doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
    const seq = Number(purchase.status_seq) + 1;
    const updated = await trx
      .updateTable("buy_now_purchases")
      .set({ ...changes, status: move.to, status_seq: seq, updated_at: move.at })
      .where("id", "=", purchase.id)
      .where("status", "=", move.from)
      .where("status_seq", "=", purchase.status_seq)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new Error("purchase moved while signing");
    await trx
      .insertInto("buy_now_transitions")
      .values({ id: newId("bt"), purchase_id: purchase.id, seq, from_status: move.from, to_status: move.to, event: move.event, created_at: move.at })
      .execute();
    return true;
  });
}

/** Inserts the signature unless the purchase is already signed (unique purchase): answers whether it was inserted. */
export async function insertSignatureIfMissing(db: Db, row: SignatureRow): Promise<boolean> {
  const inserted = await db
    .insertInto("buy_now_signatures")
    .values(row)
    .onConflict((oc) => oc.column("purchase_id").doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function findSignature(db: Db, purchaseId: string): Promise<SignatureRow | undefined> {
  return db.selectFrom("buy_now_signatures").selectAll().where("purchase_id", "=", purchaseId).executeTakeFirst();
}
