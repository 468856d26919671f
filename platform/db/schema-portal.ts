/**
 * Table types of migration platform/migrations/2026-11-26-001-portal.ts (the conventions of ./schema.ts).
 * Each table is a property: `table_name: RowInterface`.
 */
import type { Generated } from "kysely";

/** doc3 §3 "Customer profile" fields the customers table does not hold. */
export interface CustomerProfileTable {
  customer_id: string;
  address: string;
  driver_license_number: string;
  customer_code: string;
  is_sms_notify: Generated<number>;
  updated_at: string;
}

/** One loyalty programme account per customer: the balance and lifetime sub-ledgers (points). */
export interface LoyaltyAccountTable {
  id: string;
  customer_id: string;
  program_name: string;
  balance_points: Generated<number>;
  lifetime_points: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** doc3 §3 points transaction; `event_key` is unique, so one event is counted once. */
export interface LoyaltyTransactionTable {
  id: string;
  account_id: string;
  customer_id: string;
  /** "addition" or "subtraction". */
  type: string;
  /** Points, positive. */
  amount: number;
  rule_name: string;
  name: string;
  subledger_id: string;
  event_key: string;
  redemption_id: string | null;
  /** yyyy-mm-dd (additions). */
  expiry_date: string | null;
  created_at: string;
}

/** A gift card given for points (doc3 §3 redemption result: code, cvv_Pin). */
export interface LoyaltyRedemptionTable {
  id: string;
  customer_id: string;
  account_id: string;
  reward_type: string;
  name: string;
  card_value_cents: number;
  points: number;
  code: string;
  pin: string | null;
  balance_after: number;
  created_at: string;
}

/** doc3 §3 referral payload, with the referrer (when signed in) and the friend's consent record. */
export interface ReferralTable {
  id: string;
  brand: string;
  referrer_customer_id: string | null;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  zip_code: string;
  ref_name: string;
  ref_email: string;
  ref_phone: string;
  consent_id: string;
  /** The exact text shown beside the referral form, and its page (TCPA). */
  consent_text: string;
  page: string;
  /** "sent" or "purchased". */
  status: string;
  purchased_at: string | null;
  ip_address: string;
  created_at: string;
}

/** doc3 §3 consent record; the TCPA fields are set once, by the first submit. */
export interface ConsentRecordTable {
  id: string;
  brand: string;
  /** Where the record came from, e.g. "referral". */
  source: string;
  first_name: string;
  last_name: string;
  mobile_number: string;
  email: string;
  completed: Generated<number>;
  consent_text: string | null;
  page: string | null;
  ip_address: string | null;
  /** The consent submit as received (name, surname, email, phone, isMarketingConsentGiven). */
  submitted_json: string | null;
  consented_at: string | null;
  created_at: string;
}

export interface PortalTables {
  customer_profiles: CustomerProfileTable;
  loyalty_accounts: LoyaltyAccountTable;
  loyalty_transactions: LoyaltyTransactionTable;
  loyalty_redemptions: LoyaltyRedemptionTable;
  referrals: ReferralTable;
  consent_records: ConsentRecordTable;
}
