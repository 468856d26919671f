/**
 * doc2 §2 add vehicle by year, make and model: the make and model lists follow the visitor's
 * latest choices. A list that arrives late for a year the visitor has already left is not shown
 * and does not undo the make they picked; changing the year clears the make and the model.
 */
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { chooseLanguage, expectNoAxeViolations, watchErrors } from "./helpers";
import { labels, openOnVehicles, uniquePerson } from "./quote-wizard-support";

test.describe.configure({ timeout: 120_000 });

/** A visitor whose driver steps are saved, on the vehicles step. */
async function reachVehicles(page: Page, context: BrowserContext, baseURL: string, lang: "en" | "es", name: string) {
  await chooseLanguage(context, baseURL, lang);
  await openOnVehicles(page, baseURL, lang, uniquePerson(name), { street: "1500 Marilla St", zip: "75201", city: "Dallas", state: "TX" });
}

async function openVehicleModal(page: Page, lang: "en" | "es") {
  const modal = page.getByRole("dialog", { name: labels[lang].addVehicleTitle });
  await expect(async () => {
    await page.getByRole("button", { name: labels[lang].addVehicle }).first().click();
    await expect(modal).toBeVisible({ timeout: 1000 });
  }).toPass();
  return modal;
}

/** The page's request for the makes of one year (not for the models of a make). */
const makesOf = (year: string) => (url: URL) =>
  /\/quote\/vehicle-options(\.data)?$/.test(url.pathname) && url.searchParams.get("year") === year && !url.searchParams.has("make");

// A behaviour whose copy is not the point runs in one language.
for (const lang of ["en", "es"] as const) {
  if (lang === "en")
    test(`doc2 §2 add vehicle: a make list that arrives late for an earlier year neither shows nor undoes the chosen make (${lang})`, async ({
      page,
      context,
      baseURL,
    }) => {
      const c = labels[lang];
      const errors = watchErrors(page);
      await reachVehicles(page, context, baseURL!, lang, "Lists");

      // The makes of 1995 are held back until the visitor has moved on to 2020 and chosen a make.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let held = false;
      await page.route(makesOf("1995"), async (route) => {
        held = true;
        const response = await route.fetch();
        await released;
        await route.fulfill({ response });
      });

      const modal = await openVehicleModal(page, lang);
      const year = modal.getByLabel(c.year, { exact: true });
      const make = modal.getByLabel(c.make, { exact: true });
      const model = modal.getByLabel(c.model, { exact: true });

      await year.selectOption("1995");
      await expect.poll(() => held).toBe(true);
      await year.selectOption("2020");
      await expect(make.locator("option", { hasText: "Toyota" })).toBeAttached();
      await make.selectOption("Toyota");
      await expect(model.locator("option", { hasText: "Camry" })).toBeAttached();

      release();
      // Geo made cars in 1995, not in 2020: the late list must not replace 2020's.
      await page.waitForLoadState("networkidle");
      await expect(make.locator("option", { hasText: "Geo" })).toHaveCount(0);
      await expect(make).toHaveValue("Toyota");
      await expect(make.locator("option:checked")).toHaveText("Toyota");

      // A new year starts the make and the model over.
      await model.selectOption("Camry");
      await year.selectOption("2021");
      await expect(make).toHaveValue("0");
      await expect(model).toHaveValue("0");
      await expect(model).toBeDisabled();

      await make.selectOption("Toyota");
      await model.selectOption("Camry");
      await expectNoAxeViolations(page);
      await modal.getByRole("button", { name: c.saveVehicle }).click();
      await expect(modal).toBeHidden();
      await expect(page.getByText("2021 Toyota Camry").first()).toBeVisible();
      expect(errors).toEqual([]);
    });
}

const failed = {
  en: { message: "We couldn't load this list. Please try again.", retry: "Try again" },
  es: { message: "No pudimos cargar esta lista. Inténtalo de nuevo.", retry: "Reintentar" },
};

for (const lang of ["en", "es"] as const) {
  test(`doc2 §2 add vehicle: a make list lost on the way says so beside the select and can be asked for again (${lang})`, async ({
    page,
    context,
    baseURL,
  }) => {
    const c = labels[lang];
    const errors = watchErrors(page);
    await reachVehicles(page, context, baseURL!, lang, "Lost");

    // The first request for 2020's makes never reaches the server.
    let dropped = 0;
    await page.route(makesOf("2020"), async (route) => {
      if (dropped++ === 0) await route.abort("connectionreset");
      else await route.continue();
    });
    const modal = await openVehicleModal(page, lang);
    const make = modal.getByLabel(c.make, { exact: true });
    await modal.getByLabel(c.year, { exact: true }).selectOption("2020");

    // The message belongs to the make select; the page and the year chosen stay as they were.
    await expect(make).toHaveAccessibleDescription(failed[lang].message);
    await expect(make.locator("option", { hasText: "Toyota" })).toHaveCount(0);
    await expect(modal.getByLabel(c.year, { exact: true })).toHaveValue("2020");
    await expectNoAxeViolations(page);

    await modal.getByRole("button", { name: failed[lang].retry }).click();
    await make.selectOption("Toyota");
    await expect(make).not.toHaveAccessibleDescription(failed[lang].message);
    await expect(modal.getByRole("button", { name: failed[lang].retry })).toHaveCount(0);
    await modal.getByLabel(c.model, { exact: true }).selectOption("Camry");
    await modal.getByRole("button", { name: c.saveVehicle }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByText("2020 Toyota Camry").first()).toBeVisible();
    // One request lost, one asked for again; saving the vehicle does not ask for the lists again.
    expect(dropped).toBe(2);
    // The dropped request is the browser's own console error; nothing else went wrong.
    expect(errors.filter((e) => !/Failed to load resource|ERR_CONNECTION_RESET/.test(e))).toEqual([]);
  });
}
