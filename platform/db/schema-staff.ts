/**
 * Table types of migration platform/migrations/2026-11-26-004-staff.ts (the conventions of ./schema.ts).
 */

export interface StaffMemberTable {
  id: string;
  /** Lower case. */
  email: string;
  name: string;
  /** "agent" (assigned brands only) or "supervisor" (every brand). */
  role: string;
  /** scrypt (platform/services/passwords.ts). */
  password_hash: string;
  active: number;
  created_at: string;
  last_sign_in_at: string | null;
}

export interface StaffBrandTable {
  staff_id: string;
  brand: string;
}

export interface StaffTables {
  staff_members: StaffMemberTable;
  staff_brands: StaffBrandTable;
}
