import { describe, expect, it } from "vitest";
import { coveragesForState, supportedStates } from "./coverages.ts";
import { foreignLicenseTypes } from "./foreign-licenses.ts";

describe("coverages per state", () => {
  it("doc2 §9: package 0 is the state minimum, Texas 30/60/25", () => {
    const tx = coveragesForState("tx");
    expect(tx?.state).toBe("TX");
    const minimum = tx?.coverageProducts.find((p) => p.coverageProductId === 0);
    expect(minimum?.coverages).toEqual([
      { coverageCd: "BI", val1: "30000", val2: "60000", val3: "" },
      { coverageCd: "PD", val1: "25000", val2: "", val3: "" },
    ]);
  });

  it("doc2 §3: defines the nine coverage codes with their options", () => {
    const tx = coveragesForState("TX");
    expect(tx?.coverages.map((c) => c.coverageCd)).toEqual(["BI", "PD", "PIP", "UM", "UMPD", "COMP", "COLL", "RREIM", "CWAIV"]);
    const bi = tx?.coverages.find((c) => c.coverageCd === "BI");
    expect(bi?.required).toBe(true);
    expect(bi?.options[0]).toMatchObject({ value: "30000/60000", label: "$30k/$60k" });
    expect(bi?.options.some((o) => o.value === "15000/30000")).toBe(false);
    const comp = tx?.coverages.find((c) => c.coverageCd === "COMP");
    expect(comp?.options.map((o) => o.value)).toEqual(["", "250", "500", "1000"]);
  });

  it("every package uses only options the state defines", () => {
    for (const state of supportedStates()) {
      const s = coveragesForState(state);
      for (const product of s?.coverageProducts ?? []) {
        for (const entry of product.coverages) {
          const definition = s?.coverages.find((c) => c.coverageCd === entry.coverageCd);
          const values = definition?.options.map((o) => [o.val1, o.val2, o.val3].join("|"));
          expect(values, `${state} package ${product.coverageProductId} ${entry.coverageCd}`).toContain([entry.val1, entry.val2, entry.val3].join("|"));
        }
      }
    }
  });

  it("uses each state's own minimum", () => {
    expect(coveragesForState("LA")?.coverageProducts[0]?.coverages[0]).toMatchObject({ coverageCd: "BI", val1: "15000", val2: "30000" });
    expect(coveragesForState("NM")?.coverageProducts[0]?.coverages[1]).toMatchObject({ coverageCd: "PD", val1: "10000" });
    expect(coveragesForState("CA")?.coverages.some((c) => c.coverageCd === "PIP")).toBe(false);
  });

  it("has no coverages for a state it does not know", () => {
    expect(coveragesForState("ZZ")).toBeNull();
  });

  it("lists foreign licence types with unique values", () => {
    const values = foreignLicenseTypes.map((t) => t.value);
    expect(new Set(values).size).toBe(values.length);
    expect(values).toContain("IDP");
  });
});
