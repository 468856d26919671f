import { describe, expect, it, vi } from "vitest";
import {
  SUGGEST_MIN_CHARS,
  addressAutocompleteFor,
  addressFromComponents,
  moveActive,
  offlineAddressAutocomplete,
  suggestionRequest,
  type AddressComponent,
  type SuggestionLabels,
} from "./address-autocomplete";

/** A Places address component (`Place.addressComponents`: longText, shortText, types). */
const c = (longText: string, types: string[], shortText: string | null = longText): AddressComponent => ({ longText, shortText, types });

const losAngeles = [
  c("1200", ["street_number"]),
  c("South Central Avenue", ["route"], "S Central Ave"),
  c("Los Angeles", ["locality", "political"]),
  c("Los Angeles County", ["administrative_area_level_2", "political"]),
  c("California", ["administrative_area_level_1", "political"], "CA"),
  c("United States", ["country", "political"], "US"),
  c("90021", ["postal_code"]),
  c("1234", ["postal_code_suffix"]),
];

const labels: SuggestionLabels = { list: "Address suggestions", count: (n) => `${n} found`, none: "None", attribution: "Powered by Google" };

describe("doc2 §2 driver step 3/3 address autocomplete", () => {
  it("a chosen place's address components fill address, city, state and zip", () => {
    expect(addressFromComponents(losAngeles)).toEqual({ address: "1200 S Central Ave", city: "Los Angeles", state: "CA", zip: "90021" });
  });

  it("without a locality the city comes from the sublocality; without a route the street is the formatted address's first line", () => {
    const place = [c("Brooklyn", ["sublocality_level_1", "sublocality"]), c("New York", ["administrative_area_level_1"], "NY"), c("11201", ["postal_code"])];
    expect(addressFromComponents(place, "Borough Hall, Brooklyn, NY 11201, USA")).toEqual({
      address: "Borough Hall",
      city: "Brooklyn",
      state: "NY",
      zip: "11201",
    });
  });

  it("a part without its short text uses its long text (a route), and a premise is the street line when there is no route", () => {
    expect(addressFromComponents([c("500", ["street_number"]), c("Main Street", ["route"], null)]).address).toBe("500 Main Street");
    expect(
      addressFromComponents([c("Tower Life Building", ["premise"]), c("San Antonio", ["locality"])], "Tower Life Building, 310 S St Mary's St"),
    ).toMatchObject({
      address: "Tower Life Building",
      city: "San Antonio",
    });
  });

  it("missing or malformed parts are left empty, never guessed", () => {
    expect(addressFromComponents(undefined)).toEqual({ address: "", city: "", state: "", zip: "" });
    expect(addressFromComponents(null, null)).toEqual({ address: "", city: "", state: "", zip: "" });
    expect(addressFromComponents([c("Texas", ["administrative_area_level_1"], "Texas"), c("7520", ["postal_code"])])).toMatchObject({ state: "", zip: "" });
  });

  it("the street line and the city are cut to the fields' lengths (100 and 80)", () => {
    const long = addressFromComponents([c("1", ["street_number"]), c("A".repeat(120), ["route"]), c("B".repeat(90), ["locality"])]);
    expect(long.address).toHaveLength(100);
    expect(long.city).toHaveLength(80);
  });

  it(`suggestions are asked for from ${SUGGEST_MIN_CHARS} typed characters: US street addresses in the page's language, within the session`, () => {
    const token = { session: 1 };
    expect(suggestionRequest("  15 ", "en", token)).toBeNull();
    expect(suggestionRequest(" 1500 Mar ", "es", token)).toEqual({
      input: "1500 Mar",
      language: "es",
      region: "us",
      includedRegionCodes: ["us"],
      includedPrimaryTypes: ["street_address", "premise", "subpremise"],
      sessionToken: token,
    });
  });

  it("the arrows move through the suggestions: down from the field to the first, past the last back to the field; up the other way", () => {
    expect(moveActive(-1, 3, "ArrowDown")).toBe(0);
    expect(moveActive(0, 3, "ArrowDown")).toBe(1);
    expect(moveActive(2, 3, "ArrowDown")).toBe(-1);
    expect(moveActive(-1, 3, "ArrowUp")).toBe(2);
    expect(moveActive(0, 3, "ArrowUp")).toBe(-1);
    expect(moveActive(-1, 0, "ArrowDown")).toBe(-1);
  });

  it("the offline default suggests nothing and never calls back", () => {
    const onChoose = vi.fn();
    const detach = offlineAddressAutocomplete.attach({} as HTMLInputElement, onChoose);
    detach();
    expect(onChoose).not.toHaveBeenCalled();
  });

  it("with no Maps key the Google adapter is never loaded", async () => {
    const load = vi.fn();
    expect(await addressAutocompleteFor("", "en", labels, load)).toBe(offlineAddressAutocomplete);
    expect(load).not.toHaveBeenCalled();
  });

  it("with a key it loads the Google adapter with the key, language and the list's words; a failure to load falls back to offline", async () => {
    const google = { attach: () => () => undefined };
    const googlePlacesAutocomplete = vi.fn(async () => google);
    expect(await addressAutocompleteFor("k1", "es", labels, async () => ({ googlePlacesAutocomplete }))).toBe(google);
    expect(googlePlacesAutocomplete).toHaveBeenCalledWith("k1", "es", labels);
    expect(await addressAutocompleteFor("k1", "en", labels, () => Promise.reject(new Error("offline")))).toBe(offlineAddressAutocomplete);
  });
});
