/**
 * The estimated quote widget (doc2 §2): zip, city, the estimated price (the lowest premium the
 * cards will show, once the draft can be rated; on the coverage step, for the term and coverage
 * being chosen) and expandable drivers and vehicles sections. Dates of birth show masked.
 */
import { useEffect, useState, useSyncExternalStore } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "~/i18n";
import { maskDob } from "~/domain/quote/dates";
import type { QuoteDraft } from "~/domain/quote/draft";
import type { QuoteEstimate } from "~/domain/quote/estimate";
import type { Language } from "~/domain/site";
import type { clientLoader as estimateLoader } from "~/routes/quote/results/estimate";
import { useFetcherAnswer } from "./forms/use-fetcher-answer";
import { MapPinIcon } from "./icons";
import { formatMoney } from "./results-format";
import { useResultsUrl } from "./results-paths";
import { useShellData } from "./root-data";

/**
 * The coverage the shopper is choosing on the coverage step, before they submit it (the step's
 * term, package and custom coverage fields as a query), so the widget beside it can follow it.
 */
let coverageChoice: string | null = null;
const choiceListeners = new Set<() => void>();

const CHOICE_FIELD = /^(term|coveragePackage|custom|cov\.[A-Z]+)$/;

/** The coverage step's form changed (or, with null, the step closed). */
export function announceCoverageChoice(form: HTMLFormElement | null): void {
  let next: string | null = null;
  if (form) {
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (CHOICE_FIELD.test(name) && typeof value === "string") query.append(name, value);
    next = query.toString();
  }
  if (next === coverageChoice) return;
  coverageChoice = next;
  for (const listener of choiceListeners) listener();
}

function useCoverageChoice(): string | null {
  return useSyncExternalStore(
    (listener) => {
      choiceListeners.add(listener);
      return () => choiceListeners.delete(listener);
    },
    () => coverageChoice,
    () => null,
  );
}

/**
 * The page's estimate, or the estimate for the coverage being chosen once the platform priced it.
 * A choice that could not be priced (refused, or a call the site did not answer) shows no price:
 * the pending text, as before the draft could be rated.
 */
function useFollowedEstimate(pageEstimate: QuoteEstimate | null): { estimate: QuoteEstimate | null; busy: boolean } {
  const choice = useCoverageChoice();
  const url = useResultsUrl()("estimate");
  const askEstimate = useFetcherAnswer(useFetcher<typeof estimateLoader>());
  const [priced, setPriced] = useState<{ choice: string; estimate: QuoteEstimate | null } | null>(null);
  useEffect(() => {
    if (choice === null) return;
    let live = true;
    // A short pause, so a shopper going through the choices asks once. A newer choice's request
    // replaces the one under way (its answer is undefined).
    const timer = setTimeout(() => {
      void askEstimate(new URLSearchParams(choice), { method: "get", action: url }).then((answer) => {
        if (live && answer) setPriced({ choice, estimate: "estimate" in answer ? answer.estimate : null });
      });
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [choice, url, askEstimate]);
  if (choice === null) return { estimate: pageEstimate, busy: false };
  if (priced?.choice === choice) return { estimate: priced.estimate, busy: false };
  return { estimate: priced?.estimate ?? pageEstimate, busy: true };
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** "From $612.89 for 6 months": the lowest premium a card will show, to the cent (never below it). */
export function estimatePriceText(estimate: QuoteEstimate, lang: Language, t: Translate): string {
  return t("quote.estimate.from", { price: formatMoney(estimate.lowestPremium, lang), months: estimate.term });
}

export function EstimateQuoteWidget({ draft, estimate: pageEstimate }: { draft: QuoteDraft; estimate: QuoteEstimate | null }) {
  const { t } = useTranslation();
  const { estimate, busy } = useFollowedEstimate(pageEstimate);
  const lang = useShellData()?.lang ?? "en";
  const p = draft.primary;
  return (
    <div className="grid gap-3 rounded-card border border-line bg-canvas p-4 shadow-card">
      <h2 className="font-bold text-ink">{t("quote.estimate.title")}</h2>
      <p className="flex items-center gap-2 text-sm text-ink">
        <MapPinIcon aria-hidden="true" className="shrink-0 text-primary" size={16} />
        {p.zip ? `${p.city ? `${p.city}, ` : ""}${p.state ?? ""} ${p.zip}` : t("quote.estimate.noZip")}
      </p>
      <p className="grid" data-testid="estimate-price" aria-live="polite" aria-busy={busy}>
        <span className="text-sm text-ink-muted">{t("quote.estimate.price")}</span>
        {estimate ? (
          <>
            <span className="text-xl font-extrabold text-ink">{estimatePriceText(estimate, lang, t)}</span>
            <span className="text-sm text-ink-muted">{t("quote.estimate.note")}</span>
          </>
        ) : (
          <span className="text-2xl font-extrabold text-ink">{t("quote.estimate.pricePending")}</span>
        )}
      </p>
      <details className="rounded-xl bg-surface px-3 py-2">
        <summary className="min-h-11 cursor-pointer content-center font-semibold text-ink">
          {t("quote.estimate.drivers", { count: draft.drivers.length })}
        </summary>
        <ul className="grid gap-1 pb-2 text-sm text-ink">
          {draft.drivers.map((d) => (
            <li key={d.id}>
              {d.firstName} {d.lastName} ({maskDob(d.dob)})
            </li>
          ))}
        </ul>
      </details>
      <details className="rounded-xl bg-surface px-3 py-2">
        <summary className="min-h-11 cursor-pointer content-center font-semibold text-ink">
          {t("quote.estimate.vehicles", { count: draft.vehicles.length })}
        </summary>
        <ul className="grid gap-1 pb-2 text-sm text-ink">
          {draft.vehicles.map((v) => (
            <li key={v.id}>
              {v.year} {v.make} {v.model}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
