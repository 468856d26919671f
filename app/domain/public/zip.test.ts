import { describe, expect, it } from "vitest";
import { mapSearchSchema, parseMapSearch } from "./map-search";
import { cleanZipInput, isValidZip, isZipKeyAllowed, shortenZip, zipInputAttributes } from "./zip";
import { zipEntrySchema } from "./zip-schema";

describe("doc1 §5 zip", () => {
  it("exactly 5 digits", () => {
    expect(isValidZip("75001")).toBe(true);
    expect(isValidZip("7500")).toBe(false);
    expect(isValidZip("750011")).toBe(false);
    expect(isValidZip("7500a")).toBe(false);
    expect(isValidZip("")).toBe(false);
  });

  it("the field takes digit keys only (editing keys and shortcuts still work)", () => {
    expect(isZipKeyAllowed({ key: "7" })).toBe(true);
    expect(isZipKeyAllowed({ key: "a" })).toBe(false);
    expect(isZipKeyAllowed({ key: "-" })).toBe(false);
    expect(isZipKeyAllowed({ key: " " })).toBe(false);
    expect(isZipKeyAllowed({ key: "e" })).toBe(false);
    expect(isZipKeyAllowed({ key: "Backspace" })).toBe(true);
    expect(isZipKeyAllowed({ key: "Tab" })).toBe(true);
    expect(isZipKeyAllowed({ key: "v", ctrlKey: true })).toBe(true);
  });

  it("maxlength 5 on a numeric field", () => {
    expect(zipInputAttributes).toMatchObject({ maxLength: 5, inputMode: "numeric" });
  });

  it("pasted text keeps its digits, 5 at most", () => {
    expect(cleanZipInput("75 001-1234")).toBe("75001");
    expect(cleanZipInput("abc")).toBe("");
  });

  it("zips are shortened to 5 characters where longer", () => {
    expect(shortenZip("75001-1234")).toBe("75001");
    expect(shortenZip(" 75001 ")).toBe("75001");
    expect(shortenZip("750")).toBe("750");
  });
});

describe("doc1 §5 zip entry form schema", () => {
  it("accepts 5 digits, and a ZIP+4 shortened to its 5 digits", () => {
    expect(zipEntrySchema().parse({ zip: "75001" })).toEqual({ zip: "75001" });
    expect(zipEntrySchema().parse({ zip: "75001-1234" })).toEqual({ zip: "75001" });
  });

  it("rejects anything else with the default message key ('You must enter a valid Zip Code')", () => {
    for (const zip of ["7500", "7500a", "", "abcde"]) {
      const result = zipEntrySchema().safeParse({ zip });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("public.zip.invalid");
      expect(result.error?.issues[0]?.path).toEqual(["zip"]);
    }
  });

  it("a missing zip gets the same message", () => {
    expect(zipEntrySchema().safeParse({}).error?.issues[0]?.message).toBe("public.zip.invalid");
  });

  it("uses the configured error text when there is one", () => {
    const result = zipEntrySchema("Enter your 5-digit ZIP").safeParse({ zip: "12" });
    expect(result.error?.issues[0]?.message).toBe("Enter your 5-digit ZIP");
  });
});

describe("doc1 §5 map search", () => {
  it("a 5-digit zip", () => {
    expect(parseMapSearch(" 78701 ")).toEqual({ kind: "zip", zip: "78701", query: "78701" });
  });

  it.each([
    ["Austin, TX", "Austin", "TX"],
    ["San Antonio, TX", "San Antonio", "TX"],
    ["San Antonio,TX", "San Antonio", "TX"],
    ["Dallas TX", "Dallas", "TX"],
    ["Fort  Worth ,  Texas", "Fort Worth", "Texas"],
    ["San José, CA", "San José", "CA"],
  ])("'City, ST': %s", (input, city, state) => {
    expect(parseMapSearch(input)).toMatchObject({ kind: "city", city, state });
  });

  it("a single word of three letters or more fits the rule (letters, then at least 2 letters)", () => {
    expect(parseMapSearch("Austin")).toMatchObject({ kind: "city", city: "Austin", state: "" });
  });

  it.each(["7870", "787011", "Austin, T", "Austin, TX 78701", "St. Louis, MO", ", TX", "A1, TX", "", "   ", "<script>"])(
    "anything else is refused: %j",
    (input) => {
      expect(parseMapSearch(input)).toBeNull();
    },
  );

  it("the schema gives the configured error, or the default key", () => {
    expect(mapSearchSchema().safeParse({ q: "12" }).error?.issues[0]?.message).toBe("public.mapSearch.invalid");
    expect(mapSearchSchema("No match").safeParse({ q: "12" }).error?.issues[0]?.message).toBe("No match");
    expect(mapSearchSchema().parse({ q: "Austin, TX" }).q).toMatchObject({ kind: "city", state: "TX" });
  });
});
