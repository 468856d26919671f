/**
 * Every migration of the platform database, in order. One set for SQLite and PostgreSQL.
 * To add tables: add a file `YYYY-MM-DD-NNN-name.ts` exporting `up` (and `down`) written with
 * Kysely's schema builder and portable types (text, integer), and list it here.
 */
import type { Migration, MigrationProvider } from "kysely/migration";
import * as core from "./2026-11-21-001-core.ts";
import * as reference from "../reference/migration.ts";
import * as publicForms from "./2026-11-22-001-public-forms.ts";
import * as quoteResults from "./2026-11-22-003-quote-results.ts";
import * as quoteDrafts from "./2026-11-22-004-quote-drafts.ts";
import * as security from "./2026-11-24-001-security.ts";
import * as customerAccounts from "./2026-11-25-001-customer-accounts.ts";
import * as payments from "./2026-11-25-002-payments.ts";
import * as portalTables from "./2026-11-26-001-portal.ts";
import * as buyOnlineTables from "./2026-11-26-002-buy-online.ts";
import * as followUpTables from "./2026-11-26-003-follow-up.ts";
import * as staffTables from "./2026-11-26-004-staff.ts";
import * as rentersTables from "./2026-11-26-005-renters.ts";
import * as roadsideTables from "./2026-11-26-006-roadside.ts";
import * as leadRequestKeys from "./2026-11-27-001-lead-request-keys.ts";
import * as leadsByTransaction from "./2026-11-27-002-leads-by-transaction.ts";

export const migrations: Record<string, Migration> = {
  "2026-11-21-001-core": core,
  // Reference data (licence uploads); written with ifNotExists, as platform/routes/reference.ts also runs it on demand.
  "2026-11-21-002-reference": reference,
  "2026-11-22-001-public-forms": publicForms,
  "2026-11-22-003-quote-results": quoteResults,
  "2026-11-22-004-quote-drafts": quoteDrafts,
  "2026-11-24-001-security": security,
  "2026-11-25-001-customer-accounts": customerAccounts,
  "2026-11-25-002-payments": payments,
  "2026-11-26-001-portal": portalTables,
  "2026-11-26-002-buy-online": buyOnlineTables,
  "2026-11-26-003-follow-up": followUpTables,
  "2026-11-26-004-staff": staffTables,
  "2026-11-26-005-renters": rentersTables,
  "2026-11-26-006-roadside": roadsideTables,
  "2026-11-27-001-lead-request-keys": leadRequestKeys,
  "2026-11-27-002-leads-by-transaction": leadsByTransaction,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
