/**
 * `npm run bench:serve`: how much serving costs the server — requests per second and p99 latency of
 * the home page, the office locator, an office page and the quote page, beside a small static file,
 * each asked with the `Accept-Encoding` a browser sends (`br, gzip`), then the server's resident
 * memory and its heap after a full collection while 20 and 100 connections load the home page and
 * the office locator. Anonymous visitors' reading pages come from the server's page cache; the
 * office locator is also measured as rendered for each request (a visitor with a session cookie,
 * whom the cache never serves).
 *
 *   npm run bench:serve [-- --seconds=10] [-- --connections=20] [-- --paths=/,/offices]
 *
 * Needs a build (`npx react-router build`; BUILD_DIR honoured). The server runs the build with a
 * throw-away database, with Node's inspector on a loopback port so that the benchmark can ask for a
 * full collection and read the heap (HeapProfiler.collectGarbage, Runtime.getHeapUsage). Each page's
 * rate is also printed as a share of the static file's rate in the same run.
 */
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { freePort, hasBuild, serveBuild, type ServedSite } from "./serve-build.ts";

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, "").split("=");
    return [key ?? "", value ?? "true"] as const;
  }),
);
const seconds = Number(args.get("seconds") ?? 10);
const connections = Number(args.get("connections") ?? 20);
const BROWSER_HEADERS = { "accept-encoding": "br, gzip", accept: "text/html,application/xhtml+xml", "accept-language": "en-US,en;q=0.9" };

interface Load {
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** A cookie the page cache does not know: the page is rendered for each request, as for a signed-in visitor. */
const RENDERED = "session=bench";

async function load(url: string, conns: number, duration: number, cookie?: string): Promise<Load> {
  const result = await autocannon({ url, connections: conns, duration, headers: { ...BROWSER_HEADERS, ...(cookie ? { cookie } : {}) } });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx };
}

/** Resident memory of a process, in MB (Linux). */
function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** Talks to the server's inspector: a full collection, then the heap in use. */
async function heapAfterGc(inspectPort: number): Promise<number> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
  const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let id = 0;
  const call = (method: string) =>
    new Promise<Record<string, number>>((resolve) => {
      const mine = ++id;
      const onMessage = (event: MessageEvent) => {
        const message = JSON.parse(String(event.data)) as { id?: number; result?: Record<string, number> };
        if (message.id !== mine) return;
        socket.removeEventListener("message", onMessage);
        resolve(message.result ?? {});
      };
      socket.addEventListener("message", onMessage);
      socket.send(JSON.stringify({ id: mine, method }));
    });
  await call("HeapProfiler.enable");
  await call("HeapProfiler.collectGarbage");
  const usage = await call("Runtime.getHeapUsage");
  socket.close();
  return Math.round((usage.usedSize ?? 0) / 1024 / 1024);
}

/** Memory while `conns` connections load `url`: peak resident memory, and the heap after a full collection at the peak's end. */
async function memoryUnderLoad(site: ServedSite, inspectPort: number, url: string, conns: number, cookie?: string) {
  let peak = residentMb(site.pid);
  const sampler = setInterval(() => (peak = Math.max(peak, residentMb(site.pid))), 100);
  const running = autocannon({ url, connections: conns, duration: seconds, headers: { ...BROWSER_HEADERS, ...(cookie ? { cookie } : {}) } });
  await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 2));
  const heapUnderLoad = await heapAfterGc(inspectPort);
  const result = await running;
  clearInterval(sampler);
  return { conns, peakRss: peak, heapUnderLoad, rps: result.requests.average, p99: result.latency.p99 };
}

async function main(): Promise<number> {
  if (!hasBuild()) {
    console.error("No build: run `npx react-router build` first (BUILD_DIR honoured).");
    return 2;
  }
  const inspectPort = await freePort();
  const site = await serveBuild({ NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --inspect=127.0.0.1:${inspectPort}`.trim() });
  try {
    const offices = await (await fetch(`${site.base}/offices`)).text();
    const office = /href="(\/offices\/[a-z0-9-]+)"/.exec(offices)?.[1] ?? "/offices";
    const paths = (args.get("paths") ?? `/,/offices,${office},/quote`).split(",");
    const staticPath = "/favicon-32.png";
    // Warm up each page once (content cache, first compile of each route).
    for (const p of [...paths, staticPath]) await fetch(`${site.base}${p}`, { headers: BROWSER_HEADERS });

    console.log(`bench:serve — ${connections} connections, ${seconds} s each, accept-encoding: br, gzip\n`);
    const reference = await load(`${site.base}${staticPath}`, connections, seconds);
    const rows: string[][] = [["what", "req/s", "p99 ms", "of static", "errors"]];
    rows.push([`static ${staticPath}`, reference.rps.toFixed(0), String(reference.p99), "100 %", String(reference.errors + reference.non2xx)]);
    for (const [p, cookie] of [...paths.map((p) => [p, undefined] as const), ["/offices", RENDERED] as const]) {
      const r = await load(`${site.base}${p}`, connections, seconds, cookie);
      const label = cookie ? `${p} (rendered)` : p;
      rows.push([label, r.rps.toFixed(0), String(r.p99), `${((r.rps / reference.rps) * 100).toFixed(1)} %`, String(r.errors + r.non2xx)]);
    }
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
    for (const row of rows) console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  "));

    console.log(
      `\nmemory (node's default limits); idle resident ${residentMb(site.pid)} MB, heap after a full collection ${await heapAfterGc(inspectPort)} MB`,
    );
    for (const [p, cookie] of [
      ["/", undefined],
      ["/offices", undefined],
      ["/offices", RENDERED],
    ] as const) {
      for (const conns of [20, 100]) {
        const m = await memoryUnderLoad(site, inspectPort, `${site.base}${p}`, conns, cookie);
        const label = `${cookie ? `${p} (rendered)` : p}, ${conns} connections:`;
        console.log(
          `${label.padEnd(34)} peak resident ${m.peakRss} MB, heap after a full collection under load ${m.heapUnderLoad} MB, ${m.rps.toFixed(0)} req/s, p99 ${m.p99} ms`,
        );
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
    console.log(`after the load: resident ${residentMb(site.pid)} MB, heap after a full collection ${await heapAfterGc(inspectPort)} MB`);
    return 0;
  } finally {
    site.stop();
  }
}

process.exitCode = await main();
