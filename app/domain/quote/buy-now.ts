/**
 * Buy now (doc2 §2, §4, §8): how a carrier's purchase page opens, which depends on the visitor's
 * browser or app and on the carrier's flags.
 *
 * - `openNewWindow` (per carrier): the carrier's page must run in its own window (it refuses frames).
 * - `bolType` (per carrier): 1 buy online, 2 buy online after the visitor confirms leaving the site,
 *   3 agent only (no buy-now button).
 * - The client: a desktop browser, a phone or tablet browser (narrower than the mobile width, or a
 *   mobile user agent), or an app's embedded web view (which cannot open windows).
 */

export type BuyNowMode = "newWindow" | "confirm" | "frame";
export type ClientKind = "desktop" | "mobile" | "app";

/** bolType values (per carrier). */
export const BOL_TYPE = { buyOnline: 1, confirmFirst: 2, agentOnly: 3 } as const;

export type BuyNowCarrierFlags = { openNewWindow: boolean; bolType: number };

/**
 * doc2 §4 buy-now outcomes:
 * - a carrier that asks for confirmation (bolType 2): the Yes/No modal, everywhere;
 * - a carrier that needs its own window: a new window on a desktop browser; on a phone or in an app
 *   (where pop-ups are blocked or impossible) the Yes/No modal, whose Yes leaves for the carrier;
 * - a carrier that can be framed: the embedded frame, with close and open-in-new-window.
 */
export function buyNowMode(carrier: BuyNowCarrierFlags, client: ClientKind): BuyNowMode {
  if (carrier.bolType === BOL_TYPE.confirmFirst) return "confirm";
  if (carrier.openNewWindow) return client === "desktop" ? "newWindow" : "confirm";
  return "frame";
}

/** Whether the confirm modal's Yes opens a new window (browsers) or leaves in the same one (apps). */
export function confirmOpensNewWindow(client: ClientKind): boolean {
  return client !== "app";
}

/** doc2 §9 mobile width (default 1024 px). */
export const DEFAULT_MOBILE_WIDTH_PX = 1024;

const APP_WEBVIEW = /(; wv\)|\bFBAN\/|\bFBAV\/|\bInstagram\b|\bLine\/|AgencyApp\/)/;
const MOBILE_UA = /\b(Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile)\b/;

/** The visitor's client from the user agent and the viewport width. */
export function clientKind(userAgent: string, viewportWidth: number, mobileWidthPx: number = DEFAULT_MOBILE_WIDTH_PX): ClientKind {
  if (APP_WEBVIEW.test(userAgent)) return "app";
  if (MOBILE_UA.test(userAgent) || viewportWidth < mobileWidthPx) return "mobile";
  return "desktop";
}

/** The log line when the platform gives no buy-now link (doc2 §8). */
export const BUY_NOW_URL_EMPTY = "Buy Now url empty for carrier";

/** Only http(s) links are opened or framed; anything else counts as an empty link. */
export function safeBuyNowUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.toString() : null;
  } catch {
    return null;
  }
}
