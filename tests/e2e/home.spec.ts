import { expect, test } from "@playwright/test";
import { brands } from "./seed";
import { chooseLanguage, expectNoAxeViolations, pageScriptsRunning, watchErrors } from "./helpers";

for (const brand of brands) {
  for (const lang of ["en", "es"] as const) {
    test(
      `home page of ${brand.code} in ${lang}: the brand's hero copy, colours and logo, no axe violation`,
      { tag: "@layout" },
      async ({ page, context, baseURL }) => {
        await chooseLanguage(context, baseURL!, lang);
        const errors = watchErrors(page);
        const response = await page.goto(`${lang === "es" ? "/es" : "/"}?brand=${brand.code}`);
        expect(response?.status()).toBe(200);

        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(brand.hero.title[lang]);
        await expect(page.getByText(brand.hero.subtitle[lang])).toBeVisible();
        await expect(page.getByRole("img", { name: brand.name }).first()).toBeVisible();
        const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--brand-primary").trim());
        expect(primary).toBe(brand.colors.primary.toLowerCase());

        // The zip entry: a labelled field and the authored button, posting to the zip entry action.
        const zip = page.getByLabel(brand.hero.zipLabel[lang], { exact: true });
        await expect(zip).toBeVisible();
        await expect(page.getByRole("button", { name: brand.hero.cta[lang] })).toBeVisible();
        await expect(page.locator("form:has(#hero-zip)")).toHaveAttribute("action", lang === "es" ? "/es/start-quote" : "/start-quote");

        // A phone call link with the brand's sales number.
        const digits = brand.phones.sales.replace(/\D/g, "");
        await expect(page.locator(`main a[href="tel:+1${digits}"]`).first()).toBeVisible();

        await expectNoAxeViolations(page);
        expect(errors).toEqual([]);
      },
    );
  }
}

for (const brand of brands) {
  test(
    `home page of ${brand.code} on a 390 × 844 phone: the zip field and its button are on the first screen, in both languages`,
    { tag: "@layout" },
    async ({ page, context, baseURL }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      for (const lang of ["en", "es"] as const) {
        await chooseLanguage(context, baseURL!, lang);
        await page.goto(`${lang === "es" ? "/es" : "/"}?brand=${brand.code}`);
        await expect(page.getByLabel(brand.hero.zipLabel[lang], { exact: true })).toBeInViewport({ ratio: 1 });
        await expect(page.getByRole("button", { name: brand.hero.cta[lang] })).toBeInViewport({ ratio: 1 });
      }
    },
  );
}

test("the home page has a title and a description in the page's language", async ({ page, context, baseURL }) => {
  await chooseLanguage(context, baseURL!, "es");
  await page.goto("/es?brand=lonestar");
  await expect(page).toHaveTitle(/Lone Star Auto Insurance/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /aseguradoras/);
});

test("the skip link is the first stop of the keyboard and moves focus to the main content", async ({ page }) => {
  await page.goto("/?brand=lonestar");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();
});

test("doc1 §9 back-to-top: hidden at the top, shown after 400 px of scroll, takes the visitor back up", async ({ page }) => {
  await page.goto("/?brand=lonestar");
  await pageScriptsRunning(page);
  const backToTop = page.getByRole("link", { name: "Back to top" });
  await expect(backToTop).toBeHidden();

  await page.evaluate(() => window.scrollTo(0, 380));
  await page.waitForTimeout(200);
  await expect(backToTop).toBeHidden();

  await page.evaluate(() => window.scrollTo(0, 420));
  await expect(backToTop).toBeVisible();
  await expectNoAxeViolations(page);

  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(backToTop).toBeHidden();
});
