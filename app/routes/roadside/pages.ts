/**
 * Roadside assistance memberships (issue 22; doc3 §2.4, §4.4, §5.4): buy and pay online.
 * This area's URLs, for app/routes.ts: `pages(id)` is called once per language (English at the
 * root, Spanish under /es; `id(name)` makes a route id unique per language); `resources` are language-free.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";

export function pages(_id: (name: string) => string): RouteConfigEntry[] {
  return [];
}

export const resources: RouteConfigEntry[] = [];
