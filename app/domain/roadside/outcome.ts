/**
 * doc3 §4.4, §8 roadside outcomes, pure:
 * - after the purchase call: an empty (or missing) payment URL is an error, logged, and the form
 *   shows the payment error; otherwise the browser goes to the payment site;
 * - on the return with `transactionId`: a 503 (or no answer) is logged as a redirection error and
 *   shows the failure with retry; an empty policy number shows the failure with retry; otherwise
 *   the purchase is confirmed (membership number, document link).
 */
import { z } from "zod";

/** doc3 §3 membership result, as the site reads it. */
export const membershipResultSchema = z.object({
  transactionId: z.string(),
  policyNumber: z.string().default(""),
  paymentDate: z.string().default(""),
  email: z.string().default(""),
  policyDocumentUrl: z.string().default(""),
  statusCode: z.number().int(),
  memberType: z.enum(["single", "family"]).catch("single"),
  amount: z.number().default(0),
  startsOn: z.string().default(""),
  endsOn: z.string().default(""),
  resultMessage: z.string().default(""),
});
export type MembershipResult = z.output<typeof membershipResultSchema>;

export type PaymentStart = { kind: "redirect"; url: string } | { kind: "error"; log: "empty payment URL" };

/** doc3 §8: an empty payment URL is logged as an error; only an http(s) address is followed. */
export function paymentStart(paymentUrl: string | null | undefined): PaymentStart {
  const url = (paymentUrl ?? "").trim();
  if (!/^https?:\/\//i.test(url)) return { kind: "error", log: "empty payment URL" };
  return { kind: "redirect", url };
}

/** What the platform answered for the result: the result, a status without one, or nothing (unreachable). */
export type ResultAnswer = { ok: true; data: MembershipResult } | { ok: false; status: number } | null;

export type ReturnView =
  | {
      kind: "confirmed";
      policyNumber: string;
      email: string;
      documentHref: string;
      memberType: "single" | "family";
      paymentDate: string;
      startsOn: string;
      endsOn: string;
      amount: number;
    }
  | { kind: "failed"; reason: "declined" | "not-paid" | "redirection-error" | "not-found"; resultMessage: string; log: "redirection error" | null };

/** doc3 §4.4, §8: the return page's view. */
export function returnView(answer: ResultAnswer): ReturnView {
  if (answer === null || (!answer.ok && answer.status >= 500))
    return { kind: "failed", reason: "redirection-error", resultMessage: "", log: "redirection error" };
  if (!answer.ok) return { kind: "failed", reason: "not-found", resultMessage: "", log: null };
  const result = answer.data;
  if (result.policyNumber.trim() === "")
    return { kind: "failed", reason: result.statusCode === 402 ? "declined" : "not-paid", resultMessage: result.resultMessage, log: null };
  return {
    kind: "confirmed",
    policyNumber: result.policyNumber,
    email: result.email,
    documentHref: documentPath(result.policyDocumentUrl),
    memberType: result.memberType,
    paymentDate: result.paymentDate,
    startsOn: result.startsOn,
    endsOn: result.endsOn,
    amount: result.amount,
  };
}

/** The document link as a path on this site (the platform's URL is on the site's origin); empty when it is not the document's path. */
export function documentPath(url: string): string {
  try {
    const parsed = new URL(url);
    return /^\/roadside\/document\/rsa_[A-Za-z0-9_-]+$/.test(parsed.pathname) ? `${parsed.pathname}${parsed.search}` : "";
  } catch {
    return "";
  }
}
