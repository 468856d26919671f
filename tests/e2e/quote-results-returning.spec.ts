/**
 * Returning visitors (doc2 §2, §4, §8): the previous-quotes login by date of birth and phone, and
 * the verify-quote-owner modal with its 3 attempts counted by the platform.
 */
import { expect, test } from "@playwright/test";
import { chooseLanguage, expectNoAxeViolations, watchErrors } from "./helpers";
import { fetcherAnswer, isFetcherAnswer } from "./fetcher-answer";
import { createQuotedTransaction, expectSampleCards, uniquePhone } from "./quote-results-support";

const dashed = (digits: string) => `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;

test("previous quotes by phone and date of birth: cards and feedback when found", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  const phone = uniquePhone();
  await createQuotedTransaction(baseURL!, { phone, dob: "07/04/1985" });
  await page.goto("/quote#previousQuotes");
  const view = page.getByTestId("previous-quotes");
  await expect(view.getByRole("heading", { name: "Find your previous quotes" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Bad input gets a message beside each field, from the same rules the server applies.
  await view.getByLabel("Date of birth").fill("02/30/1985");
  await view.getByLabel("Phone number").fill("123");
  await view.getByRole("button", { name: "Find my quotes" }).click();
  await expect(view.getByText("This date does not exist on the calendar.")).toBeVisible();
  await expect(view.getByText("Enter a 10-digit US phone number.")).toBeVisible();

  await view.getByLabel("Date of birth").fill("07/04/1985");
  await view.getByLabel("Phone number").fill(phone);
  await expect(view.getByLabel("Phone number")).toHaveValue(dashed(phone));
  await view.getByLabel("Phone number").press("Enter");
  const found = page.getByTestId("previous-quotes-found");
  await expect(found.getByRole("heading", { name: "We found your quotes" })).toBeVisible();
  // Six carriers quoted: five cards at first, then the sixth (Mesquite Trail, doc2 §4 rules 1 and 2).
  await expectSampleCards(found, { reveal: true });
  await expect(found.locator('article[data-carrier="mesquite-trail"]')).toHaveCount(1);
  await expectNoAxeViolations(page);
  const feedback = page.waitForResponse((r) => isFetcherAnswer(r, "/quote/results/feedback"));
  await found.locator("article[data-carrier]").first().getByRole("button", { name: "Yes" }).click();
  expect(await fetcherAnswer(await feedback)).toEqual({ ok: true });
  expect(errors).toEqual([]);
});

test("previous quotes not found: back to the driver step with phone and date of birth prefilled", async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  await chooseLanguage(context, baseURL!, "es");
  const phone = uniquePhone();
  await page.goto("/es/quote#previousQuotes");
  const view = page.getByTestId("previous-quotes");
  await expect(view.getByRole("heading", { name: "Encuentra tus cotizaciones anteriores" })).toBeVisible();
  await expectNoAxeViolations(page);
  await view.getByLabel("Fecha de nacimiento").fill("01/15/1979");
  await view.getByLabel("Teléfono").fill(phone);
  const answer = page.waitForResponse((r) => isFetcherAnswer(r, "/es/quote/results/previous"));
  await view.getByRole("button", { name: "Buscar mis cotizaciones" }).click();
  expect(await fetcherAnswer(await answer)).toEqual({ status: "notFound", prefill: { phone, dob: "01/15/1979" } });
  await expect(view).toBeHidden();
  await expect(page).toHaveURL(/#driver1$/);
  await expect(page.locator('input[name="dob"]')).toHaveValue("01/15/1979");
});

test("owner verification: a wrong date of birth three times resets to driver step 1", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  const tx = await createQuotedTransaction(baseURL!, { phone: uniquePhone() });
  await page.goto(`/quote?code=${tx.rated[1]}`);
  const dialog = page.getByRole("dialog", { name: "Confirm it's you" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  const dob = dialog.getByLabel("Date of birth");
  const submit = dialog.getByRole("button", { name: "See my quote" });

  await dob.fill("04/13/1990");
  await submit.click();
  await expect(dialog.getByText("This date of birth does not match the one on the quote. 2 attempts left.")).toBeVisible();
  await expectNoAxeViolations(page);
  await dob.fill("01/01/1970");
  await submit.click();
  await expect(dialog.getByText("1 attempt left.")).toBeVisible();
  await dob.fill("01/01/1971");
  const third = page.waitForResponse((r) => isFetcherAnswer(r, "/quote/results/verify-owner"));
  await submit.click();
  expect(await fetcherAnswer(await third)).toEqual({ outcome: { kind: "reset" } });
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/#driver1$/);

  // The platform counted the attempts: even the right date is refused for this quote now.
  await page.goto(`/quote?code=${tx.rated[1]}`);
  await page.getByRole("dialog").getByLabel("Date of birth").fill("04/12/1990");
  const locked = page.waitForResponse((r) => isFetcherAnswer(r, "/quote/results/verify-owner"));
  await page.getByRole("dialog").getByRole("button", { name: "See my quote" }).click();
  expect(await fetcherAnswer(await locked)).toEqual({ outcome: { kind: "reset" } });
  expect(errors).toEqual([]);
});

test("owner verification: 'Quote not found!' resets at once", async ({ page }) => {
  await page.goto("/quote?code=rq_doesNotExist");
  const dialog = page.getByRole("dialog", { name: "Confirm it's you" });
  await dialog.getByLabel("Date of birth").fill("04/12/1990");
  const answer = page.waitForResponse((r) => isFetcherAnswer(r, "/quote/results/verify-owner"));
  await dialog.getByRole("button", { name: "See my quote" }).click();
  expect(await fetcherAnswer(await answer)).toEqual({ outcome: { kind: "reset" } });
  await expect(dialog).toBeHidden();
});

for (const lang of ["en", "es"] as const) {
  test(`doc2 §9 previous quotes: the look-up gives up after 300 s with a message (${lang})`, async ({ page, context, baseURL }) => {
    test.setTimeout(90_000);
    await chooseLanguage(context, baseURL!, lang);
    const es = lang === "es";
    await page.clock.install();
    // The look-up never answers.
    await page.route(/\/quote\/results\/previous\.data$/, () => undefined);
    await page.goto(`${es ? "/es" : ""}/quote#previousQuotes`);
    const view = page.getByTestId("previous-quotes");
    await expect(view.getByRole("heading", { name: es ? "Encuentra tus cotizaciones anteriores" : "Find your previous quotes" })).toBeVisible();
    await view.getByLabel(es ? "Fecha de nacimiento" : "Date of birth").fill("07/04/1985");
    await view.getByLabel(es ? "Teléfono" : "Phone number").fill(uniquePhone());
    // The visitor's browser has solved the bot check before the clock stops.
    await expect(view.getByRole("checkbox", { name: es ? "Verificado" : "Verified" })).toBeChecked({ timeout: 15_000 });
    // From here fake time runs only when the test says, however long the machine takes.
    await page.clock.pauseAt(Date.now() + 1000);
    await view.getByRole("button", { name: es ? "Buscar mis cotizaciones" : "Find my quotes" }).click();
    await expect(view.getByRole("button", { name: es ? "Buscando…" : "Searching…" })).toBeDisabled();

    // The bot check's own solution expires meanwhile (its widget says so in an alert of its own):
    // what is tested here is the look-up's message.
    const gaveUp = view
      .getByRole("alert")
      .filter({ hasText: es ? "Esto está tardando demasiado. Inténtalo más tarde." : "This is taking too long. Please try again later." });
    await page.clock.fastForward(299_000);
    await expect(gaveUp).toHaveCount(0);
    await page.clock.fastForward(2_000);
    await expect(gaveUp).toBeVisible();
    await expect(view.getByRole("button", { name: es ? "Buscar mis cotizaciones" : "Find my quotes" })).toBeEnabled();
    // axe runs on timers: let the clock flow again.
    await page.clock.resume();
    await expectNoAxeViolations(page);
  });
}
