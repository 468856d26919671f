/**
 * Requote from a saved transaction (doc2 §1 "reopen earlier quotes and requote", §4 "requote and
 * previous-quote load can fill the whole form from a saved transaction"): from the previous
 * quotes found by phone and date of birth, and from a saved quote reopened by its code, the
 * visitor gets fresh quotes; the site copies the saved transaction on the platform, rates it, and
 * the new cards stream in at the quote stage. axe on each view, in both languages.
 */
import { expect, test, type Page } from "@playwright/test";
import { chooseLanguage, expectNoAxeViolations, watchErrors } from "./helpers";
import { fetcherAnswer, fulfillFetcherAnswer, isFetcherAnswer } from "./fetcher-answer";
import { createQuotedTransaction, expectSampleCards, uniquePhone } from "./quote-results-support";

const transactionOnStage = (page: Page) => page.locator("#quotes").getAttribute("data-transaction-id");

test("doc2 §4 requote: previous quotes found by phone and date of birth, then fresh quotes from that saved transaction", async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  const errors = watchErrors(page);
  const phone = uniquePhone();
  const saved = await createQuotedTransaction(baseURL!, { phone, dob: "09/21/1982", firstName: "Morgan" });
  await page.goto("/quote#previousQuotes");
  const view = page.getByTestId("previous-quotes");
  await view.getByLabel("Date of birth").fill("09/21/1982");
  await view.getByLabel("Phone number").fill(phone);
  await view.getByRole("button", { name: "Find my quotes" }).click();
  const found = page.getByTestId("previous-quotes-found");
  await expectSampleCards(found, { timeout: 20_000 });
  const requote = found.getByTestId("requote");
  await expect(requote.getByRole("heading", { name: "Want today's prices?" })).toBeVisible();
  await expectNoAxeViolations(page);

  const answered = page.waitForResponse((r) => isFetcherAnswer(r, "/quote/results/requote"));
  await requote.getByRole("button", { name: "Get fresh quotes" }).click();
  const answer = (await fetcherAnswer(await answered)) as { ok: boolean; transactionId: string };
  expect(answer.ok).toBe(true);
  expect(answer.transactionId).not.toBe(saved.transactionId);

  // The quote stage of the new transaction: its cards stream in like any quote.
  await expect(page).toHaveURL(/\/quote#quotes$/);
  await expect(page.locator("#quotes")).toHaveAttribute("data-transaction-id", answer.transactionId);
  await expect(page.getByRole("heading", { name: "Your quotes", exact: true })).toBeVisible();
  await expectSampleCards(page, { timeout: 20_000 });
  await expect(page.getByText("6 quotes from our carriers")).toBeVisible();
  // Fresh quotes are not offered again for a requote.
  await expect(page.getByTestId("requote")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The whole form was filled from the saved transaction: the drivers stage lists its driver.
  await page.getByRole("button", { name: "Edit drivers" }).click();
  await expect(page.locator("#quote-step-title")).toHaveText("Drivers");
  await expect(page.getByText("Morgan Sample").first()).toBeVisible();
  await expect(page.getByText("2018 TOYOTA CAMRY").first()).toBeVisible();

  // The server re-checks: the earlier transaction is no longer the session's, and bad input is refused.
  expect((await page.request.post("/quote/results/requote", { form: { transactionId: saved.transactionId } })).status()).toBe(403);
  const bad = await page.request.post("/quote/results/requote", { form: { transactionId: "not valid!" } });
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toEqual({ ok: false, error: "invalid" });
  expect(errors).toEqual([]);
});

test("doc2 §4 requote: a saved quote reopened by its code offers fresh quotes, in Spanish", async ({ page, context, baseURL }) => {
  test.setTimeout(150_000);
  const errors = watchErrors(page);
  await chooseLanguage(context, baseURL!, "es");
  const saved = await createQuotedTransaction(baseURL!, { phone: uniquePhone() });
  await page.goto(`/es/quote?code=${saved.rated[0]}`);
  const dialog = page.getByRole("dialog", { name: "Confirma que eres tú" });
  await dialog.getByLabel("Fecha de nacimiento").fill("04/12/1990");
  await dialog.getByRole("button", { name: "Ver mi cotización" }).click();
  await expect(page).toHaveURL(/\/es\/quote#quotes$/);
  await expectSampleCards(page, { lang: "es", timeout: 20_000 });

  const requote = page.getByTestId("requote");
  await expect(requote.getByRole("heading", { name: "¿Quieres los precios de hoy?" })).toBeVisible();
  // The day the saved quote was made, in Spanish.
  await expect(requote).toContainText(/Estas cotizaciones son del \d{1,2} de [a-z]+ de \d{4}\./);
  await expectNoAxeViolations(page);

  await requote.getByRole("button", { name: "Volver a cotizar" }).click();
  await expect.poll(() => transactionOnStage(page)).not.toBe(saved.transactionId);
  await expect(page.getByRole("heading", { name: "Tus cotizaciones", exact: true })).toBeVisible();
  await expectSampleCards(page, { lang: "es", timeout: 20_000 });
  await expect(page.getByTestId("requote")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A reload keeps the fresh quotes: the session and the draft name the new transaction.
  const fresh = await transactionOnStage(page);
  await page.reload();
  await expect(page.locator("#quotes")).toHaveAttribute("data-transaction-id", fresh!);
  await expectSampleCards(page, { lang: "es", timeout: 20_000 });
  expect(errors).toEqual([]);
});

test("doc2 §4 requote: a platform failure shows a message beside the button and keeps the saved quotes", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const saved = await createQuotedTransaction(baseURL!, { phone: uniquePhone() });
  await page.goto(`/quote?code=${saved.rated[0]}`);
  const dialog = page.getByRole("dialog", { name: "Confirm it's you" });
  await dialog.getByLabel("Date of birth").fill("04/12/1990");
  await dialog.getByRole("button", { name: "See my quote" }).click();
  await expectSampleCards(page, { timeout: 20_000 });
  await page.route("**/quote/results/requote.data", (route) => fulfillFetcherAnswer(route, { ok: false, error: "failed" }));
  const requote = page.getByTestId("requote");
  await requote.getByRole("button", { name: "Get fresh quotes" }).click();
  await expect(requote.getByRole("alert")).toHaveText("We couldn't get fresh quotes right now. Please try again.");
  await expect(page.locator("#quotes")).toHaveAttribute("data-transaction-id", saved.transactionId);
  await expect(requote.getByRole("button", { name: "Get fresh quotes" })).toBeEnabled();
  await expectNoAxeViolations(page);
});
