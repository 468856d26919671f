/**
 * Affiliate entry (doc2 §4, §8): a partner lead prefills the wizard; a complete one goes straight
 * to the quote stage with a submitted transaction, an incomplete one opens its first incomplete
 * step with "{field} is empty".
 */
import { expect, test } from "@playwright/test";
import { watchErrors } from "./helpers";
import { postPartnerLead } from "./quote-wizard-support";

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

test("doc2 §4 affiliate entry: a complete partner lead goes straight to the quote stage", async ({ page, baseURL }) => {
  const errors = watchErrors(page);
  const gclid = await postPartnerLead(baseURL!, lead);
  await page.goto(`/quote?utm_source=qs&utm_medium=cpc&gclid=${gclid}`);
  await expect(page).toHaveURL(/\/quote#quotes$/);
  await expect(page.locator("#quotes")).toHaveAttribute("data-transaction-id", /^tx-/);
  expect(errors).toEqual([]);
});

test("doc2 §4, §8 affiliate entry: an incomplete lead opens its first incomplete step with '{field} is empty'", async ({ page, baseURL }) => {
  const gclid = await postPartnerLead(baseURL!, { ...lead, email: "" });
  await page.goto(`/quote?utm_source=qs&gclid=${gclid}`);
  await expect(page.locator("#quote-step-title")).toHaveText("How can we reach you?");
  await expect(page.getByRole("status").filter({ hasText: "Email is empty" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Mobile phone", exact: true })).toHaveValue("214-555-0166");
});
