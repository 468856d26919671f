/**
 * The carrier that follows the 2025 Texas rate manual (./manual-data, see its README)
 * exactly: per vehicle and coverage, the 6-month base rate times each factor of the
 * Algorithm in its order, rounded to 3 decimals after every multiplication, the
 * coverage total rounded to whole dollars; plus a 90.00 policy fee and 2.50 MVCPA fee
 * per vehicle.
 *
 * Choices where the manual is silent (each is stated in manual-data/README.md):
 * - the vehicle age for the mileage base is effective year − model year + 1;
 * - the driver factor used for assignment is class × points × licence on BI, the vehicle
 *   factor the sum of the vehicle's coverage premiums after the vehicle steps;
 * - points use the "v1" violation sheet, counted per violation name over its look-back;
 * - without a VIN Master symbol the symbol comes from the cost new (default 30,000);
 * - monthly plans: one sixth down plus 5 installments, the installment fee on each.
 */
import type {
  CoverageCode,
  CoverageEntry,
  ManualCarrier,
  PayPlan,
  RatedCar,
  RatingOutcome,
  RatingRequest,
  RatingVehicle,
  LicenseType,
  VehicleUsage,
  PriorInsurance,
} from "./types.ts";
import {
  ageRuleViolation,
  applyPayPlanRules,
  buildPlan,
  coverageDisplay,
  daysBetween,
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
import { loadManualTables, MANUAL_COVERAGES, MC, normaliseCounty, type FactorRow, type ManualTables } from "./manual-tables.ts";

let loaded: ManualTables | undefined;
/** The manual's tables, parsed on first use and kept. */
export function manualTables(): ManualTables {
  return (loaded ??= loadManualTables());
}

/** premium (thousandths) × factor (thousandths), rounded half up to thousandths. */
function mul(premium: number, factor: number): number {
  if (factor === 1000) return premium;
  const n = premium * factor + 500;
  return (n - (n % 1000)) / 1000;
}

/** Thousandths → whole dollars, half up. */
function toDollars(milli: number): number {
  return Math.floor((milli + 500) / 1000);
}

/** Spec coverage code → manual coverage column. CWAIV has no counterpart in the manual. */
const SPEC_TO_MANUAL: Partial<Record<CoverageCode, number>> = {
  BI: MC.BI,
  PD: MC.PD,
  UM: MC.UMBI,
  UMPD: MC.UMPD,
  PIP: MC.PIP,
  COMP: MC.COMP,
  COLL: MC.COLL,
  RREIM: MC.RENTAL,
};
const MANUAL_ORDER: CoverageCode[] = ["BI", "PD", "UM", "UMPD", "PIP", "COMP", "COLL", "RREIM"];

const LICENCE: Record<LicenseType, string> = {
  texasDL: "Texas DL",
  texasID: "Texas ID",
  otherStateDL: "US DL, State other than Texas",
  foreignDL: "Foreign DL / International DL",
  matricula: "Matricula",
  passport: "Passport",
  none: "No Driver's License",
};
const USAGE: Record<VehicleUsage, string> = {
  pleasure: "Pleasure",
  commuteShort: "Commute <= 5 mi one way",
  commute: "Commute > 5 mi one way",
  business: "Business",
  farm: "Farm",
};
const PRIOR: Record<PriorInsurance, string> = { none: "N", prior6: "P6", prior12: "P12", transfer6: "T6", transfer12: "T12" };

const DEFAULT_COST_NEW = 30_000;
const MAX_COST_NEW = 80_000;

function countKey(n: number): string {
  return n >= 4 ? "4+" : String(n);
}

function ownershipKey(days: number): string {
  if (days <= 30) return "0 to 30 Days";
  if (days <= 60) return "31 to 60 Days";
  if (days <= 183) return "60 to 183 Days";
  if (days <= 365) return "184 to 365 Days";
  const years = Math.ceil(days / 365);
  if (years >= 9) return "8 to 9+ years";
  return `${years - 1} to ${years} years`;
}

function limitText(code: CoverageCode, entry: CoverageEntry): string {
  if (code === "RREIM") return `${num(entry.val1)}day/${num(entry.val2)}max`;
  return limitKey(entry);
}

interface VehicleWork {
  vehicle: RatingVehicle;
  index: number;
  coverages: { code: CoverageCode; column: number; entry: CoverageEntry; premium: number }[];
  hasComp: boolean;
  hasColl: boolean;
  weight: number;
}

interface DriverFactors {
  classRow: FactorRow;
  pointsRow: FactorRow;
  licenceRow: FactorRow;
  weight: number;
  classCode: string;
}

function symbolRow(t: ManualTables, vehicle: RatingVehicle): FactorRow | null {
  const upTo2010 = vehicle.year <= 2010;
  const scale = upTo2010 ? t.symbolUpTo2010 : t.symbol2011;
  let symbol = vehicle.physicalDamageSymbol ? String(Number(vehicle.physicalDamageSymbol)) : "";
  if (!symbol || !scale.has(symbol)) {
    const cost = vehicle.costNew ?? DEFAULT_COST_NEW;
    const band = (upTo2010 ? t.priceNewUpTo2010 : t.priceNew2011).find((b) => cost >= b.min && cost <= b.max);
    symbol = band?.symbol ?? "";
  }
  // A symbol missing from the scale (the manual has no symbol 9) takes the next lower one.
  for (let s = Number(symbol); s >= 1; s--) {
    const row = scale.get(String(s));
    if (row) return row;
  }
  return null;
}

function driverFactors(t: ManualTables, gender: string, marital: string, age: number, points: number, licence: string): DriverFactors {
  const classCode = `${gender === "female" ? "F" : "M"}${marital === "married" ? "M" : "S"}${Math.min(age, 99)}`;
  const classRow = t.driverClass.get(classCode) as FactorRow;
  const pointsRow = t.points[Math.min(points, 50)] as FactorRow;
  const licenceRow = t.licence.get(licence) as FactorRow;
  return { classRow, pointsRow, licenceRow, classCode, weight: (classRow[0] ?? 0) * (pointsRow[0] ?? 0) * (licenceRow[0] ?? 0) };
}

export function rateManual(request: RatingRequest, carrier: ManualCarrier): RatingOutcome {
  const t = manualTables();
  if (!carrier.states.includes(request.state))
    return declined(carrier, "state_not_served", `${carrier.companyName} does not write policies in ${request.state}`);
  if (request.term !== 6) return declined(carrier, "term_not_offered", "only a 6-month term is offered");
  if (request.nonOwner) return declined(carrier, "non_owner_not_offered", "named non-owner policies are not offered");
  if (request.vehicles.length === 0) return declined(carrier, "no_vehicles", "no vehicle to rate");
  if (request.vehicles.length > carrier.maxVehicles) return declined(carrier, "too_many_vehicles", `at most ${carrier.maxVehicles} vehicles`);
  const effective = request.effectiveDate;
  const effectiveYear = parseIsoDate(effective)?.[0];
  if (effectiveYear === undefined) return declined(carrier, "invalid_request", "effective date is not a date");

  // Drivers ---------------------------------------------------------------
  const ages: number[] = [];
  const rated: DriverFactors[] = [];
  const classes: (string | undefined)[] = [];
  for (const driver of request.drivers) {
    const age = driverAge(driver, effective);
    if (age === null) return declined(carrier, "invalid_request", "a driver has no date of birth");
    ages.push(age);
    if (driver.excluded) {
      classes.push(undefined);
      continue;
    }
    if (age < carrier.minDriverAge) return declined(carrier, "driver_age", `drivers must be at least ${carrier.minDriverAge}`);
    let points = 0;
    const seen = new Map<string, number>();
    for (const violation of driver.violations ?? []) {
      const name = violation.description.trim().toUpperCase();
      const rule = t.violations.get(name) ?? t.violations.get("ALL OTHER MINOR MOVING VIOLATIONS");
      if (!rule) continue;
      if (rule.group === "UNACCEPTABLE OPERATORS") return declined(carrier, "driver_record", "a driver's record is not acceptable");
      if (rule.months < 9998 && monthsBetween(violation.date, effective) >= rule.months) continue;
      const occurrence = (seen.get(name) ?? 0) + 1;
      seen.set(name, occurrence);
      points += rule.points[Math.min(occurrence, 3) - 1] ?? 0;
    }
    const factors = driverFactors(t, driver.gender, driver.marital, age, points, LICENCE[driver.licenseType]);
    rated.push(factors);
    classes.push(factors.classCode);
  }
  const ratedAges = ages.filter((_, i) => !request.drivers[i]?.excluded);
  if (rated.length === 0) return declined(carrier, "no_drivers", "no driver to rate");
  if (rated.length > carrier.maxDrivers) return declined(carrier, "too_many_drivers", `at most ${carrier.maxDrivers} drivers`);
  const young = ageRuleViolation(carrier.conditionalRules, ratedAges);
  if (young !== null) return declined(carrier, "driver_age", "every driver must be 21 or older");

  // Vehicle steps 1–12 ------------------------------------------------------
  const vehicleCount = request.vehicles.length;
  const work: VehicleWork[] = [];
  for (let vi = 0; vi < vehicleCount; vi++) {
    const vehicle = request.vehicles[vi] as RatingVehicle;
    const chosen = vehicleCoverages(request, vehicle.coverages);
    if (!chosen.has("BI") || !chosen.has("PD")) return declined(carrier, "coverage_required", "Texas liability (BI and PD) is required");
    const hasComp = chosen.has("COMP");
    const hasColl = chosen.has("COLL");
    if ((hasComp || hasColl) && (vehicle.costNew ?? 0) > MAX_COST_NEW)
      return declined(carrier, "vehicle_not_eligible", "vehicles costing more than 80,000 new are not insurable");

    const age = Math.max(1, effectiveYear - vehicle.year + 1);
    let mileage = t.mileageNA;
    if (vehicle.annualMileage > 0) {
      const base = t.mileageBase[Math.min(age, t.mileageBase.length - 1)] ?? 0;
      const ratio = Math.min(900, Math.round((vehicle.annualMileage / base) * 100));
      mileage = t.mileageRatio[ratio] ?? t.mileageNA;
    }
    const severe = t.severe.get(vehicle.brandedTitle ? "Title Brands" : "No Hit") as FactorRow;
    const ownership = t.ownership.get(ownershipKey(vehicle.ownedDays ?? 730)) as FactorRow;
    const modelYear = t.modelYear.get(vehicle.year >= 2023 ? "2023+" : vehicle.year <= 1989 ? "1989 and older" : String(vehicle.year));
    if (!modelYear) return declined(carrier, "vehicle_not_eligible", `model year ${vehicle.year} is not rated`);
    const symbol = symbolRow(t, vehicle);
    if (!symbol) return declined(carrier, "vehicle_not_eligible", "no physical-damage symbol for the vehicle");
    const usage = t.usage.get(USAGE[vehicle.usage]) as FactorRow;
    const coverageType = t.coverageType.get(`${hasComp || hasColl ? (vehicle.lienholder ? "Yes" : "No") : "LO"}|${countKey(vehicleCount)}`) as FactorRow;
    const zip = vehicle.garagingZip.slice(0, 5);
    const county = vehicle.garagingCounty ?? request.county;
    const territory = (county ? t.territory.get(`${zip}|${normaliseCounty(county)}`) : undefined) ?? t.territoryByZip.get(zip) ?? t.territoryCatchAll;
    const photo = t.photo.get(vehicle.photosReceived === false ? "No" : "Yes") as FactorRow;

    const coverages: VehicleWork["coverages"] = [];
    let weight = 0;
    for (const code of MANUAL_ORDER) {
      const entry = chosen.get(code);
      const column = SPEC_TO_MANUAL[code];
      if (!entry || column === undefined) continue;
      let deductible = 1000;
      if (code === "COMP" || code === "COLL") {
        const row = t.deductible.get(String(num(entry.val1)));
        if (!row) return declined(carrier, "coverage_not_offered", `${code} deductible ${num(entry.val1)} is not offered (250, 500, 750, 1000)`);
        deductible = row[column] ?? 1000;
      }
      let p = t.baseRate[column] ?? 0;
      p = mul(p, mileage[column] ?? 1000);
      p = mul(p, severe[column] ?? 1000);
      p = mul(p, ownership[column] ?? 1000);
      p = mul(p, modelYear[column] ?? 1000);
      p = mul(p, symbol[column] ?? 1000);
      p = mul(p, usage[column] ?? 1000);
      p = mul(p, coverageType[column] ?? 1000);
      p = mul(p, territory[column] ?? 1000);
      // step 10, AEC limit: no additional equipment is rated.
      p = mul(p, photo[column] ?? 1000);
      p = mul(p, deductible);
      coverages.push({ code, column, entry, premium: p });
      weight += p;
    }
    work.push({ vehicle, index: vi, coverages, hasComp, hasColl, weight });
  }

  // Driver assignment: highest driver factor to highest vehicle factor --------
  const driverOrder = rated.map((_, i) => i).sort((a, b) => (rated[b]?.weight ?? 0) - (rated[a]?.weight ?? 0));
  const vehicleOrder = work.map((_, i) => i).sort((a, b) => (work[b]?.weight ?? 0) - (work[a]?.weight ?? 0));
  const unassigned: DriverFactors = {
    classRow: t.driverClass.get("URD") as FactorRow,
    pointsRow: t.points[0] as FactorRow,
    licenceRow: t.licence.get("Texas DL") as FactorRow,
    weight: 0,
    classCode: "URD",
  };
  const assigned: DriverFactors[] = [];
  vehicleOrder.forEach((v, rank) => {
    const d = driverOrder[rank];
    assigned[v] = d === undefined ? unassigned : (rated[d] as DriverFactors);
  });

  // Policy steps 13–24 and the per-plan steps 25–28 ---------------------------
  for (const v of work) {
    for (const c of v.coverages) {
      const code = c.code;
      const column = c.column;
      const offered = t.limits.get(`${MANUAL_COVERAGES[column]}|${limitText(code, c.entry)}`);
      if (code !== "COMP" && code !== "COLL" && offered === undefined) {
        const list = t.offeredLimits.get(MANUAL_COVERAGES[column] ?? "")?.join(", ") ?? "none";
        return declined(carrier, "coverage_not_offered", `${code} limit ${limitKey(c.entry)} is not offered (offered: ${list})`);
      }
    }
  }
  const prior = PRIOR[request.priorInsurance];
  const core = t.coreMatrix.get(`${prior}|${vehicleCount > 1 ? "M" : "N"}|${request.homeowner ? "H" : "N"}`) as FactorRow;
  const one = new Int32Array(MANUAL_COVERAGES.length).fill(1000);
  const paperless = request.paperless ? (t.misc.get("Paperless") as FactorRow) : one;
  const earlyShopper = request.transactionDate && daysBetween(request.transactionDate, effective) >= 3 ? (t.misc.get("Early Shopper") as FactorRow) : one;
  const spouseExcluded = request.drivers.some((d) => d.excluded && d.relation === "spouse");
  const nonRatedSpouse = spouseExcluded ? (t.misc.get("Non Rated Spouse") as FactorRow) : one;
  const renter = request.renter ? (t.misc.get("Renter") as FactorRow) : one;
  const doubleDeductible = t.misc.get("Double Deductible") as FactorRow;
  const unlistedDriver = t.misc.get("Unlisted Driver") as FactorRow;
  const driverToVehicle = t.driverToVehicle.get(`${countKey(rated.length)}|${countKey(vehicleCount)}`) as FactorRow;
  const term = t.term.get("6 mo") as FactorRow;
  const renewal = t.renewal.get("0|N") as FactorRow;
  const channel = t.channel.get(carrier.channel);
  if (!channel) return declined(carrier, "carrier_error", `unknown distribution channel ${carrier.channel}`);

  for (let vi = 0; vi < work.length; vi++) {
    const v = work[vi] as VehicleWork;
    const driver = assigned[vi] as DriverFactors;
    const both = v.hasComp && v.hasColl;
    for (const c of v.coverages) {
      const column = c.column;
      let p = c.premium;
      p = mul(p, driver.classRow[column] ?? 1000);
      p = mul(p, driver.pointsRow[column] ?? 1000);
      p = mul(p, driver.licenceRow[column] ?? 1000);
      p = mul(p, t.limits.get(`${MANUAL_COVERAGES[column]}|${limitText(c.code, c.entry)}`) ?? 1000);
      p = mul(p, core[column] ?? 1000);
      p = mul(p, paperless[column] ?? 1000);
      p = mul(p, earlyShopper[column] ?? 1000);
      p = mul(p, nonRatedSpouse[column] ?? 1000);
      p = mul(p, renter[column] ?? 1000);
      if (both) {
        p = mul(p, doubleDeductible[column] ?? 1000);
        p = mul(p, unlistedDriver[column] ?? 1000);
      }
      p = mul(p, driverToVehicle[column] ?? 1000);
      c.premium = p;
    }
  }

  const planDefs = [
    { code: "PIF", row: "PIF", description: "Paid in full", eft: false, installments: 0, downShare: 1 },
    {
      code: "MO",
      row: "Installment",
      description: `Monthly, ${carrier.installments} installments`,
      eft: false,
      installments: carrier.installments,
      downShare: 1 / 6,
    },
    {
      code: "EFT",
      row: "EFT",
      description: `Monthly by bank draft (EFT), ${carrier.installments} installments`,
      eft: true,
      installments: carrier.installments,
      downShare: 1 / 6,
    },
  ];
  const policyFee = t.fees.get("policy_fee") ?? 0;
  const mvcpa = (t.fees.get("mvcpa_fee") ?? 0) * vehicleCount;
  const fees = round2(policyFee + mvcpa);
  const feeBase = t.fees.get("installment_fee_base") ?? 0;
  const feeStep = t.fees.get("installment_fee_increment") ?? 0;

  const perPlan = new Map<string, number[][]>();
  const plans: PayPlan[] = [];
  for (const def of planDefs) {
    const planRow = t.paymentPlan.get(def.row) as FactorRow;
    let total = 0;
    const dollars = work.map((v) =>
      v.coverages.map((c) => {
        let p = mul(c.premium, planRow[c.column] ?? 1000);
        p = mul(p, term[c.column] ?? 1000);
        p = mul(p, renewal[c.column] ?? 1000);
        p = mul(p, channel[c.column] ?? 1000);
        const d = toDollars(p);
        total += d;
        return d;
      }),
    );
    perPlan.set(def.code, dollars);
    const installmentFee = def.installments > 0 ? round2(feeBase + (total > 250 ? Math.ceil((total - 250) / 125) * feeStep : 0)) : 0;
    plans.push(buildPlan(def, total, fees, installmentFee, 6));
  }

  const allowed = applyPayPlanRules(plans, carrier.conditionalRules);
  if (allowed.length === 0) return declined(carrier, "no_pay_plan", "no pay plan meets the carrier's rules");
  const ordered = orderPlans(allowed, request.preferredPayPlan, carrier.defaultPayPlan);
  const shown = ordered[0] as PayPlan;
  const shownDollars = perPlan.get(shown.code) ?? [];

  const cars: RatedCar[] = work.map((v, vi) => {
    const premiums = shownDollars[vi] ?? [];
    const coverages = v.coverages.map((c, ci) => ({ coverageCd: c.code, ...coverageDisplay(c.entry), premium: premiums[ci] ?? 0 }));
    const car: RatedCar = {
      year: v.vehicle.year,
      make: v.vehicle.make,
      model: v.vehicle.model,
      coverages,
      premium: coverages.reduce((s, c) => s + c.premium, 0),
    };
    if (v.vehicle.vin) car.vin = v.vehicle.vin;
    return car;
  });

  return {
    status: "rated",
    companyName: carrier.companyName,
    companyID: carrier.id,
    logoUrl: carrier.logoUrl,
    term: 6,
    totalPremium: round2(shown.premium + fees),
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
    drivers: ratedDrivers(request, ages, classes),
    premium: shown.premium,
    fees: [
      { code: "policy_fee", description: "Policy fee", amount: policyFee },
      { code: "mvcpa_fee", description: "Motor Vehicle Crime Prevention Authority fee", amount: round2(mvcpa) },
    ],
    payPlans: ordered,
  };
}
