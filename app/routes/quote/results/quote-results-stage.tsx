/** The quote stage: loading, quote cards as each carrier answers, or no quotes (doc2 §2, §4). */
export interface QuoteResultsStageProps {
  /** The submitted rating transaction (also kept in the visitor's session). */
  transactionId: string;
  /** The primary driver's first name: the no-quotes title carries it in {0}. */
  firstName: string;
  /** "Try again" on the no-quotes view and edits from the quote stage: back to a wizard stage. */
  onEditStage: (stage: "driversummary" | "vehiclesummary" | "coverage") => void;
}

export function QuoteResultsStage(props: QuoteResultsStageProps) {
  void props;
  return null;
}
