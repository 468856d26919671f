/**
 * The follow-up flow's own tables (doc3 §2.2, §4.2), created on first use (`ifNotExists`, like the reference tables):
 * - follow_up_forms: the single multi-step form's answers per rating transaction (step reached, drivers, vehicles,
 *   contact preference, question answers), so a reload or a second device keeps the step; `sold_at` is set once,
 *   the first time both contact codes are confirmed (doc3 §4.2 "shown once").
 * - follow_up_call_requests: the "request call back" presses (doc3 §2.2, §7.2 nonvoicecallrequest), one per rate quote.
 * Their queries are in ../repositories/follow-up.ts.
 */
import type { Kysely } from "kysely";
import type { Db } from "./index.ts";

export const followUpFormsTable = "follow_up_forms";
export const followUpCallRequestsTable = "follow_up_call_requests";

export interface FollowUpFormRow {
  transaction_id: string;
  brand: string;
  rate_quote_id: string;
  step: string;
  data_json: string;
  version: number;
  sold_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface FollowUpCallRequestRow {
  rate_quote_id: string;
  brand: string;
  transaction_id: string;
  /** Digits only. */
  phone: string;
  created_at: string;
}

export type FollowUpTables = {
  [followUpFormsTable]: FollowUpFormRow;
  [followUpCallRequestsTable]: FollowUpCallRequestRow;
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable(followUpFormsTable)
    .ifNotExists()
    .addColumn("transaction_id", "text", (c) => c.primaryKey())
    .addColumn("brand", "text", (c) => c.notNull())
    .addColumn("rate_quote_id", "text", (c) => c.notNull())
    .addColumn("step", "text", (c) => c.notNull())
    .addColumn("data_json", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("sold_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable(followUpCallRequestsTable)
    .ifNotExists()
    .addColumn("rate_quote_id", "text", (c) => c.primaryKey())
    .addColumn("brand", "text", (c) => c.notNull())
    .addColumn("transaction_id", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable(followUpCallRequestsTable).ifExists().execute();
  await db.schema.dropTable(followUpFormsTable).ifExists().execute();
}

/** Runs `up` once per platform (again after a failure). */
export function tableGuard(db: Db): () => Promise<void> {
  let ready: Promise<void> | null = null;
  return () =>
    (ready ??= up(db as never).catch((error: unknown) => {
      ready = null;
      throw error;
    }));
}
