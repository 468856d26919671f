/**
 * Table types of migration platform/migrations/2026-11-26-003-follow-up.ts (the conventions of ./schema.ts).
 */

/**
 * doc3 §3 "Session tracking row", keyed by TransactionId. Per channel, code 1 is the code the
 * platform sent (AES-GCM sealed: only the console opens it) with status 1 "sent" or "expired", and
 * code 2 is the customer's entry with status 2 "" , "verify" (awaiting the agent), "yes" or "no".
 */
export interface FollowUpTrackingTable {
  transaction_id: string;
  brand: string;
  /** The customer's language ("en" or "es"): the language of the codes' messages. */
  lang: string;
  rate_quote_id: string;
  /** "", "no", "verify-1", "verify-2" (that many codes await the agent) or "yes". */
  contact_verification_status: string;
  /** "", "Success" or "Failure" (doc3 §8). */
  agent_notification: string;
  agent_notified_at: string | null;
  notification_handled_by: string | null;
  notification_handled_at: string | null;
  /** "Yes" or "No". */
  request_call_back: string;
  call_back_requested_at: string | null;
  call_back_handled_by: string | null;
  call_back_handled_at: string | null;
  /** US Central time (America/Chicago), yyyy-MM-dd HH:mm:ss. */
  visit_date: string;
  email_code_1: string;
  email_code_status_1: string;
  email_code_2: string;
  email_code_status_2: string;
  text_code_1: string;
  text_code_status_1: string;
  text_code_2: string;
  text_code_status_2: string;
  /** Submissions per channel since the last reset (doc3 §9: 3). */
  email_attempts: number;
  text_attempts: number;
  /** The doc3 §8 message due: emailWrong, textWrong, bothWrong, finalFailure, or null. */
  outcome: string | null;
  /** The logged step values, JSON object of strings. */
  steps_json: string;
  created_at: string;
  /** doc3 §3 "Timestamp". */
  updated_at: string;
}

export interface VerificationCodeTable {
  id: string;
  transaction_id: string;
  /** "email" or "sms". */
  channel: string;
  /** HMAC-SHA256 of the code under the platform secret. */
  code_hash: string;
  /** The code, AES-256-GCM sealed under a key derived from the platform secret (for the agent's comparison). */
  code_sealed: string;
  /** The e-mail address or phone digits it went to. */
  sent_to: string;
  outbox_id: string | null;
  /** "sent", "verify", "yes", "no", "expired" or "replaced". */
  status: string;
  /** How many times the customer submitted an entry for this code. */
  attempts: number;
  submitted_code: string | null;
  submitted_at: string | null;
  /** Whether the latest entry equals the code (1/0; null before any entry). */
  matches: number | null;
  decided_by: string | null;
  decided_at: string | null;
  created_at: string;
  expires_at: string;
}

export interface TrackingEventTable {
  id: string;
  transaction_id: string;
  brand: string;
  /** tracking-created, tracking-updated, code-sent, code-submitted, code-confirmed, code-rejected, counters-reset, call-back-requested, call-back-handled, agent-notified, notification-handled. */
  kind: string;
  channel: string | null;
  /** "customer" (through the site) or "staff:<id>". */
  actor: string;
  detail_json: string;
  at: string;
}

export interface FollowUpTables {
  follow_up_tracking: FollowUpTrackingTable;
  verification_codes: VerificationCodeTable;
  tracking_events: TrackingEventTable;
}
