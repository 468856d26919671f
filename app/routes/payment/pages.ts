/**
 * This area's URLs, for app/routes.ts. `pages(id)` is called once per language: English at the
 * root, Spanish under /es; `id(name)` makes a route id unique per language.
 */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";

export function pages(id: (name: string) => string): RouteConfigEntry[] {
  return [
    // doc1 §2 make-a-payment page; with ?token= the payment result page (doc1 §4).
    route("make-a-payment", "routes/payment/make-a-payment.tsx", { id: id("payment/make-a-payment") }),
  ];
}

export const resources: RouteConfigEntry[] = [];
