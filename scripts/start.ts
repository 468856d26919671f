/**
 * `npm start`: builds the site when the build is missing or older than the sources, then serves it
 * with the embedded platform (which migrates and seeds its database on start) on http://localhost:$PORT.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "./server-node-flags.ts";

const root = path.resolve(import.meta.dirname, "..");

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

const built = path.join(root, process.env.BUILD_DIR ?? "build", "server/index.js");
const sources = ["app", "public"].map((d) => path.join(root, d)).filter(existsSync);
const stale = !existsSync(built) || Math.max(...sources.map(newestMtime), statSync(path.join(root, "package-lock.json")).mtimeMs) > statSync(built).mtimeMs;
if (stale) {
  console.log("Building the site...");
  const result = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const env = { ...SERVER_ENV, ...process.env, NODE_ENV: process.env.NODE_ENV ?? "production", BRAND_OVERRIDE: process.env.BRAND_OVERRIDE ?? "true" };
const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server.ts"], { cwd: root, env, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
