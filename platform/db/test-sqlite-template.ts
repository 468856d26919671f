/**
 * vitest global setup: one migrated SQLite file for the whole run, which `openTestDatabase("sqlite")`
 * copies for each test database instead of running every migration again (each DDL statement is a
 * synchronous write: about half a second a database on two cores, some 200 databases a run). The
 * copy is the migrations' own result, made at the start of every run, so it can never be older than
 * platform/migrations. The migrations themselves stay tested from an empty file (platform/db/db.test.ts).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "./index.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated, closed SQLite file to copy (platform/db/test-sqlite-template.ts). */
    platformSqliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), "platform-template-"));
  const file = path.join(dir, "template.sqlite");
  const store = await openDatabase({ sqlitePath: file });
  // Closing the last connection checkpoints the WAL into the file: the copy is the whole database.
  await store.close();
  project.provide("platformSqliteTemplate", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
