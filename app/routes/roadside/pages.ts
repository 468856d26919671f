/**
 * Roadside assistance memberships (doc3 §2.4, §4.4, §5.4): buy and pay online.
 * This area's URLs, for app/routes.ts: `pages(id)` is called once per language (English at the
 * root, Spanish under /es; `id(name)` makes a route id unique per language); `resources` are language-free.
 */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";

export function pages(id: (name: string) => string): RouteConfigEntry[] {
  return [
    // doc3 §2.4 landing: single and family cards (toggle), compare-memberships modal.
    route("roadside", "routes/roadside/landing.tsx", { id: id("roadside/landing") }),
    // doc3 §5.4 purchase form → the payment site; an out-of-state state → the wait list.
    route("roadside/buy", "routes/roadside/buy.tsx", { id: id("roadside/buy") }),
    // doc3 §4.4 return from the payment site with ?transactionId=: confirmed, or failed with retry.
    route("roadside/return", "routes/roadside/return.tsx", { id: id("roadside/return") }),
  ];
}

export const resources: RouteConfigEntry[] = [
  // The membership document (PDF) of the buyer's own transaction.
  route("roadside/document/:transactionId", "routes/roadside/document.ts", { id: "roadside/document" }),
];
