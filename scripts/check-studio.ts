/**
 * The studio check of `npm test`:
 * 1. installs the studio's own dependencies (`npm ci --prefix studio`) when they are missing;
 * 2. checks that the seed dataset is what studio/seed/build-seed.ts writes;
 * 3. builds the studio offline (`sanity build`);
 * 4. extracts the schema and generates the types into a scratch folder and checks that the
 *    committed studio/schema.json and studio/sanity.types.ts equal them.
 * Exits non-zero with one line per problem.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const studio = path.join(root, "studio");
const sanityBin = path.join(studio, "node_modules/@sanity/cli/bin/run.js");
const quiet = { DO_NOT_TRACK: "1", SANITY_TELEMETRY_DISABLED: "1", NO_UPDATE_NOTIFIER: "1", CI: process.env.CI ?? "true" };
const problems: string[] = [];

function step(title: string, cmd: string, args: string[], options: { cwd?: string; env?: Record<string, string> } = {}): boolean {
  const started = Date.now();
  const result = spawnSync(cmd, args, {
    cwd: options.cwd ?? root,
    env: { ...process.env, ...quiet, ...options.env },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) {
    console.log(`✔ ${title} (${seconds}s)`);
    return true;
  }
  console.log(`✘ ${title} (${seconds}s)`);
  process.stdout.write(`${result.stdout ?? ""}${result.stderr ?? ""}`.split("\n").slice(-30).join("\n") + "\n");
  problems.push(`${title} failed`);
  return false;
}

const sanity = (title: string, args: string[], env?: Record<string, string>) => step(title, process.execPath, [sanityBin, ...args], { cwd: studio, env });

if (!existsSync(sanityBin)) {
  step("install the studio's dependencies (npm ci --prefix studio)", "npm", ["ci", "--prefix", "studio", "--no-audit", "--no-fund"]);
}

if (existsSync(sanityBin)) {
  step("seed dataset is current", process.execPath, [path.join(studio, "seed/build-seed.ts"), "--check"]);
  sanity("studio builds offline", ["build", "--yes"]);

  const scratch = path.join(studio, ".sanity/check");
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  const schemaOut = ".sanity/check/schema.json";
  const typesOut = ".sanity/check/sanity.types.ts";
  const extracted = sanity("schema extract", ["schema", "extract", "--force", "--path", schemaOut]);
  const generated = extracted && sanity("typegen generate", ["typegen", "generate"], { TYPEGEN_SCHEMA: schemaOut, TYPEGEN_OUTPUT: typesOut });
  if (generated) {
    const compare = (fresh: string, committed: string) => {
      const want = readFileSync(path.join(studio, fresh), "utf8").replaceAll(schemaOut, "schema.json");
      const have = existsSync(path.join(studio, committed)) ? readFileSync(path.join(studio, committed), "utf8") : "";
      if (want === have) console.log(`✔ studio/${committed} is current`);
      else problems.push(`studio/${committed} is out of date: run \`npm run typegen --prefix studio\` and commit it`);
    };
    compare(schemaOut, "schema.json");
    compare(typesOut, "sanity.types.ts");
  }
}

if (problems.length) {
  for (const problem of problems) console.error(`✘ ${problem}`);
  process.exit(1);
}
console.log("Studio: builds offline, seed and generated types are current");
