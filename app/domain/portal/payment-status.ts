/**
 * doc3 §4.6 the payment status of a policy in the portal, derived in one place. The checks run in
 * the order the spec lists them; the first that holds decides:
 *   1. no expiration date                                        → "dash"
 *   2. the expiration date is past                               → "expired"
 *   3. no effective date                                         → "noteffective"
 *   4. the due date is before today                              → "pastdue"
 *   5. the due date is 0 to 48 hours away, enabled date passed   → "duewithin48"
 *   6. the due date is more than 48 hours away, enabled passed   → "paymentdue"
 *   7. the payment-enabled date is still in the future           → "noteffective"
 *   8. not payable and the message says the payment was made     → "paid"
 * Otherwise nothing applies and the status is a dash too.
 *
 * The due date of checks 4 to 7 is that of the installment the customer still owes: a policy the
 * platform answers "This payment has already been made" for owes nothing now, so it goes to 8.
 * The payment-enabled date is the moment the owed installment opens for payment: the previous
 * installment's due date (the first installment opens on the effective date), as the platform's
 * payment rule says. Dates without a time are whole days in the agency's time zone
 * (America/Chicago): a due date is due at the end of its day, an expiration date expires at the
 * end of its day, an enabled date opens at the end of its day.
 */
import { DateTime } from "luxon";
import { ALREADY_PAID_MESSAGE } from "~/domain/payment/outcome";

export const AGENCY_TIME_ZONE = "America/Chicago";
/** doc3 §9 due-soon threshold. */
export const DUE_SOON_HOURS = 48;

export const paymentStatuses = ["dash", "expired", "noteffective", "pastdue", "duewithin48", "paymentdue", "paid"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export interface PolicyForStatus {
  isPayable: boolean;
  message: string;
  details: {
    expirationDate: string;
    effectiveDate: string;
    paymentDueDate: string;
    installments?: readonly { dueDate: string; paid?: boolean }[];
    /** When the platform says it: the date the owed installment opens for payment ("" or absent: derived). */
    paymentEnabledDate?: string;
  };
}

/** A date (yyyy-mm-dd, M/d/yyyy or ISO time) in the agency's time zone; a bare day is taken at its end. */
export function agencyMoment(value: string | undefined | null): DateTime | null {
  const text = (value ?? "").trim();
  if (!text) return null;
  const zone = AGENCY_TIME_ZONE;
  const slashed = /^\d{1,2}\/\d{1,2}\/\d{4}$/.test(text);
  const bareDay = slashed || /^\d{4}-\d{2}-\d{2}$/.test(text);
  const parsed = slashed ? DateTime.fromFormat(text, "M/d/yyyy", { zone }) : DateTime.fromISO(text, { zone });
  if (!parsed.isValid) return null;
  return bareDay ? parsed.endOf("day") : parsed;
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The date the owed installment opens: the platform's when given, else the previous installment's due date, else the effective date. */
export function paymentEnabledDate(policy: PolicyForStatus): string {
  if (policy.details.paymentEnabledDate?.trim()) return policy.details.paymentEnabledDate;
  const due = policy.details.paymentDueDate.trim();
  const installments = [...(policy.details.installments ?? [])].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  const index = installments.findIndex((i) => i.dueDate === due);
  const previous = index > 0 ? installments[index - 1] : undefined;
  return previous?.dueDate ?? policy.details.effectiveDate;
}

/** doc3 §4.6: the one derivation of a policy's payment status. */
export function policyPaymentStatus(policy: PolicyForStatus, now: Date, dueSoonHours = DUE_SOON_HOURS): PaymentStatus {
  const nowMs = now.getTime();
  const expiration = agencyMoment(policy.details.expirationDate);
  if (!policy.details.expirationDate.trim() || !expiration) return "dash";
  if (expiration.toMillis() < nowMs) return "expired";
  if (!policy.details.effectiveDate.trim()) return "noteffective";

  const alreadyPaid = !policy.isPayable && sameText(policy.message, ALREADY_PAID_MESSAGE);
  const due = alreadyPaid ? null : agencyMoment(policy.details.paymentDueDate);
  if (due) {
    const today = DateTime.fromJSDate(now, { zone: AGENCY_TIME_ZONE }).startOf("day");
    if (due < today) return "pastdue";
    const enabled = agencyMoment(paymentEnabledDate(policy));
    const enabledPassed = !enabled || enabled.toMillis() <= nowMs;
    const remaining = due.toMillis() - nowMs;
    if (remaining >= 0 && remaining <= dueSoonHours * 3_600_000 && enabledPassed) return "duewithin48";
    if (remaining > dueSoonHours * 3_600_000 && enabledPassed) return "paymentdue";
    if (!enabledPassed) return "noteffective";
  }
  if (alreadyPaid) return "paid";
  return "dash";
}
