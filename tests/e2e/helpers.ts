import AxeBuilder from "@axe-core/playwright";
import { expect, type BrowserContext, type Locator, type Page } from "@playwright/test";

/**
 * Runs axe (WCAG 2.2 A and AA and best practices) on the page and expects no violation.
 * It first waits for the page's finite animations and transitions to end (a button fading from its
 * disabled grey to its colour would otherwise be measured halfway, with white text on light grey).
 * Axe runs in the page itself (`axe.run`, the same rules and results as its cross-frame mode, at
 * half the cost): our pages' frames are same-origin or a third party's (the payment provider's card
 * form, maps, video), which are not ours to fix. `include` limits it to a part of the page.
 */
export async function expectNoAxeViolations(page: Page, options: { include?: string } = {}) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running" || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  const builder = new AxeBuilder({ page });
  if (options.include) builder.include(options.include);
  const results = await builder.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).setLegacyMode(true).analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary).toEqual([]);
}

/** Remembers a language choice, as the language switch does (`visited_site`). */
export async function chooseLanguage(context: BrowserContext, baseURL: string, lang: "en" | "es") {
  await context.addCookies([{ name: "visited_site", value: lang, url: baseURL }]);
}

/** Collects console errors and failed requests, so a page that logs an error fails its test. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * Waits until the page's script runs (the root marks `<html data-hydrated>` after the shell's
 * effects). The reading pages paint before their JavaScript loads, so a test of behaviour that
 * only JavaScript gives (Escape closing a menu, an in-place search) waits for it first.
 */
export async function pageScriptsRunning(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Loads a page on a paused fake clock and lets fake time run only until the page's script has
 * run. A popup's wait then counts from hydration in fake time alone, however long the machine
 * takes to load the page or to answer the test.
 */
export async function gotoOnPausedClock(page: Page, url: string) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto(url);
  await runClockUntilHydrated(page);
}

/**
 * With a paused clock: lets fake time run a millisecond at a time until `locator` shows. What a
 * page's fetcher reads reaches the page once a zero-delay timer has run (the first call of a route
 * loads the route's code after one), and timers run only when fake time does.
 */
export async function runClockUntilVisible(page: Page, locator: Locator) {
  await expect
    .poll(async () => {
      await page.clock.runFor(1);
      return locator.isVisible();
    })
    .toBe(true);
}

/** With a paused clock: advances it in 20 ms steps until the page's script has run. */
export async function runClockUntilHydrated(page: Page) {
  const marker = page.locator("html[data-hydrated]");
  for (let step = 0; step < 1500 && (await marker.count()) === 0; step++) await page.clock.runFor(20);
  await expect(marker).toBeAttached();
}

/** Holds the page's scripts back, as a slow phone would, until the returned function is called. */
export async function holdPageScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
