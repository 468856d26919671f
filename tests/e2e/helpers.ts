import AxeBuilder from "@axe-core/playwright";
import { expect, type BrowserContext, type Page } from "@playwright/test";

/** Runs axe (WCAG 2.2 A and AA and best practices) on the page and expects no violation. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
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
