/**
 * Nothing a visitor types or autofills on a quote wizard step is lost (doc2 §5): on every step the
 * test types as soon as the step's fields appear (driver step 1/3 while the page hydrates, the
 * others while they arrive and load their code), fills several fields at once as the browser's
 * autofill does (values set, then `input` and `change` on each), and checks that every field still
 * holds what was typed, filled or prefilled once the step has settled. The bug this guards: on
 * driver step 3/3, typing the street address and city as soon as the step appeared wiped the state
 * and ZIP prefilled from the home page's ZIP.
 */
import { expect, test, type Page } from "@playwright/test";
import { watchErrors } from "./helpers";
import { labels, stepTitle, textbox, uniquePerson } from "./quote-wizard-support";

test.describe.configure({ timeout: 120_000 });

const c = labels.en;

/** Fills the named fields of a form at once, as the browser's autofill does. */
async function autofill(page: Page, formId: string, values: Record<string, string>) {
  await page.evaluate(
    ({ formId, values }) => {
      const form = document.getElementById(formId) as HTMLFormElement;
      const fields = Object.keys(values).map((name) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement);
      // Every value first, then the events, field by field.
      fields.forEach((field) => Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")!.set!.call(field, values[field.name]));
      for (const field of fields) {
        field.dispatchEvent(new Event("input", { bubbles: true }));
        field.dispatchEvent(new Event("change", { bubbles: true }));
      }
    },
    { formId, values },
  );
}

/** What the named fields of a form hold now. */
function fieldValues(page: Page, formId: string, names: string[]) {
  return page.evaluate(
    ({ formId, names }) => {
      const form = document.getElementById(formId) as HTMLFormElement;
      return Object.fromEntries(names.map((name) => [name, (form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null)?.value ?? null]));
    },
    { formId, names },
  );
}

/** The fields hold `expected` now and still do a moment later (an answer, a render or a lookup may arrive meanwhile). */
async function expectKept(page: Page, formId: string, expected: Record<string, string>) {
  const names = Object.keys(expected);
  await expect.poll(() => fieldValues(page, formId, names)).toEqual(expected);
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
  expect(await fieldValues(page, formId, names)).toEqual(expected);
}

test("doc2 §5 on every wizard step, what is typed as the step arrives and what is autofilled at once is kept", async ({ page }) => {
  const errors = watchErrors(page);
  const person = uniquePerson("Autofill");

  // The home page's ZIP, as its form posts it: driver step 3/3 starts with Dallas, TX 75201.
  const started = await page.request.post("/start-quote?brand=lonestar", { form: { zip: "75201" }, maxRedirects: 0 });
  expect(started.status()).toBeLessThan(400);

  // Driver 1/3 comes with the page: typed while the page's script loads and hydrates.
  await page.goto("/quote?brand=lonestar#driver1", { waitUntil: "commit" });
  await textbox(page, c.first).pressSequentially(person.first);
  await autofill(page, "driver1-form", { lastName: person.last, dob: "08/21/1987" });
  await expectKept(page, "driver1-form", { firstName: person.first, lastName: person.last, dob: "08/21/1987" });
  await page.getByRole("button", { name: c.next }).click();

  // Driver 2/3 arrives after the save: typed at once, the phone autofilled.
  await textbox(page, c.email).pressSequentially(person.email);
  await autofill(page, "driver2-form", { phone: person.phone });
  await page.getByRole("checkbox", { name: c.consent }).check();
  const phone = `${person.phone.slice(0, 3)}-${person.phone.slice(3, 6)}-${person.phone.slice(6)}`;
  await expect(textbox(page, c.phone)).toHaveValue(phone);
  await expectKept(page, "driver2-form", { email: person.email, phone });
  await page.getByRole("button", { name: c.next }).click();

  // Driver 3/3: street and city typed as soon as the step shows; state and ZIP stay as prefilled.
  await textbox(page, c.address).pressSequentially("1500 Marilla St");
  await textbox(page, c.city).fill("Dallas");
  await expect(stepTitle(page)).toHaveText(c.titles.driver3);
  await expectKept(page, "driver3-form", { address: "1500 Marilla St", city: "Dallas", state: "TX", zip: "75201" });
  // Autofill of the whole address at once (a second line the visitor had not typed).
  await autofill(page, "driver3-form", { address: "1500 Marilla St", address2: "Apt 4", city: "Dallas", state: "TX", zip: "75201" });
  await page.getByRole("radio", { name: c.female, exact: true }).check();
  await page.getByRole("radio", { name: c.single, exact: true }).check();
  await page.getByRole("radio", { name: c.yes, exact: true }).check();
  await expectKept(page, "driver3-form", { address: "1500 Marilla St", address2: "Apt 4", city: "Dallas", state: "TX", zip: "75201" });
  await page.getByRole("button", { name: c.next }).click();

  // Drivers summary: the add-driver window, typed into as it opens, then autofilled.
  await expect(stepTitle(page)).toHaveText(c.titles.drivers);
  await page.getByRole("button", { name: "Add another driver" }).click();
  const driverWindow = page.getByRole("dialog", { name: "Add a driver" });
  await driverWindow.getByRole("textbox", { name: c.first, exact: true }).pressSequentially("Robin");
  await autofill(page, "driver-modal-form", { lastName: person.last, dob: "02/14/1990" });
  await expectKept(page, "driver-modal-form", { firstName: "Robin", lastName: person.last, dob: "02/14/1990" });
  await driverWindow.getByRole("button", { name: "Cancel" }).click();
  await expect(driverWindow).toBeHidden();
  await page.getByRole("button", { name: c.toVehicles }).click();

  // Vehicles: the year chosen as the window opens; while its makes load, the pricing fields are autofilled.
  await expect(stepTitle(page)).toHaveText(c.titles.vehicles);
  const vehicleWindow = page.getByRole("dialog", { name: c.addVehicleTitle });
  await expect(async () => {
    await page.getByRole("button", { name: c.addVehicle }).first().click();
    await expect(vehicleWindow).toBeVisible({ timeout: 1000 });
  }).toPass();
  await vehicleWindow.getByLabel(c.year, { exact: true }).selectOption("2020");
  await autofill(page, "vehicle-form", { mileage: "9000", monthsOwned: "12" });
  await vehicleWindow.getByLabel(c.make, { exact: true }).selectOption("Toyota");
  await vehicleWindow.getByLabel(c.model, { exact: true }).selectOption("Camry");
  await expectKept(page, "vehicle-form", { year: "2020", make: "Toyota", model: "Camry", mileage: "9000", monthsOwned: "12" });
  await vehicleWindow.getByRole("button", { name: c.saveVehicle }).click();
  await expect(vehicleWindow).toBeHidden();
  await page.getByRole("button", { name: c.toCoverage }).click();

  // Coverage: the term chosen as soon as the step shows stays chosen as the estimate follows it.
  await expect(stepTitle(page)).toHaveText(c.titles.coverage);
  const terms = page.getByRole("group", { name: "Policy term" }).getByRole("radio");
  const term = (await terms.nth(0).isChecked()) ? terms.nth(1) : terms.nth(0);
  await term.check();
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
  await expect(term).toBeChecked();
  expect(errors).toEqual([]);
});
