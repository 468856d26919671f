/**
 * The buy-online flow (doc3 §2.1, §4.1, §9): its sections in order, the progress value and the
 * analytics step name of each, where the status on load leads, which section is before a section,
 * the payment result, the payment plan picked and the carrier errors as a list.
 */
import { localizePath, type Language } from "~/domain/site";

/** The flow's page (English at the root, Spanish under /es). */
export const BUY_PATH = "/buy-online";

/** The page of one purchase, with the query parameters of doc3 §2.1. */
export function flowHref(lang: Language, transactionId: string, carrierId: string, extra: Record<string, string> = {}): string {
  const search = new URLSearchParams({ transactionId, carrierId, ...extra });
  return `${localizePath(BUY_PATH, lang)}?${search.toString()}`;
}

/** doc3 §2.1: the sections, in order. */
export const SECTIONS = ["driverInfo", "additionalDrivers", "questions", "policy", "payment", "esign", "sold"] as const;
export type Section = (typeof SECTIONS)[number];

export function isSection(value: unknown): value is Section {
  return typeof value === "string" && (SECTIONS as readonly string[]).includes(value);
}

/** doc3 §2.1 analytics step names, one per section. */
export const STEP_NAMES: Record<Section, string> = {
  driverInfo: "e2e-driverinfo",
  additionalDrivers: "e2e-addldriver",
  questions: "e2e-uw",
  policy: "e2e-policy",
  payment: "e2e-payment",
  esign: "e2e-esign",
  sold: "e2e-sold",
};

/**
 * doc3 §2.1, §9: the progress values 0, 15, 25, 30, 35, 67 and 100, one per section in order
 * (the driver stage ends at 30, the vehicle data at 35, the policy at 67, the sale at 100).
 */
export const PROGRESS: Record<Section, number> = {
  driverInfo: 0,
  additionalDrivers: 15,
  questions: 25,
  policy: 30,
  payment: 35,
  esign: 67,
  sold: 100,
};

/** doc3 §2.1: the sections shown for a carrier (the additional-driver section hidden by `hideadditionaldriversection`). */
export function sectionsFor(options: { hideAdditionalDriverSection: boolean }): Section[] {
  return SECTIONS.filter((s) => !(s === "additionalDrivers" && options.hideAdditionalDriverSection));
}

/** doc3 §4.1: back buttons move to the prior section (none before driver info; none once paid). */
export function previousSection(section: Section, options: { hideAdditionalDriverSection: boolean }): Section | null {
  if (section === "esign" || section === "sold" || section === "driverInfo") return null;
  const shown = sectionsFor(options);
  const at = shown.indexOf(section);
  return at > 0 ? (shown[at - 1] ?? null) : null;
}

export function nextSection(section: Section, options: { hideAdditionalDriverSection: boolean }): Section | null {
  const shown = sectionsFor(options);
  const at = shown.indexOf(section);
  return at >= 0 && at < shown.length - 1 ? (shown[at + 1] ?? null) : null;
}

/** doc3 §3 "Buy-now status", the fields the landing reads, as the platform answers them. */
export interface BuyNowStatus {
  /** doc3 §4.1: -1 none, 0 driver info, 1 policy details / pay now (quote step 2 done), 2 payment result check, 3 e-sign documents, 4 e-sign open, 5 signed (issuing), 6 sold. */
  currentBuyNowStatus: number;
  /** "none", "submitted", "done" or "declined". */
  rc2Status: string;
  /** The open payment session, or "". */
  paymentToken: string;
  /** "none", "pending", "approved" or "declined". */
  paymentStatus: string;
  isESignAvailable: boolean;
}

/**
 * Where the page opens: a section, with the payment result check, the carrier's messages (e-sign
 * not available) or the carrier's decline of quote step 2 (its errors, no pay now).
 */
export type Landing = { section: Section; check?: "payment"; carrierMessages?: true; declined?: true };

const BEFORE_RATING: readonly Section[] = ["driverInfo", "additionalDrivers", "questions"];
const BEFORE_PAYMENT: readonly Section[] = [...BEFORE_RATING, "policy"];

/**
 * doc3 §4.1, the status on load. The sections before the payment share the statuses -1, 0 and 1,
 * so the section this visitor is on (kept with the draft) decides among them, and a reload lands
 * on the same section:
 * -1 or 0: driver info, or the section reached before quote step 2 was sent; when the carrier
 *   declined quote step 2 (rc2 declined, doc3 §8), policy details with the carrier's errors for the
 *   visitor who sent it (reached policy), so the decline shows where the visitor is;
 * 1 (quote step 2 done): the payment check when a payment token is present and payment is pending
 *   (the processor's page is open, or the visitor left during the payment; not when the visitor left
 *   that payment's page with Back, `leftPayment`), the payment section when it was declined (unless a back
 *   button led to an earlier section), else the section reached (policy details with pay now, or an
 *   earlier one after a back button);
 * 2: the payment result check; 3, 4, 5: the e-sign stage, or the carrier's messages when e-sign is
 * not available; 6: sold with the policy documents.
 */
export function landingFor(status: BuyNowStatus, reached: Section | null, leftPayment = ""): Landing {
  const code = status.currentBuyNowStatus;
  if (code >= 6) return { section: "sold" };
  if (code >= 3) return status.isESignAvailable ? { section: "esign" } : { section: "policy", carrierMessages: true };
  if (code === 2) return { section: "payment", check: "payment" };
  if (code === 1) {
    const left = leftPayment !== "" && status.paymentToken === leftPayment;
    if (status.rc2Status === "done" && status.paymentToken && status.paymentStatus === "pending" && !left) return { section: "payment", check: "payment" };
    if (reached && BEFORE_PAYMENT.includes(reached)) return { section: reached };
    if (status.paymentStatus === "declined") return { section: "payment" };
    return { section: "policy" };
  }
  if (status.rc2Status === "declined" && reached === "policy") return { section: "policy", declined: true };
  return { section: reached && BEFORE_RATING.includes(reached) ? reached : "driverInfo" };
}

/** doc3 §4.1 payment result codes: 200 success (then e-sign or reload), 0 the e-sign step, another code a payment failure, none an API failure. */
export type PaymentOutcome = "success" | "esign" | "paymentFailure" | "apiFailure";

export function paymentOutcome(resultCode: number | null | undefined): PaymentOutcome {
  if (resultCode === null || resultCode === undefined || Number.isNaN(resultCode)) return "apiFailure";
  if (resultCode === 200) return "success";
  if (resultCode === 0) return "esign";
  return "paymentFailure";
}

/** doc3 §3 "Payment option", the fields the plan choice reads. */
export interface PaymentOption {
  /** The plan's code (the `payplan` query parameter names one). */
  payPlanCode?: string;
  payPlanNumOfPayments: number;
  payPlanPaymentAmount: number;
  payPlanDownPayment: number;
  payPlanDescription: string;
  totalPremium: number;
  term: number;
}

/**
 * doc3 §4.1: the plan asked for in the `payplan` query parameter (by code or description) when the carrier
 * offers it; else the first option with more than one payment and a term over one; else the option
 * whose description is the carrier's configured one; else the first.
 */
export function pickPaymentOption<O extends PaymentOption>(options: readonly O[], configuredDescription: string, payplan?: string | null): O | null {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  if (payplan) {
    const asked = options.find((o) => same(o.payPlanCode ?? "", payplan) || same(o.payPlanDescription, payplan));
    if (asked) return asked;
  }
  const installments = options.find((o) => o.payPlanNumOfPayments > 1 && o.term > 1);
  if (installments) return installments;
  if (configuredDescription) {
    const configured = options.find((o) => same(o.payPlanDescription, configuredDescription));
    if (configured) return configured;
  }
  return options[0] ?? null;
}

/** doc3 §8: carrier errors shown as a list, each error's text split on the tilde. */
export function carrierErrorList(errors: readonly { text: string }[] | null | undefined): string[] {
  return (errors ?? [])
    .flatMap((e) => e.text.split("~"))
    .map((t) => t.trim())
    .filter((t) => t.length > 0);
}

/** The query parameters of doc3 §2.1, either spelling. */
export function readFlowParams(search: URLSearchParams): { transactionId: string | null; carrierId: string | null; payplan: string | null } {
  const pick = (...names: string[]) => {
    for (const name of names) {
      const value = search.get(name)?.trim();
      if (value) return value.slice(0, 100);
    }
    return null;
  };
  return { transactionId: pick("transactionId", "transactionid"), carrierId: pick("carrierId", "carrierid"), payplan: pick("payplan") };
}

/** doc3 §2.1 iframe container: the message the processor's return, loaded inside the container, sends the page around it. */
export const PAYMENT_RETURN_MESSAGE = "buy-online:payment-return";

/**
 * Where the page around the container goes when the processor's return inside it says the payment
 * is done: only this purchase's own page, on the site's own origin, with the processor's token;
 * anything else (another origin, another page or purchase, no token) is ignored (null).
 */
export function paymentReturnHref(message: unknown, origin: string, purchase: { lang: Language; transactionId: string; carrierId: string }): string | null {
  if (typeof message !== "object" || message === null) return null;
  const { type, href } = message as { type?: unknown; href?: unknown };
  if (type !== PAYMENT_RETURN_MESSAGE || typeof href !== "string" || href.length > 2000) return null;
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname !== localizePath(BUY_PATH, purchase.lang)) return null;
  const params = readFlowParams(url.searchParams);
  const token = url.searchParams.get("token");
  if (params.transactionId !== purchase.transactionId || params.carrierId !== purchase.carrierId || !token) return null;
  return `${url.pathname}${url.search}`;
}
