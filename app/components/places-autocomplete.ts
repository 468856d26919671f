/**
 * The Google Places side of the address autocomplete (driver step 3/3, renters, roadside).
 * Imported lazily only when the brand has a Maps key and the address field gets focus; the Maps
 * script itself loads through @googlemaps/js-api-loader on that first use.
 *
 * It uses the Places data API (`AutocompleteSuggestion.fetchAutocompleteSuggestions` within an
 * `AutocompleteSessionToken` session, then `Place.fetchFields` for the chosen one), not Google's
 * own widget, so the field keeps the site's visible label and styling and becomes an ARIA 1.2
 * combobox: the suggestions are a listbox under it, arrows move through them (the focus stays in
 * the field, `aria-activedescendant` names the active one), Enter or a click chooses, Escape
 * closes, and a polite status says how many there are. The list is built as DOM nodes (never
 * HTML strings), so a place's text cannot inject markup.
 */
/// <reference types="google.maps" />
import { importLibrary, setOptions } from "@googlemaps/js-api-loader";
import {
  PLACE_FIELDS,
  SUGGEST_DEBOUNCE_MS,
  SUGGEST_LIMIT,
  addressFromComponents,
  moveActive,
  suggestionRequest,
  type AddressAutocomplete,
  type AddressChoice,
  type SuggestionLabels,
} from "~/domain/quote/address-autocomplete";

let configured = false;
let lists = 0;

type Places = Pick<google.maps.PlacesLibrary, "AutocompleteSuggestion" | "AutocompleteSessionToken">;

/** The input's attributes the combobox sets, to put back as they were on detach. */
const OWN_ATTRIBUTES = ["role", "aria-autocomplete", "aria-expanded", "aria-controls", "aria-activedescendant", "autocomplete"] as const;

export async function googlePlacesAutocomplete(apiKey: string, lang: string, labels: SuggestionLabels): Promise<AddressAutocomplete> {
  if (!configured) {
    // Another part of the page (the office maps) may have configured the loader first; its key is the brand's too.
    try {
      setOptions({ key: apiKey, v: "weekly", language: lang });
    } catch {
      // already configured
    }
    configured = true;
  }
  const { AutocompleteSuggestion, AutocompleteSessionToken } = await importLibrary("places");
  return { attach: (input, onChoose) => attachSuggestions(input, onChoose, { AutocompleteSuggestion, AutocompleteSessionToken }, lang, labels) };
}

function attachSuggestions(
  input: HTMLInputElement,
  onChoose: (choice: AddressChoice) => void,
  places: Places,
  lang: string,
  labels: SuggestionLabels,
): () => void {
  const listId = `${input.id || "address"}-suggestions-${++lists}`;
  const saved = OWN_ATTRIBUTES.map((name) => [name, input.getAttribute(name)] as const);

  const popup = document.createElement("div");
  popup.className = "absolute z-30 overflow-hidden rounded-card border border-line bg-canvas text-ink shadow-lg";
  popup.hidden = true;
  const list = document.createElement("ul");
  list.id = listId;
  list.setAttribute("role", "listbox");
  list.setAttribute("aria-label", labels.list);
  list.className = "max-h-72 overflow-y-auto py-1";
  const attribution = document.createElement("p");
  attribution.className = "border-t border-line px-3 py-1 text-right text-xs text-ink-muted";
  attribution.textContent = labels.attribution;
  popup.append(list, attribution);
  const status = document.createElement("p");
  status.setAttribute("role", "status");
  status.className = "sr-only";
  input.after(popup, status);

  input.setAttribute("role", "combobox");
  input.setAttribute("aria-autocomplete", "list");
  input.setAttribute("aria-expanded", "false");
  input.setAttribute("aria-controls", listId);
  // The browser's own autofill list would cover the suggestions.
  input.setAttribute("autocomplete", "off");

  let predictions: google.maps.places.PlacePrediction[] = [];
  let active = -1;
  let token: google.maps.places.AutocompleteSessionToken | null = null;
  let asked = 0;
  let timer: number | undefined;

  const isOpen = () => !popup.hidden;
  const setActive = (index: number) => {
    active = index;
    list.querySelectorAll<HTMLElement>("[role=option]").forEach((option, i) => option.setAttribute("aria-selected", String(i === index)));
    const option = index >= 0 ? list.children[index] : undefined;
    if (option) {
      input.setAttribute("aria-activedescendant", option.id);
      option.scrollIntoView({ block: "nearest" });
    } else input.removeAttribute("aria-activedescendant");
  };
  const open = () => {
    if (predictions.length === 0) return;
    // Under the field, as wide as it: offsets within the same positioned ancestor as the field.
    popup.style.top = `${input.offsetTop + input.offsetHeight + 4}px`;
    popup.style.left = `${input.offsetLeft}px`;
    popup.style.width = `${input.offsetWidth}px`;
    popup.hidden = false;
    input.setAttribute("aria-expanded", "true");
  };
  const close = () => {
    setActive(-1);
    popup.hidden = true;
    input.setAttribute("aria-expanded", "false");
  };
  const announce = (text: string) => {
    status.textContent = text;
  };

  const choose = (index: number) => {
    const prediction = predictions[index];
    if (!prediction) return;
    input.value = prediction.mainText?.text ?? prediction.text.text;
    close();
    predictions = [];
    list.replaceChildren();
    announce("");
    // The chosen place's details close the session; the next search starts a new one.
    const place = prediction.toPlace();
    token = null;
    place
      .fetchFields({ fields: [...PLACE_FIELDS] })
      .then(() => onChoose(addressFromComponents(place.addressComponents, place.formattedAddress)))
      .catch(() => {
        // The street line stays as chosen; the visitor completes the other fields.
      });
  };

  const show = (found: google.maps.places.PlacePrediction[]) => {
    predictions = found;
    active = -1;
    list.replaceChildren(
      ...found.map((prediction, index) => {
        const option = document.createElement("li");
        option.id = `${listId}-${index}`;
        option.setAttribute("role", "option");
        option.setAttribute("aria-selected", "false");
        option.className = "cursor-pointer px-3 py-2 aria-selected:bg-primary-soft hover:bg-primary-soft";
        const main = document.createElement("span");
        main.className = "font-semibold";
        main.textContent = prediction.mainText?.text ?? prediction.text.text;
        option.append(main);
        const secondary = prediction.secondaryText?.text;
        if (secondary) {
          const rest = document.createElement("span");
          rest.className = "text-ink-muted";
          rest.textContent = ` ${secondary}`;
          option.append(rest);
        }
        // Keep the focus in the field: a click chooses without blurring it.
        option.addEventListener("mousedown", (event) => event.preventDefault());
        option.addEventListener("click", () => choose(index));
        return option;
      }),
    );
    input.removeAttribute("aria-activedescendant");
    if (found.length > 0) {
      open();
      announce(labels.count(found.length));
    } else {
      close();
      announce(labels.none);
    }
  };

  const search = () => {
    const request = suggestionRequest(input.value, lang, (token ??= new places.AutocompleteSessionToken()));
    const current = ++asked;
    if (!request) {
      predictions = [];
      list.replaceChildren();
      close();
      announce("");
      return;
    }
    places.AutocompleteSuggestion.fetchAutocompleteSuggestions(request)
      .then(({ suggestions }) => {
        if (current !== asked || document.activeElement !== input) return;
        show(suggestions.flatMap((s) => (s.placePrediction ? [s.placePrediction] : [])).slice(0, SUGGEST_LIMIT));
      })
      .catch(() => {
        // No suggestions this time (offline, quota): the field still takes what is typed.
        if (current === asked) close();
      });
  };

  const onInput = () => {
    window.clearTimeout(timer);
    setActive(-1);
    timer = window.setTimeout(search, SUGGEST_DEBOUNCE_MS);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (predictions.length === 0) return;
      event.preventDefault();
      if (!isOpen()) open();
      setActive(moveActive(active, predictions.length, event.key));
    } else if (event.key === "Enter") {
      if (isOpen() && active >= 0) {
        event.preventDefault();
        choose(active);
      }
    } else if (event.key === "Escape") {
      if (isOpen()) {
        event.preventDefault();
        close();
      }
    } else if (event.key === "Tab") {
      close();
    }
  };
  const onBlur = () => close();

  input.addEventListener("input", onInput);
  input.addEventListener("keydown", onKeyDown);
  input.addEventListener("blur", onBlur);
  return () => {
    window.clearTimeout(timer);
    asked += 1;
    input.removeEventListener("input", onInput);
    input.removeEventListener("keydown", onKeyDown);
    input.removeEventListener("blur", onBlur);
    popup.remove();
    status.remove();
    for (const [name, value] of saved) {
      if (value === null) input.removeAttribute(name);
      else input.setAttribute(name, value);
    }
  };
}
