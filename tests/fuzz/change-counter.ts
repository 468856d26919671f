/**
 * A change counter per table for a throw-away test database: a row trigger on every table adds one
 * to `fuzz_changes` for each row inserted, updated or deleted, so a test can tell exactly which
 * tables a request wrote to (row counts alone miss updates).
 *
 *   const counter = await installChangeCounter(store);
 *   const before = await counter.snapshot();
 *   …request…
 *   const written = counter.diff(before, await counter.snapshot());   // ["leads", …]
 */
import { sql } from "kysely";
import { ownTableNames } from "../../platform/db/test-databases.ts";
import type { Store } from "../../platform/db/index.ts";
import { toNumber } from "../../platform/db/index.ts";

/**
 * Tables a rejected request may legitimately write: per-visitor limit counters and attempt
 * records (a refused owner check counts as an attempt).
 */
export const BOOKKEEPING_TABLE = /limit|attempt|rlflx/i;

export interface ChangeCounter {
  tables: string[];
  snapshot(): Promise<Record<string, number>>;
  diff(before: Record<string, number>, after: Record<string, number>): string[];
}

export async function installChangeCounter(store: Store): Promise<ChangeCounter> {
  const db = store.db;
  // This test's own tables (on PostgreSQL, its own schema).
  const tables = (await ownTableNames(store)).filter((name) => !name.startsWith("kysely_") && name !== "fuzz_changes");
  await sql`create table if not exists fuzz_changes (tbl varchar(200) primary key, n integer not null)`.execute(db);
  if (store.dialect === "postgres") {
    await sql`create or replace function fuzz_count() returns trigger language plpgsql as $$ begin update fuzz_changes set n = n + 1 where tbl = TG_TABLE_NAME; return null; end $$`.execute(
      db,
    );
  }
  for (const table of tables) {
    await sql`insert into fuzz_changes (tbl, n) values (${table}, 0)`.execute(db);
    for (const event of ["insert", "update", "delete"] as const) {
      const name = sql.raw(`fuzz_${event}_${table}`);
      const on = sql.table(table);
      if (store.dialect === "postgres") {
        await sql`create trigger ${name} after ${sql.raw(event)} on ${on} for each row execute function fuzz_count()`.execute(db);
      } else {
        await sql`create trigger ${name} after ${sql.raw(event)} on ${on} begin update fuzz_changes set n = n + 1 where tbl = ${sql.lit(table)}; end`.execute(
          db,
        );
      }
    }
  }
  return {
    tables,
    async snapshot() {
      const rows = (await sql<{ tbl: string; n: unknown }>`select tbl, n from fuzz_changes`.execute(db)).rows;
      return Object.fromEntries(rows.map((row) => [row.tbl, toNumber(row.n)]));
    },
    diff(before, after) {
      return Object.keys(after).filter((table) => after[table] !== before[table]);
    },
  };
}
