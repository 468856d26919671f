/**
 * Demo staff for the agent console: an agent of one brand and a supervisor of every
 * brand, password `Console#2026`. Idempotent: a member whose e-mail is there already is left as is.
 *
 *   await seedStaff(db, now, passwordCost);   // from ./index.ts
 */
import type { Db } from "../db/index.ts";
import { isUniqueViolation, nowIso } from "../db/index.ts";
import { findStaffByEmail, insertStaff } from "../repositories/staff.ts";
import { hashPassword } from "../services/passwords.ts";

export const DEMO_STAFF_PASSWORD = "Console#2026";

export const demoStaff = [
  { id: "staff-agent-lonestar", email: "agent.lonestar@example.com", name: "Ana Morales", role: "agent", brands: ["lonestar"] },
  { id: "staff-supervisor", email: "supervisor@example.com", name: "Sam Rivera", role: "supervisor", brands: [] as string[] },
] as const;

export async function seedStaff(db: Db, now: Date = new Date(), passwordCost = 15): Promise<{ staff: number }> {
  let created = 0;
  for (const member of demoStaff) {
    if (await findStaffByEmail(db, member.email)) continue;
    try {
      await insertStaff(
        db,
        {
          id: member.id,
          email: member.email,
          name: member.name,
          role: member.role,
          password_hash: await hashPassword(DEMO_STAFF_PASSWORD, passwordCost),
          active: 1,
          created_at: nowIso(now),
          last_sign_in_at: null,
        },
        member.brands,
      );
      created++;
    } catch (error) {
      // Another process seeded the same member meanwhile.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return { staff: created };
}
