/** The portal's addresses (English form; localizePath adds /es). */
export const PORTAL_PATH = "/my-account";
export const REFER_PATH = "/refer-a-friend";
export const CONSENT_PATH = "/consent";
export const POINTS_RESOURCE = "/portal/points";

/** doc3 §2.7: a tab's address. */
export const tabHref = (base: string, tab: string) => (tab === "dashboard" ? base : `${base}?tabid=${tab}`);

/** The quote page's address that reopens a saved transaction's cards (the quote page's `transactionId` entry). */
export const quoteCardsHref = (transactionId: string) => `/quote?transactionId=${encodeURIComponent(transactionId)}`;
