/** The #previousQuotes view: sign in with date of birth and phone to see earlier quotes (doc2 §2, §4). */
export interface PreviousQuotesViewProps {
  /** Not found: the quote page goes back to driver step 1 with phone and date of birth prefilled. */
  onNotFound: (prefill: { phone: string; dob: string }) => void;
  /** The new-quote link: the quote page starts the wizard at driver step 1. */
  onNewQuote: () => void;
}

export function PreviousQuotesView(props: PreviousQuotesViewProps) {
  void props;
  return null;
}
