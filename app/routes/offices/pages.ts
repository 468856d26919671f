/**
 * This area's URLs, for app/routes.ts. `pages(id)` is called once per language: English at the
 * root, Spanish under /es; `id(name)` makes a route id unique per language.
 * `resources` are language-free routes (actions and data endpoints without a page).
 */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";

export function pages(id: (name: string) => string): RouteConfigEntry[] {
  return [
    route("offices", "routes/offices/locator.tsx", { id: id("offices") }),
    route("offices/:slug", "routes/offices/office.tsx", { id: id("office") }),
    route("reviews", "routes/offices/reviews.tsx", { id: id("reviews") }),
  ];
}

export const resources: RouteConfigEntry[] = [
  route("api/offices/nearest", "routes/offices/nearest.ts"),
  route("api/reviews/quote", "routes/offices/quote-reviews.ts"),
];
