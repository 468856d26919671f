import { expect, test } from "@playwright/test";
import { pageScriptsRunning } from "./helpers";

test("the home page answers", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the page keeps its stylesheet once its script runs and after an in-page navigation", async ({ page }) => {
  await page.goto("/");
  const css = page.locator("style#app-css");
  const served = (await css.textContent()) ?? "";
  expect(served.length).toBeGreaterThan(10_000);
  await pageScriptsRunning(page);
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  // An in-page navigation (no new document): the root renders again on the client.
  await page.evaluate(() => {
    const link = document.querySelector<HTMLAnchorElement>('a[href="/offices"]');
    link?.click();
  });
  await expect(page).toHaveURL(/\/offices$/);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  expect(await css.evaluate((el) => el.textContent)).toBe(served);
  // The site's rules still apply: the brand's typeface and the page heading's display size.
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain("Brand Sans");
  expect(await page.getByRole("heading", { level: 1 }).evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThan(24);
});

test("the page keeps its stylesheet when its script has to render the whole document again", async ({ page }) => {
  // A page whose HTML differs from what its script renders (as when something rewrites the page
  // on its way to the browser) makes React render the whole document again in the browser.
  let served = "";
  await page.route(/\/$/, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace("Skip to main content", "Skip to the main content");
    // The stylesheet as the server sent it (read from the response: on a fast machine the page's
    // script may already have rendered the document again when the test could look at it).
    served = /<style[^>]*\bid="app-css"[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
    await route.fulfill({ response, body: html });
  });
  await page.goto("/");
  expect(served.length).toBeGreaterThan(10_000);
  await pageScriptsRunning(page);
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeAttached();
  // React keeps the head's nodes it finds and adds its own: each copy holds the whole stylesheet.
  const copies = await page.locator("style#app-css").evaluateAll((els) => els.map((el) => el.textContent));
  expect(copies.length).toBeGreaterThan(0);
  for (const copy of copies) expect(copy).toBe(served);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain("Brand Sans");
});
