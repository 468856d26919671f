/**
 * Main-thread work while a page loads, as Lighthouse sees it: Chromium traced with Lighthouse's
 * categories and its debugger settings (which make V8 record stack traces), a phone viewport.
 *
 *   npm run bench:load-tasks [-- --paths=/,/offices --runs=5 --list]   (needs a build; BUILD_DIR honoured)
 *
 * For each page (English and Spanish) it prints, over the runs (median): the main-thread tasks
 * after the first contentful paint longer than 12.5 ms, their total, the blocking time they would
 * add on Lighthouse's phone (each task × 4, the part above 50 ms), the longest task with what it
 * ran, and the time V8 spent re-parsing code to place stack traces. `--list` also prints every such
 * task of the typical run: when it started after the first paint, how long it took and what it ran.
 * With TRACE_DUMP=<prefix>, each run's trace (with the sampling profiler's samples) is also written
 * to <prefix>-<page>-<run>.json, to open in the browser's performance panel. The figures are this machine's:
 * compare builds run back to back, not with another machine.
 */
import { chromium, type CDPSession } from "@playwright/test";
import { writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { buildDir, hasBuild, serveBuild } from "./serve-build.ts";

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string }; beginData?: { url?: string } };
}

interface PageLoad {
  tasks: string[];
  longTasks: number;
  longTaskMs: number;
  blockingMs: number;
  longest: string;
  reparseMs: number;
}

const CATEGORIES = [
  "loading",
  "v8",
  "v8.execute",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.stack",
  "disabled-by-default-v8.compile",
];
const TOP_LEVEL = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, "").split("=");
    return [key ?? "", value ?? "true"] as const;
  }),
);
const runs = Math.max(1, Number(args.get("runs") ?? 5) || 5);
const paths = (args.get("paths") ?? "/").split(",").filter((p) => p.startsWith("/"));
const list = args.has("list");

async function trace(cdp: CDPSession, load: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", (data) => {
    events.push(...(data.value as unknown as TraceEvent[]));
  });
  const complete = new Promise<void>((resolve) => cdp.once("Tracing.tracingComplete", () => resolve()));
  await cdp.send("Tracing.start", {
    traceConfig: { includedCategories: process.env.TRACE_DUMP ? [...CATEGORIES, "disabled-by-default-v8.cpu_profiler"] : CATEGORIES },
    transferMode: "ReportEvents",
  });
  await load();
  await cdp.send("Tracing.end");
  await complete;
  return events;
}

function analyse(events: TraceEvent[], url: string): PageLoad | null {
  const host = new URL(url).host;
  const page = events.find((e) => e.name === "ParseHTML" && String(e.args?.beginData?.url ?? "").includes(host));
  if (!page) return null;
  const main = events.filter((e) => e.pid === page.pid && e.tid === page.tid).sort((a, b) => a.ts - b.ts);
  const fcp = events.find((e) => e.name === "firstContentfulPaint" && e.pid === page.pid && e.ts >= page.ts);
  if (!fcp) return null;
  const tasks = main.filter((e) => e.ph === "X" && TOP_LEVEL.has(e.name) && e.ts >= fcp.ts && (e.dur ?? 0) > 12_500);
  let blockingMs = 0;
  let longest: TraceEvent | undefined;
  for (const task of tasks) {
    blockingMs += Math.max(0, ((task.dur ?? 0) / 1000) * 4 - 50);
    if (!longest || (task.dur ?? 0) > (longest.dur ?? 0)) longest = task;
  }
  const describe = (task: TraceEvent | undefined): string => {
    if (!task) return "none";
    const end = task.ts + (task.dur ?? 0);
    const inside = main.filter((e) => e.ph === "X" && e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && !TOP_LEVEL.has(e.name));
    const biggest = inside.sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
    const what = biggest ? `${biggest.name}${biggest.args?.data?.url ? ` ${biggest.args.data.url.replace(/^.*\//, "")}` : ""}` : "?";
    return `${((task.dur ?? 0) / 1000).toFixed(1)} ms (${what})`;
  };
  const reparseMs = main.filter((e) => e.name === "V8.CollectSourcePositions").reduce((sum, e) => sum + (e.dur ?? 0) / 1000, 0);
  const longTaskMs = tasks.reduce((sum, e) => sum + (e.dur ?? 0) / 1000, 0);
  const at = (task: TraceEvent) => `+${((task.ts - fcp.ts) / 1000).toFixed(0)} ms: ${describe(task)}`;
  return { tasks: tasks.map(at), longTasks: tasks.length, longTaskMs, blockingMs, longest: describe(longest), reparseMs };
}

/**
 * Polls the page through the DevTools protocol until it has hydrated. Playwright's own waiting
 * (`page.waitForFunction`) would first inject its utility script into the page, a large script
 * compiled on the page's main thread: a task of 60–240 ms that is not the site's and that
 * Lighthouse never sees.
 */
async function waitForHydration(cdp: CDPSession): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const { result } = await cdp.send("Runtime.evaluate", { expression: "document.documentElement.dataset.hydrated !== undefined", returnByValue: true });
    if (result.value === true) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("The page did not hydrate within 15 s");
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function main(): Promise<number> {
  if (!hasBuild()) {
    console.error(`No build in ${buildDir}/: run \`npx react-router build\` first (BUILD_DIR=${buildDir}).`);
    return 2;
  }
  const site = await serveBuild();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  try {
    console.log(
      `${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)}; ${runs} runs per page; tasks after the first contentful paint longer than 12.5 ms\n`,
    );
    console.log(`${"page".padEnd(34)}tasks  task ms  blocking ms (×4)  reparse ms  longest task`);
    for (const path of paths.flatMap((p) => [p, p === "/" ? "/es" : `/es${p}`])) {
      const url = `${site.base}${path}`;
      const results: PageLoad[] = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        // Lighthouse's own settings: the debugger on (never pausing) with async stacks.
        await cdp.send("Debugger.enable");
        await cdp.send("Debugger.setSkipAllPauses", { skip: true });
        await cdp.send("Debugger.setAsyncCallStackDepth", { maxDepth: 8 });
        const events = await trace(cdp, async () => {
          await page.goto(url, { waitUntil: "load" });
          await waitForHydration(cdp);
          await page.waitForTimeout(1500);
        });
        await context.close();
        if (process.env.TRACE_DUMP) writeFileSync(`${process.env.TRACE_DUMP}-${path.replace(/\//g, "_")}-${run}.json`, JSON.stringify(events));
        const result = analyse(events, url);
        if (result) results.push(result);
      }
      if (results.length === 0) {
        console.log(`${path.padEnd(34)}no trace`);
        continue;
      }
      const byBlocking = [...results].sort((a, b) => a.blockingMs - b.blockingMs);
      const typical = byBlocking[Math.floor(byBlocking.length / 2)]!;
      console.log(
        `${path.padEnd(34)}${String(median(results.map((r) => r.longTasks))).padStart(5)}${median(results.map((r) => r.longTaskMs))
          .toFixed(0)
          .padStart(9)}${median(results.map((r) => r.blockingMs))
          .toFixed(0)
          .padStart(18)}${median(results.map((r) => r.reparseMs))
          .toFixed(1)
          .padStart(12)}  ${typical.longest}`,
      );
      if (list) for (const task of typical.tasks) console.log(`${"".padEnd(36)}${task}`);
    }
    return 0;
  } finally {
    await browser.close();
    site.stop();
  }
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  return 1;
});
