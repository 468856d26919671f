import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers";

test("the language switch goes to the same page in Spanish and back, and remembers the choice", async ({ page, context }) => {
  await page.goto("/?brand=lonestar");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  await page.locator("footer").getByRole("button", { name: "Español" }).click();
  await expect(page).toHaveURL(/:\d+\/es\?brand=lonestar$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  const cookie = (await context.cookies()).find((c) => c.name === "visited_site");
  expect(cookie?.value).toBe("es");

  await page.goto("/es?brand=lonestar");
  await page.locator("footer").getByRole("button", { name: "English" }).click();
  await expect(page).toHaveURL(/:\d+\/\?brand=lonestar$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("the language switch keeps the path of any page, a missing one included", async ({ page }) => {
  await page.goto("/no-such-page?brand=bluebonnet");
  await page.locator("footer").getByRole("button", { name: "Español" }).click();
  await expect(page).toHaveURL(/:\d+\/es\/no-such-page\?brand=bluebonnet$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("No encontramos esa página");
});

test("an unknown path answers 404 with the site's page, header and footer included", async ({ page }) => {
  const response = await page.goto("/no-such-page?brand=lonestar");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We can't find that page");
  await expect(page.getByRole("banner").getByRole("img", { name: "Lone Star Auto Insurance" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("an unknown language prefix such as /fr/x answers 404", async ({ page }) => {
  const response = await page.goto("/fr/x?brand=delsol");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a missing Spanish page answers 404 in Spanish with a way home in Spanish", async ({ page }) => {
  const response = await page.goto("/es/no-existe?brand=lonestar");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("No encontramos esa página");
  await expect(page.getByRole("link", { name: "Ir a la página de inicio" })).toHaveAttribute("href", "/es");
  await expectNoAxeViolations(page);
});
