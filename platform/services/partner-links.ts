/**
 * Signed partner links (a partner lead pre-fills the quote form only through a link the
 * platform signed). `sig` = HMAC-SHA256, base64url, with PARTNER_LINK_SECRET over
 * `${utm_source}:${customerid}` (a link by customer id) or `${utm_source}:gclid:${gclid}` (by click id).
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export type PartnerLinkKey = { source: string; customerId: string } | { source: string; gclid: string };

function message(key: PartnerLinkKey): string {
  return "customerId" in key ? `${key.source}:${key.customerId}` : `${key.source}:gclid:${key.gclid}`;
}

export function partnerLinkSignature(secret: string, key: PartnerLinkKey): string {
  return createHmac("sha256", secret).update(message(key)).digest("base64url");
}

/** True when `sig` is this key's signature (constant-time; a missing or malformed one is false). */
export function verifyPartnerLink(secret: string, key: PartnerLinkKey, sig: string | undefined): boolean {
  if (!sig) return false;
  const expected = createHmac("sha256", secret).update(message(key)).digest();
  const given = Buffer.from(sig, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
