/**
 * The California variant (doc2 §2, §4, §9): the page whose path contains get-a-quote-ca, for every
 * brand and language; a California zip from the home page opens it (Seguros Del Sol serves
 * California in the seed); annual mileage is asked, required with its message, and sent in its
 * bucket with the real figure beside it; the visitor reaches the quote stage with a California
 * rating transaction. Elsewhere the mileage is asked too, optional, starting at doc2 §9's 10,000.
 */
import { expect, test } from "@playwright/test";
import { chooseLanguage, expectNoAxeViolations, watchErrors } from "./helpers";
import { labels, openOnVehicles, platformTransaction, routePlacesToStandIn, stepTitle, uniquePerson } from "./quote-wizard-support";

test.describe.configure({ timeout: 180_000 });

// Seguros Del Sol has a Maps key: its address field loads Places suggestions, here the local stand-in.
test.beforeEach(async ({ page }) => {
  await routePlacesToStandIn(page);
});

// Only a brand with a California experience (Seguros Del Sol in the seed) has the California page;
// the others quote no California zip online, so their /get-a-quote-ca goes to their quote page.
for (const brand of ["lonestar", "bluebonnet", "delsol"]) {
  const california = brand === "delsol";
  test(`doc2 §2 the California page ${california ? "answers" : "sends to /quote"} for ${brand} in English and Spanish`, async ({ page, context, baseURL }) => {
    for (const lang of ["en", "es"] as const) {
      await chooseLanguage(context, baseURL!, lang);
      const prefix = lang === "es" ? "/es" : "";
      const direct = await page.request.get(`${prefix}/get-a-quote-ca?brand=${brand}`, { maxRedirects: 0 });
      expect(direct.status()).toBe(california ? 200 : 302);
      if (!california) expect(direct.headers()["location"]).toBe(`${prefix}/quote?brand=${brand}`);
      const response = await page.goto(`${prefix}/get-a-quote-ca?brand=${brand}#driver1`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(california ? /\/get-a-quote-ca\?/ : new RegExp(`${prefix}/quote\\?brand=${brand}#driver1$`));
      await expect(stepTitle(page)).toHaveText(labels[lang].titles.driver1);
      await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "10");
    }
  });
}

for (const lang of ["en", "es"] as const) {
  test(`doc2 §4, §9 California in ${lang === "en" ? "English" : "Spanish"}: a Los Angeles zip opens the CA page, mileage is required and the quote stage is reached`, async ({
    page,
    context,
    baseURL,
  }) => {
    const c = labels[lang];
    const errors = watchErrors(page);
    const person = uniquePerson("Pacific");
    await chooseLanguage(context, baseURL!, lang);

    // The zip entry of the home page sends a California zip to the California page.
    const entry = await page.request.post(`${lang === "es" ? "/es" : ""}/start-quote?brand=delsol`, { form: { zip: "90001" }, maxRedirects: 0 });
    expect(entry.status()).toBe(302);
    expect(entry.headers()["location"]).toBe(`${lang === "es" ? "/es" : ""}/get-a-quote-ca#driver1`);
    await page.goto(entry.headers()["location"]!);
    await expect(page).toHaveURL(/\/get-a-quote-ca#driver1$/);
    await expect(stepTitle(page)).toHaveText(c.titles.driver1);

    // The driver steps saved on the California page (with the zip entry's zip): its vehicles step opens,
    // at the page's own address (the brand is remembered from the zip entry).
    await openOnVehicles(
      page,
      baseURL!,
      lang,
      person,
      { street: "1200 S Central Ave", zip: "90001", city: "Los Angeles", state: "CA" },
      { brand: "delsol", path: "/get-a-quote-ca", query: "", california: true },
    );

    // Vehicles: the mileage field is there, required, with its message beside it.
    await page.getByRole("button", { name: c.addVehicle }).first().click();
    const modal = page.getByRole("dialog", { name: c.addVehicleTitle });
    await modal.getByLabel(c.year, { exact: true }).selectOption("2019");
    await modal.getByLabel(c.make, { exact: true }).selectOption("Honda");
    await modal.getByLabel(c.model, { exact: true }).selectOption("Civic");
    const mileage = modal.getByRole("spinbutton", { name: c.mileage });
    await expect(mileage).toBeVisible();
    await mileage.focus();
    await modal.getByLabel(c.model, { exact: true }).focus();
    await expect(modal.locator("#vm-mileage-error")).toHaveText(c.mileageMessage);
    await expect(mileage).toHaveAttribute("aria-invalid", "true");
    await expect(modal.getByRole("button", { name: c.saveVehicle })).toBeDisabled();
    await expectNoAxeViolations(page);
    await mileage.fill("15000");
    await expect(modal.locator("#vm-mileage-error")).toHaveText("");
    await modal.getByRole("button", { name: c.saveVehicle }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByText("2019 Honda Civic").first()).toBeVisible();
    await page.getByRole("button", { name: c.toCoverage }).click();

    await expect(stepTitle(page)).toHaveText(c.titles.coverage);
    await page.getByRole("button", { name: c.getQuotes }).click();
    await expect(page).toHaveURL(/\/get-a-quote-ca#quotes$/);
    const stage = page.locator("#quotes");
    await expect(stage).toHaveAttribute("data-transaction-id", /^tx-/);

    // The rating request is a California one, with the mileage in its bucket (12,001–20,000 gives 12000) and as given.
    const saved = await platformTransaction(baseURL!, (await stage.getAttribute("data-transaction-id"))!, "delsol");
    expect(saved.transaction.customer.address).toMatchObject({ state: "CA", zipCode: "90001" });
    expect(saved.transaction.cars[0]).toMatchObject({
      maker: "Honda",
      model: "Civic",
      annualMilesAge: 12000,
      selectedAnnualMileage: 15000,
      annualMileage: 15000,
    });
    expect(errors).toEqual([]);
  });
}

test("doc2 §4, §9 the base page asks the annual mileage as an optional figure starting at 10,000", async ({ page, context, baseURL }) => {
  const person = uniquePerson("Plains");
  await chooseLanguage(context, baseURL!, "en");
  // The driver steps saved on the base page: its vehicles step opens.
  await openOnVehicles(page, baseURL!, "en", person, { street: "1500 Marilla St", zip: "75201", city: "Dallas", state: "TX" }, { brand: "delsol" });
  await page.getByRole("button", { name: labels.en.addVehicle }).first().click();
  const modal = page.getByRole("dialog", { name: labels.en.addVehicleTitle });
  await expect(modal.getByLabel(labels.en.year, { exact: true })).toBeVisible();
  const mileage = modal.getByRole("spinbutton", { name: labels.en.mileage });
  await expect(mileage).toHaveValue("10000");
  await expect(mileage).not.toHaveAttribute("required", "");
  await mileage.fill("");
  await modal.getByLabel(labels.en.year, { exact: true }).focus();
  await expect(modal.locator("#vm-mileage-error")).toHaveText("");
});
