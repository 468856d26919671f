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

/** Whether a path (either language) is the quote page, whose UI strings only it needs. */
export function isQuotePagePath(pathname: string): boolean {
  return /^(?:\/es)?\/(?:quote(?:\/|$)|get-a-quote-ca(?:\/|$))/.test(pathname);
}
