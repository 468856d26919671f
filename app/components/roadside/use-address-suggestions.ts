/**
 * Address suggestions for the roadside purchase form, through the site's address adapter: the
 * first focus of the street field loads Google Places only when the brand has a Maps key; with no
 * key nothing loads and the visitor types. Returns the field's onFocus handler.
 */
import { useCallback, useEffect, useRef, type FocusEvent } from "react";
import { addressAutocompleteFor, type AddressChoice } from "~/domain/quote/address-autocomplete";

export function useAddressSuggestions(mapsKey: string, lang: string, onChoose: (choice: AddressChoice) => void) {
  const started = useRef(false);
  const detach = useRef<(() => void) | undefined>(undefined);
  const choose = useRef(onChoose);
  useEffect(() => {
    choose.current = onChoose;
  }, [onChoose]);
  useEffect(() => () => detach.current?.(), []);
  return useCallback(
    (event: FocusEvent<HTMLInputElement>) => {
      if (!mapsKey || started.current) return;
      started.current = true;
      const input = event.currentTarget;
      void addressAutocompleteFor(mapsKey, lang, () => import("~/components/places-autocomplete")).then((adapter) => {
        if (!input.isConnected) return;
        detach.current = adapter.attach(input, (choice) => choose.current(choice));
      });
    },
    [mapsKey, lang],
  );
}
