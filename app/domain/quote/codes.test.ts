import { describe, expect, it } from "vitest";
import { driverStatus, gender, marital, relation, residenceStatus } from "./codes";

describe("doc2 §3 code mappings", () => {
  it("doc2 §3 gender: 1 female, 0 male, both directions", () => {
    expect(gender.toCode("female")).toBe(1);
    expect(gender.toCode("male")).toBe(0);
    expect(gender.fromCode(1)).toBe("female");
    expect(gender.fromCode("0")).toBe("male");
    expect(gender.fromCode(7)).toBeUndefined();
  });

  it("doc2 §3 marital: 1 single, 0 married, both directions", () => {
    expect(marital.toCode("single")).toBe(1);
    expect(marital.toCode("married")).toBe(0);
    expect(marital.fromCode(1)).toBe("single");
    expect(marital.fromCode(0)).toBe("married");
  });

  it("doc2 §3 relation: 1 spouse, 2 child, 3 other related, 4 other non-related, 5 parent, otherwise self", () => {
    const expected = { 1: "spouse", 2: "child", 3: "otherRelated", 4: "otherNonRelated", 5: "parent" } as const;
    for (const [code, name] of Object.entries(expected)) {
      expect(relation.fromCode(Number(code))).toBe(name);
      expect(relation.toCode(name)).toBe(Number(code));
    }
    expect(relation.fromCode(0)).toBe("self");
    expect(relation.fromCode(9)).toBe("self");
    expect(relation.toCode("self")).toBe(0);
  });

  it("doc2 §3 driverstatus: 0 insured, 1 excluded all other, 2 excluded unlicensed", () => {
    expect([0, 1, 2].map((code) => driverStatus.fromCode(code))).toEqual(["insured", "excludedAllOther", "excludedUnlicensed"]);
    expect(driverStatus.toCode("excludedUnlicensed")).toBe(2);
  });

  it("doc2 §3 residencestatus: 0 resident to 5 deceased", () => {
    expect([0, 1, 2, 3, 4, 5].map((code) => residenceStatus.fromCode(code))).toEqual([
      "resident",
      "distantStudent",
      "military",
      "outOfCountry",
      "other",
      "deceased",
    ]);
    for (const name of residenceStatus.names) expect(residenceStatus.fromCode(residenceStatus.toCode(name))).toBe(name);
  });
});
