/**
 * Rate-table carriers (./carriers/*.json with kind "table").
 *
 * Per vehicle and coverage, for the term:
 *   base[state][coverage] × territory × driver (age band × gender/marital × licence × violations)
 *   × prior insurance × homeowner × vehicle age (liability or physical damage) × usage × mileage
 *   × limit or deductible × multi-car × paperless × pay plan × term  → whole dollars.
 * RREIM and CWAIV are flat premiums per vehicle per 6 months (× the term in 6-month units).
 * Fees are per 6 months, per policy or per vehicle.
 *
 * Drivers go on vehicles highest risk first: the riskiest driver on the first vehicle, the next
 * on the second; vehicles left over take the least risky driver.
 */
import type { Band, CoverageCode, CoverageEntry, PayPlan, RatedCar, RatingOutcome, RatingRequest, TableCarrier, VehicleAgeBand } from "./types.ts";
import {
  ageRuleViolation,
  applyPayPlanRules,
  buildPlan,
  coverageDisplay,
  declined,
  driverAge,
  limitKey,
  monthsBetween,
  num,
  orderPlans,
  parseIsoDate,
  quoteNumber,
  ratedDrivers,
  round2,
  vehicleCoverages,
} from "./common.ts";
import { violationKind } from "./violations.ts";

const LIABILITY: ReadonlySet<CoverageCode> = new Set(["BI", "PD", "PIP", "UM", "UMPD"]);
const ORDER: CoverageCode[] = ["BI", "PD", "PIP", "UM", "UMPD", "COMP", "COLL", "RREIM", "CWAIV"];

function band(bands: Band[], value: number): number {
  for (const b of bands) if (b.max === undefined || value <= b.max) return b.factor;
  return bands[bands.length - 1]?.factor ?? 1;
}

function vehicleAgeBand(bands: VehicleAgeBand[], age: number): VehicleAgeBand | undefined {
  for (const b of bands) if (b.max === undefined || age <= b.max) return b;
  return bands[bands.length - 1];
}

function countyKey(county: string | undefined): string {
  return (county ?? "")
    .trim()
    .toLowerCase()
    .replace(/\s+county$/, "");
}

function territoryFactor(carrier: TableCarrier, zip: string, county: string | undefined): number {
  const t = carrier.territory;
  return t.byZip?.[zip] ?? (county ? t.byCounty?.[countyKey(county)] : undefined) ?? t.byZip3?.[zip.slice(0, 3)] ?? t.default;
}

export function rateTable(request: RatingRequest, carrier: TableCarrier): RatingOutcome {
  const state = request.state.toUpperCase();
  const base = carrier.baseRates[state];
  if (!carrier.states.includes(state) || !base) return declined(carrier, "state_not_served", `${carrier.companyName} does not write policies in ${state}`);
  if (!carrier.terms.includes(request.term)) return declined(carrier, "term_not_offered", `a ${request.term}-month term is not offered`);
  const termFactor = carrier.termFactors[String(request.term)] ?? request.term / 6;
  const halfYears = request.term / 6;
  if (request.nonOwner && !carrier.nonOwner) return declined(carrier, "non_owner_not_offered", "named non-owner policies are not offered");
  if (request.vehicles.length === 0) return declined(carrier, "no_vehicles", "no vehicle to rate");
  if (request.vehicles.length > carrier.maxVehicles) return declined(carrier, "too_many_vehicles", `at most ${carrier.maxVehicles} vehicles`);
  const effective = request.effectiveDate;
  const effectiveYear = parseIsoDate(effective)?.[0];
  if (effectiveYear === undefined) return declined(carrier, "invalid_request", "effective date is not a date");
  const excluded = carrier.territory.excludedZips;
  if (excluded && (excluded.includes(request.zip) || request.vehicles.some((v) => excluded.includes(v.garagingZip)))) {
    return declined(carrier, "zip_not_served", "the garaging zip is outside the carrier's area");
  }

  // Drivers -----------------------------------------------------------------
  const ages: number[] = [];
  const driverFactors: number[] = [];
  for (const driver of request.drivers) {
    const age = driverAge(driver, effective);
    if (age === null) return declined(carrier, "invalid_request", "a driver has no date of birth");
    ages.push(age);
    if (driver.excluded) continue;
    if (age < carrier.minDriverAge || age > carrier.maxDriverAge) {
      return declined(carrier, "driver_age", `drivers must be ${carrier.minDriverAge} to ${carrier.maxDriverAge}`);
    }
    let f = band(carrier.driverAge, age) * (carrier.genderMarital[`${driver.gender}_${driver.marital}`] ?? 1) * carrier.licenseType[driver.licenseType];
    let alcohol = 0;
    for (const violation of driver.violations ?? []) {
      const kind = violationKind(violation.description);
      if (kind === "unacceptable") return declined(carrier, "driver_record", "a driver's record is not acceptable");
      if (kind === "none" || monthsBetween(violation.date, effective) >= carrier.violationLookbackMonths) continue;
      if (kind === "alcohol") alcohol += 1;
      f *= carrier.violations[kind] ?? 1;
    }
    if (alcohol > carrier.maxAlcoholViolations) return declined(carrier, "driver_record", "alcohol-related violations exceed the carrier's limit");
    driverFactors.push(f);
  }
  if (driverFactors.length === 0) return declined(carrier, "no_drivers", "no driver to rate");
  if (driverFactors.length > carrier.maxDrivers) return declined(carrier, "too_many_drivers", `at most ${carrier.maxDrivers} drivers`);
  if (
    ageRuleViolation(
      carrier.conditionalRules,
      ages.filter((_, i) => !request.drivers[i]?.excluded),
    ) !== null
  ) {
    return declined(carrier, "driver_age", "every driver must be 21 or older");
  }
  driverFactors.sort((a, b) => b - a);

  const policyFactor =
    carrier.priorInsurance[request.priorInsurance] *
    (request.homeowner ? carrier.homeowner : 1) *
    (request.vehicles.length > 1 ? carrier.multiCar : 1) *
    (request.paperless ? carrier.paperless : 1);

  // Vehicles ------------------------------------------------------------------
  const lines: { vehicle: number; entry: CoverageEntry; premium: number; flat: boolean }[] = [];
  for (let vi = 0; vi < request.vehicles.length; vi++) {
    const vehicle = request.vehicles[vi];
    if (!vehicle) continue;
    const chosen = vehicleCoverages(request, vehicle.coverages);
    for (const code of carrier.requiredCoverages) {
      if (!chosen.has(code)) return declined(carrier, "coverage_required", `${code} is required`);
    }
    const age = Math.max(0, effectiveYear - vehicle.year);
    if (age > carrier.maxVehicleAge) return declined(carrier, "vehicle_not_eligible", `vehicles older than ${carrier.maxVehicleAge} years are not written`);
    const ageBand = vehicleAgeBand(carrier.vehicleAge, age);
    const zip = vehicle.garagingZip.slice(0, 5);
    const common =
      (driverFactors[Math.min(vi, driverFactors.length - 1)] ?? 1) *
      territoryFactor(carrier, zip, vehicle.garagingCounty ?? request.county) *
      policyFactor *
      carrier.usage[vehicle.usage] *
      band(carrier.mileage, vehicle.annualMileage > 0 ? vehicle.annualMileage : 12_000);
    for (const code of ORDER) {
      const entry = chosen.get(code);
      if (!entry) continue;
      const flat = carrier.flat[code];
      if (flat) {
        const key = code === "CWAIV" ? "Y" : limitKey(entry);
        const amount = flat[key];
        if (amount === undefined) return declined(carrier, "coverage_not_offered", `${code} ${key} is not offered`);
        lines.push({ vehicle: vi, entry, premium: amount * halfYears, flat: true });
        continue;
      }
      const rate = base[code];
      if (rate === undefined) return declined(carrier, "coverage_not_offered", `${code} is not offered`);
      let f: number;
      if (code === "COMP" || code === "COLL") {
        const d = carrier.deductibles[code]?.[String(num(entry.val1))];
        if (d === undefined) return declined(carrier, "coverage_not_offered", `${code} deductible ${num(entry.val1)} is not offered`);
        f = d * (ageBand?.physical ?? 1);
      } else {
        const limits = carrier.limits[code];
        const l = limits ? limits[limitKey(entry)] : 1;
        if (l === undefined) return declined(carrier, "coverage_not_offered", `${code} limit ${limitKey(entry)} is not offered`);
        f = l * (LIABILITY.has(code) ? (ageBand?.liability ?? 1) : 1);
        if (code === "UMPD" && entry.val2) f *= carrier.deductibles.UMPD?.[String(num(entry.val2))] ?? 1;
      }
      lines.push({ vehicle: vi, entry, premium: rate * f * common * termFactor, flat: false });
    }
  }

  // Pay plans -------------------------------------------------------------------
  const vehicleCount = request.vehicles.length;
  let feeTotal = 0;
  const fees = carrier.fees.map((fee) => {
    const amount = round2(fee.amount * halfYears * (fee.per === "vehicle" ? vehicleCount : 1));
    feeTotal += amount;
    return { code: fee.code, description: fee.description, amount };
  });
  feeTotal = round2(feeTotal);
  const perPlan = new Map<string, number[]>();
  const plans: PayPlan[] = carrier.payPlans
    .filter((def) => !def.terms || def.terms.includes(request.term))
    .map((def) => {
      let total = 0;
      const dollars = lines.map((line) => {
        const d = line.flat ? Math.round(line.premium) : Math.round(line.premium * def.factor);
        total += d;
        return d;
      });
      perPlan.set(def.code, dollars);
      return buildPlan(def, total, feeTotal, def.installmentFee, request.term);
    });
  const allowed = applyPayPlanRules(plans, carrier.conditionalRules);
  if (allowed.length === 0) return declined(carrier, "no_pay_plan", "no pay plan meets the carrier's rules");
  const ordered = orderPlans(allowed, request.preferredPayPlan, carrier.defaultPayPlan);
  const shown = ordered[0] as PayPlan;
  const dollars = perPlan.get(shown.code) ?? [];

  const cars: RatedCar[] = request.vehicles.map((vehicle, vi) => {
    const coverages = lines
      .map((line, li) => ({ line, premium: dollars[li] ?? 0 }))
      .filter(({ line }) => line.vehicle === vi)
      .map(({ line, premium }) => ({ coverageCd: line.entry.coverageCd, ...coverageDisplay(line.entry), premium }));
    const car: RatedCar = { year: vehicle.year, make: vehicle.make, model: vehicle.model, coverages, premium: coverages.reduce((s, c) => s + c.premium, 0) };
    if (vehicle.vin) car.vin = vehicle.vin;
    return car;
  });

  return {
    status: "rated",
    companyName: carrier.companyName,
    companyID: carrier.id,
    logoUrl: carrier.logoUrl,
    term: request.term,
    totalPremium: round2(shown.premium + feeTotal),
    payPlanDescription: shown.description,
    payPlanDownPayment: shown.downPayment,
    payPlanPaymentAmount: shown.paymentAmount,
    payPlanNumOfPayments: shown.numOfPayments,
    payPlanCode: shown.code,
    quoteNumber: quoteNumber(carrier.quotePrefix, carrier.id, request),
    effectiveDate: effective,
    showBuyButton: carrier.showBuyButton,
    bolType: carrier.bolType,
    openNewWindow: carrier.openNewWindow,
    cars,
    drivers: ratedDrivers(request, ages),
    premium: shown.premium,
    fees,
    payPlans: ordered,
  };
}
