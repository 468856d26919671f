/**
 * Visitors' feedback on quote cards and the lead send-events of quotes (tables `quote_feedback`,
 * `lead_events`, of migration 2026-11-22-003-quote-results).
 *
 *   await insertQuoteFeedback(db, { id, rate_quote_id, transaction_id, helpful: 1, created_at });
 *   await insertLeadEvent(db, { id, rate_quote_id, transaction_id, event_type: 0, created_at }); // 0 text, 1 call
 */
import type { Db } from "../db/index.ts";

export interface QuoteFeedbackRow {
  id: string;
  rate_quote_id: string;
  transaction_id: string;
  /** 1 helpful, 0 not. */
  helpful: number;
  created_at: string;
}

export interface LeadEventRow {
  id: string;
  rate_quote_id: string;
  transaction_id: string;
  /** 0 text, 1 call. */
  event_type: number;
  created_at: string;
}

type FeedbackTables = { quote_feedback: QuoteFeedbackRow; lead_events: LeadEventRow };

const tablesOf = (db: Db) => db.withTables<FeedbackTables>();

export async function insertQuoteFeedback(db: Db, row: QuoteFeedbackRow): Promise<void> {
  await tablesOf(db).insertInto("quote_feedback").values(row).execute();
}

export async function insertLeadEvent(db: Db, row: LeadEventRow): Promise<void> {
  await tablesOf(db).insertInto("lead_events").values(row).execute();
}
