/**
 * doc2 §5 override modal: a lookup that returns a different name or address than the shopper typed
 * asks Yes or No before using it, by keyboard, in English and Spanish; the shopper's ZIP, city and
 * state are never replaced unasked (driver 1/3's licence lookup, driver 3/3's ZIP lookup).
 */
import { expect, test, type Page } from "@playwright/test";
import { chooseLanguage, expectNoAxeViolations, watchErrors } from "./helpers";
import { labels, openOnDriver3, stepTitle, textbox, uniquePerson, type Lang } from "./quote-wizard-support";

test.describe.configure({ timeout: 180_000 });

const copy = {
  en: {
    prefix: "",
    dlMode: "With my driver's license",
    license: "Driver's license number",
    foundTitle: "Use the details we found?",
    no: "No, keep mine",
    yes: "Yes, use them",
    placeTitle: "Use the city and state of this ZIP code?",
    placeBody: "ZIP code 78745 is in Austin, TX.",
    placeYes: "Yes, use Austin, TX",
  },
  es: {
    prefix: "/es",
    dlMode: "Con mi licencia de manejo",
    license: "Número de licencia de manejo",
    foundTitle: "¿Usamos los datos que encontramos?",
    no: "No, dejar los míos",
    yes: "Sí, usarlos",
    placeTitle: "¿Usamos la ciudad y el estado de este código postal?",
    placeBody: "El código postal 78745 corresponde a Austin, TX.",
    placeYes: "Sí, usar Austin, TX",
  },
} as const;

async function rememberZip(page: Page, baseURL: string) {
  await page
    .context()
    .addCookies([{ name: "quote_start", value: encodeURIComponent(JSON.stringify({ zip: "75201", state: "TX", city: "Dallas" })), url: baseURL }]);
}

const state = (page: Page, lang: Lang) => page.getByRole("combobox", { name: labels[lang].state, exact: true });

for (const lang of ["en", "es"] as const) {
  const c = copy[lang];
  const w = labels[lang];

  test(`doc2 §5 override modal: a licence lookup that finds another address asks first, and No keeps the shopper's ZIP (${lang})`, async ({
    page,
    baseURL,
  }) => {
    const errors = watchErrors(page);
    await chooseLanguage(page.context(), baseURL!, lang);
    await rememberZip(page, baseURL!);
    await page.goto(`${c.prefix}/quote#driver1`);
    await page.getByRole("radio", { name: c.dlMode }).check();
    await textbox(page, c.license).fill("91002341");
    await textbox(page, w.dob).fill("03/14/1988");
    await page.getByRole("button", { name: w.next }).click();
    const modal = page.getByRole("alertdialog", { name: c.foundTitle });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText("Maria Alvarado");
    await expect(modal).toContainText("4120 Bluebonnet Trail, Austin, TX 78745");
    // Focus starts on No, the answer that changes nothing.
    await expect(modal.getByRole("button", { name: c.no })).toBeFocused();
    await expect(modal.getByRole("button", { name: c.yes })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Enter");
    await expect(modal).toBeHidden();
    await expect(stepTitle(page)).toHaveText(w.titles.driver2);
    const person = uniquePerson("Override");
    await textbox(page, w.email).fill(person.email);
    await textbox(page, w.phone).fill(person.phone);
    await page.getByRole("checkbox", { name: w.consent }).check();
    await page.getByRole("button", { name: w.next }).click();
    await expect(stepTitle(page)).toHaveText(w.titles.driver3);
    // The found street did not join the shopper's ZIP; their ZIP, city and state stay.
    await expect(textbox(page, w.zip)).toHaveValue("75201");
    await expect(textbox(page, w.city)).toHaveValue("Dallas");
    await expect(state(page, lang)).toHaveValue("TX");
    await expect(textbox(page, w.address)).toHaveValue("");
    expect(errors).toEqual([]);
  });

  test(`doc2 §5 override modal: driver 3/3's ZIP lookup asks before replacing a typed city, Yes and No by keyboard (${lang})`, async ({ page, baseURL }) => {
    const errors = watchErrors(page);
    await chooseLanguage(page.context(), baseURL!, lang);
    // Driver steps 1/3 and 2/3 saved: driver step 3/3 opens.
    await openOnDriver3(page, baseURL!, lang, uniquePerson("Place"));
    await textbox(page, w.address).fill("901 W Ben White Blvd");
    await textbox(page, w.city).fill("Dallas");
    await textbox(page, w.zip).fill("78745");
    await textbox(page, w.zip).press("Tab");
    const modal = page.getByRole("alertdialog", { name: c.placeTitle });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(c.placeBody);
    await expectNoAxeViolations(page);
    // Yes: Tab from No to Yes, then Enter.
    await expect(modal.getByRole("button", { name: c.no })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(modal.getByRole("button", { name: c.placeYes })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(modal).toBeHidden();
    await expect(textbox(page, w.city)).toHaveValue("Austin");
    await expect(state(page, lang)).toHaveValue("TX");

    // No (Escape): the city the shopper typed stays.
    await textbox(page, w.city).fill("Sunset Valley");
    await textbox(page, w.zip).fill("75201");
    await textbox(page, w.zip).press("Tab");
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("alertdialog")).toBeHidden();
    await expect(textbox(page, w.city)).toHaveValue("Sunset Valley");
    await expect(textbox(page, w.zip)).toHaveValue("75201");
    await expect(state(page, lang)).toHaveValue("TX");
    expect(errors).toEqual([]);
  });
}
