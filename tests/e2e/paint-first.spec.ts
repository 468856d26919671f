/**
 * On the reading pages (home, office locator, office pages) a phone shows the page before it
 * loads the page's JavaScript (app/.server/paint-first.ts): no script is requested before the
 * first contentful paint, the page then becomes the app (links navigate without a new document),
 * and text typed in the meantime is kept. The quote page loads its scripts with the page.
 */
import { expect, test } from "@playwright/test";
import { holdPageScripts, pageScriptsRunning, watchErrors } from "./helpers";
import { routeMapsToStandIn } from "./offices-helpers";

// delsol has a Maps key (routed to the stand-in): a brand without one logs its configuration error (doc1 §8).
for (const path of ["/", "/es/offices?brand=delsol", "/offices/fort-worth-downtown?brand=delsol"]) {
  test(`${path}: the first contentful paint comes before any script is requested, and the page then runs`, async ({ page }) => {
    const errors = watchErrors(page);
    await routeMapsToStandIn(page);
    await page.goto(path);
    await page.waitForFunction(() => "__reactRouterRouteModules" in window);
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
      const scripts = performance.getEntriesByType("resource").filter((entry) => /\/assets\/.+\.js$/.test(entry.name));
      return { paint, count: scripts.length, firstScript: Math.min(...scripts.map((entry) => entry.startTime)) };
    });
    expect(timing.count).toBeGreaterThan(5);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.paint);
    expect(errors).toEqual([]);
  });
}

test("the quote page, where visitors come to act, loads its scripts with the page", async ({ request }) => {
  const html = await (await request.get("/quote")).text();
  expect(html).toMatch(/<script[^>]*type="module"/);
  expect(html).toContain('rel="modulepreload"');
});

test("after the scripts have run, a link opens the next page without loading a new document", async ({ page }) => {
  await page.goto("/");
  await pageScriptsRunning(page);
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  const link = page.locator('main a[href="/offices"]:visible, footer a[href="/offices"]:visible').first();
  await expect(async () => {
    await link.click();
    await expect(page).toHaveURL(/\/offices$/, { timeout: 1000 });
  }).toPass();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(documents).toEqual([]);
});

test("text typed before the page's script has run is kept: office search and zip entry", async ({ page }) => {
  // Hold the page's scripts back, as a slow phone would, while the visitor types.
  const release = await holdPageScripts(page);
  await page.goto("/offices", { waitUntil: "domcontentloaded" });
  await page.locator("#office-search").fill("76102");
  release();
  await pageScriptsRunning(page);
  await expect(page.locator("#office-search")).toHaveValue("76102");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/q=76102/);

  await page.unrouteAll();
  const releaseHome = await holdPageScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const zip = page.locator("main input[name=zip]").first();
  await zip.fill("75201");
  releaseHome();
  await pageScriptsRunning(page);
  await expect(zip).toHaveValue("75201");
});

test("doc1 §2 zip entry: a zip typed before the page's script ran, sent while the page hydrates, reaches the quote page", async ({ page }) => {
  const errors = watchErrors(page);
  const release = await holdPageScripts(page);
  await page.goto("/?brand=lonestar", { waitUntil: "domcontentloaded" });
  await page.locator("#hero-zip").fill("75201");
  // The visitor presses the button while the page hydrates: React attaches its listeners to the
  // document, then hydrates in slices; the click lands between two slices.
  await page.evaluate(() => {
    const add = EventTarget.prototype.addEventListener;
    let sent = false;
    EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<typeof add>) {
      add.apply(this, args);
      if (!sent && this === document && args[0] === "submit") {
        sent = true;
        setTimeout(() => document.querySelector<HTMLButtonElement>("#quote button[type=submit]")?.click(), 1);
      }
    };
  });
  release();
  await expect(page).toHaveURL(/\/quote#driver1$/);
  await expect(page.getByText("You must enter a valid Zip Code")).toHaveCount(0);
  expect(errors).toEqual([]);
});
