import { describe, expect, it } from "vitest";
import { cityName, stateName, stateOptions } from "./out-of-state";

describe("doc1 §2 out-of-state block: state names", () => {
  it("names a state in the page's language, keeping unknown codes as given", () => {
    expect(stateName("ny", "en")).toBe("New York");
    expect(stateName("NY", "es")).toBe("Nueva York");
    expect(stateName("CA", "es")).toBe("California");
    expect(stateName("ZZ", "en")).toBe("ZZ");
  });

  it("has a US Spanish name for every state (the ones that differ from English are translated)", () => {
    const differ = Object.fromEntries(stateOptions("es").map((s) => [s.code, s.name]).filter(([code, name]) => name !== stateName(code!, "en")));
    expect(differ).toEqual({
      DC: "Distrito de Columbia", HI: "Hawái", LA: "Luisiana", MI: "Míchigan", MS: "Misisipi", MO: "Misuri", NH: "Nuevo Hampshire",
      NJ: "Nueva Jersey", NM: "Nuevo México", NY: "Nueva York", NC: "Carolina del Norte", ND: "Dakota del Norte", OR: "Oregón",
      PA: "Pensilvania", SC: "Carolina del Sur", SD: "Dakota del Sur", WV: "Virginia Occidental",
    });
  });

  it("names a city in Spanish when it has a Spanish name (a city named after its state takes the state's)", () => {
    expect(cityName("New York", "es")).toBe("Nueva York");
    expect(cityName("NEW YORK", "es")).toBe("Nueva York");
    expect(cityName("New Orleans", "es")).toBe("Nueva Orleans");
    expect(cityName("New York", "en")).toBe("New York");
    expect(cityName("Dallas", "es")).toBe("Dallas");
    expect(cityName("Washington", "es")).toBe("Washington");
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
