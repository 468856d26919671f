/**
 * Address suggestions for the roadside purchase form, through the site's address adapter: the
 * first focus of the street field loads Google Places only when the brand has a Maps key; with no
 * key nothing loads and the visitor types. Returns the field's onFocus handler.
 */
import { useCallback, useEffect, useMemo, useRef, type FocusEvent } from "react";
import { addressAutocompleteFor, type AddressChoice, type SuggestionLabels } from "~/domain/quote/address-autocomplete";
import { useTranslation } from "~/i18n";

export function useAddressSuggestions(mapsKey: string, lang: string, onChoose: (choice: AddressChoice) => void) {
  const started = useRef(false);
  const detach = useRef<(() => void) | undefined>(undefined);
  const { t } = useTranslation();
  const labels = useMemo<SuggestionLabels>(
    () => ({
      list: t("addressSuggestions.list"),
      count: (count) => t("addressSuggestions.count", { count }),
      none: t("addressSuggestions.none"),
      attribution: t("addressSuggestions.attribution"),
    }),
    [t],
  );
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
      void addressAutocompleteFor(mapsKey, lang, labels, () => import("~/components/places-autocomplete")).then((adapter) => {
        if (!input.isConnected) return;
        detach.current = adapter.attach(input, (choice) => choose.current(choice));
      });
    },
    [mapsKey, lang, labels],
  );
}
