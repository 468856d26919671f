/**
 * This area's URLs, for app/routes.ts. `pages(id)` is called once per language: English at the
 * root, Spanish under /es; `id(name)` makes a route id unique per language.
 * `resources` are language-free routes (actions and data endpoints without a page).
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { resultsResources } from "./results/routes";

export function pages(id: (name: string) => string): RouteConfigEntry[] {
  void id;
  return [];
}

export const resources: RouteConfigEntry[] = [...resultsResources];
