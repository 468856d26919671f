/**
 * The Google Places side of the address autocomplete (driver step 3/3). Imported lazily by the
 * step only when the brand has a Maps key and the address field gets focus; the Maps script
 * itself loads through @googlemaps/js-api-loader on that first use.
 */
/// <reference types="google.maps" />
import { importLibrary, setOptions } from "@googlemaps/js-api-loader";
import { addressFromComponents, type AddressAutocomplete } from "~/domain/quote/address-autocomplete";

let configured = false;

export async function googlePlacesAutocomplete(apiKey: string, lang: string): Promise<AddressAutocomplete> {
  if (!configured) {
    // Another part of the page (the office maps) may have configured the loader first; its key is the brand's too.
    try {
      setOptions({ key: apiKey, v: "weekly", language: lang });
    } catch {
      // already configured
    }
    configured = true;
  }
  const { Autocomplete } = await importLibrary("places");
  return {
    attach(input, onChoose) {
      const widget = new Autocomplete(input, { componentRestrictions: { country: "us" }, fields: ["address_components", "formatted_address"], types: ["address"] });
      const listener = widget.addListener("place_changed", () => {
        const place = widget.getPlace();
        if (!place.address_components) return;
        onChoose(addressFromComponents(place.address_components, place.formatted_address));
      });
      return () => listener.remove();
    },
  };
}
