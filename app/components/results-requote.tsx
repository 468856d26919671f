/**
 * Requote (doc2 §1 "reopen earlier quotes and requote", §4): a returning visitor asks the carriers
 * again, with the same drivers, vehicles and coverage, for quotes effective today. The site's
 * action copies the saved transaction and submits it; the caller then shows the quote stage,
 * where the fresh cards stream in.
 */
import { useState } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "~/i18n";
import { track } from "~/domain/quote/analytics";
import type { Language } from "~/domain/site";
import type { clientAction } from "~/routes/quote/results/requote";
import { useFetcherAnswer } from "./forms/use-fetcher-answer";
import { useResultsUrl } from "./results-paths";
import { AGENCY_TIME_ZONE } from "~/domain/agency-time";

/** The day a saved quote was made, in the agency's time zone (the same on the server and in the browser). */
export function quotedOn(iso: string, lang: Language): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(lang === "es" ? "es-US" : "en-US", { dateStyle: "long", timeZone: AGENCY_TIME_ZONE }).format(date);
}

export interface ResultsRequoteProps {
  /** The saved transaction the session names. */
  transactionId: string;
  /** When the saved quotes were made (ISO), shown when known. */
  quotedAt?: string;
  lang: Language;
  /** The new transaction is submitted: show the quote stage. */
  onRequoted: (transactionId: string) => Promise<void> | void;
}

export function ResultsRequote({ transactionId, quotedAt, lang, onRequoted }: ResultsRequoteProps) {
  const { t } = useTranslation();
  const url = useResultsUrl();
  const fetcher = useFetcher<typeof clientAction>();
  const ask = useFetcherAnswer(fetcher);
  // From the click until the fresh quotes show (the caller's reload of the page's data included).
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const day = quotedAt ? quotedOn(quotedAt, lang) : null;

  const requote = async () => {
    setPending(true);
    setProblem(null);
    // The page's data changes only when the requote succeeds, and then the caller reloads it
    // (onRequoted): the submission itself does not run the page's loaders again.
    const answer = await ask({ transactionId }, { method: "post", action: url("requote"), defaultShouldRevalidate: false, flushSync: true });
    // The component left the page.
    if (answer === undefined) return;
    if (answer.ok) {
      await onRequoted(answer.transactionId);
      return;
    }
    setPending(false);
    track({ name: "quote_error", kind: "API Error", detail: `requote: ${answer.error}` });
    setProblem(answer.error === "limited" ? t("quotes.requote.limited") : t("quotes.requote.failed"));
  };

  return (
    <section
      aria-labelledby="requote-title"
      className="flex flex-wrap items-center justify-between gap-4 rounded-card border border-line bg-canvas px-5 py-4 shadow-card"
      data-testid="requote"
    >
      <div className="grid min-w-0 flex-1 basis-72 gap-1">
        <h3 id="requote-title" className="font-bold text-ink">
          {t("quotes.requote.title")}
        </h3>
        <p className="text-ink-muted">
          {day ? `${t("quotes.requote.quotedOn", { date: day })} ` : null}
          {t("quotes.requote.body")}
        </p>
        {problem ? (
          <p role="alert" className="font-semibold text-red-800">
            {problem}
          </p>
        ) : null}
      </div>
      <button type="button" className="btn btn-primary w-full sm:w-auto" disabled={pending} onClick={() => void requote()}>
        {pending ? t("quotes.requote.pending") : t("quotes.requote.button")}
      </button>
    </section>
  );
}
