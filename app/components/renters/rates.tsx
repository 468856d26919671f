/**
 * The payment tab's rates (doc3 §2.3, §7.3): each carrier's payment plans (Annual, SemiAnnual,
 * Quarterly, Monthly) as one radio group; choosing one picks the carrier and the plan. While
 * carriers are still answering, a status line says so.
 */
import { useTranslation } from "~/i18n";
import type { PlanType } from "~/domain/renters/form";

export interface RatePlan {
  planType: PlanType;
  totalPremium: number;
  downPaymentAmount: number;
  installmentPaymentAmount: number;
  numberOfInstallments: number;
}
export interface CarrierRates {
  carrierId: string;
  companyName: string;
  rates: { annualPremium: number; paymentPlans: RatePlan[] }[];
}

export function money(value: number, lang: string): string {
  return new Intl.NumberFormat(lang === "es" ? "es-US" : "en-US", { style: "currency", currency: "USD" }).format(value);
}

export function RatesList({
  results,
  selected,
  onSelect,
  lang,
  error,
}: {
  results: CarrierRates[];
  selected: { carrierId: string; planType: string } | null;
  onSelect: (carrierId: string, planType: PlanType) => void;
  lang: string;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4">
      {results.map((carrier) => {
        const rate = carrier.rates[0];
        if (!rate) return null;
        return (
          <fieldset
            key={carrier.carrierId}
            className="grid gap-2 rounded-card border-2 border-line p-4"
            aria-describedby={error ? "renters-plan-error" : undefined}
          >
            <legend className="px-1 text-lg font-bold text-ink">
              {carrier.companyName} · {t("renters.payment.perYear", { amount: money(rate.annualPremium, lang) })}
            </legend>
            {rate.paymentPlans.map((plan) => {
              const id = `plan-${carrier.carrierId}-${plan.planType}`;
              const checked = selected?.carrierId === carrier.carrierId && selected.planType === plan.planType;
              return (
                <div key={plan.planType} className="flex items-start gap-3 rounded-lg p-2 has-[:checked]:bg-surface">
                  <input
                    id={id}
                    type="radio"
                    name="rateChoice"
                    value={`${carrier.carrierId}|${plan.planType}`}
                    checked={checked}
                    onChange={() => onSelect(carrier.carrierId, plan.planType)}
                    className="mt-1 size-5 shrink-0 accent-primary"
                  />
                  <label htmlFor={id} className="grid text-ink">
                    <span className="font-semibold">{t(`renters.plans.${plan.planType}`)}</span>
                    <span className="text-sm text-ink-muted">
                      {plan.numberOfInstallments > 0
                        ? t("renters.payment.planInstallments", {
                            down: money(plan.downPaymentAmount, lang),
                            count: plan.numberOfInstallments,
                            each: money(plan.installmentPaymentAmount, lang),
                            total: money(plan.totalPremium, lang),
                          })
                        : t("renters.payment.planOnce", { total: money(plan.totalPremium, lang) })}
                    </span>
                  </label>
                </div>
              );
            })}
          </fieldset>
        );
      })}
      <p id="renters-plan-error" className="text-sm font-semibold text-red-700 empty:hidden" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
