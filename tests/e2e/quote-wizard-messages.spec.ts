/**
 * The validation messages of doc2 §5 that quote-wizard-rules.spec.ts does not reach, each shown
 * once beside its field: the add-driver modal (names, a second driver's age limits, relation,
 * gender, marital status), the vehicle modal (year, make, model, VIN length, the letter O),
 * driver step 3/3's city and state, the coming-soon redirect of a zip not quoted online, and the
 * affiliate consent checkbox.
 */
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, pageScriptsRunning, watchErrors } from "./helpers";
import { addVehicleByModel, labels, openOnDriver3, openOnDriverSummary, stepTitle, textbox, uniquePerson } from "./quote-wizard-support";
import { openPartnerLink, plantPartnerLead } from "./partner-links";

test.describe.configure({ timeout: 180_000 });

const c = labels.en;

test("doc2 §5 add-driver and vehicle modals: every required choice, the second driver's ages and the VIN rules show their messages", async ({
  page,
  baseURL,
}) => {
  const errors = watchErrors(page);
  // The driver steps saved: the drivers summary opens.
  await openOnDriverSummary(page, baseURL!, "en", uniquePerson("Modal"), { street: "1500 Marilla St", zip: "75201", city: "Dallas", state: "TX" });

  // Add-driver modal: first and last name, date of birth of a 10-year-old (second drivers: 15 to 75), relation, gender, marital status.
  await page.getByRole("button", { name: "Add another driver" }).click();
  const driver = page.getByRole("dialog", { name: "Add a driver" });
  await driver.getByLabel("First name", { exact: true }).fill("C");
  await driver.getByLabel("Last name", { exact: true }).fill("D");
  const tenYearsAgo = new Date().getUTCFullYear() - 10;
  await driver.getByRole("textbox", { name: "Date of birth", exact: true }).fill(`05/06/${tenYearsAgo}`);
  await driver.getByLabel("Relationship to you").focus();
  await driver.getByRole("radio", { name: "Female" }).focus();
  await driver.getByRole("radio", { name: "Single" }).focus();
  await driver.getByLabel("First name", { exact: true }).focus();
  await expect(driver.locator("#dm-first-error")).toHaveText("Enter a first name of at least 2 letters.");
  await expect(driver.locator("#dm-last-error")).toHaveText("Enter a last name of at least 2 letters.");
  await expect(driver.locator("#dm-dob-error")).toHaveText("Drivers must be between 15 and 75 years old.");
  await expect(driver.locator("#dm-relation-error")).toHaveText("Choose how this driver is related to you.");
  await expect(driver.locator("#rg-gender-error")).toHaveText("Choose a gender.");
  await expect(driver.locator("#rg-marital-error")).toHaveText("Choose a marital status.");
  await expect(driver.getByRole("button", { name: "Save driver" })).toBeDisabled();
  await expectNoAxeViolations(page);
  // Fifteen is old enough for a second driver.
  await driver.getByRole("textbox", { name: "Date of birth", exact: true }).fill(`05/06/${tenYearsAgo - 6}`);
  await driver.getByLabel("First name", { exact: true }).focus();
  await expect(driver.locator("#dm-dob-error")).toHaveText("");
  await driver.getByRole("button", { name: "Cancel" }).click();
  await expect(driver).toBeHidden();

  // Vehicle modal: year, make and model must not be left at "Choose".
  await page.getByRole("button", { name: c.toVehicles }).click();
  await expect(stepTitle(page)).toHaveText(c.titles.vehicles);
  await page.getByRole("button", { name: c.addVehicle }).first().click();
  const vehicle = page.getByRole("dialog", { name: c.addVehicleTitle });
  const year = vehicle.getByLabel(c.year, { exact: true });
  const make = vehicle.getByLabel(c.make, { exact: true });
  const model = vehicle.getByLabel(c.model, { exact: true });
  await year.focus();
  await vehicle.getByRole("radio").first().focus();
  await expect(vehicle.locator("#vm-year-error")).toHaveText("Choose the vehicle year.");
  await year.selectOption("2020");
  await expect(make).toBeEnabled();
  await make.focus();
  await year.focus();
  await expect(vehicle.locator("#vm-make-error")).toHaveText("Choose the vehicle make.");
  await make.selectOption("Toyota");
  await expect(model).toBeEnabled();
  await model.focus();
  await make.focus();
  await expect(vehicle.locator("#vm-model-error")).toHaveText("Choose the vehicle model.");
  await expect(vehicle.getByRole("button", { name: c.saveVehicle })).toBeDisabled();

  // VIN: 17 letters and digits, never the letter O.
  await vehicle.getByRole("radio", { name: /VIN/ }).check();
  const vin = vehicle.getByRole("textbox", { name: /VIN/ });
  await vin.fill("1HGCM82633A00435");
  await vehicle.getByRole("radio", { name: /VIN/ }).focus();
  await expect(vehicle.locator("#vm-vin-error")).toHaveText("A VIN has 17 letters and numbers.");
  await vin.fill("1HGCM82633AOO4352");
  await vehicle.getByRole("radio", { name: /VIN/ }).focus();
  await expect(vehicle.locator("#vm-vin-error")).toHaveText("A VIN never contains the letter O. Did you mean the number 0?");
  await expect(vehicle.getByRole("button", { name: c.saveVehicle })).toBeDisabled();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test("doc2 §5 driver step 3/3: city and state are required; a zip not quoted online is flagged, clears city and state, then opens the coming-soon page", async ({
  page,
  baseURL,
}) => {
  // Driver steps 1/3 and 2/3 saved: driver step 3/3 opens.
  await openOnDriver3(page, baseURL!, "en", uniquePerson("Soon"));
  const zip = textbox(page, c.zip);
  await zip.fill("");
  await textbox(page, c.city).fill("");
  const state = page.getByRole("combobox", { name: c.state, exact: true });
  await state.selectOption("");
  await state.focus();
  await textbox(page, c.address).focus();
  await expect(page.locator("#d3-city-error")).toHaveText("This field is required.");
  await expect(page.locator("#d3-state-error")).toHaveText("Choose a state.");

  // Los Angeles exists but this brand does not quote California online: the zip is flagged beside
  // it, city and state are cleared (not left at the city typed before), then coming soon opens.
  await textbox(page, c.address).fill("1200 S Central Ave");
  await textbox(page, c.city).fill("Dallas");
  await zip.fill("90001");
  await zip.blur();
  await expect(page.locator("#d3-zip-error")).toHaveText("We don't have quotes for this ZIP code yet.");
  await expect(textbox(page, c.city)).toHaveValue("");
  await expect(page.getByRole("combobox", { name: c.state, exact: true })).toHaveValue("");
  await expect(page.getByRole("status").filter({ hasText: "We'll take you to what we offer in Los Angeles, CA in a moment." })).toBeVisible();
  await expect(page).toHaveURL(/\/coming-soon$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Online quotes are coming soon to Los Angeles, California");
});

test("doc2 §4, §5 affiliate consent: the partner's visitor must tick the consent box before the quotes", async ({ page }) => {
  const errors = watchErrors(page);
  const link = await plantPartnerLead({
    source: "qs",
    medium: "cpc",
    gclid: `g${Math.random().toString(36).slice(2, 12)}`,
    rawData: {
      firstName: "Morgan",
      lastName: "Consent",
      dob: "02/11/1979",
      email: "morgan.consent@example.com",
      phone: "2145550144",
      address: "1500 Marilla St",
      city: "Dallas",
      state: "TX",
      zip: "75201",
      gender: "male",
      marital: "married",
      insured: "yes",
      term: 6,
    },
  });
  await openPartnerLink(page, `/quote?${link}`);
  // The vehicles step opens its window with the page's script.
  await pageScriptsRunning(page);
  // The lead has no vehicle: the wizard opens the vehicles step, whose field the notice names.
  await expect(stepTitle(page)).toHaveText(c.titles.vehicles);
  await expect(page.getByRole("status").filter({ hasText: "Please add your vehicle. Our partner didn't send it." })).toBeVisible();
  await addVehicleByModel(page, "en", { year: "2018", make: "Toyota", model: "Camry" });
  await page.getByRole("button", { name: c.toCoverage }).click();
  await expect(stepTitle(page)).toHaveText(c.titles.coverage);
  await page.getByRole("button", { name: c.getQuotes }).click();

  await expect(stepTitle(page)).toHaveText("One more thing");
  const consent = page.getByRole("checkbox", { name: /I agree that my details may be used/ });
  await consent.focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("Space");
  await page.getByRole("button", { name: "Back" }).focus();
  await expect(page.locator("#aff-consent-error")).toHaveText("Please give your consent to continue.");
  await expect(page.getByRole("button", { name: c.getQuotes })).toBeDisabled();
  await expectNoAxeViolations(page);
  await consent.check();
  await page.getByRole("button", { name: c.getQuotes }).click();
  await expect(page.locator("#quotes")).toHaveAttribute("data-transaction-id", /^tx-/);
  expect(errors).toEqual([]);
});
