import { describe, expect, it } from "vitest";
import { mapSearchSchema, parseMapSearch } from "./map-search";

describe("doc1 §5 map search: a 5-digit zip or 'City, ST'", () => {
  it("reads a zip", () => {
    expect(parseMapSearch(" 78701 ")).toEqual({ kind: "zip", zip: "78701", query: "78701" });
  });
  it("reads a city and state with or without the comma", () => {
    expect(parseMapSearch("Fort Worth, TX")).toEqual({ kind: "city", city: "Fort Worth", state: "TX", query: "Fort Worth, TX" });
    expect(parseMapSearch("El Paso TX")).toEqual({ kind: "city", city: "El Paso", state: "TX", query: "El Paso TX" });
    expect(parseMapSearch("San José,  CA")?.kind).toBe("city");
  });
  it("rejects anything else", () => {
    for (const bad of ["", "7870", "787011", "12#$", "Austin, T", "St. Louis, MO", "78701, TX", ", TX"]) expect(parseMapSearch(bad), bad).toBeNull();
  });
  it("the schema reports the configured message", () => {
    const result = mapSearchSchema("Try again").safeParse({ q: "??" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Try again");
  });
});
