/** The quote detail modal (doc2 §2, §3): cars with their coverages, and drivers. */
import { useTranslation } from "~/i18n";
import { formatCoverageLimit } from "~/domain/quote/coverage";
import { payPlanLabelKey } from "~/domain/quote/pay-plan";
import { quoteMessageText } from "~/domain/quote/messages";
import type { CardQuote } from "~/domain/quote/results-stream";
import type { Language } from "~/domain/site";
import { shortCarrierName } from "./carrier-logo";
import { Modal } from "./modal";
import { formatDate, formatMoney } from "./results-format";

export function QuoteCardDetail({ quote, lang, onClose }: { quote: CardQuote | null; lang: Language; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal isOpen={quote !== null} onOpenChange={(open) => !open && onClose()} title={quote ? t("quotes.detail.title", { carrier: shortCarrierName(quote.companyName) }) : ""} size="lg">
      {quote ? (
        <div className="mt-4 grid gap-6" data-testid="quote-detail">
          <dl className="grid grid-cols-2 gap-3 rounded-xl bg-surface p-4 sm:grid-cols-3">
            <div>
              <dt className="text-sm text-ink-muted">{t("quotes.detail.total")}</dt>
              <dd className="text-xl font-bold text-ink">{formatMoney(quote.totalPremium, lang)}</dd>
            </div>
            <div>
              <dt className="text-sm text-ink-muted">{t("quotes.detail.payPlan")}</dt>
              <dd className="font-semibold text-ink">{quote.payPlanDescription || quoteMessageText(payPlanLabelKey(quote), lang)}</dd>
            </div>
            <div className="col-span-2 sm:col-span-1">
              <dt className="text-sm text-ink-muted">{t("quotes.card.quoteNumber", { number: quote.quoteNumber })}</dt>
              <dd className="font-semibold text-ink">{t("quotes.detail.effective", { date: formatDate(quote.effectiveDate, lang) })}</dd>
            </div>
          </dl>
          <section aria-labelledby="detail-vehicles" className="grid gap-3">
            <h3 id="detail-vehicles" className="text-lg font-bold text-ink">
              {t("quotes.detail.vehicles")}
            </h3>
            {quote.cars.map((car, index) => (
              <div key={`${car.year}-${car.make}-${car.model}-${index}`} className="overflow-x-auto rounded-xl border border-line">
                <table className="w-full text-left text-sm">
                  <caption className="bg-surface px-4 py-2 text-left font-semibold text-ink">
                    {car.year} {car.make} {car.model}
                  </caption>
                  <thead>
                    <tr className="text-ink-muted">
                      <th scope="col" className="px-4 py-2 font-semibold">
                        {t("quotes.detail.coverage")}
                      </th>
                      <th scope="col" className="px-4 py-2 font-semibold">
                        {t("quotes.detail.limit")}
                      </th>
                      <th scope="col" className="px-4 py-2 font-semibold">
                        {t("quotes.detail.deductible")}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {car.coverages.map((coverage) => (
                      <tr key={coverage.coverageCd} className="border-t border-line">
                        <th scope="row" className="px-4 py-2 font-normal text-ink">
                          {coverage.coverageName}
                        </th>
                        <td className="px-4 py-2 text-ink">{coverage.limit ? formatCoverageLimit(coverage.coverageCd, coverage.limit) : t("quotes.detail.none")}</td>
                        <td className="px-4 py-2 text-ink">{coverage.deductible ? formatCoverageLimit(coverage.coverageCd, coverage.deductible) : t("quotes.detail.none")}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ))}
          </section>
          <section aria-labelledby="detail-drivers" className="grid gap-2">
            <h3 id="detail-drivers" className="text-lg font-bold text-ink">
              {t("quotes.detail.drivers")}
            </h3>
            <ul className="grid gap-1 text-ink">
              {quote.drivers.map((driver, index) => (
                <li key={`${driver.firstName}-${index}`}>
                  {driver.firstName} {driver.lastName}
                </li>
              ))}
            </ul>
          </section>
        </div>
      ) : null}
    </Modal>
  );
}
