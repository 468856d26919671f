/** The portal's addresses (English form; localizePath adds /es). */
export const PORTAL_PATH = "/portal";
export const REFER_PATH = "/refer-a-friend";
/** doc3 §2.9 (the site's own contact-preferences page already answers at /consent). */
export const CONSENT_PATH = "/consent-form";
export const POINTS_RESOURCE = "/portal/points";
export const REDEMPTION_RESOURCE = "/portal/redemption";

/** doc3 §2.7: a tab's address. */
export const tabHref = (base: string, tab: string) => (tab === "dashboard" ? base : `${base}?tabid=${tab}`);

/** The quote page's address that reopens a saved transaction's cards (the quote page's `transactionId` entry). */
export const quoteCardsHref = (transactionId: string) => `/quote?transactionId=${encodeURIComponent(transactionId)}`;
