/**
 * The quote stage (doc2 §2, §4, §7–§9): cards for a saved quote after its owner is verified, sort
 * and filter, the detail modal, buy now in each of its modes, an agent, feedback; the loading
 * modal's timing rules and the no-quotes page; axe on each view in both languages.
 */
import { expect, test, type Page } from "@playwright/test";
import { chooseLanguage, expectNoAxeViolations, watchErrors } from "./helpers";
import { fetcherAnswer, isFetcherAnswer, watchLoaderReruns } from "./fetcher-answer";
import { buyNowModalsPassAxe, buyThroughEachMode, createQuotedTransaction, uniquePhone, type QuotedTransaction } from "./quote-results-support";

/** Proves ownership of a saved quote (?code=), then opens its transaction at the quote stage. */
async function openQuotes(page: Page, tx: QuotedTransaction, lang: "en" | "es" = "en") {
  const prefix = lang === "es" ? "/es" : "";
  await page.goto(`${prefix}/quote?code=${tx.rated[0]}`);
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(lang === "es" ? "Fecha de nacimiento" : "Date of birth").fill("04/12/1990");
  await dialog.getByRole("button", { name: lang === "es" ? "Ver mi cotización" : "See my quote" }).click();
  // The page loads the verified quote's transaction at the quote stage.
  await expect(page).toHaveURL(/#quotes$/);
  await expect(page.locator("#quotes")).toHaveAttribute("data-transaction-id", tx.transactionId);
}

const card = (page: Page, carrierId: string) => page.locator(`article[data-carrier="${carrierId}"]`);

async function premiums(page: Page): Promise<number[]> {
  return (await page.getByTestId("premium").allTextContents()).map((text) => Number(text.replace(/[^0-9.]/g, "")));
}

test("a returning visitor's quotes: cards, sort, detail, agent, feedback and buy now in each mode", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  const tx = await createQuotedTransaction(baseURL!, { phone: uniquePhone() });
  await openQuotes(page, tx);

  await expect(page.getByRole("heading", { name: "Your quotes", exact: true })).toBeVisible();
  // doc2 §4 quote cycle: the cards show, the progress bar is complete.
  await expect(page.getByRole("progressbar", { name: "100% complete" })).toHaveAttribute("aria-valuenow", "100");
  // Six carriers quote; doc2 §9: the first 5 cards show, "show more" shows the sixth.
  await expect(page.getByText("6 quotes from our carriers")).toBeVisible();
  await expect(page.locator("article[data-carrier]")).toHaveCount(5);
  await page.getByRole("button", { name: "Show more quotes" }).click();
  await expect(page.locator("article[data-carrier]")).toHaveCount(6);
  // doc2 §4 conditional rules: Mesquite Trail (rules 1 and 2) shows its plan of one month down and 5 monthly
  // installments ("Monthly, 5 installments"), not its paid-in-full one; Red River (rule 4) shows its 4-payment plan.
  await expect(card(page, "mesquite-trail").getByTestId("installments")).toHaveText(/^5 × \$\d+\.\d{2}$/);
  await expect(card(page, "red-river").getByTestId("installments")).toHaveText(/^4 × \$\d+\.\d{2}$/);
  const ascending = await premiums(page);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  await expectNoAxeViolations(page);

  // Sort: high to low, then by down payment.
  await page.getByLabel("Sort").selectOption("1");
  const descending = await premiums(page);
  expect(descending).toEqual([...ascending].sort((a, b) => b - a));
  await page.getByLabel("Compare by").selectOption("downPayment");
  // Option 2 keeps the quotes that can be bought online or have an agent available to chat: this brand
  // offers no chat, so the agent-sold Mesquite Trail (no buy button) goes and the five that sell online stay.
  await page.getByLabel("Sort").selectOption("2");
  await expect(page.locator("article[data-carrier]")).toHaveCount(5);
  await expect(card(page, "mesquite-trail")).toHaveCount(0);

  // Quote detail: cars with coverages, and drivers.
  await card(page, "gulf-breeze")
    .getByRole("button", { name: /Quote details/ })
    .click();
  const detail = page.getByRole("dialog", { name: "Gulf Breeze Casualty quote" });
  await expect(detail.locator("caption")).toHaveText("2018 TOYOTA CAMRY");
  await expect(detail.getByRole("rowheader").first()).toBeVisible();
  await expect(detail.getByText("Jordan Sample")).toBeVisible();
  await expectNoAxeViolations(page);
  await detail.getByRole("button", { name: "Close" }).click();

  // Contact an agent: a text request, then the success modal. Contact, feedback and buy now change
  // nothing the page shows: the page's loaders do not run again after them.
  const reruns = watchLoaderReruns(page);
  await card(page, "bluebonnet-lantern")
    .getByRole("button", { name: /^Call: / })
    .click();
  const contact = page.getByRole("dialog", { name: "Talk to an agent" });
  await expectNoAxeViolations(page);
  const contacted = page.waitForResponse((r) => isFetcherAnswer(r, "/quote/results/contact"));
  await contact.getByRole("button", { name: "Text me about this quote" }).click();
  expect(await fetcherAnswer(await contacted)).toEqual({ ok: true, action: "text" });
  const success = page.getByRole("dialog", { name: "We're on it!" });
  await expect(success).toContainText("We'll text you shortly");
  await expectNoAxeViolations(page);
  await success.getByRole("button", { name: "Done" }).click();

  // Feedback yes/no.
  const feedback = page.waitForResponse((r) => isFetcherAnswer(r, "/quote/results/feedback"));
  await card(page, "armadillo-ridge")
    .getByRole("group", { name: /Feedback/ })
    .getByRole("button", { name: "No" })
    .click();
  expect(await fetcherAnswer(await feedback)).toEqual({ ok: true });
  await expect(card(page, "armadillo-ridge").getByText("Thanks for your feedback!")).toBeVisible();

  await buyThroughEachMode(page);
  expect(reruns).toEqual([]);
  expect(errors).toEqual([]);
});

test(
  "the quote stage in Spanish passes axe: cards, details, the agent modals and the buy-now modals",
  { tag: "@layout" },
  async ({ page, context, baseURL }) => {
    test.setTimeout(90_000);
    const errors = watchErrors(page);
    await chooseLanguage(context, baseURL!, "es");
    const tx = await createQuotedTransaction(baseURL!, { phone: uniquePhone() });
    await openQuotes(page, tx, "es");
    await expect(page.getByRole("heading", { name: "Tus cotizaciones", exact: true })).toBeVisible();
    await expect(page.locator("article[data-carrier]").first()).toContainText("Prima de 6 meses");
    await expectNoAxeViolations(page);
    await page
      .locator("article[data-carrier]")
      .first()
      .getByRole("button", { name: /Detalles de la cotización/ })
      .click();
    const detail = page.getByRole("dialog", { name: /^Cotización de/ });
    await expect(detail).toBeVisible();
    await expectNoAxeViolations(page);
    await detail.getByRole("button", { name: "Cerrar" }).first().click();
    await expect(detail).toBeHidden();
    // The sixth card, behind "show more" (doc2 §9: 5 at first).
    await page.getByRole("button", { name: "Ver más cotizaciones" }).click();
    await expect(page.locator("article[data-carrier]")).toHaveCount(6);
    // Talking to an agent, and the modal that confirms the request, in Spanish.
    await card(page, "bluebonnet-lantern")
      .getByRole("button", { name: /^Llamar: / })
      .click();
    const contact = page.getByRole("dialog", { name: "Habla con un agente" });
    await expect(contact).toBeVisible();
    await expectNoAxeViolations(page);
    await contact.getByRole("button", { name: "Quiero que un agente me llame" }).click();
    const success = page.getByRole("dialog", { name: "¡Ya lo tenemos!" });
    await expect(success).toContainText("Un agente te llamará en breve");
    await expectNoAxeViolations(page);
    await success.getByRole("button", { name: "Listo" }).click();
    await expect(success).toBeHidden();
    // The buy-now confirmation and embedded frame, in Spanish.
    await buyNowModalsPassAxe(page, "es");
    expect(errors).toEqual([]);
  },
);

// A behaviour whose copy is not the point runs in one language.
for (const lang of ["en", "es"] as const) {
  test(`loading modal: rotating messages and a timer, longer wait after 12 s, no quotes after 45 s (${lang})`, async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    await chooseLanguage(context, baseURL!, lang);
    const tx = await createQuotedTransaction(baseURL!, { phone: uniquePhone(), firstName: "Dana" });
    // The results never answer: the stream and the polling fallback hang.
    await page.route("**/quote/results/stream**", () => undefined);
    await page.route("**/quote/results/poll**", () => undefined);
    await openQuotes(page, tx, lang);
    const loading = page.getByRole("dialog", { name: lang === "es" ? "Buscando tus cotizaciones" : "Finding your quotes" });
    await expect(loading).toBeVisible();
    await expect(loading).toContainText(lang === "es" ? "Tiempo transcurrido: 0:0" : "Time elapsed: 0:0");
    // doc2 §4 quote cycle: while the quotes load the progress bar says so, at 80 %.
    const bar = page.locator('[role="progressbar"]');
    await expect(page.locator("#quote-progress-label")).toHaveText(lang === "es" ? "Buscando tus cotizaciones…" : "Finding your quotes…");
    await expect(bar).toHaveAttribute("aria-valuenow", "80");
    await expect(bar).toHaveAttribute("aria-valuetext", lang === "es" ? "Buscando tus cotizaciones…" : "Finding your quotes…");
    await expectNoAxeViolations(page);

    // Timing rules on a controlled clock, from a fresh load of the stage.
    await page.clock.install();
    await page.reload();
    await expect(loading).toBeVisible();
    await page.clock.fastForward(12_500);
    await expect(loading).toContainText(lang === "es" ? "Algunas aseguradoras tardan un poco más" : "Some carriers take a little longer");
    await page.clock.fastForward(33_000);
    const noQuotes = page.getByTestId("no-quotes");
    await expect(noQuotes.getByRole("heading")).toHaveText(
      lang === "es" ? "Lo sentimos, Dana: no encontramos una tarifa en línea" : "Sorry Dana, we couldn't find an online rate",
    );
    // The quote cycle is over (no quotes): the bar is complete.
    await expect(page.locator("#quote-progress-label")).toHaveText(lang === "es" ? "100% completado" : "100% complete");
    await expect(bar).toHaveAttribute("aria-valuenow", "100");
    await noQuotes.getByRole("button", { name: lang === "es" ? "Intentar de nuevo" : "Try again" }).click();
    await expect(noQuotes).toBeHidden();
  });

  if (lang === "es")
    test(`no quotes at once when the results call fails (${lang})`, async ({ page, context, baseURL }) => {
      test.setTimeout(90_000);
      await chooseLanguage(context, baseURL!, lang);
      const tx = await createQuotedTransaction(baseURL!, { phone: uniquePhone(), firstName: "Robin" });
      await page.route("**/quote/results/stream**", (route) => route.fulfill({ status: 503, body: "" }));
      await page.route("**/quote/results/poll**", (route) => route.fulfill({ status: 503, body: "" }));
      await openQuotes(page, tx, lang);
      await expect(page.getByTestId("no-quotes").getByRole("heading")).toHaveText(
        lang === "es" ? "Lo sentimos, Robin: no encontramos una tarifa en línea" : "Sorry Robin, we couldn't find an online rate",
      );
      // A reopened saved quote without quotes still offers fresh quotes (doc2 §4 requote).
      await expect(page.getByTestId("requote").getByRole("button", { name: lang === "es" ? "Volver a cotizar" : "Get fresh quotes" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
}
