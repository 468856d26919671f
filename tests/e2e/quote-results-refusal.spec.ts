/**
 * doc2 §2, §4 previous quotes and owner verification: a shopper's wrong date of birth or phone shows
 * its message beside the field and the browser logs no console error. The page checks the fields
 * first; when the server's own check refuses what reached it (the rules of both are the same, so
 * here the request is changed on its way to stand for that), the page's fetcher gets the refusal as
 * 200 with its status in `X-Form-Refused` and shows the server's messages beside the fields.
 * Callers other than the page still get the 400 (app/routes/quote/results/form-refusal.test.ts).
 */
import { expect, test, type Page } from "@playwright/test";
import { pageScriptsRunning, watchErrors } from "./helpers";
import { fetcherAnswer, isFetcherAnswer } from "./fetcher-answer";
import { createQuotedTransaction, uniquePhone } from "./quote-results-support";

/** The page's next post to `resource` (its fetcher's, to the route's `.data`) reaches the server with these fields changed. */
async function changeOnTheWay(page: Page, resource: string, fields: Record<string, string>) {
  await page.route(`**/quote/results/${resource}.data`, async (route) => {
    const body = new URLSearchParams(route.request().postData() ?? "");
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    await route.continue({ postData: body.toString() });
  });
}

test("previous quotes: a wrong date of birth and phone show their messages beside the fields, the server's refusal too, with no console error", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  await page.goto("/quote#previousQuotes");
  await pageScriptsRunning(page);
  const view = page.getByTestId("previous-quotes");
  await expect(view.getByRole("heading", { name: "Find your previous quotes" })).toBeVisible();
  const dob = view.getByLabel("Date of birth");
  const phone = view.getByLabel("Phone number");
  const submit = view.getByRole("button", { name: "Find my quotes" });

  await dob.fill("02/30/1985");
  await phone.fill("123");
  await submit.click();
  await expect(dob).toHaveAccessibleDescription(/This date does not exist on the calendar\./);
  await expect(phone).toHaveAccessibleDescription(/Enter a 10-digit US phone number\./);

  // Typed right in the page; the server refuses what reaches it.
  await dob.fill("07/04/1985");
  await phone.fill(uniquePhone());
  await expect(view.getByRole("checkbox", { name: "Verified" })).toBeChecked({ timeout: 15_000 });
  await changeOnTheWay(page, "previous", { dob: "02/30/1985", phone: "123" });
  const answered = page.waitForResponse((response) => isFetcherAnswer(response, "/quote/results/previous"));
  // Sent from the keyboard: leaving the phone field clears its message, and the button moves up under a pointer.
  await phone.press("Enter");
  const answer = await answered;
  expect(answer.status()).toBe(200);
  expect(answer.headers()["x-form-refused"]).toBe("400");
  expect(await fetcherAnswer(answer)).toMatchObject({ status: "invalid", result: { error: { dob: [expect.any(String)], phone: [expect.any(String)] } } });
  await expect(dob).toHaveAccessibleDescription(/This date does not exist on the calendar\./);
  await expect(phone).toHaveAccessibleDescription(/Enter a 10-digit US phone number\./);
  await expect(submit).toBeEnabled();
  expect(errors).toEqual([]);
});

test("owner verification: a wrong date of birth shows its message beside the field, the server's refusal too, with no console error", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  const tx = await createQuotedTransaction(baseURL!, { phone: uniquePhone() });
  await page.goto(`/quote?code=${tx.rated[0]}`);
  const dialog = page.getByRole("dialog", { name: "Confirm it's you" });
  await expect(dialog).toBeVisible();
  await pageScriptsRunning(page);
  const dob = dialog.getByLabel("Date of birth");
  const submit = dialog.getByRole("button", { name: "See my quote" });

  await dob.fill("02/30/1990");
  await submit.click();
  await expect(dob).toHaveAccessibleDescription(/This date does not exist on the calendar\./);

  // Typed right in the page; the server refuses what reaches it (no attempt is counted).
  await dob.fill("04/12/1990");
  await changeOnTheWay(page, "verify-owner", { dob: "02/30/1990" });
  const answered = page.waitForResponse((response) => isFetcherAnswer(response, "/quote/results/verify-owner"));
  await submit.click();
  const answer = await answered;
  expect(answer.status()).toBe(200);
  expect(answer.headers()["x-form-refused"]).toBe("400");
  expect(await fetcherAnswer(answer)).toMatchObject({ outcome: null, result: { error: { dob: ["quote.errors.dateNotReal"] } } });
  await expect(dob).toHaveAccessibleDescription(/This date does not exist on the calendar\./);
  await expect(dialog).toBeVisible();

  // A date of birth that is not the owner's: the platform's mismatch, with the attempts left.
  await page.unroute("**/quote/results/verify-owner.data");
  await dob.fill("04/13/1990");
  await submit.click();
  await expect(dialog.getByText("This date of birth does not match the one on the quote. 2 attempts left.")).toBeVisible();
  expect(errors).toEqual([]);
});
