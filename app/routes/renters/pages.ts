/**
 * Renters insurance (doc3 §2.3, §4.3, §5.3): quote, buy and pay online.
 * This area's URLs, for app/routes.ts: `pages(id)` is called once per language (English at the
 * root, Spanish under /es; `id(name)` makes a route id unique per language); `resources` are language-free.
 */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";

export function pages(id: (name: string) => string): RouteConfigEntry[] {
  return [
    // doc3 §2.3 tabs personal information, coverage, payment; ?transactionid= prefills a repeat quote.
    route("renters", "routes/renters/quote.tsx", { id: id("renters/quote") }),
    // The header's "Get a renters quote" link: the same page.
    route("renters/quote", "routes/renters/quote.tsx", { id: id("renters/quote-alias") }),
    // The purchased policy's declarations page (PDF), in both languages (a Spanish visitor's link is
    // sent to its /es address).
    route("renters/declarations", "routes/renters/declarations.ts", { id: id("renters/declarations") }),
  ];
}

export const resources: RouteConfigEntry[] = [
  // doc3 §7.3, §9: the rate results, polled every second by the page.
  route("renters/results", "routes/renters/results.ts", { id: "renters/results" }),
];
