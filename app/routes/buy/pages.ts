/**
 * Buy online (issue 20; doc3 §2.1, §4.1, §5.1): the auto buy-now flow from a quote card to an issued policy.
 * This area's URLs, for app/routes.ts: `pages(id)` is called once per language (English at the
 * root, Spanish under /es; `id(name)` makes a route id unique per language); `resources` are language-free.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";

export function pages(_id: (name: string) => string): RouteConfigEntry[] {
  return [];
}

export const resources: RouteConfigEntry[] = [];
