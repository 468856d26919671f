/**
 * Address suggestions for driver step 3/3 and the renters quote: the first focus of the address
 * field loads the brand's adapter (Google Places when the brand has a Maps key, loaded only then;
 * otherwise the offline default, and nothing is loaded at all). The suggestion list speaks the
 * page's language. Returns the field's onFocus handler.
 */
import { useCallback, useEffect, useMemo, useRef, type FocusEvent } from "react";
import { addressAutocompleteFor, type AddressChoice, type SuggestionLabels } from "~/domain/quote/address-autocomplete";
import { useTranslation } from "~/i18n";

export function useAddressAutocomplete(mapsKey: string, lang: string, onChoose: (choice: AddressChoice) => void) {
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
