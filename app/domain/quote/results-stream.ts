/**
 * The quote stage's results as they arrive (doc2 §2, §4, §9), shared by the streamed view
 * (server-sent events, one event per carrier answer) and the 3-second polling fallback.
 *
 * The server sends, per carrier that answered, the one quote its card shows (carrier rules already
 * applied), and progress counts. The browser folds them into `ResultsState` with `addQuotes` and
 * `withProgress`; the view reads what to show with `stagePhase`, `waitingOn` and `newArrivals`.
 */
import type { QuoteRate } from "./pay-plan";
import { waitPhase, type WaitSettings } from "./waiting";

export type CoverageLine = { coverageCd: string; coverageName: string; limit: string; deductible: string };

/** One quote card: the fields of doc2 §3 "Quote result (rate)" the cards read. */
export type CardQuote = QuoteRate & {
  rateQuoteId: string;
  carrierId: string;
  companyID: string;
  logoUrl: string;
  term: number;
  payPlan: string;
  payPlanDescription: string;
  payPlanDownPayment: number;
  payPlanPaymentAmount: number;
  payPlanNumOfPayments: number;
  quoteNumber: string;
  effectiveDate: string;
  showBuyButton: boolean;
  bolType: number;
  openNewWindow: boolean;
  /** doc2 §1 weekday rules: the days its call-to-action buttons show (0 Sunday … 6 Saturday); empty: every day. */
  callToActionWeekdays?: readonly number[];
  /** Arrival number of the carrier's answer. */
  seq: number;
  /** When the platform stored the carrier's answer (ISO), for the first-card benchmark. */
  receivedAt?: string | null;
  /** When the site sent the card to the browser (epoch ms), for the same benchmark. */
  sentAt?: number;
  cars: { year: number; make: string; model: string; coverages: CoverageLine[] }[];
  drivers: { firstName: string; lastName: string }[];
};

export type Progress = { answered: number; carrierCount: number; done: boolean };

export type ResultsState = {
  quotes: CardQuote[];
  answered: number;
  /** Carriers rating this transaction (0 until the platform says). */
  carrierCount: number;
  done: boolean;
  /** The results call failed (API failure or network). */
  failed: boolean;
  /** Arrival numbers of quotes that arrived after the cards were first displayed. */
  arrivedLater: number[];
  /** True once the cards have been displayed (the loading modal closed on them). */
  displayed: boolean;
  /** Highest arrival number received: where a resumed stream or poll continues. */
  cursor: number;
};

export const initialResults: ResultsState = {
  quotes: [],
  answered: 0,
  carrierCount: 0,
  done: false,
  failed: false,
  arrivedLater: [],
  displayed: false,
  cursor: 0,
};

/** Adds quotes, once each (by rateQuoteId, then by carrier); keeps arrival order. */
export function addQuotes(state: ResultsState, incoming: readonly CardQuote[]): ResultsState {
  const known = new Set(state.quotes.map((quote) => quote.carrierId));
  const fresh = incoming.filter((quote) => !known.has(quote.carrierId) && known.add(quote.carrierId));
  if (fresh.length === 0) return state;
  const quotes = [...state.quotes, ...fresh].sort((a, b) => a.seq - b.seq);
  const cursor = Math.max(state.cursor, ...fresh.map((quote) => quote.seq));
  const arrivedLater = state.displayed ? [...state.arrivedLater, ...fresh.map((quote) => quote.seq)] : state.arrivedLater;
  return { ...state, quotes, cursor, arrivedLater };
}

export function withProgress(state: ResultsState, progress: Partial<Progress> & { cursor?: number }): ResultsState {
  return {
    ...state,
    answered: Math.max(state.answered, progress.answered ?? 0),
    carrierCount: Math.max(state.carrierCount, progress.carrierCount ?? 0),
    done: state.done || progress.done === true,
    cursor: Math.max(state.cursor, progress.cursor ?? 0),
  };
}

export function withFailure(state: ResultsState): ResultsState {
  return { ...state, failed: true };
}

/** The cards are on screen: later arrivals count as new (the new-quotes modal lists them). */
export function markDisplayed(state: ResultsState): ResultsState {
  return state.displayed || state.quotes.length === 0 ? state : { ...state, displayed: true };
}

/** Quotes that arrived after the first display and have not been acknowledged. */
export function newArrivals(state: ResultsState): CardQuote[] {
  const later = new Set(state.arrivedLater);
  return state.quotes.filter((quote) => later.has(quote.seq));
}

export function acknowledgeArrivals(state: ResultsState): ResultsState {
  return state.arrivedLater.length === 0 ? state : { ...state, arrivedLater: [] };
}

/** "Still waiting on N carriers" (0 when all answered or the wait is over). */
export function waitingOn(state: ResultsState, elapsedMs: number, settings: WaitSettings = {}): number {
  if (state.done || state.failed || waitPhase(elapsedMs, settings) === "gaveUp") return 0;
  return Math.max(0, state.carrierCount - state.answered);
}

export type StagePhase = "loading" | "cards" | "noQuotes";

/**
 * doc2 §2, §4: the loading modal shows until the first card; cards show as soon as one quote is
 * in; no quotes when every carrier answered without a quote, on API failure, or when the wait
 * (default 45 s) passes with none.
 */
export function stagePhase(state: ResultsState, elapsedMs: number, settings: WaitSettings = {}): StagePhase {
  if (state.quotes.length > 0) return "cards";
  if (state.failed || state.done || waitPhase(elapsedMs, settings) === "gaveUp") return "noQuotes";
  return "loading";
}

/**
 * doc2 §2 progress bar, §4 quote cycle: the cycle is over, and the bar reads 100 %, once every carrier
 * has answered (or the results failed, or the wait passed). The first card alone does not end it:
 * while other carriers are still answering the bar stays at the quote-loading 80 %.
 */
export function quoteCycleOver(state: ResultsState, elapsedMs: number, settings: WaitSettings = {}): boolean {
  if (state.done || state.failed || waitPhase(elapsedMs, settings) === "gaveUp") return true;
  return state.carrierCount > 0 && state.answered >= state.carrierCount;
}

/** The loading modal's rotating messages change every this many milliseconds. */
export const ROTATING_MESSAGE_MS = 3000;

/** Which rotating message shows at `elapsedMs` (cycling through `count`). */
export function rotatingMessageIndex(elapsedMs: number, count: number): number {
  if (count <= 0) return 0;
  return Math.floor(Math.max(0, elapsedMs) / ROTATING_MESSAGE_MS) % count;
}

/** The timer of the loading modal: whole seconds as m:ss. */
export function formatElapsed(elapsedMs: number): string {
  const seconds = Math.floor(Math.max(0, elapsedMs) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * The first display of the cards settles this long after the first card: carriers answering in
 * the same moment join it; later ones count as new quotes (doc2 §2 new-quotes modal).
 */
export const FIRST_DISPLAY_SETTLE_MS = 1500;
