import { expect, test, type Page } from "@playwright/test";
import { brand } from "./seed";
import { chooseLanguage, expectNoAxeViolations, pageScriptsRunning, watchErrors } from "./helpers";

const lonestar = brand("lonestar");
const invalid = { en: "You must enter a valid Zip Code", es: "Debes ingresar un código postal válido" };
const outOfService = { en: "Sorry, we don't offer insurance in your area yet.", es: "Lo sentimos, todavía no ofrecemos seguros en tu zona." };

/** axe on the home page's quote card or its modal (the rest of the home page has its own tests). */
const expectNoAxeViolationsInQuoteCard = (page: Page, selector = "#quote") => expectNoAxeViolations(page, { include: selector });

function zipField(page: Page, lang: "en" | "es") {
  return page.getByRole("textbox", { name: lonestar.hero.zipLabel[lang], exact: true });
}

for (const lang of ["en", "es"] as const) {
  const home = lang === "es" ? "/es?brand=lonestar" : "/?brand=lonestar";

  test(`doc1 §5 zip in ${lang}: digits only, 5 at most, the configured error beside the field`, async ({ page, context, baseURL }) => {
    await chooseLanguage(context, baseURL!, lang);
    const errors = watchErrors(page);
    await page.goto(home);
    // Typing filters keys as they come: that is the page's script at work.
    await pageScriptsRunning(page);
    const zip = zipField(page, lang);
    await expect(zip).toHaveAttribute("maxlength", "5");
    await expect(zip).toHaveAttribute("inputmode", "numeric");
    await zip.pressSequentially("7a5-2 0134");
    await expect(zip).toHaveValue("75201");

    await zip.fill("752");
    await page.getByRole("button", { name: lonestar.hero.cta[lang] }).click();
    await expect(page.getByText(invalid[lang])).toBeVisible();
    await expect(zip).toHaveAttribute("aria-invalid", "true");
    await expect(zip).toBeFocused();
    await expect(page).toHaveURL(new RegExp(lang === "es" ? "/es\\?brand=lonestar$" : "/\\?brand=lonestar$"));
    await expectNoAxeViolationsInQuoteCard(page);
    expect(errors).toEqual([]);
  });

  test(`doc1 §4, §8 zip in ${lang}: an unknown zip opens the out-of-service modal in place; OK closes it`, async ({ page, context, baseURL }) => {
    await chooseLanguage(context, baseURL!, lang);
    const errors = watchErrors(page);
    await page.goto(home);
    // The modal opens in place with the page's script (without it the answer is a new page).
    await pageScriptsRunning(page);
    await zipField(page, lang).fill("00000");
    await page.getByRole("button", { name: lonestar.hero.cta[lang] }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(outOfService[lang]);
    await expectNoAxeViolationsInQuoteCard(page, '[role="alertdialog"]');
    await dialog.getByRole("button", { name: lang === "es" ? "Aceptar" : "OK" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(lang === "es" ? "/es\\?brand=lonestar$" : "/\\?brand=lonestar$"));
    expect(errors).toEqual([]);
  });

  test(`doc1 §4 zip in ${lang}: a Texas zip goes to the quote page with #driver1 and remembers zip, state and city`, async ({ page, context, baseURL }) => {
    await chooseLanguage(context, baseURL!, lang);
    await page.goto(home);
    await zipField(page, lang).fill("75201");
    await page.getByRole("button", { name: lonestar.hero.cta[lang] }).click();
    await expect(page).toHaveURL(new RegExp(`${lang === "es" ? "/es" : ""}/quote#driver1$`));
    const cookie = (await context.cookies()).find((c) => c.name === "quote_start");
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual({ zip: "75201", state: "TX", city: "Dallas" });
    expect(cookie!.httpOnly).toBe(true);
    // 168 hours (doc1 §9).
    expect(Math.round(cookie!.expires - Date.now() / 1000)).toBeGreaterThan(168 * 3600 - 120);
    expect(Math.round(cookie!.expires - Date.now() / 1000)).toBeLessThanOrEqual(168 * 3600);
  });
}

// The action's other redirects and its answer to bad input are HTTP checks: tests/integration/server-http.test.ts.
test.describe("doc1 §2, §4 the zip entry action's redirects", () => {
  const post = (page: Page, path: string, zip: string) => page.request.post(path, { form: { zip }, maxRedirects: 0 });

  test("a state the brand's CMS states lack (lonestar, California) → the coming-soon page, which names the place", async ({ page }) => {
    const ca = await post(page, "/start-quote?brand=lonestar", "90001");
    expect(ca.headers()["location"]).toBe("/coming-soon");
    await page.goto("/coming-soon?brand=lonestar");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Online quotes are coming soon to Los Angeles, California");
    await expectNoAxeViolations(page);
  });
});

for (const lang of ["en", "es"] as const) {
  test(`the zip entry page in ${lang}: labelled field, the configured error, no axe violation`, async ({ page, context, baseURL }) => {
    await chooseLanguage(context, baseURL!, lang);
    const errors = watchErrors(page);
    await page.goto(`${lang === "es" ? "/es" : ""}/start-quote?brand=delsol`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(lang === "es" ? "Empieza tu cotización gratis" : "Start your free quote");
    await page.getByRole("button", { name: brand("delsol").hero.cta[lang] }).click();
    await expect(page.getByText(invalid[lang])).toBeVisible();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
}

test.describe("zip entry without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a valid zip reaches the quote page with #driver1", async ({ page }) => {
    await page.goto("/?brand=lonestar");
    await zipField(page, "en").fill("75201");
    await page.getByRole("button", { name: lonestar.hero.cta.en }).click();
    await expect(page).toHaveURL(/\/quote#driver1$/);
  });

  test("an invalid zip shows the error on the zip entry page; an unknown one the out-of-service message with OK", async ({ page }) => {
    await page.goto("/es?brand=lonestar");
    await zipField(page, "es").fill("12");
    await page.getByRole("button", { name: lonestar.hero.cta.es }).click();
    await expect(page).toHaveURL(/\/es\/start-quote$/);
    await expect(page.getByText(invalid.es)).toBeVisible();

    await zipField(page, "es").fill("00000");
    await page.getByRole("button", { name: lonestar.hero.cta.es }).click();
    await expect(page.getByRole("alert")).toContainText(outOfService.es);
    await page.getByRole("link", { name: "Aceptar" }).click();
    await expect(zipField(page, "es")).toBeFocused();
  });
});
