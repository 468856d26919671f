/**
 * Starting the server as an operator does (`npm run serve` on the production build): the output
 * is the server's own log lines, with no warning from Node, and the start-up line names the address
 * the public listener is really bound to. Serves the production build (BUILD_DIR, default build/):
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

/** Starts the server as `npm run serve` does, waits for its start-up line, stops it; everything it printed. */
async function startAndStop(env: Record<string, string>): Promise<{ stdout: string; stderr: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-start-"));
  const child = spawn(process.execPath, ["--max-semi-space-size=16", "server.ts"], {
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
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
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
      child.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`the server stopped (${code}):\n${stdout}\n${stderr}`));
      });
    });
  } finally {
    child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { stdout, stderr };
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
