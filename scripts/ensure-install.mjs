// Runs before `npm start` on the machine's own Node (which may be older than 24): plain JavaScript only.
// Installs the dependencies when they are missing, so a fresh clone starts with one command.
import { existsSync } from "node:fs";
import { execSync } from "node:child_process";

const pinnedNode = new URL("../node_modules/.bin/node", import.meta.url);
if (!existsSync(pinnedNode)) {
  console.log("Installing dependencies (first start)...");
  execSync(existsSync(new URL("../package-lock.json", import.meta.url)) ? "npm ci --no-audit --no-fund" : "npm install --no-audit --no-fund", {
    stdio: "inherit",
    cwd: new URL("..", import.meta.url),
  });
}
