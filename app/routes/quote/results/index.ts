/**
 * The quote results stage and the returning-visitor views (doc2 §2, §4, §7–§9), as the quote page
 * mounts them. The quote page (app/routes/quote/) owns the wizard and the session's transaction;
 * this folder owns what happens once a transaction is submitted, and the previous-quotes view.
 */
export { QuoteResultsStage, type QuoteResultsStageProps } from "./quote-results-stage";
export { PreviousQuotesView, type PreviousQuotesViewProps } from "./previous-quotes-view";
export { VerifyOwnerModal, type VerifyOwnerModalProps } from "./verify-owner-modal";
