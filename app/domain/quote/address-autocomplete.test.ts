import { describe, expect, it, vi } from "vitest";
import { addressAutocompleteFor, addressFromComponents, offlineAddressAutocomplete, type AddressComponent } from "./address-autocomplete";

const c = (long_name: string, types: string[], short_name = long_name): AddressComponent => ({ long_name, short_name, types });

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

describe("doc2 §2 driver step 3/3 address autocomplete", () => {
  it("a chosen place fills address, city, state and zip", () => {
    expect(addressFromComponents(losAngeles)).toEqual({ address: "1200 S Central Ave", city: "Los Angeles", state: "CA", zip: "90021" });
  });

  it("without a locality the city comes from the sublocality; without a route the street is the formatted address's first line", () => {
    const place = [c("Brooklyn", ["sublocality_level_1", "sublocality"]), c("New York", ["administrative_area_level_1"], "NY"), c("11201", ["postal_code"])];
    expect(addressFromComponents(place, "Borough Hall, Brooklyn, NY 11201, USA")).toEqual({ address: "Borough Hall", city: "Brooklyn", state: "NY", zip: "11201" });
  });

  it("missing or malformed parts are left empty, never guessed", () => {
    expect(addressFromComponents(undefined)).toEqual({ address: "", city: "", state: "", zip: "" });
    expect(addressFromComponents([c("Texas", ["administrative_area_level_1"], "Texas"), c("7520", ["postal_code"])])).toMatchObject({ state: "", zip: "" });
  });

  it("the offline default suggests nothing and never calls back", () => {
    const onChoose = vi.fn();
    const detach = offlineAddressAutocomplete.attach({} as HTMLInputElement, onChoose);
    detach();
    expect(onChoose).not.toHaveBeenCalled();
  });

  it("with no Maps key the Google adapter is never loaded", async () => {
    const load = vi.fn();
    expect(await addressAutocompleteFor("", "en", load)).toBe(offlineAddressAutocomplete);
    expect(load).not.toHaveBeenCalled();
  });

  it("with a key it loads the Google adapter with the key and language; a failure to load falls back to offline", async () => {
    const google = { attach: () => () => undefined };
    const googlePlacesAutocomplete = vi.fn(async () => google);
    expect(await addressAutocompleteFor("k1", "es", async () => ({ googlePlacesAutocomplete }))).toBe(google);
    expect(googlePlacesAutocomplete).toHaveBeenCalledWith("k1", "es");
    expect(await addressAutocompleteFor("k1", "en", () => Promise.reject(new Error("offline")))).toBe(offlineAddressAutocomplete);
  });
});
