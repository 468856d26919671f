/**
 * The agent console (doc3 §3, §4.2, §8; doc2 §3): staff sign-in, contact-code
 * verification, queues, leads, consent records. English at the root, Spanish under /es;
 * `resources` (the CSV export and the live events) are language-free.
 */
import { index, route, type RouteConfigEntry } from "@react-router/dev/routes";

export function pages(id: (name: string) => string): RouteConfigEntry[] {
  return [
    route("console", "routes/console/layout.tsx", { id: id("console/layout") }, [
      index("routes/console/index.tsx", { id: id("console/index") }),
      route("sign-in", "routes/console/sign-in.tsx", { id: id("console/sign-in") }),
      route("sign-out", "routes/console/sign-out.ts", { id: id("console/sign-out") }),
      route("leads", "routes/console/leads.tsx", { id: id("console/leads") }),
      route("leads/:leadId", "routes/console/lead.tsx", { id: id("console/lead") }),
      route("records/:transactionId", "routes/console/record.tsx", { id: id("console/record") }),
    ]),
  ];
}

export const resources: RouteConfigEntry[] = [
  route("console/leads.csv", "routes/console/leads-csv.ts", { id: "console/leads-csv" }),
  route("console/events", "routes/console/events.ts", { id: "console/events" }),
];
