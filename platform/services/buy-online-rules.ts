/**
 * The rules of buying online (doc3 §4.1), one place each:
 * - the buy-now status codes and the transitions allowed between them;
 * - where a page load goes for a status (`sectionForStatus`);
 * - what a payment result code means (`paymentOutcome`);
 * - which payment plan is paid (`pickPaymentPlan`).
 */

/** doc3 §4.1 currentBuyNowStatus. */
export const BUY_NOW = {
  /** No purchase with this carrier yet. */
  none: -1,
  /** Started: driver info, additional drivers, questions (quote step 2 not accepted yet). */
  driverInfo: 0,
  /** Quote step 2 accepted and re-rated (rc2 done): policy details with pay now. */
  payNow: 1,
  /** The processor confirmed a payment: its result is to be checked. */
  paymentCheck: 2,
  /** Paid: the e-sign documents are ready. */
  esignReady: 3,
  /** Signing opened (e-sign url given). */
  esignOpen: 4,
  /** Signed (or no e-signature needed): the policy is being issued. */
  signed: 5,
  /** Policy issued (rc3 = 3): sold, with the policy documents. */
  sold: 6,
} as const;
export type BuyNowStatusCode = (typeof BUY_NOW)[keyof typeof BUY_NOW];

/** Every transition allowed, with the event that makes it. Nothing else moves a purchase. */
export const TRANSITIONS: readonly { from: number; to: number; event: string }[] = [
  { from: BUY_NOW.none, to: BUY_NOW.driverInfo, event: "started" },
  { from: BUY_NOW.driverInfo, to: BUY_NOW.payNow, event: "quoteStep2Rated" },
  { from: BUY_NOW.payNow, to: BUY_NOW.paymentCheck, event: "paymentConfirmedByProcessor" },
  { from: BUY_NOW.paymentCheck, to: BUY_NOW.payNow, event: "paymentDeclined" },
  { from: BUY_NOW.paymentCheck, to: BUY_NOW.esignReady, event: "paymentApproved" },
  { from: BUY_NOW.esignReady, to: BUY_NOW.esignOpen, event: "esignOpened" },
  { from: BUY_NOW.esignReady, to: BUY_NOW.signed, event: "esignNotRequired" },
  { from: BUY_NOW.esignOpen, to: BUY_NOW.signed, event: "esigned" },
  { from: BUY_NOW.signed, to: BUY_NOW.sold, event: "policyIssued" },
];

export function isAllowedTransition(from: number, to: number, event: string): boolean {
  return TRANSITIONS.some((t) => t.from === from && t.to === to && t.event === event);
}

export type Section = "driverInfo" | "payment" | "paymentCheck" | "esign" | "carrierMessages" | "sold";

/**
 * doc3 §4.1 on load: -1 or 0 driver info; 1 e-sign, or the payment check when rc2 is done, a payment
 * token is present and the payment is pending (policy details with pay now when no payment was
 * started); 2 payment result check; 3, 4, 5 e-sign, or the carrier messages (reload) when e-sign is
 * not available; 6 sold.
 */
export function sectionForStatus(status: {
  currentBuyNowStatus: number;
  rc2Status: string;
  paymentToken: string;
  paymentStatus: string;
  isESignAvailable: boolean;
}): Section {
  switch (status.currentBuyNowStatus) {
    case BUY_NOW.none:
    case BUY_NOW.driverInfo:
      return "driverInfo";
    case BUY_NOW.payNow:
      if (status.rc2Status === "done" && status.paymentToken !== "" && status.paymentStatus === "pending") return "paymentCheck";
      return "payment";
    case BUY_NOW.paymentCheck:
      return "paymentCheck";
    case BUY_NOW.esignReady:
    case BUY_NOW.esignOpen:
    case BUY_NOW.signed:
      return status.isESignAvailable ? "esign" : "carrierMessages";
    case BUY_NOW.sold:
      return "sold";
    default:
      return "driverInfo";
  }
}

/** doc3 §4.1 payment result codes: 200 success (e-sign or reload), 0 to the e-sign step, another code payment failure, none an API failure. */
export function paymentOutcome(resultCode: number | null | undefined): "success" | "esign" | "paymentFailure" | "apiFailure" {
  if (resultCode === null || resultCode === undefined) return "apiFailure";
  if (resultCode === 200) return "success";
  if (resultCode === 0) return "esign";
  return "paymentFailure";
}

export interface PlanOption {
  payPlanCode: string;
  payPlanNumOfPayments: number;
  payPlanDescription: string;
  term: number;
}

/**
 * doc3 §4.1 the payment plan: the one asked for (`payplan` query parameter, by code or description) when offered; else the
 * first option with more than one payment and a term over one; else the option whose description
 * is the carrier configuration's; else the first option.
 */
export function pickPaymentPlan<T extends PlanOption>(options: readonly T[], configuredDescription: string, asked?: string): T | undefined {
  if (asked) {
    const same = (a: string) => a.trim().toUpperCase() === asked.trim().toUpperCase();
    const wanted = options.find((o) => same(o.payPlanCode)) ?? options.find((o) => same(o.payPlanDescription));
    if (wanted) return wanted;
  }
  const installments = options.find((o) => o.payPlanNumOfPayments > 1 && o.term > 1);
  if (installments) return installments;
  const described = configuredDescription.trim().toLowerCase();
  const configured = described ? options.find((o) => o.payPlanDescription.trim().toLowerCase() === described) : undefined;
  return configured ?? options[0];
}
