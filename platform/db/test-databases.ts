/**
 * The databases platform tests run on: SQLite (a temporary file) always; PostgreSQL when
 * TEST_POSTGRES=1 or DATABASE_URL is set, in a fresh schema per test file (created, put first on
 * the search_path, dropped afterwards) so parallel files never see each other's rows.
 *
 *   describeEachDatabase("leads", (store) => {
 *     it("…", async () => { await store().db.selectFrom("leads")… });
 *   });
 *
 * When PostgreSQL is off, a test named for it is reported as skipped with the reason.
 */
import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, inject, it } from "vitest";
import { openDatabase, type Store } from "./index.ts";

export type DatabaseKind = "sqlite" | "postgres";

export const postgresUrl = process.env.DATABASE_URL || (process.env.TEST_POSTGRES === "1" ? "postgres://postgres@127.0.0.1:5432/test" : undefined);
export const postgresSkipReason = "PostgreSQL not tested: set TEST_POSTGRES=1 (server on 127.0.0.1:5432) or DATABASE_URL";

export interface TestDatabase {
  kind: DatabaseKind;
  store: Store;
  /** Closes the store and removes the file or schema. */
  dispose(): Promise<void>;
}

export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === "sqlite") {
    const dir = mkdtempSync(path.join(tmpdir(), "platform-test-"));
    const file = path.join(dir, "test.sqlite");
    // A copy of the run's migrated file (platform/db/test-sqlite-template.ts) when there is one; the
    // migrations still run on open and find nothing to do.
    const template = inject("platformSqliteTemplate");
    if (template && existsSync(template)) copyFileSync(template, file);
    const store = await openDatabase({ sqlitePath: file });
    return {
      kind,
      store,
      async dispose() {
        await store.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  if (!postgresUrl) throw new Error(postgresSkipReason);
  const schema = `t_${randomBytes(6).toString("hex")}`;
  const store = await openDatabase({ databaseUrl: postgresUrl, schema });
  return {
    kind,
    store,
    async dispose() {
      await store.close();
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      try {
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}

export const testedKinds: DatabaseKind[] = postgresUrl ? ["sqlite", "postgres"] : ["sqlite"];

/** Runs `body` once per database under test, each in its own describe block with a fresh database. */
export function describeEachDatabase(title: string, body: (store: () => Store, kind: DatabaseKind) => void): void {
  for (const kind of testedKinds) {
    describe(`${title} [${kind}]`, () => {
      let database: TestDatabase | undefined;
      beforeAll(async () => {
        database = await openTestDatabase(kind);
      });
      afterAll(async () => {
        await database?.dispose();
      });
      body(() => {
        if (!database) throw new Error("database not open");
        return database.store;
      }, kind);
    });
  }
  if (!postgresUrl) {
    describe(`${title} [postgres]`, () => {
      it.skip(postgresSkipReason, () => {});
    });
  }
}

/**
 * The store's own tables (the migration bookkeeping left out). On PostgreSQL only this store's
 * schema is asked: the other test files' schemas sit beside it and may be dropped while the
 * question runs, which a look over every schema (Kysely's introspection) fails on.
 */
export async function ownTableNames(store: Store): Promise<string[]> {
  if (store.dialect === "postgres") {
    const rows = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = ${store.schema ?? "public"} and table_name not like 'kysely_migration%'
      order by table_name`.execute(store.db);
    return rows.rows.map((row) => row.table_name);
  }
  const tables = await store.db.introspection.getTables();
  return tables.map((table) => table.name);
}
