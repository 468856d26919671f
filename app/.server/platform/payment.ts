/**
 * The make-a-payment page's platform calls, with their answer
 * schemas. Every call goes through the site's client: the site's credential, the spec header and
 * the visitor's address (the platform counts its per-visitor limits on it).
 *
 *   POST /api/payment/policyLookup  { policyNumber, receiptEmail, receiptPhone, dob }   doc1 §3 policy lookup response
 *   POST /api/payment/token         { policyId, token, returnUrl }                      { message, paymentUrl, token }
 *   GET  /api/payment/result        ?token=                                             { customerPayment }
 *   GET  /api/payment/carriers                                                          { carriers, nonPayable: { defaultUrl } }
 */
import { z } from "zod";
import type { PlatformAnswer, PlatformClient } from "~/.server/platform";
import type { PaymentLookupPayload } from "~/domain/payment/form";
import { carrierPaymentSchema, customerPaymentSchema, paymentTokenResponseSchema, policyLookupResponseSchema } from "~/domain/payment/outcome";

export { paymentTokenResponseSchema, policyLookupResponseSchema };

export const carriersAnswerSchema = z.object({
  carriers: z.array(carrierPaymentSchema).default([]),
  nonPayable: z.object({ defaultUrl: z.string().default("") }).prefault({}),
});
export type CarriersAnswer = z.output<typeof carriersAnswerSchema>;

export const resultAnswerSchema = z.object({ customerPayment: customerPaymentSchema.nullish() });

/** A payment token as the platform issues it: an opaque string that fits a query value. */
export const PAYMENT_TOKEN = /^[A-Za-z0-9._~-]{8,512}$/;

export function lookupPolicy(platform: PlatformClient, payload: PaymentLookupPayload): Promise<PlatformAnswer<z.output<typeof policyLookupResponseSchema>>> {
  return platform.post("/api/payment/policyLookup", payload, policyLookupResponseSchema);
}

export function paymentCarriers(platform: PlatformClient): Promise<PlatformAnswer<CarriersAnswer>> {
  return platform.get("/api/payment/carriers", {}, carriersAnswerSchema);
}

export function startPayment(platform: PlatformClient, body: { policyId: string; token: string; returnUrl: string }) {
  return platform.post("/api/payment/token", body, paymentTokenResponseSchema, { logContext: { policyId: body.policyId } });
}

export async function paymentResultOf(platform: PlatformClient, token: string): Promise<unknown> {
  const answer = await platform.get("/api/payment/result", { token }, resultAnswerSchema);
  return answer?.ok ? (answer.data.customerPayment ?? null) : null;
}
