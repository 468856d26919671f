/**
 * The customer portal (issue 19; doc3 §2.7, §2.9, §4.6, §5.6, §6): dashboard, policies, rewards, account, my quotes, refer a friend, consent.
 * This area's URLs, for app/routes.ts: `pages(id)` is called once per language (English at the
 * root, Spanish under /es; `id(name)` makes a route id unique per language); `resources` are language-free.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";

export function pages(_id: (name: string) => string): RouteConfigEntry[] {
  return [];
}

export const resources: RouteConfigEntry[] = [];
