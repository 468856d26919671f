import { describe, expect, it } from "vitest";
import { stateName, stateOptions } from "./out-of-state";

describe("doc1 §2 out-of-state block: state names", () => {
  it("names a state in the page's language, keeping unknown codes as given", () => {
    expect(stateName("ny", "en")).toBe("New York");
    expect(stateName("NY", "es")).toBe("Nueva York");
    expect(stateName("CA", "es")).toBe("California");
    expect(stateName("ZZ", "en")).toBe("ZZ");
  });

  it("offers every state once, sorted by its name in the page's language", () => {
    const es = stateOptions("es");
    expect(new Set(es.map((s) => s.code)).size).toBe(es.length);
    expect(es.length).toBe(52);
    const names = es.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "es")));
    expect(es.find((s) => s.code === "NC")?.name).toBe("Carolina del Norte");
  });
});
