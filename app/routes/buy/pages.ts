/**
 * Buy online (doc3 §2.1, §4.1, §5.1): the auto buy-now flow from a quote card to an issued policy.
 * This area's URLs, for app/routes.ts: `pages(id)` is called once per language (English at the
 * root, Spanish under /es; `id(name)` makes a route id unique per language); `resources` are language-free.
 */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";

export function pages(id: (name: string) => string): RouteConfigEntry[] {
  return [route("buy-online", "routes/buy/buy-online.tsx", { id: id("buy/buy-online") })];
}

export const resources: RouteConfigEntry[] = [
  // doc3 §2.1 sold: the policy documents (PDF) of the visitor's own purchase.
  route("buy-online/document", "routes/buy/document.ts", { id: "buy/document" }),
  // doc3 §3: which carriers' Buy now leads into this flow.
  route("buy-online/carriers", "routes/buy/carriers.ts", { id: "buy/carriers" }),
];
