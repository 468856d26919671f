/**
 * Limits and scopes that every instance shares and that survive a restart:
 * - rate_limits: the per-visitor counters (platform/http/rate-limit.ts), `expire` in epoch ms;
 * - transaction_owner_checks: failed owner checks per rating transaction (3 allowed);
 * - tokens.scope: what a customer token may read ("transaction": its own transaction only;
 *   "customer": every transaction of its e-mail, once the owner has been verified).
 * Portable types only, so SQLite and PostgreSQL run the same migration.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("points", "integer", (c) => c.notNull())
    .addColumn("expire", "bigint")
    .execute();
  await db.schema.createIndex("rate_limits_expire").on("rate_limits").column("expire").execute();

  await db.schema
    .createTable("transaction_owner_checks")
    .addColumn("transaction_id", "text", (c) => c.primaryKey())
    .addColumn("failed_attempts", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema.alterTable("tokens").addColumn("scope", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("tokens").dropColumn("scope").execute();
  await db.schema.dropTable("transaction_owner_checks").ifExists().execute();
  await db.schema.dropTable("rate_limits").ifExists().execute();
}
