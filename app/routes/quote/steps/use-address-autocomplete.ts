/**
 * Address suggestions for driver step 3/3 and the renters quote: the first focus of the address
 * field loads the brand's adapter (Google Places with a Maps key, else nothing at all); see
 * ~/components/use-address-field. Returns the field's onFocus handler.
 */
export { useAddressField as useAddressAutocomplete } from "~/components/use-address-field";
