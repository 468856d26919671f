/**
 * Resource routes of the results stage, registered by app/routes/quote/pages.ts. Each answers at
 * /quote/results/… and /es/quote/results/… (a visitor who chose Spanish is sent to /es paths).
 */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";

const names = ["stream", "poll", "buy-now", "contact", "config", "feedback", "previous", "verify-owner", "requote"] as const;

export const resultsResources: RouteConfigEntry[] = names.flatMap((name) => [
  route(`quote/results/${name}`, `routes/quote/results/${name}.ts`, { id: `quote-results-${name}` }),
  route(`es/quote/results/${name}`, `routes/quote/results/${name}.ts`, { id: `es/quote-results-${name}` }),
]);
