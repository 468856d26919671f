/**
 * The renters rating engine: one carrier's rate table applied to a quote.
 *
 *   property = base × territory(zip) × contents(C) × deductible(AOP) × deductible(wind/hail)
 *              × (1 + roommates × roommate share) × (1 + replacement cost surcharge when chosen)
 *              × (1 + (D − 20 % of C) / C when D is above the derived value)
 *   annual   = property + liability(E) + medical(F) + per-1000 charges (rental income, pet damage,
 *              water backup) + policy fee, rounded to cents
 *   plans    = Annual (one payment), SemiAnnual (1 + 1), Quarterly (1 + 3), Monthly (1 + 11 less the
 *              months the down payment covers); every installment after the down payment carries the fee.
 * A carrier that does not write the state, the contents limit or a limit asked for answers with an
 * error message instead of a rate (doc3 §7.3 `errors[].message`).
 */
import { coverageDFor } from "./options.ts";
import type { PaymentPlanAnswer, PaymentPlanType, RentersCarrierTable, RentersRate, RentersRatingInput, RentersCoverageCode } from "./types.ts";
import { RENTERS_COVERAGE_CODES } from "./types.ts";

export type RentersRatingOutcome = { ok: true; rate: RentersRate } | { ok: false; message: string };

const cents = (value: number) => Math.round(value * 100) / 100;

export function territoryOf(carrier: RentersCarrierTable, zip: string): { territory: number; factor: number } {
  const prefix = zip.slice(0, 3);
  const row = carrier.territories.find((t) => prefix >= t.from && prefix <= t.to);
  return row ? { territory: row.territory, factor: row.factor } : { territory: 0, factor: carrier.defaultTerritoryFactor };
}

/** The contents factor, linear between the table's rows. */
export function contentsFactor(carrier: RentersCarrierTable, limit: number): number {
  const rows = carrier.contents;
  const first = rows[0]!;
  if (limit <= first.limit) return first.factor * (limit / first.limit);
  for (let i = 1; i < rows.length; i++) {
    const low = rows[i - 1]!;
    const high = rows[i]!;
    if (limit <= high.limit) return low.factor + ((high.factor - low.factor) * (limit - low.limit)) / (high.limit - low.limit);
  }
  return rows.at(-1)!.factor;
}

/** doc3 §3 payment plans: totalPremium, downPaymentAmount, installmentPaymentAmount. */
export function paymentPlans(carrier: RentersCarrierTable, annual: number): PaymentPlanAnswer[] {
  const plan = (planType: PaymentPlanType, downShare: number, installments: number): PaymentPlanAnswer => {
    const down = cents(annual * downShare);
    const rest = annual - down;
    const each = installments > 0 ? cents(rest / installments + carrier.installmentFee) : 0;
    // The last cent of rounding goes to the down payment so the plan adds up to its total.
    const total = cents(down + each * installments);
    return { planType, totalPremium: total, downPaymentAmount: down, installmentPaymentAmount: each, numberOfInstallments: installments };
  };
  const monthlyShare = carrier.downPaymentShare.Monthly;
  return [
    plan("Annual", 1, 0),
    plan("SemiAnnual", carrier.downPaymentShare.SemiAnnual, 1),
    plan("Quarterly", carrier.downPaymentShare.Quarterly, 3),
    plan("Monthly", monthlyShare, 12 - Math.round(monthlyShare * 12)),
  ];
}

export function rateRenters(carrier: RentersCarrierTable, input: RentersRatingInput): RentersRatingOutcome {
  const c = input.coverages;
  if (!carrier.states.includes(input.state)) return { ok: false, message: `${carrier.companyName} does not write renters insurance in ${input.state}.` };
  if (c.CoverageC > carrier.maxContents)
    return { ok: false, message: `${carrier.companyName} writes contents limits up to $${carrier.maxContents.toLocaleString("en-US")}.` };
  const aop = carrier.allOtherPeril[c.AllOtherPeril];
  const wind = carrier.windHail[c.WindHail];
  const liability = carrier.liability[c.CoverageE];
  const medical = carrier.medical[c.CoverageF];
  if (aop === undefined || wind === undefined) return { ok: false, message: `${carrier.companyName} does not offer these deductibles.` };
  if (liability === undefined || medical === undefined)
    return { ok: false, message: `${carrier.companyName} does not offer these liability or medical limits.` };
  const derivedD = coverageDFor(c.CoverageC);
  const extraD = c.CoverageD > derivedD ? (c.CoverageD - derivedD) / c.CoverageC : 0;
  let property = carrier.baseAnnual * territoryOf(carrier, input.zip).factor * contentsFactor(carrier, c.CoverageC) * aop * wind;
  property *= 1 + Math.max(0, input.roommates) * carrier.roommateFactor;
  if (c.ReplacementCost) property *= 1 + carrier.replacementCostFactor;
  property *= 1 + extraD;
  const endorsements =
    (c.RentalIncome / 1000) * carrier.rentalIncomePer1000 +
    (c.PetDamage / 1000) * carrier.petDamagePer1000 +
    (c.WaterBackup / 1000) * carrier.waterBackupPer1000;
  const annual = cents(property + liability + medical + endorsements + carrier.policyFee);
  const deductibles: Partial<Record<RentersCoverageCode, number>> = { AllOtherPeril: c.AllOtherPeril, WindHail: c.WindHail };
  return {
    ok: true,
    rate: {
      rateId: `${carrier.id}-12`,
      term: 12,
      annualPremium: annual,
      coverages: RENTERS_COVERAGE_CODES.map((code) => ({
        coverageCd: code,
        limit: deductibles[code] === undefined ? c[code] : 0,
        deductible: deductibles[code] ?? 0,
      })),
      paymentPlans: paymentPlans(carrier, annual),
    },
  };
}
