/**
 * Address suggestions for the roadside purchase form, through the site's address adapter: the
 * first focus of the street field loads Google Places only when the brand has a Maps key; with no
 * key nothing loads and the visitor types (~/components/use-address-field). Returns the field's
 * onFocus handler.
 */
export { useAddressField as useAddressSuggestions } from "../use-address-field";
