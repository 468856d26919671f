/**
 * A form the server refuses (a wrong password, fields left empty) shows its messages on the page
 * and leaves the browser's console clean: a shopper's bad input is no error of the page. Callers
 * other than the site's own page still get the 4xx (app/.server/form-refusal.test.ts).
 */
import { expect, test } from "@playwright/test";
import { pageScriptsRunning, watchErrors } from "./helpers";

test("a sign-in the server refuses shows its message and logs no console error", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/sign-in?brand=lonestar");
  await pageScriptsRunning(page);
  const main = page.getByRole("main");
  await main.getByLabel("E-mail", { exact: true }).fill("nobody@example.com");
  await main.getByLabel("Password", { exact: true }).fill("not-the-password-1");
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  await main.getByRole("button", { name: "Sign in" }).click();
  expect((await answered).headers()["x-form-refused"]).toBe("401");
  await expect(page.getByRole("alert").filter({ hasText: "The e-mail or password is not right. Please try again." })).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a form sent with its fields empty shows the messages beside them and logs no console error", async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto("/sign-in?brand=lonestar");
    const answered = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("main").getByRole("button", { name: "Sign in" }).click();
    expect((await answered).headers()["x-form-refused"]).toBe("400");
    await expect(page.getByText("This field is required").first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});
