/**
 * Table types of migration platform/migrations/2026-11-26-004-staff.ts (the conventions of ./schema.ts).
 * Each table is a property: `table_name: RowInterface`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface StaffTables {}
