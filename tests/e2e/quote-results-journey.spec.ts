/**
 * The whole journey (issue "Must show"): the home page's zip entry, the wizard, then the quote
 * cards streamed in as carriers answer; sort, a quote's details, and buy now in each mode.
 */
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, watchErrors } from "./helpers";
import { buyThroughEachMode } from "./quote-results-support";

test("from the home page's zip entry to quote cards, then sort, details and buy now", async ({ page }) => {
  test.setTimeout(240_000);
  const errors = watchErrors(page);
  // Letters only: a name takes no digits (doc2 §5).
  const lastName = `Journey${Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}`;
  const phone = `2145${String(Math.floor(Math.random() * 1e6)).padStart(6, "0")}`;
  const next = () => page.getByRole("button", { name: "Continue", exact: true }).click();
  const title = (text: string) => expect(page.locator("#quote-step-title")).toHaveText(text);

  await page.goto("/?brand=lonestar");
  await page.locator("#quote").getByRole("textbox").first().fill("75201");
  await page.locator("#quote").getByRole("button").first().click();
  await expect(page).toHaveURL(/\/quote#driver1$/);

  await title("Let's start with you");
  await page.getByLabel("First name", { exact: true }).fill("Avery");
  await page.getByLabel("Last name", { exact: true }).fill(lastName);
  await page.getByRole("textbox", { name: "Date of birth", exact: true }).pressSequentially("04121990");
  await next();
  await title("How can we reach you?");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(`avery.${lastName.toLowerCase()}@example.com`);
  await page.getByRole("textbox", { name: "Mobile phone", exact: true }).fill(phone);
  await page.getByRole("checkbox", { name: /I agree to the privacy policy/ }).check();
  await next();
  await title("Where do you live?");
  await page.getByLabel("Street address", { exact: true }).fill("1500 Marilla St");
  await page.getByRole("textbox", { name: "ZIP code", exact: true }).fill("75201");
  await page.getByRole("textbox", { name: "City", exact: true }).fill("Dallas");
  await page.getByRole("group", { name: "Gender" }).getByRole("radio", { name: "Female", exact: true }).check();
  await page.getByRole("group", { name: "Marital status" }).getByRole("radio", { name: "Single", exact: true }).check();
  await page.getByRole("group", { name: "Do you have car insurance now?" }).getByRole("radio", { name: "Yes", exact: true }).check();
  await next();
  await title("Drivers");
  await page.getByRole("button", { name: "Continue to vehicles" }).click();
  await title("Vehicles");
  await page.getByRole("button", { name: "Add a vehicle" }).first().click();
  const vehicle = page.getByRole("dialog", { name: "Add a vehicle" });
  await vehicle.getByLabel("Year", { exact: true }).selectOption({ label: "2020" });
  await vehicle.getByLabel("Make", { exact: true }).selectOption({ label: "Toyota" });
  await vehicle.getByLabel("Model", { exact: true }).selectOption({ label: "Camry" });
  await vehicle.getByRole("button", { name: "Save vehicle" }).click();
  await expect(vehicle).toBeHidden();
  await page.getByRole("button", { name: "Continue to coverage" }).click();
  await title("Coverage");
  await page.getByRole("button", { name: "Get my quotes" }).click();

  // The quote stage: cards stream in, one column.
  await expect(page).toHaveURL(/#quotes$/);
  await expect(page.getByRole("heading", { name: "Your quotes", exact: true })).toBeVisible();
  await expect(page.locator("article[data-carrier]").first()).toBeVisible();
  // The stage is in view where the cards arrive, its heading focused (not the footer, not <body>).
  await expect(page.locator("#quotes-heading")).toBeInViewport();
  await expect(page.locator("#quotes-heading")).toBeFocused();
  await expect(page.getByText(/quotes? from our carriers/)).toBeVisible();
  await expect(page.getByRole("complementary")).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByLabel("Sort").selectOption("1");
  const premiums = (await page.getByTestId("premium").allTextContents()).map((text) => Number(text.replace(/[^0-9.]/g, "")));
  expect(premiums).toEqual([...premiums].sort((a, b) => b - a));

  await page
    .locator("article[data-carrier]")
    .first()
    .getByRole("button", { name: /Quote details/ })
    .click();
  const detail = page.getByRole("dialog", { name: / quote$/ });
  await expect(detail.locator("caption")).toContainText("2020");
  await expect(detail.getByText(`Avery ${lastName}`)).toBeVisible();
  await detail.getByRole("button", { name: "Close" }).click();

  await buyThroughEachMode(page);
  expect(errors).toEqual([]);
});
