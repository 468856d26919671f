/**
 * Affiliate entry (doc2 §4, §8): a partner lead prefills the wizard; a complete one goes straight
 * to the quote stage with a submitted transaction, an incomplete one opens its first incomplete
 * step, with a notice that says what to fill in ("{field} is empty" is what the log records).
 */
import { expect, test } from "@playwright/test";
import { chooseLanguage, expectNoAxeViolations, pageScriptsRunning, watchErrors } from "./helpers";
import { addVehicleByModel, labels, stepTitle } from "./quote-wizard-support";
import { openPartnerLink, plantPartnerLead } from "./partner-links";

/** A partner lead by click id, and its signed link's query. */
const partnerLink = (rawData: Record<string, unknown>) =>
  plantPartnerLead({ source: "qs", medium: "cpc", gclid: `g${Math.random().toString(36).slice(2, 12)}`, rawData });

test.describe.configure({ timeout: 180_000 });

const lead = {
  firstName: "Avery",
  lastName: "Partner",
  dob: "06/15/1984",
  email: "avery.partner@example.com",
  phone: "2145550166",
  address: "1500 Marilla St",
  city: "Dallas",
  state: "TX",
  zip: "75201",
  gender: "female",
  marital: "married",
  insured: "yes",
  vehicles: [{ year: 2019, make: "Honda", model: "Civic" }],
  term: 6,
};

test("doc2 §4 affiliate entry: a complete partner lead goes straight to the quote stage", async ({ page }) => {
  const errors = watchErrors(page);
  const link = await partnerLink(lead);
  await openPartnerLink(page, `/quote?${link}`);
  await expect(page).toHaveURL(/\/quote#quotes$/);
  await expect(page.locator("#quotes")).toHaveAttribute("data-transaction-id", /^tx-/);
  expect(errors).toEqual([]);
});

test("doc2 §4, §8 affiliate entry: an incomplete lead opens its first incomplete step with '{field} is empty'", async ({ page }) => {
  const link = await partnerLink({ ...lead, email: "" });
  await openPartnerLink(page, `/quote?${link}`);
  await expect(page.locator("#quote-step-title")).toHaveText("How can we reach you?");
  await expect(page.getByRole("status").filter({ hasText: "Please enter your email. Our partner didn't send it." })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Mobile phone", exact: true })).toHaveValue("214-555-0166");
});

test("doc2 §4, §8 affiliate entry: a lead without a vehicle opens the vehicles step with 'Vehicle is empty' and goes on to quotes from there", async ({
  page,
}) => {
  const c = labels.en;
  const errors = watchErrors(page);
  const link = await partnerLink({ ...lead, email: "no.vehicle.partner@example.com", vehicles: [] });
  await openPartnerLink(page, `/quote?${link}`);
  // The vehicles step opens its window with the page's script.
  await pageScriptsRunning(page);
  await expect(stepTitle(page)).toHaveText(c.titles.vehicles);
  await expect(page.getByRole("status").filter({ hasText: "Please add your vehicle. Our partner didn't send it." })).toBeVisible();
  await addVehicleByModel(page, "en", { year: "2020", make: "Toyota", model: "Camry" });
  await page.getByRole("button", { name: c.toCoverage }).click();
  await expect(stepTitle(page)).toHaveText(c.titles.coverage);
  // The notice spoke of the vehicles step: it is gone once the visitor moves on.
  await expect(page.getByText("Please add your vehicle.")).toHaveCount(0);
  await page.getByRole("button", { name: c.getQuotes }).click();
  // This brand's partner flag asks a partner's visitor for consent before quoting.
  const consent = page.getByRole("region", { name: "One more thing" });
  await consent.getByRole("checkbox", { name: /^I agree that my details may be used/ }).check();
  await consent.getByRole("button", { name: c.getQuotes }).click();
  await expect(page.locator("#quotes")).toHaveAttribute("data-transaction-id", /^tx-/);
  expect(errors).toEqual([]);
});

test("doc2 §4, §8 affiliate entry: a lead without a gender opens driver step 3/3 with 'Gender is empty'", async ({ page }) => {
  const link = await partnerLink({ ...lead, email: "no.gender.partner@example.com", gender: "" });
  await openPartnerLink(page, `/quote?${link}`);
  await expect(stepTitle(page)).toHaveText(labels.en.titles.driver3);
  await expect(page.getByRole("status").filter({ hasText: "Please choose your gender. Our partner didn't send it." })).toBeVisible();
  await expect(page.getByRole("textbox", { name: labels.en.city, exact: true })).toHaveValue("Dallas");
});

test("doc2 §8 affiliate entry in Spanish: the notice names the missing field in Spanish", async ({ page, context, baseURL }) => {
  const errors = watchErrors(page);
  await chooseLanguage(context, baseURL!, "es");
  const link = await partnerLink({ ...lead, email: "" });
  await openPartnerLink(page, `/es/quote?${link}`);
  await expect(stepTitle(page)).toHaveText(labels.es.titles.driver2);
  await expect(page.getByRole("status").filter({ hasText: "Escribe tu correo electrónico. Nuestro socio no nos lo envió." })).toBeVisible();
  await expect(page.getByText("Email is empty")).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test("doc2 §8 the quote page shows no text put in its address, not even a message the entry records", async ({ page }) => {
  await page.goto(`/quote?affiliateError=${encodeURIComponent("Call 555-0100 to claim your refund")}`);
  await expect(stepTitle(page)).toHaveText(labels.en.titles.driver1);
  await expect(page.getByText("Call 555-0100 to claim your refund")).toHaveCount(0);
  await page.goto(`/quote?affiliateError=${encodeURIComponent("Phone is empty")}`);
  await expect(stepTitle(page)).toHaveText(labels.en.titles.driver1);
  await expect(page.getByRole("status")).toHaveCount(0);
});

for (const lang of ["en", "es"] as const) {
  test(`doc2 §8 a partner lead without a policy term: the page asks for it, the address stays clean (${lang})`, async ({ page, context, baseURL }) => {
    await chooseLanguage(context, baseURL!, lang);
    const { term: _term, ...withoutTerm } = lead;
    const link = await partnerLink({ ...withoutTerm, email: `no.term.${lang}@example.com` });
    await openPartnerLink(page, `${lang === "es" ? "/es" : ""}/quote?${link}`);
    await pageScriptsRunning(page);
    await expect(stepTitle(page)).toHaveText(labels[lang].titles.coverage);
    await expect(
      page.getByRole("status").filter({
        hasText: lang === "es" ? "Elige el plazo de tu póliza. Nuestro socio no nos lo envió." : "Please choose your policy term. Our partner didn't send it.",
      }),
    ).toBeVisible();
    expect(page.url()).not.toMatch(/affiliateError|is\+empty|is%20empty/);
    await expectNoAxeViolations(page);
  });
}
