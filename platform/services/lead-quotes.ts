/**
 * Lead capture's last update (doc2 §3 "Lead record ... Status Lead or Quoted. Up to 10 carrier
 * entries", §4 "Lead capture ... updated by its timestamp key until quoted").
 *
 * A lead linked to one of its brand's rating transactions (PATCH /api/lead/{leadKey} with the
 * transaction's id, see ../routes/leads.ts) is made Quoted, with its carrier entries, by the platform
 * when that transaction's rating ends: every carrier answered, each within its time limit, or the
 * run was closed at a restart. The entries are the carriers that rated it, cheapest first, each with
 * the premium of the plan its card shows and its rate quote id, at most 10.
 *
 * The write is one update of the lead, from "Lead" to "Quoted", made only while the lead is still
 * "Lead", still linked to that transaction and unchanged since it was read; the entries are read
 * from the stored answers, never added to a list. Told twice, or by the rating run and a link
 * at the same moment, it writes once and stores the same entries.
 *
 *   await quoteLeadsOf(ctx, transactionId);      // when a transaction's rating is done (a no-op before)
 *   await quoteLeadsOfDoneTransactions(ctx);     // at start: leads whose transaction ended while no one wrote them
 */
import type { Db, LeadTable } from "../db/index.ts";
import { nowIso } from "../db/index.ts";
import type { PlatformContext } from "./context.ts";
import { doneTransactionsWithUnquotedLeads, findLeadById, markLeadQuoted, unquotedLeadsOfTransaction } from "../repositories/leads.ts";
import { listRatedResultsByArrival } from "../repositories/rate-results.ts";
import { findTransactionBrandAndStatus } from "../repositories/transactions.ts";
import { ratesOf } from "./results.ts";

/** doc2 §3: a lead record holds up to 10 carrier entries. */
export const MAX_LEAD_CARRIERS = 10;

/** One carrier entry of a lead record (the shape of `record.carriers[]`). */
export interface LeadCarrier {
  companyName: string;
  premium: number | null;
  rateQuoteId: string | null;
}

type Ctx = Pick<PlatformContext, "db" | "now">;

/** A write that lost to another write of the same lead reads it again and tries again, this often at most. */
const ATTEMPTS = 5;

/**
 * The carrier entries of a transaction's rating: each carrier that rated it, with the premium of
 * the plan its card shows, cheapest first (arrival order between equal premiums), at most 10.
 */
export async function leadCarriersOf(db: Db, transactionId: string): Promise<LeadCarrier[]> {
  const rows = await listRatedResultsByArrival(db, transactionId);
  const entries = rows.flatMap((row) => {
    const shown = ratesOf(row, false)[0];
    return shown ? [{ companyName: row.company_name, premium: shown.totalPremium, rateQuoteId: row.id }] : [];
  });
  // Array.prototype.sort is stable: equal premiums keep their arrival order.
  return entries.sort((a, b) => a.premium - b.premium).slice(0, MAX_LEAD_CARRIERS);
}

/** The lead record as Quoted with these entries, the other fields as they are. */
export function quotedRecord(recordJson: string, transactionId: string, carriers: LeadCarrier[]): string {
  const record = JSON.parse(recordJson) as Record<string, unknown>;
  return JSON.stringify({ ...record, status: "Quoted", transactionId, carriers });
}

/**
 * Makes one lead Quoted with the entries: only while it is "Lead", linked to `transactionId` and as
 * it was read. Answers whether this call wrote it.
 */
async function quoteLead(ctx: Ctx, lead: LeadTable, transactionId: string, carriers: LeadCarrier[]): Promise<boolean> {
  let current: LeadTable | undefined = lead;
  for (let attempt = 0; attempt < ATTEMPTS && current; attempt++) {
    if (current.status !== "Lead" || current.transaction_id !== transactionId) return false;
    const written = await markLeadQuoted(ctx.db, current, transactionId, {
      record_json: quotedRecord(current.record_json, transactionId, carriers),
      updated_at: nowIso(ctx.now()),
    });
    if (written) return true;
    // Another update of the lead came first (a field change, or this same write): read it again.
    current = await findLeadById(ctx.db, current.id);
  }
  return false;
}

/**
 * Makes Quoted, with the transaction's carrier entries, every lead of the transaction's brand linked
 * to it and still "Lead", once its rating is done; before that, nothing. Answers how many it wrote.
 */
export async function quoteLeadsOf(ctx: Ctx, transactionId: string): Promise<number> {
  const transaction = await findTransactionBrandAndStatus(ctx.db, transactionId);
  if (!transaction || transaction.status !== "done") return 0;
  const leads = await unquotedLeadsOfTransaction(ctx.db, transactionId, transaction.brand);
  if (leads.length === 0) return 0;
  const carriers = await leadCarriersOf(ctx.db, transactionId);
  let written = 0;
  for (const lead of leads) if (await quoteLead(ctx, lead, transactionId, carriers)) written += 1;
  return written;
}

/**
 * At start: leads still "Lead" whose linked transaction's rating is done (a run stopped by a restart
 * is closed as done, or the process stopped between the two writes). Answers how many it wrote.
 */
export async function quoteLeadsOfDoneTransactions(ctx: Ctx): Promise<number> {
  const rows = await doneTransactionsWithUnquotedLeads(ctx.db);
  let written = 0;
  for (const row of rows) if (row.transaction_id) written += await quoteLeadsOf(ctx, row.transaction_id);
  return written;
}
