/**
 * A change counter per table for a throw-away test database: a row trigger on every table adds one
 * to `fuzz_changes` for each row inserted, updated or deleted, so a test can tell exactly which
 * tables a request wrote to (row counts alone miss updates).
 *
 *   const counter = await installChangeCounter(store);
 *   …request…
 *   const written = await counter.written();   // ["leads", …]: the tables written since the last call
 *
 * On SQLite the counter is read through a connection of its own, and only when the database says a
 * write was committed since the last look (`PRAGMA data_version`, which another connection's commit
 * changes): a request that wrote nothing costs one cheap question. On PostgreSQL every call reads the
 * counter.
 */
import { DatabaseSync } from "node:sqlite";
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
  /** The tables written since the counter was installed or last asked. */
  written(): Promise<string[]>;
  close(): void;
}

type Counts = Record<string, number>;

const changedTables = (before: Counts, after: Counts) => Object.keys(after).filter((table) => after[table] !== before[table]);

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

  if (store.dialect === "postgres") {
    const read = async (): Promise<Counts> => {
      const rows = (await sql<{ tbl: string; n: unknown }>`select tbl, n from fuzz_changes`.execute(db)).rows;
      return Object.fromEntries(rows.map((row) => [row.tbl, toNumber(row.n)]));
    };
    let last = await read();
    return {
      tables,
      async written() {
        const now = await read();
        const changed = changedTables(last, now);
        last = now;
        return changed;
      },
      close() {},
    };
  }

  const file = (await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(db)).rows[0]?.file;
  if (!file) throw new Error("The change counter needs a SQLite database in a file.");
  const reader = new DatabaseSync(file, { readOnly: true });
  const version = reader.prepare("pragma data_version");
  const counts = reader.prepare("select tbl, n from fuzz_changes");
  const readVersion = () => Number((version.get() as { data_version: number | bigint }).data_version);
  const read = (): Counts => Object.fromEntries((counts.all() as { tbl: string; n: number }[]).map((row) => [row.tbl, Number(row.n)]));
  let seen = readVersion();
  let last = read();
  return {
    tables,
    // Synchronous underneath: nothing else runs between reading the version and the counts.
    async written() {
      const now = readVersion();
      if (now === seen) return [];
      seen = now;
      const next = read();
      const changed = changedTables(last, next);
      last = next;
      return changed;
    },
    close: () => reader.close(),
  };
}
