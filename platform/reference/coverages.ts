/**
 * Coverage definitions and packages per state (doc2 §3 coverage codes, §9 "coverage package 0
 * means state minimum"). Limits are whole dollars; an entry is `coverageCd` with val1/val2/val3
 * as the rating request carries it (BI/UM: per person/per accident; PD/UMPD/PIP: limit;
 * COMP/COLL: deductible; RREIM: per day/maximum; CWAIV: "Y").
 *
 * State minimum liability limits (bodily injury per person/per accident/property damage):
 * TX 30/60/25 (Tex. Transp. Code §601.072), LA 15/30/25 (La. R.S. 32:900), OK 25/50/25
 * (47 O.S. §7-204), NM 25/50/10 (NMSA §66-5-215), AZ 25/50/15 since July 2020 (A.R.S. §28-4009), AR 25/50/25 (Ark. Code §27-22-104),
 * CA 30/60/15 from 2025 (Cal. Ins. Code §11580.1b as amended in 2023). Higher options follow the
 * limits the sample carriers rate (platform/rating/carriers) and the Texas rate manual's
 * rental options (shared reference, policy-limits.csv).
 */
export type CoverageCode = "BI" | "PD" | "PIP" | "UM" | "UMPD" | "COMP" | "COLL" | "RREIM" | "CWAIV";

export interface CoverageValue {
  coverageCd: CoverageCode;
  val1: string;
  val2: string;
  val3: string;
}

export interface CoverageOption {
  /** "30000/60000", "500", "30/900", "Y", or "" for not bought. */
  value: string;
  label: string;
  val1: string;
  val2: string;
  val3: string;
}

export interface CoverageDefinition {
  coverageCd: CoverageCode;
  name: string;
  description: string;
  kind: "limit" | "deductible" | "option";
  /** Required by the state's law (cannot be declined). */
  required: boolean;
  /** Applies per vehicle rather than to the policy. */
  perVehicle: boolean;
  options: CoverageOption[];
}

export interface CoverageProduct {
  /** 0 is always the state minimum. */
  coverageProductId: number;
  name: string;
  description: string;
  coverages: CoverageValue[];
}

export interface StateCoverages {
  state: string;
  coverages: CoverageDefinition[];
  coverageProducts: CoverageProduct[];
}

interface StateRule {
  name: string;
  minimum: { bi: [number, number]; pd: number };
  /** PIP must be offered (it can be declined in writing), with these limits. */
  pip: number[];
}

const stateRules: Record<string, StateRule> = {
  TX: { name: "Texas", minimum: { bi: [30000, 60000], pd: 25000 }, pip: [2500, 5000, 10000] },
  LA: { name: "Louisiana", minimum: { bi: [15000, 30000], pd: 25000 }, pip: [] },
  OK: { name: "Oklahoma", minimum: { bi: [25000, 50000], pd: 25000 }, pip: [] },
  NM: { name: "New Mexico", minimum: { bi: [25000, 50000], pd: 10000 }, pip: [] },
  AZ: { name: "Arizona", minimum: { bi: [25000, 50000], pd: 15000 }, pip: [] },
  AR: { name: "Arkansas", minimum: { bi: [25000, 50000], pd: 25000 }, pip: [5000] },
  CA: { name: "California", minimum: { bi: [30000, 60000], pd: 15000 }, pip: [] },
};

const none: CoverageOption = { value: "", label: "Not included", val1: "", val2: "", val3: "" };

/** "$30k" style amounts, as doc2 §9 shows limits above 1000. */
function money(n: number): string {
  return n >= 1000 ? `$${n / 1000}k` : `$${n}`;
}
function split(perPerson: number, perAccident: number): CoverageOption {
  return {
    value: `${perPerson}/${perAccident}`,
    label: `${money(perPerson)}/${money(perAccident)}`,
    val1: String(perPerson),
    val2: String(perAccident),
    val3: "",
  };
}
function single(n: number): CoverageOption {
  return { value: String(n), label: money(n), val1: String(n), val2: "", val3: "" };
}
function deductible(n: number): CoverageOption {
  return { value: String(n), label: `$${n} deductible`, val1: String(n), val2: "", val3: "" };
}

const splitLimits: [number, number][] = [
  [15000, 30000],
  [25000, 50000],
  [30000, 60000],
  [50000, 100000],
  [100000, 300000],
  [250000, 500000],
];
const pdLimits = [10000, 15000, 25000, 50000, 100000];

export function supportedStates(): string[] {
  return Object.keys(stateRules);
}

function entry(coverageCd: CoverageCode, option: CoverageOption): CoverageValue {
  return { coverageCd, val1: option.val1, val2: option.val2, val3: option.val3 };
}

/** Coverage definitions and packages of one state, or null when the state has none here. */
export function coveragesForState(stateInput: string): StateCoverages | null {
  const state = stateInput.trim().toUpperCase();
  const rule = stateRules[state];
  if (!rule) return null;
  const [minPerson, minAccident] = rule.minimum.bi;
  const biOptions = splitLimits.filter(([p, a]) => p >= minPerson && a >= minAccident).map(([p, a]) => split(p, a));
  const pdOptions = pdLimits.filter((n) => n >= rule.minimum.pd).map(single);
  const umOptions = [none, ...biOptions];
  const umpdOptions = [none, ...pdOptions.filter((o) => Number(o.val1) <= 50000)];
  const pipOptions = rule.pip.length ? [none, ...rule.pip.map(single)] : [];
  const deductibles = [none, ...[250, 500, 1000].map(deductible)];
  const rental: CoverageOption[] = [
    none,
    ...[
      [20, 600],
      [30, 900],
      [40, 1200],
    ].map(([day = 0, max = 0]) => ({
      value: `${day}/${max}`,
      label: `$${day} a day, up to $${max}`,
      val1: String(day),
      val2: String(max),
      val3: "",
    })),
  ];
  const waiver: CoverageOption[] = [none, { value: "Y", label: "Included", val1: "Y", val2: "", val3: "" }];

  const coverages: CoverageDefinition[] = [
    {
      coverageCd: "BI",
      name: "Liability BI",
      description: "Bodily injury to others: per person / per accident",
      kind: "limit",
      required: true,
      perVehicle: false,
      options: biOptions,
    },
    {
      coverageCd: "PD",
      name: "Liability PD",
      description: "Damage to others' property, per accident",
      kind: "limit",
      required: true,
      perVehicle: false,
      options: pdOptions,
    },
    ...(pipOptions.length
      ? [
          {
            coverageCd: "PIP" as const,
            name: "Personal Injury Protection",
            description: "Medical bills and lost income for you and your passengers",
            kind: "limit" as const,
            required: false,
            perVehicle: false,
            options: pipOptions,
          },
        ]
      : []),
    {
      coverageCd: "UM",
      name: "Uninsured Motorists BI",
      description: "Your injuries caused by an uninsured or underinsured driver",
      kind: "limit",
      required: false,
      perVehicle: false,
      options: umOptions,
    },
    {
      coverageCd: "UMPD",
      name: "Uninsured Motorists Protection PD",
      description: "Damage to your car caused by an uninsured driver",
      kind: "limit",
      required: false,
      perVehicle: false,
      options: umpdOptions,
    },
    {
      coverageCd: "COMP",
      name: "Comprehensive Deductible",
      description: "Theft, fire, hail, flood and glass",
      kind: "deductible",
      required: false,
      perVehicle: true,
      options: deductibles,
    },
    {
      coverageCd: "COLL",
      name: "Collision Deductible",
      description: "Damage to your car in a collision",
      kind: "deductible",
      required: false,
      perVehicle: true,
      options: deductibles,
    },
    {
      coverageCd: "RREIM",
      name: "Rental Reimbursement",
      description: "A rental car while yours is repaired after a covered claim",
      kind: "option",
      required: false,
      perVehicle: true,
      options: rental,
    },
    {
      coverageCd: "CWAIV",
      name: "Collision Deductible Waiver",
      description: "No collision deductible when an identified uninsured driver is at fault",
      kind: "option",
      required: false,
      perVehicle: true,
      options: waiver,
    },
  ];

  const pick = (code: CoverageCode, value: string): CoverageValue[] => {
    const option = coverages.find((c) => c.coverageCd === code)?.options.find((o) => o.value === value);
    return option && option.value !== "" ? [entry(code, option)] : [];
  };
  const minimum = [entry("BI", split(minPerson, minAccident)), entry("PD", single(rule.minimum.pd))];
  const pip = (n: number) => (rule.pip.includes(n) ? pick("PIP", String(n)) : []);
  const atLeast = (code: "BI" | "UM", p: number, a: number) => {
    const [pp, aa] = p >= minPerson ? [p, a] : [minPerson, minAccident];
    return pick(code, `${pp}/${aa}`);
  };
  const pdAtLeast = (n: number) => pick("PD", String(Math.max(n, rule.minimum.pd)));

  const coverageProducts: CoverageProduct[] = [
    {
      coverageProductId: 0,
      name: "State minimum",
      description: `${rule.name}'s minimum liability (${money(minPerson)}/${money(minAccident)}/${money(rule.minimum.pd)})`,
      coverages: minimum,
    },
    {
      coverageProductId: 1,
      name: "Liability plus",
      description: "Higher liability limits with injury protection and uninsured motorists",
      coverages: [...atLeast("BI", 50000, 100000), ...pdAtLeast(50000), ...pip(2500), ...atLeast("UM", 50000, 100000), ...pick("UMPD", "25000")],
    },
    {
      coverageProductId: 2,
      name: "Full coverage",
      description: "Liability plus comprehensive and collision for your car",
      coverages: [
        ...atLeast("BI", 50000, 100000),
        ...pdAtLeast(50000),
        ...pip(2500),
        ...atLeast("UM", 50000, 100000),
        ...pick("UMPD", "25000"),
        ...pick("COMP", "500"),
        ...pick("COLL", "500"),
      ],
    },
    {
      coverageProductId: 3,
      name: "Full coverage plus",
      description: "High limits, lower deductibles, rental and deductible waiver",
      coverages: [
        ...atLeast("BI", 100000, 300000),
        ...pdAtLeast(100000),
        ...pip(5000),
        ...atLeast("UM", 100000, 300000),
        ...pick("UMPD", "50000"),
        ...pick("COMP", "250"),
        ...pick("COLL", "500"),
        ...pick("RREIM", "30/900"),
        ...pick("CWAIV", "Y"),
      ],
    },
  ];
  return { state, coverages, coverageProducts };
}
