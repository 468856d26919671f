/**
 * The estimated quote widget (doc2 §2): zip, city, the estimated price (the lowest premium the
 * cards will show, once the draft can be rated) and expandable drivers and vehicles sections. Dates
 * of birth show masked.
 */
import { useTranslation } from "~/i18n";
import { maskDob } from "~/domain/quote/dates";
import type { QuoteDraft } from "~/domain/quote/draft";
import type { QuoteEstimate } from "~/domain/quote/estimate";
import type { Language } from "~/domain/site";
import { MapPinIcon } from "./icons";
import { formatMoney } from "./results-format";
import { useShellData } from "./root-data";

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** "From $612.89 for 6 months": the lowest premium a card will show, to the cent (never below it). */
export function estimatePriceText(estimate: QuoteEstimate, lang: Language, t: Translate): string {
  return t("quote.estimate.from", { price: formatMoney(estimate.lowestPremium, lang), months: estimate.term });
}

export function EstimateQuoteWidget({ draft, estimate }: { draft: QuoteDraft; estimate: QuoteEstimate | null }) {
  const { t } = useTranslation();
  const lang = useShellData()?.lang ?? "en";
  const p = draft.primary;
  return (
    <div className="grid gap-3 rounded-card border border-line bg-canvas p-4 shadow-card">
      <h2 className="font-bold text-ink">{t("quote.estimate.title")}</h2>
      <p className="flex items-center gap-2 text-sm text-ink">
        <MapPinIcon aria-hidden="true" className="shrink-0 text-primary" size={16} />
        {p.zip ? `${p.city ? `${p.city}, ` : ""}${p.state ?? ""} ${p.zip}` : t("quote.estimate.noZip")}
      </p>
      <p className="grid" data-testid="estimate-price" aria-live="polite">
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
        <summary className="min-h-11 cursor-pointer content-center font-semibold text-ink">{t("quote.estimate.drivers", { count: draft.drivers.length })}</summary>
        <ul className="grid gap-1 pb-2 text-sm text-ink">
          {draft.drivers.map((d) => (
            <li key={d.id}>
              {d.firstName} {d.lastName} ({maskDob(d.dob)})
            </li>
          ))}
        </ul>
      </details>
      <details className="rounded-xl bg-surface px-3 py-2">
        <summary className="min-h-11 cursor-pointer content-center font-semibold text-ink">{t("quote.estimate.vehicles", { count: draft.vehicles.length })}</summary>
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
