/**
 * Policy and coverages (doc2 §3 "Coverage entry", §9): the nine coverage codes, how limits display,
 * the policy step (term, coverage package, custom coverages).
 */
import { z } from "zod/mini";
import { coverageKeys, errorKeys } from "./message-keys";

export const COVERAGE_CODES = ["BI", "PD", "PIP", "UM", "UMPD", "COMP", "COLL", "RREIM", "CWAIV"] as const;
export type CoverageCode = (typeof COVERAGE_CODES)[number];

/** The meaning of each code as doc2 §3 states it. Labels for the page are the `quote.coverage.*` keys. */
export const COVERAGE_MEANINGS: Record<CoverageCode, string> = {
  BI: "Liability BI",
  PD: "Liability PD",
  PIP: "Personal Injury Protection",
  UM: "Uninsured Motorists BI",
  UMPD: "Uninsured Motorists Protection PD",
  COMP: "Comprehensive Deductible",
  COLL: "Collision Deductible",
  RREIM: "Rental Reimbursement",
  CWAIV: "Collision Deductible Waiver",
};

export function isCoverageCode(value: string): value is CoverageCode {
  return (COVERAGE_CODES as readonly string[]).includes(value);
}

/** The i18n key of a coverage's label. */
export function coverageLabelKey(code: CoverageCode) {
  return coverageKeys[code];
}

/** The i18n key of a coverage's short explanation (what it pays for), shown beside its name. */
export function coverageHelpKey(code: CoverageCode) {
  return `quote.coverageHelp.${code}` as const;
}

/**
 * A package's coverages as a shopper reads them: the code (for its plain name) and the limit or
 * deductible shown after it; a coverage that is simply included ("Y") shows no amount.
 */
export function packageCoverageParts(entries: readonly { coverageCd: string; val1?: string; val2?: string }[]): { code: CoverageCode; amount: string }[] {
  return entries.flatMap((entry) => {
    const code = entry.coverageCd.toUpperCase();
    if (!isCoverageCode(code)) return [];
    const values = [entry.val1, entry.val2].filter((v): v is string => Boolean(v && v.trim()));
    const amount = values.length === 0 || values.every((v) => v.trim().toUpperCase() === "Y") ? "" : formatCoverageLimit(code, values.join("/"));
    return [{ code, amount }];
  });
}

/** Codes whose limits display in thousands (doc2 §9). */
const LIMIT_CODES: readonly CoverageCode[] = ["BI", "PD", "UM", "UMPD"];

const dollars = (amount: number) => `$${amount.toLocaleString("en-US", { maximumFractionDigits: 2 })}`;

function formatAmount(part: string, inThousands: boolean): string {
  const text = part.trim().replace(/[$,]/g, "");
  if (!/^[0-9]+(\.[0-9]+)?$/.test(text)) return part.trim();
  const amount = Number(text);
  if (!inThousands) return dollars(amount);
  if (amount > 1000) return `$${(amount / 1000).toLocaleString("en-US", { maximumFractionDigits: 1 })}k`;
  const wholeDigits = text.split(".")[0]!.replace(/^0+(?=\d)/, "").length;
  if (wholeDigits <= 2) return dollars(amount * 1000);
  return dollars(amount);
}

/**
 * A coverage limit or deductible as shown (doc2 §9). For BI, PD, UM and UMPD each amount of a
 * split limit displays as $Nk when above 1000 (divided by 1000), and an amount of 2 digits or
 * fewer is in thousands ($n,000): `30000/60000` → `$30k/$60k`, `30/60` → `$30,000/$60,000`.
 * Other codes show dollars (`500` → `$500`); words (`Reject`, `Included`) show as they are.
 */
export function formatCoverageLimit(code: string, value: string | number): string {
  const inThousands = (LIMIT_CODES as readonly string[]).includes(code.toUpperCase());
  return String(value)
    .split("/")
    .map((part) => formatAmount(part, inThousands))
    .join("/");
}

/** A coverage entry of the rating request: a code with up to three values. */
export const coverageEntrySchema = z.object({
  coverageCd: z.enum(COVERAGE_CODES, { error: errorKeys.coverageInvalid }),
  val1: z.optional(z.string()),
  val2: z.optional(z.string()),
  val3: z.optional(z.string()),
});
export type CoverageEntry = z.output<typeof coverageEntrySchema>;

export const POLICY_TERMS = [6, 12] as const;
export type PolicyTerm = (typeof POLICY_TERMS)[number];
/** Default policy term, 6 months, configurable (doc2 §9). */
export const DEFAULT_POLICY_TERM: PolicyTerm = 6;
/** Coverage package 0 means the state minimum (doc2 §9). */
export const STATE_MINIMUM_PACKAGE = 0;
/** Custom coverages selected by default (doc2 §9). */
export const DEFAULT_CUSTOM_COVERAGES: readonly CoverageCode[] = ["BI", "PD"];

/**
 * doc2 §9: the configured default custom coverages ("BI,PD"), as codes; unknown codes are dropped
 * and an empty or unreadable setting gives the spec's BI and PD.
 */
export function parseDefaultCustomCoverages(setting: string): CoverageCode[] {
  const codes = setting
    .split(",")
    .map((code) => code.trim().toUpperCase())
    .filter((code): code is CoverageCode => (COVERAGE_CODES as readonly string[]).includes(code));
  return codes.length > 0 ? [...new Set(codes)] : [...DEFAULT_CUSTOM_COVERAGES];
}

/**
 * The value a custom coverage's select starts with: the visitor's own choice, else the first limit
 * for a coverage chosen by default, else "not included" (doc2 §9: only BI and PD by default).
 */
export function customCoverageStart(code: CoverageCode, chosen: Record<string, string>, defaults: readonly CoverageCode[], firstLimit: string): string {
  if (code in chosen) return chosen[code] ?? "";
  return defaults.includes(code) ? firstLimit : "";
}

export function isStateMinimum(coveragePackage: number): boolean {
  return coveragePackage === STATE_MINIMUM_PACKAGE;
}

/**
 * The coverage package the policy step starts with (doc2 §9, "coverage package 0 means state
 * minimum"): the visitor's own choice once the step was completed (or custom coverages were
 * chosen); before that the brand's default package when the visitor's state offers it, else the
 * state minimum.
 */
export function packageStart(
  policy: { coveragePackage: number; custom: boolean },
  policyCompleted: boolean,
  defaultPackage: number,
  offered: readonly number[],
): number {
  if (policyCompleted || policy.custom) return policy.coveragePackage;
  return offered.includes(defaultPackage) ? defaultPackage : STATE_MINIMUM_PACKAGE;
}

/**
 * The policy term the step starts with (doc2 §9, "default policy term 6 months", a brand setting):
 * the visitor's own choice once the step was completed, before that the brand's default term.
 */
export function termStart(policy: { term: PolicyTerm }, policyCompleted: boolean, defaultTerm: PolicyTerm): PolicyTerm {
  return policyCompleted ? policy.term : defaultTerm;
}

export type PolicySchemaOptions = {
  defaultTerm?: PolicyTerm;
  defaultCustomCoverages?: readonly CoverageCode[];
  /** The brand's default coverage package (doc2 §9; 0, the state minimum, unless set). */
  defaultPackage?: number;
};

/**
 * The policy step: term 6 or 12 (default 6), coverage package (0 = state minimum, the default, or
 * the brand's default package), and the custom coverages (checkboxes of the nine codes; none ticked
 * reads as the default BI and PD).
 */
export function policySchema(options: PolicySchemaOptions = {}) {
  const defaultTerm = options.defaultTerm ?? DEFAULT_POLICY_TERM;
  const defaultPackage = options.defaultPackage ?? STATE_MINIMUM_PACKAGE;
  const defaultCustom = [...(options.defaultCustomCoverages ?? DEFAULT_CUSTOM_COVERAGES)];
  const schema = z.object({
    term: z._default(z.union([z.literal(6), z.literal(12)], { error: errorKeys.termInvalid }), defaultTerm),
    coveragePackage: z._default(
      z
        .number({ error: errorKeys.coveragePackageInvalid })
        .check(z.int({ error: errorKeys.coveragePackageInvalid }), z.gte(0, { error: errorKeys.coveragePackageInvalid })),
      defaultPackage,
    ),
    customCoverages: z.pipe(
      z._default(z.array(z.enum(COVERAGE_CODES, { error: errorKeys.coverageInvalid })), defaultCustom),
      z.transform((codes: CoverageCode[]) => COVERAGE_CODES.filter((code) => codes.includes(code))),
    ),
  });
  return Object.assign(schema, {
    /** The schema with further fields (`z.extend`), for a form that posts more than the policy step's own. */
    extend: <E extends z.core.$ZodLooseShape>(shape: E) => z.extend(schema, shape),
  });
}
export type PolicyFormValue = z.output<ReturnType<typeof policySchema>>;
