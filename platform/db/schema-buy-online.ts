/**
 * Table types of migration platform/migrations/2026-11-26-002-buy-online.ts (the conventions of ./schema.ts).
 * Each table is a property: `table_name: RowInterface`.
 */

/** One purchase: the buy-now state of a transaction with one carrier (doc3 §3 "Buy-now status", §4.1). */
export interface BuyNowPurchaseTable {
  id: string;
  transaction_id: string;
  carrier_id: string;
  brand: string;
  lang: string;
  /** doc3 §4.1 currentBuyNowStatus: 0 … 6 (-1 is "no row"). Changed only by a conditional update from the expected status. */
  status: number;
  /** The transitions stored so far (the next one is numbered status_seq + 1). */
  status_seq: number;
  /** "none", "submitted", "done" or "declined". */
  rc2_status: string;
  /** 0 not started, 1 requested, 2 failed, 3 policy issued. */
  rc3_status: number;
  rate_quote_id: string;
  quote_number: string;
  is_esign_available: number;
  /** "none", "open" or "signed". */
  esign_status: string;
  /** The open payment session (buy_now_payments.id) or null. */
  payment_session_id: string | null;
  /** "none", "pending", "approved" or "declined". */
  payment_status: string;
  payment_description: string;
  payment_amount_cents: number;
  /** The payment option picked (doc3 §4.1), JSON. */
  payment_plan_json: string | null;
  /** The request key of the quote step 2 accepted (a repeat with the same key changes nothing). */
  step2_key: string | null;
  /** The verified customer, drivers, vehicles and answers (quote step 2), JSON. */
  step2_json: string | null;
  /** The carrier's answer to the re-rating with the verified data (RateResult), JSON. */
  rerated_json: string | null;
  /** Reserved when the payment is approved; the issued policy carries it. */
  policy_number: string | null;
  /** policies.id once issued (rc3PolicyId). */
  policy_id: string | null;
  customer_id: string | null;
  /** JSON array of carrier messages. */
  rc3_messages_json: string;
  /** "none", "sent" or "failed". */
  signed_policy_send_status: string;
  created_at: string;
  updated_at: string;
}

/** Every status change of a purchase, numbered without gaps (unique per purchase and number). */
export interface BuyNowTransitionTable {
  id: string;
  purchase_id: string;
  seq: number;
  from_status: number;
  to_status: number;
  event: string;
  created_at: string;
}

/** A payment session at the processor for a purchase's down payment, with the processor's confirmation once. */
export interface BuyNowPaymentTable {
  /** `bpay_…`: the hosted page's address. */
  id: string;
  purchase_id: string;
  /** SHA-256 of the result token the browser returns with. */
  result_token_hash: string;
  brand: string;
  lang: string;
  amount_cents: number;
  description: string;
  return_url: string;
  processor: string;
  created_at: string;
  expires_at: string;
  /** When a card post claimed the session to charge it (one charge at a time); null when free. */
  charging_at: string | null;
  /** Set once by the processor's confirmation (conditional update where null). */
  confirmation_id: string | null;
  approved: number | null;
  result_message: string | null;
  card_last_four: string | null;
  confirmed_at: string | null;
}

/** A document of a purchase: written once, never changed (its bytes and their SHA-256). */
export interface BuyNowDocumentTable {
  id: string;
  purchase_id: string;
  /** 1 declarations page, 2 proof-of-insurance ID card. */
  document_type: number;
  policy_number: string;
  lang: string;
  file_name: string;
  /** The PDF, base64 (portable text column). */
  content_base64: string;
  sha256: string;
  created_at: string;
}

/** The e-signature of a purchase (one per purchase): the ESIGN Act record of who signed what, when and from where. */
export interface BuyNowSignatureTable {
  id: string;
  purchase_id: string;
  signer_name: string;
  signer_email: string;
  ip_address: string;
  user_agent: string;
  /** The exact affirmation statement agreed to. */
  affirmation_text: string;
  lang: string;
  /** `[{ documentType, fileName, sha256 }]` of the documents signed. */
  documents_json: string;
  signed_at: string;
}

export interface BuyOnlineTables {
  buy_now_purchases: BuyNowPurchaseTable;
  buy_now_transitions: BuyNowTransitionTable;
  buy_now_payments: BuyNowPaymentTable;
  buy_now_documents: BuyNowDocumentTable;
  buy_now_signatures: BuyNowSignatureTable;
}
