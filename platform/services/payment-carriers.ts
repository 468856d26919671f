/**
 * The carrier payment list (doc1 §3 "Carrier payment list", doc3 §3 "Carrier list"): the carriers
 * whose policies the platform's processor takes payments for, each with the policy-number prefixes
 * that name it (carrierCode), the carrier's own payment site and its logo; and the non-payable list's
 * default link for any other policy. Built from the sample carriers (platform/rating/carriers):
 * a carrier's policy numbers start with its quote prefix (RRI-…, GBC-…).
 */
import { listCarriers } from "../rating/carriers.ts";

export interface CarrierPayment {
  carrierName: string;
  carrierCode: string[];
  carrierUrl: string;
  carrierLogo: string;
}

/** Where a policy that no listed carrier takes is paid (doc1 §8 "carrier not available" link). */
export const NON_PAYABLE_DEFAULT_URL = "https://www.example.com/pay-at-your-carrier";

let cached: CarrierPayment[] | undefined;

export function carrierPaymentList(): CarrierPayment[] {
  cached ??= listCarriers().flatMap((carrier) =>
    "quotePrefix" in carrier && typeof carrier.quotePrefix === "string" && carrier.quotePrefix
      ? [
          {
            carrierName: carrier.companyName,
            carrierCode: [carrier.quotePrefix],
            // Fictional carriers: their payment sites are on reserved example domains.
            carrierUrl: `https://pay.${carrier.id}.example.com/`,
            carrierLogo: carrier.logoUrl,
          },
        ]
      : [],
  );
  return cached;
}

/** The listed carrier whose prefix starts this policy number (longest prefix first), if any. */
export function carrierForPolicyNumber(policyNumber: string): CarrierPayment | undefined {
  const number = policyNumber.toUpperCase();
  let found: CarrierPayment | undefined;
  let length = 0;
  for (const carrier of carrierPaymentList()) {
    for (const code of carrier.carrierCode) {
      if (code.length > length && number.startsWith(code.toUpperCase())) {
        found = carrier;
        length = code.length;
      }
    }
  }
  return found;
}
