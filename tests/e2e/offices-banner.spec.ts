/** doc1 §2, §8, §9 nearest-office banner on the home page. */
import { expect, test } from "@playwright/test";
import { chooseLanguage, expectNoAxeViolations, watchErrors } from "./helpers";
import { fetcherAnswer, isFetcherAnswer, watchLoaderReruns } from "./fetcher-answer";
import { grantPosition, places, refusePosition, watchWarnings } from "./offices-helpers";

for (const lang of ["en", "es"] as const) {
  const copy = {
    en: {
      title: "Your nearest office",
      open: "Office details",
      directions: "Get Directions",
      email: "Send an Email",
      details: "Location Details",
      call: "Call (817) 555-0120",
    },
    es: {
      title: "Tu oficina más cercana",
      open: "Ver oficina",
      directions: "Cómo llegar",
      email: "Enviar un correo",
      details: "Detalles de la oficina",
      call: "Llama al (817) 555-0120",
    },
  }[lang];
  const home = lang === "es" ? "/es?brand=lonestar" : "/?brand=lonestar";

  test(`doc1 §2 in Texas the closest office shows, with the modal of its links (${lang})`, async ({ page, context, baseURL }) => {
    test.setTimeout(60_000);
    await chooseLanguage(context, baseURL!, lang);
    await grantPosition(context, places.fortWorth);
    const errors = watchErrors(page);
    await page.goto(home);
    const reruns = watchLoaderReruns(page);
    const banner = page.getByTestId("nearest-office");
    await expect(banner.getByRole("heading", { name: copy.title })).toBeVisible();
    await expect(banner.getByRole("link", { name: /500 W 7th St, Suite 120, Fort Worth, TX 76102/ })).toHaveAttribute("href", /google\.com\/maps\/dir/);
    await expect(banner).toHaveClass(/bg-primary-soft/);

    await banner.getByRole("button", { name: copy.open }).click();
    const dialog = page.getByRole("dialog", { name: "Fort Worth Downtown" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("500 W 7th St, Suite 120");
    await expect(dialog.getByRole("link", { name: copy.call })).toHaveAttribute("href", "tel:+18175550120");
    await expect(dialog.getByRole("link", { name: new RegExp(copy.directions) })).toHaveAttribute("href", /google\.com\/maps\/dir/);
    await expect(dialog.getByRole("link", { name: copy.email })).toHaveAttribute("href", "mailto:fort-worth-downtown@offices.example");
    await expect(dialog.getByRole("link", { name: copy.details })).toHaveAttribute("href", `${lang === "es" ? "/es" : ""}/offices/fort-worth-downtown`);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    // The lookup changes nothing else the page shows: its loaders do not run again.
    expect(reruns).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test("doc1 §2 outside Texas the banner is not shown and keeps no layout classes", async ({ page, context, baseURL }) => {
  await chooseLanguage(context, baseURL!, "en");
  await grantPosition(context, places.oklahomaCity);
  const errors = watchErrors(page);
  const answered = page.waitForResponse((r) => isFetcherAnswer(r, "/api/offices/nearest"));
  await page.goto("/?brand=lonestar");
  const answer = (await fetcherAnswer(await answered)) as { state: string; office: unknown };
  expect(answer).toMatchObject({ state: "OK", office: null });
  const banner = page.getByTestId("nearest-office");
  await expect(banner).toBeEmpty();
  expect(await banner.getAttribute("class")).toBeNull();
  expect(errors).toEqual([]);
});

test("doc1 §8 geolocation refused earlier: a console warning and no banner", async ({ page, context, baseURL }) => {
  await chooseLanguage(context, baseURL!, "es");
  await refusePosition(context);
  const errors = watchErrors(page);
  const warnings = watchWarnings(page);
  await page.goto("/es?brand=lonestar");
  await expect.poll(() => warnings.some((w) => /^Geolocation failed \(1\): /.test(w))).toBe(true);
  await expect(page.getByTestId("nearest-office")).toBeEmpty();
  expect(errors).toEqual([]);
});

test("doc1 §7 the nearest-office lookup asks the browser for a fresh, high-accuracy position within 15 s", async ({ page, context }) => {
  await grantPosition(context, places.fortWorth);
  await page.addInitScript(() => {
    const original = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
    (window as unknown as { __geoOptions: PositionOptions[] }).__geoOptions = [];
    navigator.geolocation.getCurrentPosition = (ok, fail, options) => {
      (window as unknown as { __geoOptions: PositionOptions[] }).__geoOptions.push(options ?? {});
      original(ok, fail, options);
    };
  });
  await page.goto("/?brand=lonestar");
  await expect(page.getByTestId("nearest-office").getByRole("heading")).toBeVisible();
  const options = await page.evaluate(() => (window as unknown as { __geoOptions: PositionOptions[] }).__geoOptions);
  expect(options).toEqual([{ enableHighAccuracy: true, timeout: 15000, maximumAge: 0 }]);
});

test("doc1 §2 the banner's modal by keyboard: Enter opens it, Escape closes it and focus returns to its button", async ({ page, context, baseURL }) => {
  await chooseLanguage(context, baseURL!, "es");
  await grantPosition(context, places.fortWorth);
  await page.goto("/es?brand=delsol");
  const open = page.getByTestId("nearest-office").getByRole("button", { name: "Ver oficina" });
  await open.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Fort Worth Downtown" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Detalles de la oficina" })).toHaveAttribute("href", "/es/offices/fort-worth-downtown");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

for (const lang of ["en", "es"] as const) {
  const copy = {
    en: { find: "Find the office nearest you", title: "Your nearest office", locator: "/offices" },
    es: { find: "Encuentra la oficina más cercana", title: "Tu oficina más cercana", locator: "/es/offices" },
  }[lang];
  const home = lang === "es" ? "/es?brand=lonestar" : "/?brand=lonestar";

  test(`doc1 §2 a first-time visitor gets no location prompt as the page opens: the hero's link asks, and the nearest office shows in place (${lang})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await chooseLanguage(context, baseURL!, lang);
    await context.clearPermissions();
    await context.setGeolocation(places.fortWorth);
    await page.addInitScript(() => {
      const original = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
      (window as unknown as { __geoCalls: number }).__geoCalls = 0;
      navigator.geolocation.getCurrentPosition = (ok, fail, options) => {
        (window as unknown as { __geoCalls: number }).__geoCalls++;
        original(ok, fail, options);
      };
    });
    const errors = watchErrors(page);
    await page.goto(home);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const link = page.getByRole("link", { name: copy.find });
    await expect(link).toHaveAttribute("href", copy.locator);
    // Hydration's effects and the banner's own task have run: nothing asked for the position.
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __geoCalls: number }).__geoCalls)).toBe(0);
    await expect(page.getByTestId("nearest-office")).toBeEmpty();

    // The visitor allows it when asked.
    await context.grantPermissions(["geolocation"]);
    await link.click();
    const banner = page.getByTestId("nearest-office");
    await expect(banner.getByRole("heading", { name: copy.title })).toBeVisible();
    await expect(banner.getByRole("region", { name: copy.title })).toBeFocused();
    await expect(link).toBeHidden();
    expect(page.url()).not.toContain("/offices");
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test(`doc1 §2 when the visitor refuses, or is not in Texas, the hero's link goes on to the office locator (${lang})`, async ({ page, context, baseURL }) => {
    await chooseLanguage(context, baseURL!, lang);
    await context.clearPermissions();
    await page.goto(home);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // No permission: Chromium refuses the request, as a visitor would.
    await page.getByRole("link", { name: copy.find }).click();
    await expect(page).toHaveURL(new RegExp(`${copy.locator}(\\?|$)`));

    await grantPosition(context, places.oklahomaCity);
    const answered = page.waitForResponse((r) => isFetcherAnswer(r, "/api/offices/nearest"));
    await page.goto(home);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // Allowed earlier: the page looked on its own and found no Texas office; the link still invites.
    expect(((await fetcherAnswer(await answered)) as { office: unknown }).office).toBeNull();
    await page.getByRole("link", { name: copy.find }).click();
    await expect(page).toHaveURL(new RegExp(`${copy.locator}(\\?|$)`));
  });
}
