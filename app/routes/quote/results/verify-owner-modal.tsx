/** Asks for the date of birth before a saved quote loads; 3 attempts counted by the platform (doc2 §4, §8). */
export interface VerifyOwnerModalProps {
  rateQuoteId: string;
  /** The owner is verified: the session now lists this quote; the page loads it. */
  onVerified: () => void;
  /** "Quote not found!" or the third failure: the quote page resets to driver step 1. */
  onReset: () => void;
}

export function VerifyOwnerModal(props: VerifyOwnerModalProps) {
  void props;
  return null;
}
