/**
 * Resource routes of the results stage, registered by app/routes/quote/pages.ts. Each answers under
 * the path of the quote page it serves (app/routes/quote/pages.ts): /quote/results/…,
 * /get-a-quote-ca/results/… and /quote/:state/results/…, and the same under /es (a visitor who
 * chose Spanish is sent to /es paths). The server reads the page variant from that path, so the
 * California page's results calls go to the brand's California endpoint like its other calls (doc2 §4).
 */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";

const names = ["stream", "poll", "buy-now", "contact", "config", "feedback", "previous", "verify-owner", "requote", "estimate"] as const;

/** The quote pages, as in pages.ts, and the id each page's resources carry. */
const pages = [
  { path: "quote", id: "quote-results" },
  { path: "get-a-quote-ca", id: "quote-ca-results" },
  { path: "quote/:state", id: "quote-state-results" },
] as const;

export const resultsResources: RouteConfigEntry[] = pages.flatMap((page) =>
  names.flatMap((name) => [
    route(`${page.path}/results/${name}`, `routes/quote/results/${name}.ts`, { id: `${page.id}-${name}` }),
    route(`es/${page.path}/results/${name}`, `routes/quote/results/${name}.ts`, { id: `es/${page.id}-${name}` }),
  ]),
);
