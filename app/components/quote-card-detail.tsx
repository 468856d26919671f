/**
 * The quote detail modal (doc2 §2, §3): the card's figures and pay plan in the same words as the
 * card, the quote number and start date, cars with their coverages (plain names, what each pays
 * for), and drivers.
 */
import { useTranslation } from "~/i18n";
import { coverageHelpKey, coverageLabelKey, formatCoverageLimit, isCoverageCode } from "~/domain/quote/coverage";
import { cardFigures, payPlanLabelKey } from "~/domain/quote/pay-plan";
import type { CardQuote } from "~/domain/quote/results-stream";
import type { Language } from "~/domain/site";
import { shortCarrierName } from "./carrier-logo";
import { Modal } from "./modal";
import { formatDate, formatMoney } from "./results-format";

export function QuoteCardDetail({ quote, lang, onClose }: { quote: CardQuote | null; lang: Language; onClose: () => void }) {
  const { t } = useTranslation();
  const figures = quote ? cardFigures(quote) : null;
  const planLabel = quote ? t(payPlanLabelKey(quote)) : "";
  return (
    <Modal
      isOpen={quote !== null}
      onOpenChange={(open) => !open && onClose()}
      title={quote ? t("quotes.detail.title", { carrier: shortCarrierName(quote.companyName) }) : ""}
      size="lg"
    >
      {quote && figures ? (
        <div className="mt-4 grid gap-6" data-testid="quote-detail">
          <dl className="grid grid-cols-2 gap-3 rounded-xl bg-surface p-4 sm:grid-cols-3" data-testid="detail-figures">
            <Figure label={t("quotes.detail.premium", { term: quote.term })} value={formatMoney(figures.premium, lang)} strong />
            <Figure label={t("quotes.detail.payPlan")} value={planLabel} testId="detail-pay-plan" />
            <Figure label={t("quotes.detail.downPayment")} value={formatMoney(figures.downPayment, lang)} />
            {figures.installments ? (
              <Figure
                label={t("quotes.detail.installments")}
                value={t("quotes.card.installmentsShort", { count: figures.installments.count, amount: formatMoney(figures.installments.amount, lang) })}
              />
            ) : null}
            {figures.planFees > 0 ? <Figure label={t("quotes.detail.planFees")} value={formatMoney(figures.planFees, lang)} /> : null}
            <Figure label={t("quotes.detail.totalPayment")} value={formatMoney(figures.total, lang)} strong />
            <Figure label={t("quotes.detail.quoteNumber")} value={quote.quoteNumber} />
            <Figure label={t("quotes.detail.starts")} value={formatDate(quote.effectiveDate, lang)} />
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
                          {isCoverageCode(coverage.coverageCd) ? (
                            <>
                              <span className="block font-semibold">{t(coverageLabelKey(coverage.coverageCd))}</span>
                              <span className="block text-xs text-ink-muted">{t(coverageHelpKey(coverage.coverageCd))}</span>
                            </>
                          ) : (
                            coverage.coverageName
                          )}
                        </th>
                        <td className="px-4 py-2 text-ink">
                          {coverage.limit ? formatCoverageLimit(coverage.coverageCd, coverage.limit) : t("quotes.detail.none")}
                        </td>
                        <td className="px-4 py-2 text-ink">
                          {coverage.deductible ? formatCoverageLimit(coverage.coverageCd, coverage.deductible) : t("quotes.detail.none")}
                        </td>
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

function Figure({ label, value, strong = false, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <div>
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className={strong ? "text-xl font-bold text-ink" : "font-semibold text-ink"} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
