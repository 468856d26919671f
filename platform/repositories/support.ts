/**
 * Agents' availability and the site's error log (tables `agents`, `error_logs`; doc2 §7).
 *
 *   const idle = await countIdleAgents(db, brand);
 *   await insertErrorLog(db, { id, message, code, type, track_id, created_at });
 *   const inserted = await insertAgentIfMissing(db, agent);      // seed: an existing agent keeps its state
 */
import type { AgentTable, Db, ErrorLogTable } from "../db/index.ts";
import { toNumber } from "../db/index.ts";

export type AgentRow = AgentTable;
export type ErrorLogRow = ErrorLogTable;

/** How many of the brand's agents are idle (free to take a call). */
export async function countIdleAgents(db: Db, brand: string): Promise<number> {
  const row = await db
    .selectFrom("agents")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("brand", "=", brand)
    .where("state", "=", "idle")
    .executeTakeFirst();
  return toNumber(row?.count);
}

/** Inserts an agent with a fixed id when missing (seed); answers whether it was inserted. */
export async function insertAgentIfMissing(db: Db, row: AgentRow): Promise<boolean> {
  const result = await db
    .insertInto("agents")
    .values(row)
    .onConflict((oc) => oc.column("id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function insertErrorLog(db: Db, row: ErrorLogRow): Promise<void> {
  await db.insertInto("error_logs").values(row).execute();
}
