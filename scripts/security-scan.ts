/**
 * `npm run security:scan`: sqlmap and wapiti (Debian packages, installed when
 * missing) against the built site served on a free port with a throw-away SQLite database
 * (scripts/serve-build.ts; builds nothing: run `npx react-router build` first). Each tool is
 * time-boxed (SCAN_MINUTES, default 8); prints a findings table and exits 1 on any finding.
 *
 * - sqlmap, over the site's forms and query parameters: /offices?zip=, the contact and quote
 *   pages' forms, then --batch --forms --crawl=2 from the home page (Spanish pages, the language
 *   switch and assets left out); boolean, error and union techniques, the time-based ones being
 *   too slow for the time box.
 *   A finding is a parameter sqlmap confirms ("is vulnerable", "identified the following injection
 *   point"); each target's tested parameters are listed.
 * - wapiti with the modules that apply (sql, exec, xss, permanentxss, csrf, http_headers,
 *   cookieflags, csp, redirect, file, crlf), reading gzip (it cannot read brotli), behind a stated
 *   HTTPS proxy (TRUST_PROXY=1 and X-Forwarded-Proto: https), as production runs. Every
 *   vulnerability and anomaly of its JSON report is a finding, except three kinds that are checked
 *   against the running server rather than assumed (see `verifiedException`), and printed.
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
  // The crawl from the home page finds the site's forms (contact, newsletter, zip entry, …) and gets
  // most of the time; the other targets are a page form and a query parameter named directly.
  const targets = [
    { url: `${base}/offices?zip=75201`, share: 0.1, extra: [] },
    { url: `${base}/contact`, share: 0.2, extra: ["--forms"] },
    { url: `${base}/quote`, share: 0.2, extra: ["--forms"] },
    { url: `${base}/`, share: 0.5, extra: ["--forms", "--crawl=2", "--crawl-exclude=/es/|/language|\\.(js|css|png|jpe?g|svg|ico|webp|woff2?)"] },
  ];
  const findings: Finding[] = [];
  const notes: string[] = [];
  let seconds = 0;
  let timedOut = false;
  for (const target of targets) {
    const args = [
      "-u",
      target.url,
      ...target.extra,
      "--batch",
      "--level=1",
      "--risk=1",
      "--technique=BEU",
      "--threads=8",
      "--disable-coloring",
      "--flush-session",
      `--output-dir=${path.join(work, "sqlmap")}`,
      "--timeout=15",
      "--retries=1",
    ];
    const result = await run("sqlmap", args, target.share * MINUTES * 60_000);
    seconds += result.seconds;
    timedOut ||= !result.finished;
    const clean = new Set<string>();
    for (const line of result.output.split("\n")) {
      const notInjectable = /(GET|POST) parameter '([^']+)' does not seem to be injectable/i.exec(line);
      if (notInjectable) clean.add(`${notInjectable[1]} ${notInjectable[2]}`);
      if (/is vulnerable|identified the following injection point|appears to be .* injectable/i.test(line) && !/do(es)? not (seem|appear)/i.test(line)) {
        findings.push({ tool: "sqlmap", kind: "SQL injection", where: target.url, detail: line.trim().slice(0, 200) });
      } else if (/might be injectable|might be vulnerable/i.test(line)) {
        notes.push(`sqlmap heuristic on ${target.url}: ${line.trim().slice(0, 200)}`);
      }
    }
    notes.push(
      `sqlmap ${target.url}: ${result.finished ? "finished" : "stopped at its time limit"} in ${result.seconds}s; ${clean.size} parameters tested and not injectable${clean.size ? ` (${[...clean].slice(0, 12).join(", ")}${clean.size > 12 ? ", …" : ""})` : ""}`,
    );
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

/**
 * wapiti items that its simple rules flag but the site answers otherwise, each accepted only after
 * checking the running server; the reason is printed with the results. Anything else is a finding.
 * - CSRF (a form without a token): the defence is the Origin check; a post to that form from
 *   another origin must be refused with 403.
 * - CSP "script-src is not safe": wapiti flags 'wasm-unsafe-eval' (WebAssembly compilation for the
 *   licence scanner, not JavaScript eval) and the https: fallback (ignored by every browser that
 *   knows 'strict-dynamic'); accepted only while script-src is a nonce with 'strict-dynamic' and
 *   holds none of 'unsafe-inline', 'unsafe-eval', * or data:.
 * - "X-XSS-Protection is not set": the XSS auditor it switched on is gone from current browsers,
 *   and OWASP advises against enabling it; accepted only while the header is absent or "0" and a
 *   CSP is sent.
 */
async function verifiedException(base: string, kind: string, item: WapitiItem): Promise<string | null> {
  const target = new URL(item.path ?? "/", base);
  if (/cross site request forgery/i.test(kind)) {
    const response = await fetch(target, {
      method: "POST",
      redirect: "manual",
      headers: { origin: "https://attacker.example", "content-type": "application/x-www-form-urlencoded" },
      body: "email=a%40example.com",
    });
    return response.status === 403 ? "a post from another origin is refused (403)" : null;
  }
  const page = await fetch(target, { redirect: "manual", headers: { "accept-encoding": "gzip, deflate" } });
  const csp = page.headers.get("content-security-policy") ?? "";
  if (/content security policy/i.test(kind) && /script-src/i.test(item.info ?? "")) {
    const scriptSrc = (/(?:^|;)\s*script-src\s+([^;]*)/i.exec(csp)?.[1] ?? "").split(/\s+/);
    const strict =
      scriptSrc.some((t) => t.startsWith("'nonce-")) &&
      scriptSrc.includes("'strict-dynamic'") &&
      !scriptSrc.some((t) => ["'unsafe-inline'", "'unsafe-eval'", "*", "data:"].includes(t));
    return strict ? `script-src is a nonce with 'strict-dynamic' (${scriptSrc.filter((t) => !t.startsWith("'nonce-")).join(" ")})` : null;
  }
  if (/x-xss-protection/i.test(item.info ?? "")) {
    const value = page.headers.get("x-xss-protection");
    return (value === null || value.trim() === "0") && csp ? `X-XSS-Protection ${value === null ? "absent" : "0"}, a CSP is sent` : null;
  }
  return null;
}

async function runWapiti(base: string, work: string): Promise<{ findings: Finding[]; notes: string[]; seconds: number; timedOut: boolean }> {
  const report = path.join(work, "wapiti.json");
  const args = [
    "-u",
    `${base}/`,
    "--scope",
    "folder",
    "-m",
    WAPITI_MODULES,
    "-H",
    "Accept-Encoding: gzip, deflate",
    "-H",
    "X-Forwarded-Proto: https",
    "-d",
    "2",
    "--max-links-per-page",
    "30",
    "--max-files-per-dir",
    "30",
    // Its own limits end the scan with a report; the outer limit below is only a safety net.
    "--max-scan-time",
    String(Math.max(60, MINUTES * 60 - 60)),
    "--max-attack-time",
    String(Math.max(10, Math.floor((MINUTES * 60 * 0.7) / WAPITI_MODULES.split(",").length))),
    "--flush-session",
    "--store-session",
    path.join(work, "wapiti-session"),
    "--store-config",
    path.join(work, "wapiti-config"),
    "-f",
    "json",
    "-o",
    report,
    "--no-bugreport",
    "-v",
    "1",
  ];
  const result = await run("wapiti", args, MINUTES * 60_000 + 180_000);
  const notes = [`wapiti: ${result.finished ? "finished" : "stopped at its time limit"} in ${result.seconds}s, modules ${WAPITI_MODULES}`];
  if (!existsSync(report)) {
    return {
      findings: [{ tool: "wapiti", kind: "no report", where: base, detail: result.output.split("\n").slice(-5).join(" ").slice(0, 300) }],
      notes,
      seconds: result.seconds,
      timedOut: !result.finished,
    };
  }
  const parsed = JSON.parse(readFileSync(report, "utf8")) as {
    vulnerabilities?: Record<string, WapitiItem[]>;
    anomalies?: Record<string, WapitiItem[]>;
    infos?: { crawled_pages_nbr?: number };
  };
  if (parsed.infos?.crawled_pages_nbr !== undefined) notes.push(`wapiti crawled ${parsed.infos.crawled_pages_nbr} pages`);
  const findings: Finding[] = [];
  for (const [group, byKind] of [
    ["vulnerability", parsed.vulnerabilities ?? {}],
    ["anomaly", parsed.anomalies ?? {}],
  ] as const) {
    for (const [kind, items] of Object.entries(byKind)) {
      for (const item of items) {
        const where = `${item.method ?? ""} ${item.path ?? ""}${item.parameter ? ` [${item.parameter}]` : ""}`.trim();
        const reason = group === "vulnerability" ? await verifiedException(base, kind, item) : null;
        if (reason) {
          notes.push(`accepted after checking: wapiti "${kind}" on ${where}: ${reason}`);
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
    console.log(
      `\nsecurity scan: ${findings.length} findings (sqlmap ${sqlmap.findings.length}, wapiti ${wapiti.findings.length}); sqlmap ${sqlmap.seconds}s, wapiti ${wapiti.seconds}s`,
    );
    process.exitCode = findings.length > 0 ? 1 : 0;
  } finally {
    site.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
