/**
 * Table types of migration platform/migrations/2026-11-26-006-roadside.ts (the conventions of ./schema.ts).
 * Each table is a property: `table_name: RowInterface`.
 */

/** doc3 §4.4 states of a roadside purchase. */
export type RoadsidePurchaseStatus = "awaiting_payment" | "paid" | "declined";

export interface RoadsidePurchaseTable {
  /** `rsa_…`: the transactionId the payment site sends the browser back with. */
  id: string;
  /** SHA-256 of the buyer's key (the result and the document are read with it). */
  buyer_key_hash: string;
  brand: string;
  lang: string;
  package_id: number;
  member_type: "single" | "family";
  term_months: number;
  amount_cents: number;
  first_name: string;
  middle_name: string;
  last_name: string;
  /** yyyy-mm-dd; never logged. */
  dob: string;
  /** Never logged. */
  driver_license_number: string;
  secondary_first_name: string | null;
  secondary_last_name: string | null;
  secondary_dob: string | null;
  email: string;
  /** 10 digits, dashes stripped. */
  phone_number: string;
  address_line1: string;
  address_line2: string;
  city: string;
  state: string;
  zip_code: string;
  country: string;
  /** 0 or 1. */
  marketing_consent: number;
  status: RoadsidePurchaseStatus;
  /** The payment attempt the hosted page charges (1, then one more per retry). */
  attempt: number;
  return_url: string;
  created_at: string;
  updated_at: string;
}

export interface RoadsidePurchaseEventTable {
  id: string;
  purchase_id: string;
  from_status: RoadsidePurchaseStatus | null;
  to_status: RoadsidePurchaseStatus;
  detail: string;
  at: string;
}

export interface RoadsidePaymentTable {
  id: string;
  purchase_id: string;
  attempt: number;
  confirmation_id: string;
  /** 0 or 1. */
  approved: number;
  amount_cents: number;
  result_message: string;
  card_last_four: string;
  processor: string;
  confirmed_at: string;
}

export interface RoadsideMembershipTable {
  /** The membership number (doc3 §3 policyNumber). */
  policy_number: string;
  purchase_id: string;
  payment_id: string;
  /** ISO time of the approved payment. */
  payment_date: string;
  /** yyyy-mm-dd, America/Chicago. */
  starts_on: string;
  ends_on: string;
  created_at: string;
}

export interface RoadsideTables {
  roadside_purchases: RoadsidePurchaseTable;
  roadside_purchase_events: RoadsidePurchaseEventTable;
  roadside_payments: RoadsidePaymentTable;
  roadside_memberships: RoadsideMembershipTable;
}
