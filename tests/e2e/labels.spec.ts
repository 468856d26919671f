import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, pageScriptsRunning } from "./helpers";

/**
 * Labels per brand: the Spanish-first brand's labels document (seed) words the home page's eyebrow
 * its own way. The page's script renders with the same strings: after hydration, and after the
 * language switch (a client navigation that renders the other language's strings in the browser),
 * the brand's wording shows; another brand keeps the locale files' text.
 */
test("a brand's label from the CMS shows in the browser in both languages, and only on that brand", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/es?brand=delsol");
  await pageScriptsRunning(page);
  await expect(page.getByText("Seguro de auto en español y en inglés")).toBeVisible();

  await page.locator("footer").getByRole("button", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByText("Auto insurance in English and Spanish")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/?brand=lonestar");
  await pageScriptsRunning(page);
  await expect(page.getByText("Auto insurance made simple")).toBeVisible();
  await expect(page.getByText("Auto insurance in English and Spanish")).toHaveCount(0);
});
