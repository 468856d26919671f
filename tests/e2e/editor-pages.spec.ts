/** Editor-made pages: a seeded page in English and Spanish, its sections usable by keyboard, axe-clean. */
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, watchErrors } from "./helpers";

test("the auto insurance page: hero, zip entry, cards and questions, by keyboard, in English", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/auto-insurance?brand=lonestar");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Auto insurance that fits your budget");
  await expect(page.getByLabel(/ZIP/i).first()).toBeVisible();
  const question = page.getByText("How much auto insurance do I need in Texas?");
  await question.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(/Texas requires liability of at least \$30,000/)).toBeVisible();
  await page.getByRole("link", { name: "SR-22 filings" }).click();
  await expect(page).toHaveURL(/\/auto-insurance\/sr-22$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("SR-22 filings, the same day");
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test("the privacy policy and the coverage page in Spanish, with their links in Spanish", async ({ page }) => {
  await page.goto("/es/privacy?brand=delsol");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Política de privacidad");
  await expect(page.getByRole("heading", { level: 2, name: "Con quién la compartimos" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/es/auto-insurance/coverage?brand=delsol");
  await expect(page.getByRole("link", { name: "busca una oficina" })).toHaveAttribute("href", /^\/es\/offices/);
  await expectNoAxeViolations(page);
});
