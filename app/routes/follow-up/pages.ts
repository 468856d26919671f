/**
 * The follow-up flow (issue 21; doc3 §2.2, §4.2, §5.2): drivers, vehicles, contact verification and the carrier's questions.
 * This area's URLs, for app/routes.ts: `pages(id)` is called once per language (English at the
 * root, Spanish under /es; `id(name)` makes a route id unique per language); `resources` are language-free.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";

export function pages(_id: (name: string) => string): RouteConfigEntry[] {
  return [];
}

export const resources: RouteConfigEntry[] = [];
