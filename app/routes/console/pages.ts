/**
 * The agent console (issue 21; doc3 §3, §8): staff sign-in, contact-code verification, queues, leads, consent records.
 * This area's URLs, for app/routes.ts: `pages(id)` is called once per language (English at the
 * root, Spanish under /es; `id(name)` makes a route id unique per language); `resources` are language-free.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";

export function pages(_id: (name: string) => string): RouteConfigEntry[] {
  return [];
}

export const resources: RouteConfigEntry[] = [];
