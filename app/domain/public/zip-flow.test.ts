import { describe, expect, it } from "vitest";
import {
  brandStorageKey,
  CUSTOMER_STATE_COOKIE_MAX_AGE_SECONDS,
  quotePath,
  readStoredValue,
  storedLocationEntries,
  storedValue,
  zipFlowOutcome,
  zipLookupResponseSchema,
} from "./zip-flow";

const answer = (input: unknown) => zipLookupResponseSchema.parse(input);
/** A brand serving Texas, Arizona and California (its CMS `states`). */
const en = { lang: "en" as const, experiences: ["ca"], states: ["TX", "AZ", "CA"] };

describe("doc1 §4 zip flow outcome", () => {
  it("no address: the out-of-service modal", () => {
    expect(zipFlowOutcome("99999", answer({ addresses: [], isQuoteAvaliable: true }), en)).toEqual({ kind: "out-of-service" });
    expect(zipFlowOutcome("99999", answer({ addresses: null }), en)).toEqual({ kind: "out-of-service" });
    expect(zipFlowOutcome("99999", answer({}), en)).toEqual({ kind: "out-of-service" });
  });

  it("doc1 §4 a state the brand's CMS states lack: the coming-soon page naming the place, though the platform would quote it", () => {
    const outcome = zipFlowOutcome("75001", answer({ addresses: [{ state: "TX", city: "Addison" }], isQuoteAvaliable: true }), { ...en, states: ["CA"] });
    expect(outcome).toEqual({ kind: "coming-soon", href: "/coming-soon", location: { zip: "75001", state: "TX", city: "Addison" } });
    expect(zipFlowOutcome("59001", answer({ addresses: [{ state: "MT", city: "Absarokee" }], isQuoteAvaliable: true }), en)).toMatchObject({ kind: "coming-soon" });
  });

  it("doc1 §4 a state the brand serves goes to its quote page whatever the platform's own flag says", () => {
    expect(zipFlowOutcome("75001", answer({ addresses: [{ state: "tx", city: "Addison" }], isQuoteAvaliable: false }), en)).toMatchObject({ kind: "quote", href: "/quote#driver1" });
    expect(zipFlowOutcome("75001", answer({ addresses: [{ state: "TX", city: "Addison" }] }), en)).toMatchObject({ kind: "quote" });
  });

  it("doc1 §2 a Texas zip goes to the base quote page with #driver1", () => {
    const outcome = zipFlowOutcome("75001", answer({ addresses: [{ state: "TX", city: "Addison" }], isQuoteAvaliable: true }), en);
    expect(outcome).toMatchObject({ kind: "quote", href: "/quote#driver1" });
  });

  it("doc1 §2 a non-Texas state with its experience enabled gets the state suffix", () => {
    const outcome = zipFlowOutcome("85001", answer({ addresses: [{ state: "az", city: "Phoenix" }], isQuoteAvaliable: true }), { ...en, experiences: ["ca", "az"] });
    expect(outcome).toEqual({ kind: "quote", href: "/quote/az#driver1", location: { zip: "85001", state: "AZ", city: "Phoenix" } });
  });

  it("doc1 §2 California's enabled experience is its own page, /get-a-quote-ca", () => {
    const outcome = zipFlowOutcome("90001", answer({ addresses: [{ state: "ca", city: "Los Angeles" }], isQuoteAvaliable: true }), en);
    expect(outcome).toEqual({ kind: "quote", href: "/get-a-quote-ca#driver1", location: { zip: "90001", state: "CA", city: "Los Angeles" } });
    expect(quotePath("CA", { lang: "en", experiences: [] })).toBe("/quote");
  });

  it("doc1 §2 a non-Texas state without an enabled experience uses the base brand", () => {
    const outcome = zipFlowOutcome("85001", answer({ addresses: [{ state: "AZ", city: "Phoenix" }], isQuoteAvaliable: true }), en);
    expect(outcome).toMatchObject({ href: "/quote#driver1" });
  });

  it("Spanish pages keep /es, and the base path is configurable", () => {
    const es = { lang: "es" as const, experiences: ["ca"], states: ["AZ", "CA"], basePath: "/auto/quote/", comingSoonPath: "/proximamente" };
    expect(zipFlowOutcome("90001", answer({ addresses: [{ state: "CA", city: "LA" }] }), es)).toMatchObject({ href: "/es/get-a-quote-ca#driver1" });
    expect(zipFlowOutcome("85001", answer({ addresses: [{ state: "AZ", city: "Phoenix" }] }), { ...es, experiences: ["az"] })).toMatchObject({ href: "/es/auto/quote/az#driver1" });
    expect(zipFlowOutcome("75001", answer({ addresses: [{ state: "TX", city: "Addison" }], isQuoteAvaliable: true }), es)).toMatchObject({
      href: "/es/proximamente",
    });
  });

  it("the first address gives state and city; the zip is kept at 5 characters", () => {
    const outcome = zipFlowOutcome("75001-1234", answer({ addresses: [{ state: "TX", city: "Addison" }, { state: "OK", city: "X" }] }), en);
    expect(outcome).toMatchObject({ location: { zip: "75001", state: "TX", city: "Addison" } });
  });

  it("quotePath: Texas never takes a suffix, even if listed", () => {
    expect(quotePath("TX", { lang: "en", experiences: ["tx", "ca"] })).toBe("/quote");
    expect(quotePath("", { lang: "en", experiences: ["ca"] })).toBe("/quote");
  });
});

describe("doc1 §9 stored zip, state and city last 168 hours", () => {
  const now = new Date("2026-03-01T12:00:00Z");

  it("a stored value reads back until 168 hours have passed", () => {
    const raw = JSON.stringify(storedValue("75001", now));
    expect(readStoredValue(raw, new Date(now.getTime() + 167 * 3_600_000))).toBe("75001");
    expect(readStoredValue(raw, new Date(now.getTime() + 168 * 3_600_000))).toBeNull();
  });

  it("missing or unreadable storage reads as nothing", () => {
    expect(readStoredValue(null, now)).toBeNull();
    expect(readStoredValue("75001", now)).toBeNull();
    expect(readStoredValue('{"value":1}', now)).toBeNull();
  });

  it("the flow writes zip, state and city under the brand's keys", () => {
    const entries = storedLocationEntries({ zip: "75001", state: "TX", city: "Addison" }, now, "lonestar");
    expect(Object.keys(entries).sort()).toEqual(["lonestar.cityStored", "lonestar.customerState", "lonestar.zipCodeStored"]);
    expect(readStoredValue(entries[brandStorageKey("lonestar", "customerState")], now)).toBe("TX");
  });

  it("customerState's cookie lasts 168 hours", () => {
    expect(CUSTOMER_STATE_COOKIE_MAX_AGE_SECONDS).toBe(604800);
  });
});
