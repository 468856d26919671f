/**
 * Address suggestions on a street field (driver step 3/3, renters, roadside): the first focus
 * loads the brand's adapter (Google Places when the brand has a Maps key, loaded only then;
 * otherwise the offline default, and nothing is loaded at all), once per page. A field that the
 * form has since re-rendered as a new element (a value set by the form library) is attached again
 * on its next focus, the old one detached. The suggestion list speaks the page's language.
 * Returns the field's onFocus handler.
 */
import { useCallback, useEffect, useMemo, useRef, type FocusEvent } from "react";
import { addressAutocompleteFor, type AddressAutocomplete, type AddressChoice, type SuggestionLabels } from "~/domain/quote/address-autocomplete";
import { useTranslation } from "~/i18n";

export function useAddressField(mapsKey: string, lang: string, onChoose: (choice: AddressChoice) => void) {
  const adapter = useRef<Promise<AddressAutocomplete> | null>(null);
  const attached = useRef<{ input: HTMLInputElement; detach: () => void } | null>(null);
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
  useEffect(
    () => () => {
      attached.current?.detach();
      attached.current = null;
    },
    [],
  );
  return useCallback(
    (event: FocusEvent<HTMLInputElement>) => {
      if (!mapsKey) return;
      const input = event.currentTarget;
      if (attached.current?.input === input) return;
      adapter.current ??= addressAutocompleteFor(mapsKey, lang, labels, () => import("~/components/places-autocomplete"));
      void adapter.current.then((ready) => {
        if (!input.isConnected || attached.current?.input === input) return;
        attached.current?.detach();
        attached.current = { input, detach: ready.attach(input, (choice) => choose.current(choice)) };
      });
    },
    [mapsKey, lang, labels],
  );
}
