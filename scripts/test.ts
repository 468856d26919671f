/**
 * `npm test`: every check — types, lint, formatting, unit and integration tests (SQLite always,
 * PostgreSQL when a server answers), the studio build, and the browser tests in Debian's Chromium.
 * The build comes first, then the unit tests with a worker per core (vitest's default keeps one core
 * for its own process, which mostly waits), then the browser tests. The checks that read the code
 * (types, lint, formatting, studio) run one after another from the start at the lowest CPU priority
 * (`nice -n 19`): they take the time the tests leave (the browser tests wait on pages and servers
 * about a tenth of the time) and never slow them. Their output is printed whole after the tests; the
 * seconds shown for them are wall time.
 * Ends with one line `N passed, N failed` (totals of all suites) and exits non-zero on any failure.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import net from "node:net";
import { availableParallelism } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, ".test-results");
mkdirSync(out, { recursive: true });

interface Tally {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  note?: string;
}
const tallies: Tally[] = [];
/** Each suite's files with their seconds, for the list of the slowest at the end. */
const slowest: [suite: string, files: (readonly [string, number])[]][] = [];
/** Browser tests that failed first and passed on CI's retry: each one is a bug to fix. */
const flakyTests: string[] = [];

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; file: string; tests: { projectName: string; status: string; results?: { duration?: number }[] }[] }[];
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites?: PlaywrightSuite[];
}

/** Seconds spent in each spec file (every project, every attempt). */
function specSeconds(suites: PlaywrightSuite[]): [string, number][] {
  const byFile = new Map<string, number>();
  const walk = (list: PlaywrightSuite[]) => {
    for (const suite of list) {
      for (const spec of suite.specs ?? []) {
        const ms = spec.tests.flatMap((t) => t.results ?? []).reduce((n, r) => n + (r.duration ?? 0), 0);
        byFile.set(spec.file, (byFile.get(spec.file) ?? 0) + ms / 1000);
      }
      walk(suite.suites ?? []);
    }
  };
  walk(suites);
  return [...byFile];
}

function flakyOf(suites: PlaywrightSuite[]): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) => spec.tests.filter((t) => t.status === "flaky").map((t) => `${spec.file} › ${spec.title} [${t.projectName}]`)),
    ...flakyOf(suite.suites ?? []),
  ]);
}
const only = process.argv.slice(2);
const wanted = (name: string) => only.length === 0 || only.includes(name);

/** A command with its output on the terminal; asynchronous, so the static checks go on beside it. */
function run(cmd: string, args: string[], extraEnv: Record<string, string> = {}): Promise<{ ok: boolean; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...extraEnv } });
    const done = (ok: boolean) => resolve({ ok, seconds: Math.round((Date.now() - started) / 100) / 10 });
    child.once("error", (error) => {
      console.error(`${cmd}: ${error.message}`);
      done(false);
    });
    child.once("close", (code) => done(code === 0));
  });
}

/** `nice` where there is one (Linux, macOS): the static checks run at the lowest CPU priority. */
const niceCommand = ["/usr/bin/nice", "/bin/nice"].find((file) => existsSync(file));

/** Like run, with the output kept (stdout and stderr in order) instead of printed, at the lowest CPU priority. */
function runQuietly(command: string, commandArgs: string[]): Promise<{ ok: boolean; seconds: number; output: string }> {
  const started = Date.now();
  const [cmd, args] = niceCommand ? [niceCommand, ["-n", "19", command, ...commandArgs]] : [command, commandArgs];
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "0" } });
    const chunks: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => chunks.push(chunk));
    const done = (ok: boolean, extra = "") =>
      resolve({ ok, seconds: Math.round((Date.now() - started) / 100) / 10, output: Buffer.concat(chunks).toString() + extra });
    child.once("error", (error) => done(false, `\n${cmd}: ${error.message}\n`));
    child.once("close", (code) => done(code === 0));
  });
}

/**
 * The checks that only read the code, one after another (typegen writes the types tsc reads; the
 * studio check writes studio/.sanity after formatting has read the tree). Each one's output is kept
 * and printed whole after the tests (printStatic), so it never interleaves with theirs.
 */
const staticOutput: string[] = [];
async function staticChecks(): Promise<Tally[]> {
  const done: Tally[] = [];
  const quietCheck = async (name: string, cmd: string, args: string[]) => {
    const { ok, seconds, output } = await runQuietly(cmd, args);
    staticOutput.push(`\n── ${name} (${seconds}s) ──\n${output.trimEnd()}`);
    done.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, note: `${seconds}s` });
  };
  if (wanted("typecheck")) {
    const typegen = await runQuietly("npx", ["--no-install", "react-router", "typegen"]);
    const tsc = typegen.ok ? await runQuietly("npx", ["--no-install", "tsc", "--noEmit"]) : { ...typegen, output: "" };
    const seconds = (typegen.seconds + tsc.seconds).toFixed(1);
    staticOutput.push(`\n── typecheck (${seconds}s) ──\n${(typegen.output + tsc.output).trimEnd()}`);
    done.push({ name: "typecheck", passed: tsc.ok ? 1 : 0, failed: tsc.ok ? 0 : 1, skipped: 0, note: `${seconds}s` });
  }
  if (wanted("lint")) await quietCheck("lint", "npx", ["--no-install", "eslint", ".", "--max-warnings", "0"]);
  if (wanted("format")) await quietCheck("format", "npx", ["--no-install", "prettier", "--check", ".", "--log-level", "warn"]);
  if (wanted("studio") && existsSync(path.join(root, "studio/package.json")))
    await quietCheck("studio (build and generated types)", "node", ["scripts/check-studio.ts"]);
  return done;
}

async function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

const staticDone = staticChecks();

// The production build comes first: the server-level tests (vitest) and the browser tests serve it.
let built = true;
if (wanted("unit") || wanted("e2e")) {
  console.log("\n── build ──");
  const build = await run("npx", ["--no-install", "react-router", "build"]);
  built = build.ok;
  tallies.push({ name: "build", passed: build.ok ? 1 : 0, failed: build.ok ? 0 : 1, skipped: 0, note: `${build.seconds}s` });
}

if (wanted("unit")) {
  const pgUrl = process.env.DATABASE_URL;
  const pgUp = pgUrl ? true : await reachable("127.0.0.1", 5432);
  const pgNote = pgUp
    ? `PostgreSQL suite: on (${pgUrl ? "DATABASE_URL" : "127.0.0.1:5432/test"})`
    : "PostgreSQL suite: skipped (no server at 127.0.0.1:5432 and no DATABASE_URL)";
  console.log(`\n── unit and integration ──\n${pgNote}`);
  const file = path.join(out, "vitest.json");
  const workers = `--maxWorkers=${availableParallelism()}`;
  const { seconds } = await run("npx", ["--no-install", "vitest", "run", workers, "--reporter=default", "--reporter=json", `--outputFile.json=${file}`], {
    TEST_POSTGRES: pgUp ? "1" : "0",
  });
  const report = readJson<{
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    success: boolean;
    numFailedTestSuites: number;
    testResults?: { name: string; startTime: number; endTime: number }[];
  }>(file);
  if (report?.testResults)
    slowest.push(["unit and integration", report.testResults.map((r) => [path.relative(root, r.name), (r.endTime - r.startTime) / 1000] as const)]);
  if (report) {
    tallies.push({
      name: "unit and integration",
      passed: report.numPassedTests,
      failed: report.numFailedTests + (report.numFailedTestSuites > 0 && report.numFailedTests === 0 ? report.numFailedTestSuites : 0),
      skipped: report.numPendingTests + report.numTodoTests,
      note: `${seconds}s; ${pgNote}`,
    });
  } else {
    tallies.push({ name: "unit and integration", passed: 0, failed: 1, skipped: 0, note: "no report written" });
  }
}

if (wanted("e2e")) {
  console.log("\n── browser tests ──");
  // The browser tests run in Chromium's headless shell (playwright.config.ts); Lighthouse uses Chromium.
  if (!existsSync("/usr/bin/chromium") || !existsSync("/usr/bin/chromium-headless-shell")) {
    console.log("Installing Debian's Chromium and its headless shell...");
    const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
    const apt = (args: string[]) => spawnSync(sudo[0] ?? "apt-get", sudo.length ? ["apt-get", ...args] : args, { stdio: "inherit" });
    apt(["update", "-qq"]);
    apt(["install", "-y", "-qq", "-o", "DPkg::Lock::Timeout=600", "chromium", "chromium-headless-shell"]);
  }
  if (!built) {
    tallies.push({ name: "browser tests", passed: 0, failed: 1, skipped: 0, note: "build failed" });
  } else {
    const file = path.join(out, "playwright.json");
    const { ok, seconds } = await run("npx", ["--no-install", "playwright", "test"], { PLAYWRIGHT_JSON_OUTPUT_NAME: file });
    const report = readJson<PlaywrightReport>(file);
    printPageSnapshots(path.join(root, "test-results"));
    if (report) {
      const s = report.stats;
      flakyTests.push(...flakyOf(report.suites ?? []));
      slowest.push(["browser tests", specSeconds(report.suites ?? [])]);
      // A run that failed outside any test (its web server could not start, say) still fails.
      const failedOutside = !ok && s.unexpected === 0;
      tallies.push({
        name: "browser tests",
        passed: s.expected + s.flaky,
        failed: failedOutside ? 1 : s.unexpected,
        skipped: s.skipped,
        note: failedOutside ? `${seconds}s; the run failed outside the tests` : `${seconds}s`,
      });
    } else {
      tallies.push({ name: "browser tests", passed: 0, failed: 1, skipped: 0, note: "no report written" });
    }
  }
}

// The static checks, printed once they have all ended (they may still be running after the tests).
tallies.unshift(...(await staticDone));
for (const block of staticOutput) console.log(block);

for (const [suite, files] of slowest) {
  console.log(`\n── slowest files: ${suite} ──`);
  for (const [name, seconds] of [...files].sort((a, b) => b[1] - a[1]).slice(0, 10)) console.log(`${seconds.toFixed(1).padStart(7)}s  ${name}`);
}

console.log("\n── summary ──");
for (const t of tallies)
  console.log(`${t.name}: ${t.passed} passed, ${t.failed} failed${t.skipped ? `, ${t.skipped} skipped` : ""}${t.note ? `  (${t.note})` : ""}`);
const passed = tallies.reduce((n, t) => n + t.passed, 0);
const failed = tallies.reduce((n, t) => n + t.failed, 0);
const skipped = tallies.reduce((n, t) => n + t.skipped, 0);
// The last line is exactly "N passed, N failed" (totals of all suites); skipped tests are counted just above it.
const line = `${passed} passed, ${failed} failed`;
writeFileSync(path.join(out, "summary.txt"), line + "\n");
if (skipped) console.log(`(${skipped} skipped)`);
console.log(`flaky (passed only on retry): ${flakyTests.length}`);
for (const name of flakyTests) console.log(`  flaky: ${name}`);
console.log(line);
process.exit(failed > 0 || tallies.length === 0 ? 1 : 0);

/**
 * The page as a failed test left it (Playwright's accessibility snapshot, error-context.md), so a
 * failure seen only in a log can be understood without the test-results folder.
 */
function printPageSnapshots(dir: string) {
  if (!existsSync(dir)) return;
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith("error-context.md"))
    .sort();
  for (const name of files.slice(0, 6)) {
    const text = readFileSync(path.join(dir, name), "utf8");
    console.log(`\n── page snapshot: ${name} ──\n${text.length > 6000 ? `${text.slice(0, 6000)}\n…` : text}`);
  }
}
