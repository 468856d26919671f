import { expect, test, type Page } from "@playwright/test";
import { brand } from "./seed";
import { expectNoAxeViolations, holdPageScripts, pageScriptsRunning } from "./helpers";

const lonestar = brand("lonestar");
const [auto] = lonestar.navigation;
const autoLabel = auto!.label.en;
const autoFirstLink = auto!.children![0]!.label.en;

/** The summary (toggle) of a header disclosure, found by its visible label. */
const toggle = (page: Page, scope: string, label: string) => page.locator(`${scope} summary:visible`, { hasText: label });

test.describe("header at a phone width", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("doc1 §2 mobile menu: opens, shows the categories, a category opens its sub-links", async ({ page }) => {
    await page.goto("/?brand=lonestar");
    await pageScriptsRunning(page);
    const menuToggle = toggle(page, "header", "Menu");
    await expect(menuToggle).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeHidden();

    await menuToggle.click();
    await expect(nav).toBeVisible();
    const subLink = nav.getByRole("link", { name: autoFirstLink });
    await expect(subLink).toBeHidden();

    await toggle(page, "header nav", autoLabel).click();
    await expect(subLink).toBeVisible();
    // The sign-in menu's logged-out variant (doc1 §6) and the language switch are in the menu too.
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: "Español" })).toBeVisible();
    await expectNoAxeViolations(page);

    await toggle(page, "header nav", autoLabel).click();
    await expect(subLink).toBeHidden();
    await menuToggle.click();
    await expect(nav).toBeHidden();
  });

  test("doc1 §2 mobile menu by keyboard: Enter opens, Escape closes the category, then the menu, focus returns", async ({ page }) => {
    await page.goto("/?brand=lonestar");
    await pageScriptsRunning(page);
    const menuToggle = toggle(page, "header", "Menu");
    await menuToggle.focus();
    await page.keyboard.press("Enter");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeVisible();

    const category = toggle(page, "header nav", autoLabel);
    await category.focus();
    await page.keyboard.press("Enter");
    const subLink = nav.getByRole("link", { name: autoFirstLink });
    await expect(subLink).toBeVisible();

    await subLink.focus();
    await page.keyboard.press("Escape");
    await expect(subLink).toBeHidden();
    await expect(category).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await expect(menuToggle).toBeFocused();
  });

  test("the mobile menu in Spanish shows the authored Spanish labels", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "visited_site", value: "es", url: baseURL! }]);
    await page.goto("/es?brand=lonestar");
    await toggle(page, "header", "Menú").click();
    const nav = page.getByRole("navigation", { name: "Principal" });
    await expect(nav).toBeVisible();
    await expect(toggle(page, "header nav", auto!.label.es)).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Iniciar sesión" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("header at a desktop width", () => {
  test.use({ viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false });

  test("doc1 §2 category menus: a category opens its sub-links, opening another closes it, Escape and an outside click close", async ({ page }) => {
    await page.goto("/?brand=lonestar");
    await pageScriptsRunning(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeVisible();
    const subLink = nav.getByRole("link", { name: autoFirstLink });
    await expect(subLink).toBeHidden();

    await toggle(page, "header nav", autoLabel).click();
    await expect(subLink).toBeVisible();
    await expectNoAxeViolations(page);

    const second = lonestar.navigation[1]!;
    await toggle(page, "header nav", second.label.en).click();
    await expect(subLink).toBeHidden();
    await expect(nav.getByRole("link", { name: second.children![0]!.label.en })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: second.children![0]!.label.en })).toBeHidden();
    await expect(toggle(page, "header nav", second.label.en)).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(nav.getByRole("link", { name: second.children![0]!.label.en })).toBeVisible();
    await page.locator("h1").click();
    await expect(nav.getByRole("link", { name: second.children![0]!.label.en })).toBeHidden();
  });

  test("doc1 §2 a menu stays open while the page's script starts, and following one of its links closes it", async ({ page }) => {
    // The scripts are held back, as on a slow phone, while the visitor opens a category.
    const release = await holdPageScripts(page);
    await page.goto("/?brand=lonestar", { waitUntil: "domcontentloaded" });
    const nav = page.getByRole("navigation", { name: "Main" });
    const subLink = nav.getByRole("link", { name: autoFirstLink });
    await toggle(page, "header nav", autoLabel).click();
    await expect(subLink).toBeVisible();
    release();
    await pageScriptsRunning(page);
    await expect(subLink).toBeVisible();
    // A link in the menu opens its page in place (the document is not loaded again) and the menu closes.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await subLink.click();
    await expect(page).not.toHaveURL(/\/\?brand=lonestar$/);
    expect(await page.evaluate(() => "samePage" in window)).toBe(true);
    await expect(subLink).toBeHidden();
    await expect(page.locator("header details[data-menu][open]")).toHaveCount(0);
  });

  test("doc1 §2 sign-in menu, logged-out variant: sign in, create an account, reset the password, pay", async ({ page }) => {
    await page.goto("/?brand=lonestar");
    await pageScriptsRunning(page);
    await toggle(page, "header", "Sign in").click();
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/sign-in");
    await expect(banner.getByRole("link", { name: "Create an account" })).toBeVisible();
    await expect(banner.getByRole("link", { name: "Forgot your password?" })).toBeVisible();
    await expect(banner.getByRole("link", { name: "Make a payment" })).toBeVisible();
    await expect(banner.getByRole("link", { name: "Sign out" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe("header at the narrowest desktop width", () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  for (const code of ["lonestar", "bluebonnet", "delsol"]) {
    test(`doc1 §2 the whole header fits in Spanish, its longest language (${code})`, async ({ page }) => {
      await page.goto(`/es?brand=${code}`);
      const row = page.getByRole("navigation", { name: "Principal" }).locator("xpath=..");
      const rowBox = (await row.boundingBox())!;
      const quote = page.locator("header a.btn-accent:visible").first();
      const quoteBox = (await quote.boundingBox())!;
      // The call to action ends inside the header's row, which ends inside the window.
      expect(quoteBox.x + quoteBox.width).toBeLessThanOrEqual(rowBox.x + rowBox.width + 0.5);
      expect(rowBox.x + rowBox.width).toBeLessThanOrEqual(1280);
      const navItems = page.getByRole("navigation", { name: "Principal" }).locator("summary:visible, a:visible");
      const last = (await navItems.last().boundingBox())!;
      expect(last.x + last.width).toBeLessThan(quoteBox.x);
    });
  }
});
