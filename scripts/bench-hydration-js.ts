/**
 * JavaScript the phone runs while a page loads, until the page is interactive: Chromium's sampling
 * profiler (0.1 ms) from the navigation until the root marks the document hydrated, plus half a
 * second for the effects. The figure is the CPU time of the samples that ran script or garbage
 * collection (idle and the browser's own work left out), so it measures how much the site's script
 * does rather than when it did it, and it is steadier from run to run than task timings.
 *
 *   npm run bench:hydration-js [-- --paths=/,/es --runs=10 --compare=<other build dir> --throttle=4]
 *
 * --throttle slows the page's CPU by that factor (Chromium's CPU throttling, as Lighthouse's phone
 * profile does), for a phone-class processor.
 *
 * It serves BUILD_DIR (default build/); with --compare it serves the other build as well and
 * alternates the two, run by run. It prints the minimum, first quartile and median per page.
 * Numbers are this machine's: compare builds measured together, not with another machine.
 */
import { chromium } from "@playwright/test";
import { buildDir, hasBuild, serveBuild, type ServedSite } from "./serve-build.ts";

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, "").split("=");
    return [key ?? "", value ?? "true"] as const;
  }),
);
const paths = (args.get("paths") ?? "/,/es").split(",").filter((p) => p.startsWith("/"));
const runs = Math.max(1, Number(args.get("runs") ?? 10) || 10);
const compare = args.get("compare");
const throttle = Math.max(1, Number(args.get("throttle") ?? 1) || 1);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string };
}

async function main(): Promise<number> {
  if (!hasBuild()) {
    console.error(`No build in ${buildDir}/: run npm run build first.`);
    return 2;
  }
  const sites: { name: string; site: ServedSite }[] = [{ name: buildDir, site: await serveBuild() }];
  if (compare) sites.push({ name: compare, site: await serveBuild({ BUILD_DIR: compare }) });
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: ["--disable-gpu", "--no-sandbox"] });
  const samples = new Map<string, number[]>();
  try {
    for (let run = 0; run < runs; run++) {
      for (const path of paths) {
        for (const { name, site } of sites) {
          const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          if (throttle > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });
          await cdp.send("Profiler.enable");
          await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
          await cdp.send("Profiler.start");
          await page.goto(site.base + path, { waitUntil: "load" });
          // Polled through the protocol: Playwright's own waiting helpers would run script in the page.
          for (let i = 0; i < 200; i++) {
            const probe = await cdp.send("Runtime.evaluate", { expression: "document.documentElement.hasAttribute('data-hydrated')", returnByValue: true });
            if (probe.result.value === true) break;
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          await new Promise((resolve) => setTimeout(resolve, 500));
          const { profile } = await cdp.send("Profiler.stop");
          const nodes = new Map((profile.nodes as ProfileNode[]).map((node) => [node.id, node]));
          const deltas = profile.timeDeltas ?? [];
          let ms = 0;
          (profile.samples ?? []).forEach((id, index) => {
            const fn = nodes.get(id)?.callFrame.functionName;
            if (fn === "(idle)" || fn === "(program)") return;
            ms += (deltas[index + 1] ?? 0) / 1000;
          });
          const key = `${path}\t${name}`;
          samples.set(key, [...(samples.get(key) ?? []), ms]);
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    for (const { site } of sites) site.stop();
  }
  console.log(`${runs} runs per page and build${throttle > 1 ? `, CPU slowed ${throttle}x` : ""}; JavaScript CPU time (ms) from navigation to hydrated`);
  console.log(`${"page".padEnd(10)}${"build".padEnd(16)}${"min".padStart(6)}${"q1".padStart(6)}${"median".padStart(8)}${"q3".padStart(6)}${"max".padStart(6)}`);
  for (const [key, values] of samples) {
    const [path, name] = key.split("\t");
    const sorted = [...values].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.floor((sorted.length - 1) * q)]!.toFixed(0);
    console.log(
      `${path!.padEnd(10)}${name!.padEnd(16)}${at(0).padStart(6)}${at(0.25).padStart(6)}${at(0.5).padStart(8)}${at(0.75).padStart(6)}${at(1).padStart(6)}`,
    );
  }
  return 0;
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  return 1;
});
