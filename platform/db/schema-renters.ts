/**
 * Table types of migration platform/migrations/2026-11-26-005-renters.ts (the conventions of ./schema.ts).
 * Each table is a property: `table_name: RowInterface`.
 */

/** A renters quote; its id is the transaction id (doc3 §2.3 repeat quote). */
export interface RentersQuoteTable {
  id: string;
  brand: string;
  lang: string;
  zip_code: string;
  state: string;
  /** The quote request as given (platform/services/renters-schemas.ts RentersQuoteInput). */
  input_json: string;
  created_at: string;
  updated_at: string;
}

/** One carrier's answer to a renters quote. */
export interface RentersRateTable {
  id: string;
  quote_id: string;
  carrier_id: string;
  /** "pending", "done" or "error". */
  status: string;
  /** RentersRate (platform/rating/renters/types.ts) when done. */
  rate_json: string | null;
  error_message: string | null;
  created_at: string;
  completed_at: string | null;
}

/** A sandbox card token (doc3 §3); only the token's SHA-256 is kept, never the card number. */
export interface CardTokenTable {
  token_hash: string;
  merchant_id: string;
  processor: string;
  payment_method: string;
  card_holder_name: string;
  /** MM/YY. */
  expiry: string;
  card_type: string;
  last_four: string;
  /** The sandbox's decline message for its declining test numbers; null when it approves. */
  sandbox_decline: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A renters purchase: submitted → charging → purchased | failed. */
export interface RentersPurchaseTable {
  id: string;
  quote_id: string;
  carrier_id: string;
  payment_token_hash: string;
  payment_plan: string;
  installment_day: number | null;
  effective_date: string;
  down_payment_cents: number;
  total_premium_cents: number;
  status: string;
  request_json: string;
  policy_id: string | null;
  policy_number: string | null;
  message: string;
  created_at: string;
  updated_at: string;
}

export interface RentersPurchaseEventTable {
  id: string;
  purchase_id: string;
  from_status: string | null;
  to_status: string;
  note: string;
  at: string;
}

export interface RentersTables {
  renters_quotes: RentersQuoteTable;
  renters_rates: RentersRateTable;
  card_tokens: CardTokenTable;
  renters_purchases: RentersPurchaseTable;
  renters_purchase_events: RentersPurchaseEventTable;
}
