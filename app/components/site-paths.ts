/** Addresses the page shell links to (English form; localizePath adds /es). */
export const sitePaths = {
  home: "/",
  quoteAnchor: "/#quote",
  /** doc1 §2: the zip form posts here; the quote page's previous-quotes anchor. */
  quote: "/quote",
  previousQuotes: "/quote#previousQuotes",
  offices: "/offices",
  signIn: "/sign-in",
  createAccount: "/create-account",
  forgotPassword: "/forgot-password",
  /** doc3 §2.6: the password-reset e-mail's link (`?token=&state=`). */
  setPassword: "/set-password",
  signOut: "/sign-out",
  myAccount: "/portal",
  referFriend: "/refer-a-friend",
  makePayment: "/make-a-payment",
} as const;

/**
 * The areas whose UI strings only their own pages receive (about four fifths of all strings); every
 * other branch (the shell's, the reading pages' and the widgets') goes to every page. Paths in
 * English form: a Spanish path is the same under /es.
 */
const STRING_AREAS = [
  { area: "quote", path: /^\/(?:quote|get-a-quote-ca)(?:\/|$)/, branches: ["quote", "quotes"] },
  { area: "portal", path: /^\/(?:portal|refer-a-friend|consent-form)(?:\/|$)/, branches: ["portal", "customer", "payment"] },
  { area: "account", path: /^\/(?:sign-in|sign-out|forgot-password|set-password|create-account|account)(?:\/|$)/, branches: ["customer"] },
  { area: "payment", path: /^\/make-a-payment(?:\/|$)/, branches: ["payment"] },
  { area: "buy", path: /^\/buy-online(?:\/|$)/, branches: ["buy"] },
  { area: "followUp", path: /^\/follow-up(?:\/|$)/, branches: ["followUp"] },
  { area: "console", path: /^\/console(?:\/|$)/, branches: ["agentConsole"] },
  { area: "renters", path: /^\/renters(?:\/|$)/, branches: ["renters"] },
  { area: "roadside", path: /^\/roadside(?:\/|$)/, branches: ["roadside"] },
] as const;

/** Every branch of UI strings that only its area's pages receive. */
export const AREA_STRING_BRANCHES: ReadonlySet<string> = new Set(STRING_AREAS.flatMap((entry) => entry.branches));

/** The area of a path (either language) for its UI strings, or "" for the reading pages. */
export function stringAreaOf(pathname: string): string {
  const english = pathname === "/es" ? "/" : pathname.startsWith("/es/") ? pathname.slice(3) : pathname;
  return STRING_AREAS.find((entry) => entry.path.test(english))?.area ?? "";
}

/** The area branches a path's page receives besides the shared ones. */
export function stringBranchesOf(pathname: string): readonly string[] {
  const area = stringAreaOf(pathname);
  return STRING_AREAS.find((entry) => entry.area === area)?.branches ?? [];
}

/** Whether a path (either language) is the quote page, whose UI strings only it needs. */
export function isQuotePagePath(pathname: string): boolean {
  return stringAreaOf(pathname) === "quote";
}
