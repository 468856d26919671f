/**
 * Kysely over Node's built-in `node:sqlite` (no native addon).
 *
 * Kysely's `SqliteDialect` accepts any object with `prepare(sql)` returning a statement with
 * `all/run/iterate` and a `reader` flag; this adapts `DatabaseSync` to it. Values node:sqlite
 * cannot bind are converted: booleans to 0/1, Dates to ISO strings.
 */
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { SqliteDialect } from "kysely";

function bindable(value: unknown): SQLInputValue {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value as SQLInputValue;
}

/** Opens (creating when missing) a SQLite file with WAL, synchronous FULL and foreign keys on. */
export function openSqlite(file: string): DatabaseSync {
  if (file !== ":memory:") mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const database = new DatabaseSync(file, { timeout: 5000 });
  database.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;");
  return database;
}

export function nodeSqliteDialect(database: DatabaseSync): SqliteDialect {
  return new SqliteDialect({
    database: {
      close: () => database.close(),
      prepare(sql: string) {
        const statement = database.prepare(sql);
        return {
          reader: statement.columns().length > 0,
          all: (parameters: ReadonlyArray<unknown>) => statement.all(...parameters.map(bindable)).map((row) => ({ ...row })),
          run: (parameters: ReadonlyArray<unknown>) => statement.run(...parameters.map(bindable)),
          iterate: (parameters: ReadonlyArray<unknown>) => statement.iterate(...parameters.map(bindable)),
        };
      },
    },
  });
}
