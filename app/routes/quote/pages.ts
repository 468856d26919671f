/**
 * This area's URLs, for app/routes.ts. `pages(id)` is called once per language: English at the
 * root, Spanish under /es; `id(name)` makes a route id unique per language.
 * `resources` are language-free routes (actions and data endpoints without a page).
 *
 * The quote page (doc2 §2) answers at /quote, at the California variant /get-a-quote-ca, and at
 * /quote/:state for the brand's other enabled state experiences (doc1 §2).
 */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";
import { resultsResources } from "./results/routes";

export function pages(id: (name: string) => string): RouteConfigEntry[] {
  return [
    route("quote", "routes/quote/quote-page.tsx", { id: id("quote") }),
    route("quote/:state", "routes/quote/quote-page.tsx", { id: id("quote-state") }),
    route("get-a-quote-ca", "routes/quote/quote-page.tsx", { id: id("quote-ca") }),
    // The vehicle dropdowns' lists, in the page's language path so a language preference never redirects them.
    route("quote/vehicle-options", "routes/quote/vehicle-options.ts", { id: id("quote-vehicle-options") }),
  ];
}

export const resources: RouteConfigEntry[] = [...resultsResources];
