/** Queries of staff accounts and their brands (platform/migrations/2026-11-26-004-staff.ts). */
import type { Db } from "../db/index.ts";
import type { StaffMemberTable } from "../db/schema-staff.ts";

export type StaffRow = StaffMemberTable;

export async function findStaffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  return db.selectFrom("staff_members").selectAll().where("email", "=", email.trim().toLowerCase()).executeTakeFirst();
}

export async function brandsOf(db: Db, staffId: string): Promise<string[]> {
  const rows = await db.selectFrom("staff_brands").select("brand").where("staff_id", "=", staffId).orderBy("brand").execute();
  return rows.map((r) => r.brand);
}

/** Inserts the member and their brands when the e-mail is not there yet (seeding and tests). */
export async function insertStaff(db: Db, row: StaffRow, brands: readonly string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto("staff_members").values(row).execute();
    for (const brand of brands) await trx.insertInto("staff_brands").values({ staff_id: row.id, brand }).execute();
  });
}

export async function markSignedIn(db: Db, staffId: string, at: string): Promise<void> {
  await db.updateTable("staff_members").set({ last_sign_in_at: at }).where("id", "=", staffId).execute();
}

/** The staff member's names by id (for "decided by" columns). */
export async function namesOf(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("staff_members")
    .select(["id", "name"])
    .where("id", "in", [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}
