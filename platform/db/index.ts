/**
 * The platform database: one Kysely query layer over SQLite (node:sqlite, the default) or
 * PostgreSQL (when a `databaseUrl` is given).
 *
 * Use:
 *   const store = await openDatabase({ sqlitePath: ".data/platform.sqlite" }); // or { databaseUrl }
 *   await store.db.selectFrom("agents").selectAll().execute();
 *   await store.close();
 *
 * `openDatabase` runs the migrations (platform/migrations) before it returns. Table types are in
 * ./schema.ts; their conventions (text ids, ISO text times, 0/1 booleans, cents, JSON text) keep
 * every query portable. Helpers: `newId(prefix)`, `nowIso()`, `toNumber()` (PostgreSQL returns
 * counts as strings), `isUniqueViolation(error)`.
 */
import { randomBytes } from "node:crypto";
import { Kysely, sql } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import type { Database } from "./schema.ts";
import { nodeSqliteDialect, openSqlite } from "./sqlite.ts";
import { SchemaPostgresDialect } from "./postgres-schema-dialect.ts";
import { migrationProvider } from "../migrations/index.ts";

export type * from "./schema.ts";
export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** postgres:// URL: use PostgreSQL. Otherwise SQLite at `sqlitePath`. */
  databaseUrl?: string;
  sqlitePath?: string;
  /** PostgreSQL schema to use (created when missing); default `public`. */
  schema?: string;
  /** Run migrations on open (default true). */
  migrate?: boolean;
}

export interface Store {
  db: Db;
  dialect: "sqlite" | "postgres";
  /** PostgreSQL schema in use (undefined on SQLite). */
  schema?: string;
  /** True while a trivial query answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const schemaName = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openDatabase(options: DatabaseOptions): Promise<Store> {
  let db: Db;
  let dialect: Store["dialect"];
  if (options.databaseUrl) {
    const schema = options.schema ?? "public";
    if (!schemaName.test(schema)) throw new Error("invalid PostgreSQL schema name");
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      options: schema === "public" ? undefined : `-c search_path=${schema}`,
    });
    if (schema !== "public") await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    db = new Kysely<Database>({ dialect: new SchemaPostgresDialect({ pool }, schema) });
    dialect = "postgres";
  } else {
    db = new Kysely<Database>({ dialect: nodeSqliteDialect(openSqlite(options.sqlitePath ?? ".data/platform.sqlite")) });
    dialect = "sqlite";
  }
  if (options.migrate !== false) {
    try {
      await migrate(db, dialect === "postgres" ? (options.schema ?? "public") : undefined);
    } catch (error) {
      await db.destroy();
      throw error;
    }
  }
  return {
    db,
    dialect,
    schema: dialect === "postgres" ? (options.schema ?? "public") : undefined,
    async ping() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    close: () => db.destroy(),
  };
}

/** Brings the schema up to date. Throws with the failing migration's name. */
export async function migrate(db: Kysely<Database>, schema?: string): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new Error(`migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** A random id such as `rq_3xK9…` (prefix, then 16 random bytes in base64url). */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(16).toString("base64url")}`;
}

export function nowIso(date: Date = new Date()): string {
  return date.toISOString();
}

/** Counts come back as strings from PostgreSQL and numbers from SQLite. */
export function toNumber(value: unknown): number {
  if (typeof value === "number") return value;
  if (typeof value === "bigint") return Number(value);
  if (typeof value === "string") return Number(value);
  return 0;
}

/** True for a unique or primary-key violation on either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const e = error as { code?: unknown; errcode?: unknown; message?: unknown };
  if (e.code === "23505") return true;
  return typeof e.message === "string" && /UNIQUE constraint failed|PRIMARY KEY/i.test(e.message);
}
