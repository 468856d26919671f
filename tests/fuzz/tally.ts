/**
 * Counts a fuzz suite's answers by status class and its time per route, prints them as a table
 * (a line per route, then the suite's routes covered, inputs sent, how many of them over a real
 * socket, and answers by status class), and, when FUZZ_REPORT names a directory, writes them there
 * as JSON (`npm run fuzz` sums them). An input that got no answer counts as "other".
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Inputs per route: FUZZ_RUNS, or the suite's own count for `npm test`. */
export function fuzzRuns(fallback: number): number {
  const value = Number(process.env.FUZZ_RUNS ?? fallback);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export type StatusClass = "2xx" | "3xx" | "4xx" | "5xx" | "other";

export interface TallyRow {
  route: string;
  inputs: number;
  /** Inputs sent over a real socket (the others in-process). */
  overSocket: number;
  classes: Record<StatusClass, number>;
  statuses: Record<string, number>;
  ms: number;
}

export class FuzzTally {
  readonly rows = new Map<string, TallyRow>();
  readonly suite: string;
  readonly started = performance.now();
  constructor(suite: string) {
    this.suite = suite;
  }

  #row(route: string): TallyRow {
    let row = this.rows.get(route);
    if (!row) {
      row = { route, inputs: 0, overSocket: 0, classes: { "2xx": 0, "3xx": 0, "4xx": 0, "5xx": 0, other: 0 }, statuses: {}, ms: 0 };
      this.rows.set(route, row);
    }
    return row;
  }

  count(route: string, status: number, overSocket = false): void {
    const row = this.#row(route);
    row.inputs += 1;
    if (overSocket) row.overSocket += 1;
    const key = status >= 200 && status < 600 ? (`${Math.floor(status / 100)}xx` as StatusClass) : "other";
    row.classes[key] += 1;
    row.statuses[status] = (row.statuses[status] ?? 0) + 1;
  }

  time(route: string, ms: number): void {
    this.#row(route).ms += ms;
  }

  totals() {
    const classes: Record<StatusClass, number> = { "2xx": 0, "3xx": 0, "4xx": 0, "5xx": 0, other: 0 };
    let inputs = 0;
    let overSocket = 0;
    for (const row of this.rows.values()) {
      inputs += row.inputs;
      overSocket += row.overSocket;
      for (const key of Object.keys(classes) as StatusClass[]) classes[key] += row.classes[key];
    }
    return { suite: this.suite, routes: this.rows.size, inputs, overSocket, classes, seconds: Math.round((performance.now() - this.started) / 100) / 10 };
  }

  print(): void {
    const lines = [...this.rows.values()].map(
      (row) =>
        `${row.route.padEnd(52)} ${String(row.inputs).padStart(6)} (${String(row.overSocket).padStart(4)} socket)  2xx ${String(row.classes["2xx"]).padStart(5)}  3xx ${String(row.classes["3xx"]).padStart(4)}  4xx ${String(row.classes["4xx"]).padStart(6)}  5xx ${String(row.classes["5xx"]).padStart(4)}  other ${String(row.classes.other).padStart(3)}  ${(row.ms / 1000).toFixed(1).padStart(6)} s`,
    );
    const total = this.totals();
    lines.push(
      `${this.suite}: ${total.routes} routes, ${total.inputs} inputs (${total.overSocket} over a socket, ${total.inputs - total.overSocket} in-process); 2xx ${total.classes["2xx"]}, 3xx ${total.classes["3xx"]}, 4xx ${total.classes["4xx"]}, 5xx ${total.classes["5xx"]}, no answer ${total.classes.other}; ${total.seconds} s`,
    );
    console.log(lines.join("\n"));
    const dir = process.env.FUZZ_REPORT;
    if (dir) {
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${this.suite.replace(/[^a-z0-9]+/gi, "-")}-${process.pid}-${Date.now()}.json`);
      writeFileSync(file, JSON.stringify({ ...total, rows: [...this.rows.values()] }, null, 2));
    }
  }
}
