// Runs before `npm start` on the machine's own Node (which may be older than 24): plain JavaScript only.
// Installs the dependencies when they are missing, so a fresh clone starts with one command.
//
// The install itself runs on the pinned Node (the lockfile's `node` package, fetched through
// `npm exec` into npm's cache): many dependencies declare `engines.node >= 22`, and npm run on an
// older Node prints an EBADENGINE warning for each of them (about two dozen) although nothing is
// wrong with the install.
import { existsSync, readFileSync } from "node:fs";
import { execFileSync, execSync } from "node:child_process";

const root = new URL("..", import.meta.url);
const pinnedNode = new URL("node_modules/.bin/node", root);
const lockFile = new URL("package-lock.json", root);

/** The Node version the lockfile pins (its `node` dev dependency), or null. */
function pinnedNodeVersion() {
  if (!existsSync(lockFile)) return null;
  const lock = JSON.parse(readFileSync(lockFile, "utf8"));
  return lock.packages?.["node_modules/node"]?.version ?? null;
}

if (!existsSync(pinnedNode)) {
  console.log("Installing dependencies (first start)...");
  const install = existsSync(lockFile) ? ["ci", "--no-audit", "--no-fund"] : ["install", "--no-audit", "--no-fund"];
  const version = pinnedNodeVersion();
  const npmCli = process.env.npm_execpath;
  const major = Number(process.versions.node.split(".")[0]);
  if (version && npmCli && major < Number(version.split(".")[0])) {
    execFileSync("npm", ["exec", "--yes", `--package=node@${version}`, "--", "node", npmCli, ...install], { stdio: "inherit", cwd: root });
  } else {
    execSync(`npm ${install.join(" ")}`, { stdio: "inherit", cwd: root });
  }
}
