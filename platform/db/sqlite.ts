/**
 * Kysely over Node's built-in `node:sqlite` (no native addon).
 *
 * Kysely's `SqliteDialect` accepts any object with `prepare(sql)` returning a statement with
 * `all/run/iterate` and a `reader` flag; this adapts `DatabaseSync` to it. Values node:sqlite
 * cannot bind are converted: booleans to 0/1, Dates to ISO strings.
 */
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
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

/** How many distinct statements stay prepared; the platform's queries number a few hundred. */
const statementCacheSize = 500;

/**
 * Each SQL text is prepared once and reused (Kysely compiles the same text for the same query
 * shape): preparing costs about as much as running a small query. The cache keeps the most
 * recently used texts, so queries built with a varying number of values cannot grow it unbounded.
 * Kysely runs one query at a time on the connection, so a statement is never in use twice at once.
 */
export function nodeSqliteDialect(database: DatabaseSync): SqliteDialect {
  const prepared = new Map<string, { statement: StatementSync; reader: boolean }>();
  const statementFor = (sql: string) => {
    const cached = prepared.get(sql);
    if (cached) {
      prepared.delete(sql);
      prepared.set(sql, cached);
      return cached;
    }
    const statement = database.prepare(sql);
    const entry = { statement, reader: statement.columns().length > 0 };
    prepared.set(sql, entry);
    if (prepared.size > statementCacheSize) prepared.delete(prepared.keys().next().value as string);
    return entry;
  };
  return new SqliteDialect({
    database: {
      close: () => {
        prepared.clear();
        database.close();
      },
      prepare(sql: string) {
        const { statement, reader } = statementFor(sql);
        return {
          reader,
          all: (parameters: ReadonlyArray<unknown>) => statement.all(...parameters.map(bindable)).map((row) => ({ ...row })),
          run: (parameters: ReadonlyArray<unknown>) => statement.run(...parameters.map(bindable)),
          iterate: (parameters: ReadonlyArray<unknown>) => statement.iterate(...parameters.map(bindable)),
        };
      },
    },
  });
}
