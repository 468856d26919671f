/**
 * `npm run fuzz`: the two fuzz suites at 10,000 inputs per platform
 * route and per site action (FUZZ_RUNS overrides), then their figures summed: routes covered,
 * inputs sent (and how many over a real socket), answers by status class, time. The site suite
 * serves the production build (BUILD_DIR, default build/): run `npx react-router build` first.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { hasBuild } from "./serve-build.ts";

const runs = process.env.FUZZ_RUNS ?? "10000";
const suites = ["tests/integration/fuzz-platform-routes.test.ts", "tests/integration/fuzz-site-actions.test.ts"];
if (!hasBuild()) console.warn("No production build: the site suite will fail. Run `npx react-router build` first.");

const reports = mkdtempSync(path.join(tmpdir(), "fuzz-report-"));
const started = performance.now();
const result = spawnSync("npx", ["--no-install", "vitest", "run", ...suites], {
  stdio: "inherit",
  env: { ...process.env, FUZZ_RUNS: runs, FUZZ_REPORT: reports },
});

interface Report {
  suite: string;
  routes: number;
  inputs: number;
  overSocket?: number;
  classes: Record<string, number>;
  seconds: number;
}
const totals = new Map<string, Report>();
for (const file of readdirSync(reports)) {
  const report = JSON.parse(readFileSync(path.join(reports, file), "utf8")) as Report;
  const sum = totals.get(report.suite) ?? { suite: report.suite, routes: 0, inputs: 0, overSocket: 0, classes: {}, seconds: 0 };
  sum.routes += report.routes;
  sum.inputs += report.inputs;
  sum.overSocket = (sum.overSocket ?? 0) + (report.overSocket ?? 0);
  sum.seconds += report.seconds;
  for (const [key, n] of Object.entries(report.classes)) sum.classes[key] = (sum.classes[key] ?? 0) + n;
  totals.set(report.suite, sum);
}
rmSync(reports, { recursive: true, force: true });

console.log(`\nfuzz run, ${runs} inputs per route (${Math.round((performance.now() - started) / 1000)} s in all)`);
for (const t of totals.values()) {
  const c = (key: string) => t.classes[key] ?? 0;
  console.log(
    `  ${t.suite.padEnd(30)} ${String(t.routes).padStart(4)} routes ${String(t.inputs).padStart(8)} inputs (${t.overSocket ?? 0} over a socket)   2xx ${c("2xx")}  3xx ${c("3xx")}  4xx ${c("4xx")}  5xx ${c("5xx")}  no answer ${c("other")}   ${t.seconds} s`,
  );
}
process.exit(result.status ?? 1);
