/** The quote stage: loading, quote cards as each carrier answers, or no quotes (doc2 §2, §4). */
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n";
import { useRevalidator } from "react-router";
import { ResultsCards } from "~/components/results-cards";
import { ResultsLoading } from "~/components/results-loading";
import { ResultsNewQuotes, unseenArrivals } from "~/components/results-new-quotes";
import { ResultsNoQuotes } from "~/components/results-no-quotes";
import { ResultsRequote } from "~/components/results-requote";
import { useShellData } from "~/components/root-data";
import { track } from "~/domain/quote/analytics";
import { pendingNote } from "~/domain/quote/waiting";
import { FIRST_DISPLAY_SETTLE_MS, newArrivals, quoteCycleOver, stagePhase, waitingOn } from "~/domain/quote/results-stream";
import { useResults, useNow } from "./use-results";
import { useResultsConfig } from "./use-config";
import { focusQuotesHeadingIfLost, usePendingStepFocus } from "../steps/step-frame";

export interface QuoteResultsStageProps {
  /** The submitted rating transaction (also kept in the visitor's session). */
  transactionId: string;
  /** The primary driver's first name: the no-quotes title carries it in {0}. */
  firstName: string;
  /** "Try again" on the no-quotes view and edits from the quote stage: back to a wizard stage. */
  onEditStage: (stage: "driversummary" | "vehiclesummary" | "coverage") => void;
  /** The quotes are a saved quote the visitor reopened: the stage offers fresh quotes (doc2 §4 requote). */
  savedQuote?: { transactionId: string; quotedAt?: string };
  /** Told whenever the quote cycle starts or ends (every carrier answered, or no quotes): the progress bar follows it. */
  onCycleOverChange?: (over: boolean) => void;
}

/** A new transaction (a requote, new quotes) starts the stage afresh: timers, first-card marks, arrivals. */
export function QuoteResultsStage(props: QuoteResultsStageProps) {
  return <ResultsStage key={props.transactionId} {...props} />;
}

function ResultsStage({ transactionId, firstName, onEditStage, savedQuote, onCycleOverChange }: QuoteResultsStageProps) {
  const { t } = useTranslation();
  const shell = useShellData();
  const lang = shell?.lang ?? "en";
  const phone = shell?.brand.phones.sales ?? "";
  const { settings, chatAvailable, chatUrl } = useResultsConfig();
  const { state, startedAt, markDisplayed, acknowledge } = useResults(transactionId, settings.pollingSeconds);
  const waitSettings = {
    waitSeconds: settings.waitSeconds,
    longerWaitAfterSeconds: settings.longerWaitAfterSeconds,
    intermediateWaitSeconds: settings.intermediateWaitSeconds,
  };
  const [ticking, setTicking] = useState(true);
  const now = useNow(ticking);
  const elapsed = Math.max(0, now - startedAt);
  const phase = stagePhase(state, elapsed, waitSettings);
  const pending = waitingOn(state, elapsed, waitSettings);
  const cycleOver = quoteCycleOver(state, elapsed, waitSettings);
  const [expand, setExpand] = useState(0);
  const firstCardAt = useRef<number | null>(null);
  const [shownIds, setShownIds] = useState<readonly string[]>([]);
  const onShownChange = useCallback((ids: readonly string[]) => setShownIds(ids), []);

  usePendingStepFocus();
  // The loading window gives focus back to nothing when it closes: the heading takes it, in view.
  useEffect(() => {
    if (phase !== "loading") focusQuotesHeadingIfLost();
  }, [phase]);
  // The clock runs until the quote cycle is over, so the wait passing also completes the progress bar.
  useEffect(() => setTicking(phase === "loading" || pending > 0 || !cycleOver), [phase, pending, cycleOver]);
  useEffect(() => track({ name: "quote_step", step: phase === "cards" ? "quotes" : phase }), [phase]);
  useEffect(() => onCycleOverChange?.(cycleOver), [cycleOver, onCycleOverChange]);
  useEffect(() => {
    if (phase !== "cards" || state.displayed) return;
    if (firstCardAt.current === null) {
      firstCardAt.current = Date.now();
      track({ name: "quotes_shown", count: state.quotes.length, firstCardMs: firstCardAt.current - startedAt });
    }
    const timer = setTimeout(markDisplayed, FIRST_DISPLAY_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [phase, state.displayed, state.quotes.length, startedAt, markDisplayed]);

  const revalidator = useRevalidator();
  const requote =
    savedQuote?.transactionId === transactionId && phase !== "loading" ? (
      <ResultsRequote transactionId={transactionId} quotedAt={savedQuote.quotedAt} lang={lang} onRequoted={() => revalidator.revalidate()} />
    ) : null;

  if (phase === "noQuotes") {
    return (
      <div className="grid gap-5 py-6">
        <ResultsNoQuotes firstName={firstName} phone={phone} onTryAgain={() => onEditStage("coverage")} />
        {requote ? <div className="mx-auto w-full max-w-2xl">{requote}</div> : null}
      </div>
    );
  }

  // Quotes that arrived later and are not among the cards in the list yet (the banner's).
  const arrivals = unseenArrivals(newArrivals(state), shownIds);
  return (
    <section aria-labelledby="quotes-heading" className="grid gap-5 py-6" data-testid="quote-results">
      <ResultsLoading isOpen={phase === "loading"} elapsedMs={elapsed} settings={waitSettings} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="quotes-heading" tabIndex={-1} className="scroll-mt-24 text-2xl font-bold text-ink outline-none sm:text-3xl">
            {t("quotes.heading")}
          </h2>
          <p className="text-ink-muted" aria-live="polite">
            {state.quotes.length > 0 ? t("quotes.summary", { count: state.quotes.length }) : null}
            {pending > 0 && state.quotes.length > 0 ? (
              <span className="ml-2 font-semibold text-ink">
                {t(pendingNote(elapsed, waitSettings) === "takingLonger" ? "quotes.takingLonger" : "quotes.waitingOn", { count: pending })}
              </span>
            ) : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 text-sm">
          {(
            [
              ["driversummary", "quotes.editDrivers"],
              ["vehiclesummary", "quotes.editVehicles"],
              ["coverage", "quotes.editCoverage"],
            ] as const
          ).map(([stage, key]) => (
            <button key={stage} type="button" className="link min-h-11 px-1" onClick={() => onEditStage(stage)}>
              {t(key)}
            </button>
          ))}
        </div>
      </div>
      {requote}
      <ResultsNewQuotes
        quotes={arrivals}
        lang={lang}
        max={settings.maxBolModal}
        onShow={() => {
          setExpand((n) => n + 1);
          acknowledge();
        }}
      />
      {state.quotes.length > 0 ? (
        <ResultsCards
          quotes={state.quotes}
          lang={lang}
          phone={phone}
          settings={settings}
          chatAvailable={chatAvailable}
          chatUrl={chatUrl}
          expandSignal={expand}
          onShownChange={onShownChange}
        />
      ) : null}
    </section>
  );
}
