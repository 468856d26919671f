/**
 * `npm run security:scan` (issue 16 §10): sqlmap and wapiti (Debian packages, installed when
 * missing) against the built site served on a free port with a throw-away SQLite database
 * (scripts/serve-build.ts; builds nothing: run `npx react-router build` first). Each tool is
 * time-boxed (SCAN_MINUTES, default 8); prints a findings table and exits 1 on any finding.
 *
 * - sqlmap, over the site's forms and query parameters: --batch --forms --crawl=2 from a few
 *   starting pages (home, /quote, /offices?zip=, /contact, /out-of-state). A finding is a parameter
 *   sqlmap confirms ("is vulnerable", "identified the following injection point").
 * - wapiti with the modules that apply (sql, exec, xss, permanentxss, csrf, http_headers,
 *   cookieflags, csp, redirect, file, crlf), reading gzip (it cannot read brotli), behind a stated
 *   HTTPS proxy (TRUST_PROXY=1 and X-Forwarded-Proto: https), as production runs. Every
 *   vulnerability and anomaly of its JSON report is a finding, with one exception checked here
 *   rather than assumed: wapiti's CSRF module flags every form without a token, and the site's
 *   defence is the Origin check instead; a CSRF item is dropped only when a post to that form from
 *   another origin is refused (403) by the running server.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { hasBuild, serveBuild } from "./serve-build.ts";

const MINUTES = Number(process.env.SCAN_MINUTES ?? 8);
const WAPITI_MODULES = "sql,exec,xss,permanentxss,csrf,http_headers,cookieflags,csp,redirect,file,crlf";

interface Finding {
  tool: "sqlmap" | "wapiti";
  kind: string;
  where: string;
  detail: string;
}

function ensureTools(): void {
  const missing = ["sqlmap", "wapiti"].filter((tool) => !existsSync(`/usr/bin/${tool}`));
  if (missing.length === 0) return;
  console.log(`Installing ${missing.join(" and ")} (Debian packages)...`);
  const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
  const apt = (args: string[]) => spawnSync(sudo[0] ?? "apt-get", sudo.length ? ["apt-get", ...args] : args, { stdio: "inherit" });
  apt(["update", "-qq"]);
  apt(["install", "-y", "-qq", "-o", "DPkg::Lock::Timeout=600", ...missing]);
  const still = missing.filter((tool) => !existsSync(`/usr/bin/${tool}`));
  if (still.length) throw new Error(`Could not install ${still.join(", ")}`);
}

/** Runs a tool with a time limit; resolves with its output, whether it finished and how long it took. */
function run(command: string, args: string[], limitMs: number): Promise<{ output: string; finished: boolean; seconds: number }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], detached: true });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    let finished = true;
    const timer = setTimeout(() => {
      finished = false;
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    }, limitMs);
    child.on("close", () => {
      clearTimeout(timer);
      resolve({ output, finished, seconds: Math.round((performance.now() - started) / 1000) });
    });
  });
}

async function runSqlmap(base: string, work: string): Promise<{ findings: Finding[]; notes: string[]; seconds: number; timedOut: boolean }> {
  const targets = [`${base}/`, `${base}/quote`, `${base}/offices?zip=75201`, `${base}/contact`, `${base}/out-of-state`];
  const findings: Finding[] = [];
  const notes: string[] = [];
  const perTarget = (MINUTES * 60_000) / targets.length;
  let seconds = 0;
  let timedOut = false;
  for (const target of targets) {
    const args = ["-u", target, "--batch", "--forms", "--crawl=2", "--level=2", "--risk=1", "--threads=2", "--disable-coloring", "--flush-session", `--output-dir=${path.join(work, "sqlmap")}`, "--timeout=15", "--retries=1"];
    const result = await run("sqlmap", args, perTarget);
    seconds += result.seconds;
    timedOut ||= !result.finished;
    for (const line of result.output.split("\n")) {
      if (/is vulnerable|identified the following injection point|appears to be .* injectable/i.test(line) && !/do(es)? not (seem|appear)/i.test(line)) {
        findings.push({ tool: "sqlmap", kind: "SQL injection", where: target, detail: line.trim().slice(0, 200) });
      } else if (/might be injectable|might be vulnerable/i.test(line)) {
        notes.push(`sqlmap heuristic on ${target}: ${line.trim().slice(0, 200)}`);
      }
    }
    const tested = /all tested parameters do not appear to be injectable|no parameter\(s\) found|do not appear to be injectable/i.test(result.output);
    notes.push(`sqlmap ${target}: ${result.finished ? "finished" : "stopped at its time limit"} in ${result.seconds}s${tested ? ", parameters tested: none injectable" : ""}`);
  }
  return { findings, notes, seconds, timedOut };
}

interface WapitiItem {
  method?: string;
  path?: string;
  info?: string;
  parameter?: string;
  level?: number;
}

/** Whether the running server refuses a post to `formPath` from another origin (the CSRF defence). */
async function refusesForeignOrigin(base: string, formPath: string): Promise<boolean> {
  const response = await fetch(new URL(formPath, base), {
    method: "POST",
    redirect: "manual",
    headers: { origin: "https://attacker.example", "content-type": "application/x-www-form-urlencoded" },
    body: "email=a%40example.com",
  });
  return response.status === 403;
}

async function runWapiti(base: string, work: string): Promise<{ findings: Finding[]; notes: string[]; seconds: number; timedOut: boolean }> {
  const report = path.join(work, "wapiti.json");
  const args = [
    "-u", `${base}/`,
    "--scope", "folder",
    "-m", WAPITI_MODULES,
    "-H", "Accept-Encoding: gzip, deflate",
    "-H", "X-Forwarded-Proto: https",
    "-x", `${base}/es/*`,
    "-d", "3",
    "--max-links-per-page", "60",
    "--max-scan-time", String(Math.max(60, MINUTES * 60 - 30)),
    "--flush-session",
    "--store-session", path.join(work, "wapiti-session"),
    "--store-config", path.join(work, "wapiti-config"),
    "-f", "json",
    "-o", report,
    "--no-bugreport",
    "-v", "1",
  ];
  const result = await run("wapiti", args, MINUTES * 60_000 + 60_000);
  const notes = [`wapiti: ${result.finished ? "finished" : "stopped at its time limit"} in ${result.seconds}s, modules ${WAPITI_MODULES}`];
  if (!existsSync(report)) {
    return { findings: [{ tool: "wapiti", kind: "no report", where: base, detail: result.output.split("\n").slice(-5).join(" ").slice(0, 300) }], notes, seconds: result.seconds, timedOut: !result.finished };
  }
  const parsed = JSON.parse(readFileSync(report, "utf8")) as { vulnerabilities?: Record<string, WapitiItem[]>; anomalies?: Record<string, WapitiItem[]>; infos?: { crawled_pages_nbr?: number } };
  if (parsed.infos?.crawled_pages_nbr !== undefined) notes.push(`wapiti crawled ${parsed.infos.crawled_pages_nbr} pages`);
  const findings: Finding[] = [];
  for (const [group, byKind] of [["vulnerability", parsed.vulnerabilities ?? {}], ["anomaly", parsed.anomalies ?? {}]] as const) {
    for (const [kind, items] of Object.entries(byKind)) {
      for (const item of items) {
        const where = `${item.method ?? ""} ${item.path ?? ""}${item.parameter ? ` [${item.parameter}]` : ""}`.trim();
        if (/cross site request forgery/i.test(kind) && item.path && (await refusesForeignOrigin(base, item.path))) {
          notes.push(`wapiti CSRF item on ${where}: not counted, the server refuses a post from another origin (403)`);
          continue;
        }
        findings.push({ tool: "wapiti", kind: `${kind} (${group})`, where, detail: (item.info ?? "").replace(/\s+/g, " ").slice(0, 200) });
      }
    }
  }
  return { findings, notes, seconds: result.seconds, timedOut: !result.finished };
}

async function main() {
  if (!hasBuild()) {
    console.error("No production build: run `npx react-router build` first.");
    process.exit(2);
  }
  ensureTools();
  const work = mkdtempSync(path.join(tmpdir(), "security-scan-"));
  const site = await serveBuild({ TRUST_PROXY: "1", LOG_LEVEL: "error" });
  console.log(`Scanning ${site.base} (time limit ${MINUTES} min per tool)`);
  try {
    const sqlmap = await runSqlmap(site.base, work);
    console.log(`sqlmap: ${sqlmap.seconds}s${sqlmap.timedOut ? " (time limit reached)" : ""}`);
    const wapiti = await runWapiti(site.base, work);
    console.log(`wapiti: ${wapiti.seconds}s${wapiti.timedOut ? " (time limit reached)" : ""}`);
    for (const note of [...sqlmap.notes, ...wapiti.notes]) console.log(`  · ${note}`);
    const findings = [...sqlmap.findings, ...wapiti.findings];
    console.log("\nFindings");
    if (findings.length === 0) console.log("  none");
    for (const f of findings) console.log(`  ${f.tool.padEnd(7)} ${f.kind.padEnd(40)} ${f.where.padEnd(40)} ${f.detail}`);
    console.log(`\nsecurity scan: ${findings.length} findings (sqlmap ${sqlmap.findings.length}, wapiti ${wapiti.findings.length}); sqlmap ${sqlmap.seconds}s, wapiti ${wapiti.seconds}s`);
    process.exitCode = findings.length > 0 ? 1 : 0;
  } finally {
    site.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
