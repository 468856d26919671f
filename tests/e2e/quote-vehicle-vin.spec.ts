/**
 * doc2 §5 VIN in the add-vehicle window: a VIN whose check digit does not match (a typing slip,
 * or a VIN a manufacturer issued so) is not a dead end. Saving shows a warning beside the VIN field,
 * in the page's language, naming the vehicle the VIN decodes to; the field is not marked invalid
 * and the warning is part of its description. Saving again keeps the vehicle, and the visitor goes
 * on to coverage.
 */
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { chooseLanguage, expectNoAxeViolations, watchErrors } from "./helpers";
import { labels, openOnVehicles, stepTitle, uniquePerson } from "./quote-wizard-support";

test.describe.configure({ timeout: 120_000 });

/** A 2012 Ram 1500 whose position 9 (the check digit) should be 1. */
const WRONG_CHECK_DIGIT_VIN = "1C6RD6FT2CS310366";

const text = {
  en: {
    vin: "VIN (vehicle identification number)",
    vinEntry: "VIN",
    warning: /check-digit test.*2012 Ram 1500. If that.s your vehicle, select Save vehicle to keep it/,
  },
  es: {
    vin: "VIN (número de identificación del vehículo)",
    vinEntry: "VIN",
    warning: /dígito de control.*2012 Ram 1500. Si es tu vehículo, selecciona Guardar vehículo para conservarlo/,
  },
} as const;

/** A visitor whose driver steps are saved, on the vehicles step. */
async function reachVehicles(page: Page, context: BrowserContext, baseURL: string, lang: "en" | "es") {
  await chooseLanguage(context, baseURL, lang);
  await openOnVehicles(page, baseURL, lang, uniquePerson("Vin"), { street: "1500 Marilla St", zip: "75201", city: "Dallas", state: "TX" });
}

for (const lang of ["en", "es"] as const) {
  test(`doc2 §5 VIN: a wrong check digit warns beside the field and the visitor can keep the vehicle (${lang})`, async ({ page, context, baseURL }) => {
    const c = labels[lang];
    const errors = watchErrors(page);
    await reachVehicles(page, context, baseURL!, lang);

    const modal = page.getByRole("dialog", { name: c.addVehicleTitle });
    await expect(async () => {
      await page.getByRole("button", { name: c.addVehicle }).first().click();
      await expect(modal).toBeVisible({ timeout: 1000 });
    }).toPass();
    await modal.getByRole("radio", { name: text[lang].vinEntry, exact: true }).check();
    const vin = modal.getByRole("textbox", { name: text[lang].vin });
    await vin.fill(WRONG_CHECK_DIGIT_VIN);
    await modal.getByRole("button", { name: c.saveVehicle }).click();

    // The warning names the decoded vehicle beside the field; the field is described by it, not invalid.
    const warning = modal.locator("#vm-vin-warning");
    await expect(warning).toHaveText(text[lang].warning);
    await expect(vin).toHaveAccessibleDescription(text[lang].warning);
    await expect(vin).not.toHaveAttribute("aria-invalid", "true");
    await expect(modal).toBeVisible();
    await expectNoAxeViolations(page);

    // Saving again keeps the vehicle as decoded.
    await modal.getByRole("button", { name: c.saveVehicle }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByRole("paragraph").filter({ hasText: /^2012 Ram 1500$/ })).toBeVisible();
    await expect(page.getByText("VIN …310366")).toBeVisible();

    await page.getByRole("button", { name: c.toCoverage }).click();
    await expect(stepTitle(page)).toHaveText(c.titles.coverage);
    expect(errors).toEqual([]);
  });
}

test("doc2 §5 VIN: editing the VIN after a warning clears it, so the new VIN is checked again (en)", async ({ page, context, baseURL }) => {
  const c = labels.en;
  await reachVehicles(page, context, baseURL!, "en");
  const modal = page.getByRole("dialog", { name: c.addVehicleTitle });
  await expect(async () => {
    await page.getByRole("button", { name: c.addVehicle }).first().click();
    await expect(modal).toBeVisible({ timeout: 1000 });
  }).toPass();
  await modal.getByRole("radio", { name: "VIN", exact: true }).check();
  const vin = modal.getByRole("textbox", { name: text.en.vin });
  await vin.fill(WRONG_CHECK_DIGIT_VIN);
  await modal.getByRole("button", { name: c.saveVehicle }).click();
  await expect(modal.locator("#vm-vin-warning")).toHaveText(text.en.warning);

  // Another VIN with a wrong check digit: the first warning goes, and saving warns about the new one.
  await vin.fill("1HGCM82633A004353");
  await expect(modal.locator("#vm-vin-warning")).toBeEmpty();
  await modal.getByRole("button", { name: c.saveVehicle }).click();
  await expect(modal.locator("#vm-vin-warning")).toHaveText(/2003 Honda Accord/);
  await expect(modal).toBeVisible();
});
