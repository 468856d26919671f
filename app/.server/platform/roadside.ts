/**
 * The roadside pages' platform calls (doc3 §7.4), with their answer schemas. Every call
 * goes through the site's client (the site's credential, the spec header, the visitor's address).
 *
 *   POST /api/roadside/purchase          doc3 §3 purchase fields + returnUrl    { transactionId, paymentUrl, buyerKey }
 *   POST /api/roadside/payment           { transactionId, buyerKey, returnUrl }  { paymentUrl }
 *   POST /api/roadside/membershipResult  { transactionId, buyerKey }             doc3 §3 membership result
 *   POST /api/roadside/document          { transactionId, key }                  { fileName, pdf (base64) }
 */
import { z } from "zod";
import type { PlatformAnswer, PlatformClient } from "~/.server/platform";
import type { RoadsidePurchase } from "~/domain/roadside/form";
import { membershipResultSchema, type MembershipResult } from "~/domain/roadside/outcome";

export { membershipResultSchema };

export const TRANSACTION_ID = /^rsa_[A-Za-z0-9_-]{20,40}$/;

export const startedSchema = z.object({ transactionId: z.string(), paymentUrl: z.string().default(""), buyerKey: z.string() });
export const retrySchema = z.object({ paymentUrl: z.string().default("") });
export const documentSchema = z.object({ fileName: z.string(), pdf: z.string() });

export type PurchaseBody = Omit<RoadsidePurchase, "memberType"> & { package: number; amount: number; returnUrl: string };

export function purchase(platform: PlatformClient, body: PurchaseBody): Promise<PlatformAnswer<z.output<typeof startedSchema>>> {
  return platform.post("/api/roadside/purchase", body, startedSchema);
}

export function retry(platform: PlatformClient, body: { transactionId: string; buyerKey: string; returnUrl: string }) {
  return platform.post("/api/roadside/payment", body, retrySchema, { logContext: { transactionId: body.transactionId } });
}

export function membershipResult(platform: PlatformClient, transactionId: string, buyerKey: string): Promise<PlatformAnswer<MembershipResult>> {
  return platform.post("/api/roadside/membershipResult", { transactionId, buyerKey }, membershipResultSchema, { logContext: { transactionId } });
}

export function membershipDocument(platform: PlatformClient, transactionId: string, key: string) {
  return platform.post("/api/roadside/document", { transactionId, key }, documentSchema, { logContext: { transactionId } });
}
