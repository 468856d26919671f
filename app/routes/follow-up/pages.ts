/**
 * The follow-up flow (doc3 §2.2, §4.2, §5.2): drivers, vehicles, contact verification and the carrier's questions.
 * This area's URLs, for app/routes.ts: `pages(id)` is called once per language (English at the
 * root, Spanish under /es; `id(name)` makes a route id unique per language); `resources` are language-free.
 * `follow-up?transactionId=…&rateQuoteId=…&payplan=…` is the single multi-step form (doc3 §2.2: query parameters, no routes per step).
 */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";

export function pages(id: (name: string) => string): RouteConfigEntry[] {
  return [route("follow-up", "routes/follow-up/follow-up.tsx", { id: id("follow-up/form") })];
}

export const resources: RouteConfigEntry[] = [];
