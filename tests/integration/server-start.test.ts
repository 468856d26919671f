/**
 * Starting the server as an operator does (`npm run serve` on the production build): the output
 * is the server's own log lines, with no warning from Node, and the start-up line names the address
 * the public listener is really bound to; SIGTERM drains and stops it cleanly; a malformed variable
 * or an unreachable content source stops it at start with one line naming it. Serves the production build (BUILD_DIR, default build/):
 * `npm test` builds it first.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { listeningMessage } from "../../server.ts";
import { projectRoot } from "./built-site.ts";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The server as `npm run serve` starts it, with a scratch database; `env` beside the defaults. */
function spawnServer(dataDir: string, env: Record<string, string>) {
  return spawn(process.execPath, ["--max-semi-space-size=16", "server.ts"], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      LOG_LEVEL: "info",
      BUILD_DIR: path.resolve(projectRoot, process.env.BUILD_DIR ?? "build"),
      SQLITE_PATH: path.join(dataDir, "site.sqlite"),
      RATING_DELAY: "none",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** Starts the server as `npm run serve` does, waits for its start-up line, stops it (SIGTERM); everything it printed and its exit code. */
async function startAndStop(env: Record<string, string>): Promise<{ stdout: string; stderr: string; code: number | null }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-start-"));
  const child = spawnServer(dataDir, env);
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (exitCode) => resolve(exitCode)));
  let code: number | null;
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no start-up line within 90 s:\n${stdout}\n${stderr}`)), 90_000);
      const check = () => {
        if (stdout.includes("listening on")) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout.on("data", check);
      child.once("exit", (exitCode) => {
        clearTimeout(timer);
        reject(new Error(`the server stopped (${exitCode}):\n${stdout}\n${stderr}`));
      });
    });
  } finally {
    child.kill("SIGTERM");
    code = await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { stdout, stderr, code };
}

/** Starts the server and waits for it to stop by itself (a start-up it refuses); all it printed and its exit code. */
async function startRefused(env: Record<string, string>): Promise<{ out: string; code: number | null }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-start-"));
  const child = spawnServer(dataDir, env);
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill("SIGKILL");
        reject(new Error(`the server did not stop by itself within 90 s:\n${out}`));
      }, 90_000);
      child.once("exit", (exitCode) => {
        clearTimeout(timer);
        resolve(exitCode);
      });
    });
    return { out, code };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe("server start-up", () => {
  it("prints only its own log lines, no Node warning, and the address it listens on", async () => {
    const port = await freePort();
    const { stdout, stderr } = await startAndStop({ HOST: "127.0.0.1", PORT: String(port) });
    expect(stderr).not.toMatch(/warning/i);
    const lines = stdout.trim().split("\n");
    for (const line of lines) expect(() => JSON.parse(line) as unknown, line).not.toThrow();
    const messages = lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages).toContain(`listening on http://127.0.0.1:${port}`);
    expect(stdout).not.toContain("localhost");
  }, 120_000);

  it("SIGTERM drains and stops cleanly", async () => {
    const port = await freePort();
    const { stdout, code } = await startAndStop({ HOST: "127.0.0.1", PORT: String(port) });
    expect(code).toBe(0);
    expect(stdout).toContain("shutting down");
    expect(stdout).toContain("stopped");
  }, 120_000);

  it("a malformed variable stops the server with one line naming it", async () => {
    const { code, out } = await startRefused({ PORT: "eighty" });
    expect(code).toBe(78);
    expect(out.trim()).toBe("Invalid configuration: PORT must be a whole number from 1 to 65535");
  }, 120_000);

  it("an unreachable content source at start is one line naming it", async () => {
    const { code, out } = await startRefused({ PORT: String(await freePort()), CONTENT_DATASET_FILE: "/nowhere/production.ndjson" });
    expect(code).toBe(1);
    expect(out.trim().split("\n")).toHaveLength(1);
    expect(out).toContain("Content source unreachable: dataset file /nowhere/production.ndjson");
  }, 120_000);

  it("names a wildcard address as bound, with the address that opens the site on this machine", () => {
    expect(listeningMessage({ address: "0.0.0.0", family: "IPv4", port: 3000 })).toBe(
      "listening on http://0.0.0.0:3000 (every interface; on this machine http://localhost:3000)",
    );
    expect(listeningMessage({ address: "::", family: "IPv6", port: 3000 })).toBe(
      "listening on http://[::]:3000 (every interface; on this machine http://localhost:3000)",
    );
    expect(listeningMessage({ address: "::1", family: "IPv6", port: 8080 })).toBe("listening on http://[::1]:8080");
    expect(listeningMessage({ address: "10.1.2.3", family: "IPv4", port: 80 })).toBe("listening on http://10.1.2.3:80");
  });
});
