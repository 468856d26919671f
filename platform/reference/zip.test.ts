import { afterEach, describe, expect, it } from "vitest";
import { cityByZip, lookupZip, shortenZip } from "./zip.ts";
import { isServed, parseServedStates, servedStates, setServedStatesOverride } from "./served-states.ts";

afterEach(() => {
  setServedStatesOverride(undefined);
});

describe("zip lookup", () => {
  it("finds city, state, county and coordinates of a zip", async () => {
    const place = await lookupZip("78701");
    expect(place).toMatchObject({ zip: "78701", city: "Austin", state: "TX", stateName: "Texas", county: "Travis" });
    expect(place?.latitude).toBeCloseTo(30.27, 1);
    expect(place?.longitude).toBeCloseTo(-97.74, 1);
  });

  it("doc1 §5: zips longer than 5 are shortened to 5", async () => {
    expect(shortenZip("75201-1234")).toBe("75201");
    expect((await lookupZip("752011234"))?.city).toBe("Dallas");
  });

  it("answers nothing for a zip that does not exist or is not 5 digits", async () => {
    expect(await lookupZip("00000")).toBeNull();
    expect(await lookupZip("7870")).toBeNull();
    expect(await lookupZip("abcde")).toBeNull();
  });

  it("quotes are available in Texas for the seed brands, not elsewhere", async () => {
    const austin = await cityByZip("78701", "lonestar");
    expect(austin.isQuoteAvaliable).toBe(true);
    expect(austin.addresses).toEqual([expect.objectContaining({ city: "Austin", state: "TX", zip: "78701", county: "Travis" })]);
    const la = await cityByZip("90210", "lonestar");
    expect(la.addresses[0]?.state).toBe("CA");
    expect(la.isQuoteAvaliable).toBe(false);
    expect(await cityByZip("00000", "lonestar")).toEqual({ addresses: [], isQuoteAvaliable: false });
  });

  it("served states can be set per brand", async () => {
    setServedStatesOverride("acme=TX, la ;*=TX");
    expect(servedStates("ACME")).toEqual(["TX", "LA"]);
    expect(isServed("other", "LA")).toBe(false);
    expect((await cityByZip("70112", "acme")).isQuoteAvaliable).toBe(true);
    expect(parseServedStates("bad;x=1,TX")).toEqual({ x: ["TX"] });
  });
});
