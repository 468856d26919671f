import { describe, expect, it } from "vitest";
import {
  COVERAGE_CODES,
  COVERAGE_MEANINGS,
  coverageEntrySchema,
  coverageLabelKey,
  formatCoverageLimit,
  isStateMinimum,
  policySchema,
  parseDefaultCustomCoverages,
  customCoverageStart,
  coverageHelpKey,
  packageCoverageParts,
  packageStart,
  termStart,
} from "./coverage";
import { errorKeys, quoteMessageKeys } from "./message-keys";
import { errorsOf, submitForm, valueOf } from "./testing";

describe("doc2 §3 coverage codes", () => {
  it("doc2 §3 the nine codes and their meanings", () => {
    expect(COVERAGE_CODES).toEqual(["BI", "PD", "PIP", "UM", "UMPD", "COMP", "COLL", "RREIM", "CWAIV"]);
    expect(COVERAGE_MEANINGS.UMPD).toBe("Uninsured Motorists Protection PD");
    expect(COVERAGE_MEANINGS.CWAIV).toBe("Collision Deductible Waiver");
    for (const code of COVERAGE_CODES) expect(quoteMessageKeys, code).toContain(coverageLabelKey(code));
  });

  it("doc2 §3 a coverage entry is a known code with up to three values", () => {
    expect(coverageEntrySchema.parse({ coverageCd: "BI", val1: "30000", val2: "60000" })).toEqual({ coverageCd: "BI", val1: "30000", val2: "60000" });
    expect(coverageEntrySchema.safeParse({ coverageCd: "XYZ" }).success).toBe(false);
  });
});

describe("doc2 §9 coverage limit display", () => {
  it("doc2 §9 BI, PD, UM and UMPD above 1000 display as $Nk", () => {
    expect(formatCoverageLimit("BI", "30000/60000")).toBe("$30k/$60k");
    expect(formatCoverageLimit("PD", 25000)).toBe("$25k");
    expect(formatCoverageLimit("UM", "100000/300000")).toBe("$100k/$300k");
    expect(formatCoverageLimit("UMPD", "1500")).toBe("$1.5k");
  });

  it("doc2 §9 values of 2 digits or fewer display as thousands ($n,000)", () => {
    expect(formatCoverageLimit("BI", "30/60")).toBe("$30,000/$60,000");
    expect(formatCoverageLimit("PD", "5")).toBe("$5,000");
  });

  it("doc2 §9 between 100 and 1000 the value shows as dollars; other codes show dollars; words as they are", () => {
    expect(formatCoverageLimit("BI", "1000")).toBe("$1,000");
    expect(formatCoverageLimit("PD", "500")).toBe("$500");
    expect(formatCoverageLimit("COMP", "500")).toBe("$500");
    expect(formatCoverageLimit("COLL", "1000")).toBe("$1,000");
    expect(formatCoverageLimit("RREIM", "30/900")).toBe("$30/$900");
    expect(formatCoverageLimit("UM", "Reject")).toBe("Reject");
  });
});

describe("doc2 §9 policy step", () => {
  it("doc2 §9 default term 6 months, package 0 (state minimum), custom coverages BI and PD", () => {
    expect(valueOf(submitForm(policySchema(), {}))).toEqual({ term: 6, coveragePackage: 0, customCoverages: ["BI", "PD"] });
    expect(isStateMinimum(0)).toBe(true);
    expect(isStateMinimum(2)).toBe(false);
  });

  it("doc2 §9 the default term is configurable", () => {
    expect(valueOf(submitForm(policySchema({ defaultTerm: 12 }), {}))).toMatchObject({ term: 12 });
    // The step starts at the brand's term until the visitor has chosen one.
    expect(termStart({ term: 6 }, false, 12)).toBe(12);
    expect(termStart({ term: 6 }, true, 12)).toBe(6);
    expect(termStart({ term: 12 }, true, 6)).toBe(12);
  });

  it("doc2 §9 coverage package: the step starts at the brand's default package (0, the state minimum, unless set)", () => {
    const offered = [0, 1, 2, 3];
    const fresh = { coveragePackage: 0, custom: false };
    expect(packageStart(fresh, false, 0, offered)).toBe(0);
    expect(packageStart(fresh, false, 2, offered)).toBe(2);
    // A package the visitor's state does not offer starts at the state minimum.
    expect(packageStart(fresh, false, 7, offered)).toBe(0);
    // Once chosen, the visitor's own choice stays.
    expect(packageStart({ coveragePackage: 0, custom: false }, true, 2, offered)).toBe(0);
    expect(packageStart({ coveragePackage: 1, custom: true }, false, 2, offered)).toBe(1);
    // A form posted without a package takes the brand's default.
    expect(valueOf(submitForm(policySchema({ defaultPackage: 2 }), {}))).toMatchObject({ coveragePackage: 2 });
    expect(valueOf(submitForm(policySchema({ defaultPackage: 2 }), { coveragePackage: "0" }))).toMatchObject({ coveragePackage: 0 });
  });

  it("doc2 §2 term 6 or 12 only", () => {
    expect(valueOf(submitForm(policySchema(), { term: "12" }))).toMatchObject({ term: 12 });
    expect(errorsOf(submitForm(policySchema(), { term: "3" }))).toEqual({ term: [errorKeys.termInvalid] });
  });

  it("doc2 §3 custom coverages from the nine codes, in code order, without duplicates", () => {
    expect(valueOf(submitForm(policySchema(), { coveragePackage: "3", customCoverages: ["COLL", "BI", "CWAIV", "BI"] }))).toEqual({
      term: 6,
      coveragePackage: 3,
      customCoverages: ["BI", "COLL", "CWAIV"],
    });
    expect(errorsOf(submitForm(policySchema(), { customCoverages: ["BI", "GAP"] }))).toEqual({ "customCoverages[1]": [errorKeys.coverageInvalid] });
    expect(errorsOf(submitForm(policySchema(), { coveragePackage: "-1" }))).toEqual({ coveragePackage: [errorKeys.coveragePackageInvalid] });
  });
});

describe("doc2 §9 default custom coverages", () => {
  it("doc2 §9 the configured default (BI,PD) as codes; unknown codes dropped; empty gives BI and PD", () => {
    expect(parseDefaultCustomCoverages("BI,PD")).toEqual(["BI", "PD"]);
    expect(parseDefaultCustomCoverages(" bi , pd, COMP ,XX")).toEqual(["BI", "PD", "COMP"]);
    expect(parseDefaultCustomCoverages("")).toEqual(["BI", "PD"]);
  });

  it("doc2 §9 a custom coverage starts chosen only when it is a default (or the visitor chose it)", () => {
    expect(customCoverageStart("BI", {}, ["BI", "PD"], "30/60")).toBe("30/60");
    expect(customCoverageStart("COMP", {}, ["BI", "PD"], "500")).toBe("");
    expect(customCoverageStart("COMP", { COMP: "1000" }, ["BI", "PD"], "500")).toBe("1000");
    expect(customCoverageStart("BI", { BI: "" }, ["BI", "PD"], "30/60")).toBe("");
  });
});

describe("doc2 §3 coverage entries in plain words", () => {
  it("doc2 §3 a package's coverages: each code for its plain name, with its limit; an included coverage shows no amount", () => {
    expect(
      packageCoverageParts([
        { coverageCd: "BI", val1: "30", val2: "60" },
        { coverageCd: "UMPD", val1: "25000", val2: "" },
        { coverageCd: "RREIM", val1: "30", val2: "900" },
        { coverageCd: "CWAIV", val1: "Y" },
        { coverageCd: "GAP", val1: "1" },
      ]),
    ).toEqual([
      { code: "BI", amount: "$30,000/$60,000" },
      { code: "UMPD", amount: "$25k" },
      { code: "RREIM", amount: "$30/$900" },
      { code: "CWAIV", amount: "" },
    ]);
  });

  it("doc2 §3 every code has a plain name and a short explanation in English and Spanish, never the code itself", async () => {
    const [{ default: en }, { default: es }] = await Promise.all([import("~/locales/en/quote"), import("~/locales/es/quote")]);
    for (const code of COVERAGE_CODES) {
      for (const locale of [en, es]) {
        const name = locale.coverage[code];
        expect(name).toBeTruthy();
        expect(name).not.toMatch(new RegExp(`^${code}\\b|\\b(BI|PD|UMPD)\\b`));
        expect(locale.coverageHelp[code].length).toBeGreaterThan(20);
      }
      expect(coverageHelpKey(code)).toBe(`quote.coverageHelp.${code}`);
    }
  });

  it("Spanish custom-coverage choices read the same whatever the coverage's gender (Responsabilidad civil…, Reembolso…)", async () => {
    const { default: es } = await import("~/locales/es/quote");
    expect([es.policy.notIncluded, es.policy.included]).toEqual(["No incluir", "Incluir"]);
  });
});
