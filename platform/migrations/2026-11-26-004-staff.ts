/**
 * Staff accounts, roles and brands: the agent console's sign-in, separate from customers.
 * - staff_members: e-mail, name, role ("agent" or "supervisor"), scrypt password hash;
 * - staff_brands: the brands an agent may see (a supervisor sees every brand).
 * Portable types only, so SQLite and PostgreSQL run the same migration.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("staff_members")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("active", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_sign_in_at", "text")
    .execute();

  await db.schema
    .createTable("staff_brands")
    .addColumn("staff_id", "text", (c) => c.notNull())
    .addColumn("brand", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("staff_brands_pk", ["staff_id", "brand"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("staff_brands").ifExists().execute();
  await db.schema.dropTable("staff_members").ifExists().execute();
}
