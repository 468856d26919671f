/**
 * doc1 §4, doc2 §2: the ZIP a shopper enters on the home page is carried into the quote: "Your
 * quote" names the place on driver 1/3, and driver 3/3 has city, state and ZIP filled, with no
 * reload, in English and Spanish.
 */
import { expect, test } from "@playwright/test";
import { brand } from "./seed";
import { chooseLanguage, pageScriptsRunning, watchErrors } from "./helpers";
import { labels, reachDriver3, uniquePerson, textbox } from "./quote-wizard-support";

test.describe.configure({ timeout: 120_000 });

const lonestar = brand("lonestar");
const estimate = { en: { label: "Your estimate", title: "Your quote" }, es: { label: "Tu estimado", title: "Tu cotización" } } as const;

for (const lang of ["en", "es"] as const) {
  test(`doc1 §4 the home page's ZIP reaches the quote: "Your quote" on driver 1/3 and the address of driver 3/3 (${lang})`, async ({ page, baseURL }) => {
    const errors = watchErrors(page);
    await chooseLanguage(page.context(), baseURL!, lang);
    await page.goto(lang === "es" ? "/es?brand=lonestar" : "/?brand=lonestar");
    // The client-side way in (the page's script sends the ZIP and moves to the quote), where the ZIP was lost.
    await pageScriptsRunning(page);
    await page.getByRole("textbox", { name: lonestar.hero.zipLabel[lang], exact: true }).fill("75201");
    await page.getByRole("button", { name: lonestar.hero.cta[lang] }).click();
    await expect(page).toHaveURL(new RegExp(`${lang === "es" ? "/es" : ""}/quote#driver1$`), { timeout: 15_000 });
    const panel = page.getByRole("complementary", { name: estimate[lang].label });
    await expect(panel.getByRole("heading", { name: estimate[lang].title })).toBeVisible();
    await expect(panel).toContainText("Dallas, TX 75201");

    await reachDriver3(page, lang, uniquePerson("HomeZip"));
    const w = labels[lang];
    await expect(textbox(page, w.city)).toHaveValue("Dallas");
    await expect(page.getByRole("combobox", { name: w.state, exact: true })).toHaveValue("TX");
    await expect(textbox(page, w.zip)).toHaveValue("75201");
    expect(errors).toEqual([]);
  });
}
