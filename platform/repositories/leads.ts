/**
 * Leads and their consent records (tables `leads`, `consents`; doc2 §3 "Lead record", §4 "Lead capture"),
 * with the few reads of `transactions` and `rate_results` that quoting a lead needs.
 *
 *   await insertLead(trx, row);                                    // with insertConsent(trx, …) in one transaction
 *   const lead = await findLeadByKey(db, leadKey);
 *   const wrote = await markLeadQuoted(db, lead, transactionId, { record_json, updated_at });
 */
import type { Db, ConsentTable, LeadTable } from "../db/index.ts";

export type LeadRow = LeadTable;
export type ConsentRow = ConsentTable;

export async function insertLead(db: Db, row: LeadRow): Promise<void> {
  await db.insertInto("leads").values(row).execute();
}

export async function findLeadById(db: Db, id: string): Promise<LeadRow | undefined> {
  return db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The lead with this id, which must exist (throws otherwise). */
export async function getLeadById(db: Db, id: string): Promise<LeadRow> {
  return db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

export async function findLeadByKey(db: Db, leadKey: string): Promise<LeadRow | undefined> {
  return db.selectFrom("leads").selectAll().where("lead_key", "=", leadKey).executeTakeFirst();
}

/** The brand's lead created with the site's request key, if any. */
export async function findLeadByRequestKey(db: Db, brand: string, requestKey: string): Promise<LeadRow | undefined> {
  return db.selectFrom("leads").selectAll().where("brand", "=", brand).where("request_key", "=", requestKey).executeTakeFirst();
}

/** Replaces the record of a lead while it is still "Lead" (a quoted lead is left as it is). */
export async function updateUnquotedLeadRecord(db: Db, id: string, recordJson: string, updatedAt: string): Promise<void> {
  await db.updateTable("leads").set({ record_json: recordJson, updated_at: updatedAt }).where("id", "=", id).where("status", "=", "Lead").execute();
}

/** Updates a lead while it is still "Lead"; false when it is quoted (or gone). */
export async function updateUnquotedLead(
  db: Db,
  id: string,
  fields: Pick<LeadRow, "record_json" | "status" | "transaction_id" | "updated_at">,
): Promise<boolean> {
  const updated = await db.updateTable("leads").set(fields).where("id", "=", id).where("status", "=", "Lead").executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/**
 * Makes a lead Quoted with this record, only while it is "Lead", linked to `transactionId` and its
 * record is still `lead.record_json`. Answers whether this call wrote it.
 */
export async function markLeadQuoted(
  db: Db,
  lead: Pick<LeadRow, "id" | "record_json">,
  transactionId: string,
  fields: Pick<LeadRow, "record_json" | "updated_at">,
): Promise<boolean> {
  const updated = await db
    .updateTable("leads")
    .set({ status: "Quoted", record_json: fields.record_json, updated_at: fields.updated_at })
    .where("id", "=", lead.id)
    .where("status", "=", "Lead")
    .where("transaction_id", "=", transactionId)
    .where("record_json", "=", lead.record_json)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** The brand's leads linked to the transaction and still "Lead". */
export async function unquotedLeadsOfTransaction(db: Db, transactionId: string, brand: string): Promise<LeadRow[]> {
  return db.selectFrom("leads").selectAll().where("transaction_id", "=", transactionId).where("brand", "=", brand).where("status", "=", "Lead").execute();
}

/** The transactions (of the lead's own brand) whose rating is done while a lead linked to them is still "Lead". */
export async function doneTransactionsWithUnquotedLeads(db: Db): Promise<Pick<LeadRow, "transaction_id">[]> {
  return db
    .selectFrom("leads")
    .innerJoin("transactions", (join) => join.onRef("transactions.id", "=", "leads.transaction_id").onRef("transactions.brand", "=", "leads.brand"))
    .select("leads.transaction_id")
    .distinct()
    .where("leads.status", "=", "Lead")
    .where("transactions.status", "=", "done")
    .execute();
}

/**
 * Leads newest first, at most `limit`: of these brands (`null`: every brand; none: no lead) and,
 * when given, of this status.
 */
export async function listLeads(db: Db, options: { brands: string[] | null; status?: string; limit: number }): Promise<LeadRow[]> {
  let q = db.selectFrom("leads").selectAll();
  if (options.brands) q = options.brands.length ? q.where("brand", "in", options.brands) : q.where("brand", "=", "\u0000");
  if (options.status) q = q.where("status", "=", options.status);
  return q.orderBy("created_at", "desc").orderBy("id", "desc").limit(options.limit).execute();
}

// Consents

export async function insertConsent(db: Db, row: ConsentRow): Promise<void> {
  await db.insertInto("consents").values(row).execute();
}

/** A lead's consent records, oldest first. */
export async function consentsOfLead(db: Db, leadId: string): Promise<ConsentRow[]> {
  return db.selectFrom("consents").selectAll().where("lead_id", "=", leadId).orderBy("consented_at").execute();
}

/** How many consent records each of these leads has (a lead with none is absent). */
export async function consentCountsOfLeads(db: Db, leadIds: string[]): Promise<Map<string, number>> {
  const counts = await db
    .selectFrom("consents")
    .select((eb) => ["lead_id", eb.fn.countAll().as("count")])
    .where("lead_id", "in", leadIds)
    .groupBy("lead_id")
    .execute();
  return new Map(counts.map((c) => [c.lead_id, Number(c.count)]));
}
