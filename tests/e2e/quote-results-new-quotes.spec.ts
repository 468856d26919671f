/**
 * The new-quotes modal (doc2 §2 "new-quotes modal with carrier info", §9 maxbolmodal): carriers
 * that answer after the first cards showed are announced, listed with their prices in a modal,
 * and shown; the progress bar stays at 80 % until they have all answered (doc2 §2). Carrier
 * answers need real time between them here, so these tests run their own
 * server with fixed carrier delays (RATING_DELAYS_MS: Gulf Breeze at once, the others after 12 s).
 */
import { expect, test } from "@playwright/test";
import { chooseLanguage, expectNoAxeViolations, watchErrors } from "./helpers";
import { changeFetcherLoad } from "./fetcher-answer";
import { startOwnServer, type OwnServer } from "./own-server";
import { createQuotedTransaction, uniquePhone } from "./quote-results-support";

test.describe.configure({ mode: "serial" });

const LATER_MS = 12_000;
let server: OwnServer | undefined;
let base = "";

test.beforeAll(async () => {
  test.setTimeout(90_000);
  // One server per project, so the desktop and phone runs can go side by side.
  server = await startOwnServer({
    name: "delayed-carrier",
    portOffset: test.info().project.name === "phone" ? 12 : 11,
    env: () => ({ RATING_DELAYS_MS: `gulf-breeze=0,*=${LATER_MS}` }),
  });
  base = server.base;
});

test.afterAll(async () => {
  await server?.stop();
});

for (const lang of ["en", "es"] as const) {
  test(`doc2 §2 new-quotes modal: carriers answering after the first cards are announced, listed with their prices, then shown (${lang})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    await chooseLanguage(context, base, lang);
    const es = lang === "es";
    // A brand that shows one card at first: the carriers answering later do not all fit in the list.
    // The page reads its settings with a fetcher's load of results/config.
    await page.route(/\/results\/config\.data\?/, (route) =>
      changeFetcherLoad(route, (answer) => {
        const body = answer as { settings: { maxCards: number; showMorePageSize: number } };
        return { ...body, settings: { ...body.settings, maxCards: 1, showMorePageSize: 1 } };
      }),
    );
    // Only Gulf Breeze has answered when the visitor opens the quotes.
    const tx = await createQuotedTransaction(base, { phone: uniquePhone(), until: "firstQuote" });
    expect(tx.rated).toHaveLength(1);
    const verified = await page.request.post(`${base}/quote/results/verify-owner`, { form: { rateQuoteId: tx.rated[0]!, dob: "04/12/1990" } });
    expect((await verified.json()) as unknown).toMatchObject({ outcome: { kind: "loaded" } });
    await page.goto(`${base}${es ? "/es" : ""}/quote?transactionId=${tx.transactionId}`);
    await expect(page.locator("#quotes")).toHaveAttribute("data-transaction-id", tx.transactionId);

    const cards = page.locator("article[data-carrier]");
    await expect(cards).toHaveCount(1);
    await expect(page.getByText(es ? /Todavía esperamos a \d+ aseguradoras?/ : /Still waiting on \d+ carriers?/)).toBeVisible();

    // The others answer later: a banner announces them.
    const banner = page.getByText(es ? /^Llegaron? \d+ cotizaci(ón|ones) nuevas?$/ : /^\d+ new quotes? arrived$/);
    await expect(banner).toBeVisible({ timeout: LATER_MS + 15_000 });
    const announced = Number((await banner.textContent())!.replace(/\D/g, ""));
    expect(announced).toBeGreaterThanOrEqual(1);
    // The banner announces only the new quotes that are not in the list yet.
    await expect(cards).toHaveCount(1);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: es ? "Ver cotizaciones nuevas" : "See new quotes" }).click();
    const modal = page.getByRole("dialog", { name: es ? "Cotizaciones nuevas" : "New quotes" });
    await expect(modal).toBeVisible();
    // Each carrier with its premium (at most maxbolmodal, default 5).
    const rows = modal.getByRole("listitem");
    await expect(rows).toHaveCount(Math.min(announced, 5));
    await expect(rows.first()).toContainText(/\$\d/);
    await expectNoAxeViolations(page);

    await modal.getByRole("button", { name: es ? "Mostrarlas" : "Show them" }).click();
    await expect(modal).toBeHidden();
    await expect(banner).toBeHidden();
    // Every quote is in the list now.
    const total = Number(
      (await page.getByText(es ? /^\d+ cotizaciones de nuestras aseguradoras$/ : /^\d+ quotes from our carriers$/).textContent())!.replace(/\D/g, ""),
    );
    expect(announced).toBeLessThan(total);
    await expect(cards).toHaveCount(total);
    expect(errors).toEqual([]);
  });
}

test("doc2 §2 new quotes that all fit in the list need no banner: it never stays once every new card shows (en)", async ({ page, context }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await chooseLanguage(context, base, "en");
  // A driver of 20: Mesquite Trail (doc2 §4 rule 1, 21 or older) does not quote, so at most five
  // carriers do and every later quote fits among the 5 cards shown at first (doc2 §9).
  const dob = "04/12/2006";
  const tx = await createQuotedTransaction(base, { phone: uniquePhone(), until: "firstQuote", dob });
  const verified = await page.request.post(`${base}/quote/results/verify-owner`, { form: { rateQuoteId: tx.rated[0]!, dob } });
  expect((await verified.json()) as unknown).toMatchObject({ outcome: { kind: "loaded" } });
  await page.goto(`${base}/quote?transactionId=${tx.transactionId}`);
  const cards = page.locator("article[data-carrier]");
  await expect(cards).toHaveCount(1);
  // doc2 §2 progress bar: the first card shows while the other carriers are still answering: 80 %.
  const bar = page.getByRole("progressbar");
  await expect(page.getByText(/Still waiting on/)).toBeVisible();
  await expect(bar).toHaveAttribute("aria-valuenow", "80");
  await expect(page.locator("#quote-progress-label")).toHaveText("Finding your quotes…");
  // The later carriers (at most the 5 cards shown at first, with the first one) join the list.
  await expect(page.getByText(/Still waiting on/)).toHaveCount(0, { timeout: LATER_MS + 15_000 });
  // Every carrier has answered: 100 %.
  await expect(bar).toHaveAttribute("aria-valuenow", "100");
  await expect(page.locator("#quote-progress-label")).toHaveText("100% complete");
  const total = Number((await page.getByText(/^\d+ quotes from our carriers$/).textContent())!.replace(/\D/g, ""));
  expect(total).toBeGreaterThan(1);
  expect(total).toBeLessThanOrEqual(5);
  await expect(cards).toHaveCount(total);
  await expect(page.locator('article[data-carrier="mesquite-trail"]')).toHaveCount(0);
  await expect(page.getByText(/^\d+ new quotes? arrived$/)).toHaveCount(0);
  expect(errors).toEqual([]);
});
