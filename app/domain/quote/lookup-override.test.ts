import { describe, expect, it } from "vitest";
import { answerOverride, fillWithoutAsking, overrideToAsk, zipPlaceChoice } from "./lookup-override";

const found = { firstName: "Maria", lastName: "Alvarado", address: "4120 Bluebonnet Trail", address2: "", city: "Austin", state: "TX", zip: "78745" };

describe("doc2 §5 override modal: a lookup never replaces what the visitor typed unasked", () => {
  it("doc2 §5 a found address that differs from the typed ZIP is asked about", () => {
    expect(overrideToAsk({ zip: "75201", city: "Dallas", state: "TX" }, found)).toEqual(found);
    expect(overrideToAsk({ firstName: "Mario", lastName: "Alvarado" }, found)).toEqual(found);
  });

  it("doc2 §5 case, spacing and accents are not a difference; nothing typed is not either", () => {
    expect(overrideToAsk({ firstName: "maría", lastName: " ALVARADO ", zip: "78745" }, found)).toBeNull();
    expect(overrideToAsk({}, found)).toBeNull();
    expect(overrideToAsk({ zip: "75201" }, undefined)).toBeNull();
  });

  it("doc2 §5 unasked, a lookup fills empty names, and an address only where no part of one was entered", () => {
    expect(fillWithoutAsking({ zip: "75201" }, found)).toEqual({ firstName: "Maria", lastName: "Alvarado" });
    expect(fillWithoutAsking({ firstName: "Ana", lastName: "Ruiz" }, found)).toEqual({
      address: "4120 Bluebonnet Trail",
      address2: "",
      city: "Austin",
      state: "TX",
      zip: "78745",
    });
  });

  it("doc2 §5 No keeps the typed ZIP, city and state and adds no found street; Yes uses the found ones", () => {
    const typed = { firstName: "Maria", lastName: "Alvarado", zip: "75201", city: "Dallas", state: "TX" };
    expect(answerOverride(typed, found, false)).toEqual(typed);
    expect(answerOverride(typed, found, true)).toEqual({ ...found });
    expect(answerOverride({ ...typed, address2: "Apt 3" }, { ...found, address2: "Unit 9" }, true)).toMatchObject({
      address: "4120 Bluebonnet Trail",
      address2: "Unit 9",
    });
  });

  it("doc2 §5 driver 3/3 ZIP lookup: empty or equal city and state are filled, a typed other city or state is asked about", () => {
    const austin = { city: "Austin", state: "TX" };
    expect(zipPlaceChoice({}, austin)).toBe("fill");
    expect(zipPlaceChoice({ city: "austin", state: "" }, austin)).toBe("fill");
    expect(zipPlaceChoice({ city: "Dallas" }, austin)).toBe("ask");
    expect(zipPlaceChoice({ city: "", state: "CA" }, austin)).toBe("ask");
  });
});
