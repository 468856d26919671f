/**
 * A call of the page to the site that goes unanswered (the network drops it) shows what the
 * component shows for a failure, never the page's error boundary: contacting an agent says the
 * request could not be sent and gives the phone, buy now says the purchase page could not open,
 * feedback still thanks; no nearest-office banner shows (the hero's link goes on to the office
 * locator); the locator lists the offices near the visitor without a zip. The quote page's review
 * slider closes its place; the language popup does not open; the estimate widget shows no price
 * for the coverage being chosen; renters keeps waiting for its rates, asking at each tick, until its
 * wait limit; the bot check says it is unavailable.
 */
import { expect, test, type Page } from "@playwright/test";
import { chooseLanguage, gotoOnPausedClock, pageScriptsRunning } from "./helpers";
import { grantPosition, places } from "./offices-helpers";
import { createQuotedTransaction, uniquePhone } from "./quote-results-support";
import { addVehicleByModel, labels as wizardLabels, openOnVehicles, stepTitle, uniquePerson } from "./quote-wizard-support";

const card = (page: Page, carrierId: string) => page.locator(`article[data-carrier="${carrierId}"]`);

test("quote stage: an unanswered contact, buy now or feedback shows the card's own failure, not an error page", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const tx = await createQuotedTransaction(baseURL!, { phone: uniquePhone() });
  await page.goto(`/quote?code=${tx.rated[0]}`);
  const verify = page.getByRole("dialog");
  await verify.getByLabel("Date of birth").fill("04/12/1990");
  await verify.getByRole("button", { name: "See my quote" }).click();
  await expect(page).toHaveURL(/#quotes$/);
  await page.getByRole("button", { name: "Show more quotes" }).click();
  await expect(page.locator("article[data-carrier]")).toHaveCount(6);
  await page.route(/\/quote\/results\/(contact|buy-now|feedback)\.data$/, (route) => route.abort("failed"));

  await card(page, "bluebonnet-lantern")
    .getByRole("button", { name: /^Call: / })
    .click();
  await page.getByRole("dialog", { name: "Talk to an agent" }).getByRole("button", { name: "Text me about this quote" }).click();
  const failed = page.getByRole("dialog", { name: "Talk to an agent" });
  await expect(failed.getByRole("status")).toHaveText(/^We couldn't send your request\. Please call /);
  await failed.getByRole("button", { name: "Done" }).click();
  await expect(failed).toBeHidden();
  // Asked again, unanswered again: the same failure, once more (each failure is an answer of its own).
  await card(page, "bluebonnet-lantern")
    .getByRole("button", { name: /^Call: / })
    .click();
  await page.getByRole("dialog", { name: "Talk to an agent" }).getByRole("button", { name: "Text me about this quote" }).click();
  await expect(failed.getByRole("status")).toHaveText(/^We couldn't send your request\. Please call /);
  await failed.getByRole("button", { name: "Done" }).click();
  await expect(failed).toBeHidden();

  // An embedded purchase page on a computer (this carrier's flags): no link, the card's message.
  await card(page, "armadillo-ridge")
    .getByRole("button", { name: /Buy now/ })
    .click();
  const noLink = page.getByRole("alertdialog", { name: /^Buy now: / });
  await expect(noLink).toContainText("We couldn't open");
  await noLink.getByRole("button", { name: "Close" }).last().click();
  await expect(noLink).toBeHidden();

  await card(page, "armadillo-ridge")
    .getByRole("group", { name: /Feedback/ })
    .getByRole("button", { name: "No" })
    .click();
  await expect(card(page, "armadillo-ridge").getByText("Thanks for your feedback!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your quotes", exact: true })).toBeVisible();
  await expect(card(page, "armadillo-ridge").getByRole("button", { name: /Buy now/ })).toBeEnabled();
});

/**
 * The quote page's results calls: an unanswered owner check says something went wrong and keeps
 * the window open; an unanswered results polling (the stream refused) ends in the no-quotes view,
 * and unanswered settings leave the defaults; an unanswered requote says fresh quotes could not be
 * had, each time it is asked, and keeps the saved quote; an unanswered look-up of previous quotes
 * says it could not look them up, beside the form.
 */
test("returning visitor: an unanswered owner check, results polling or requote shows each one's own failure, not an error page", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const tx = await createQuotedTransaction(baseURL!, { phone: uniquePhone(), firstName: "Robin" });
  await page.goto(`/quote?code=${tx.rated[0]}`);
  await pageScriptsRunning(page);
  const verify = page.getByRole("dialog", { name: "Confirm it's you" });
  const see = verify.getByRole("button", { name: "See my quote" });
  await page.route(/\/quote\/results\/verify-owner\.data$/, (route) => route.abort("failed"));
  await verify.getByLabel("Date of birth").fill("04/12/1990");
  await see.click();
  await expect(verify.getByRole("alert")).toHaveText("Something went wrong. Please try again.");
  await expect(see).toBeEnabled();

  // Answered this time: the quote stage opens, its stream refused, its polling and settings unanswered.
  await page.unroute(/\/quote\/results\/verify-owner\.data$/);
  await page.route("**/quote/results/stream**", (route) => route.fulfill({ status: 503, body: "" }));
  await page.route(/\/quote\/results\/(poll|config)\.data\?/, (route) => route.abort("failed"));
  const polled = page.waitForEvent("requestfailed", (request) => new URL(request.url()).pathname === "/quote/results/poll.data");
  await see.click();
  await expect(page).toHaveURL(/#quotes$/);
  await polled;
  await expect(page.getByTestId("no-quotes").getByRole("heading")).toHaveText("Sorry Robin, we couldn't find an online rate");

  // Fresh quotes unanswered, twice: the message beside the button each time, the saved quote kept.
  await page.route(/\/quote\/results\/requote\.data$/, (route) => route.abort("failed"));
  const requote = page.getByTestId("requote");
  for (let attempt = 1; attempt <= 2; attempt++) {
    const dropped = page.waitForEvent("requestfailed", (request) => new URL(request.url()).pathname === "/quote/results/requote.data");
    await requote.getByRole("button", { name: "Get fresh quotes" }).click();
    await dropped;
    await expect(requote.getByRole("alert")).toHaveText("We couldn't get fresh quotes right now. Please try again.");
    await expect(requote.getByRole("button", { name: "Get fresh quotes" })).toBeEnabled();
  }
  await expect(page.locator("#quotes")).toHaveAttribute("data-transaction-id", tx.transactionId);
  await expect(page.getByTestId("no-quotes")).toBeVisible();
});

test("previous quotes: an unanswered look-up says the quotes could not be looked up, beside the form", async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  await chooseLanguage(context, baseURL!, "en");
  await page.route(/\/quote\/results\/previous\.data$/, (route) => route.abort("failed"));
  await page.goto("/quote#previousQuotes");
  const view = page.getByTestId("previous-quotes");
  await view.getByLabel("Date of birth").fill("07/04/1985");
  await view.getByLabel("Phone number").fill(uniquePhone());
  await expect(view.getByRole("checkbox", { name: "Verified" })).toBeChecked({ timeout: 15_000 });
  const dropped = page.waitForEvent("requestfailed", (request) => new URL(request.url()).pathname === "/quote/results/previous.data");
  await view.getByRole("button", { name: "Find my quotes" }).click();
  await dropped;
  await expect(view.getByRole("alert").filter({ hasText: "We couldn't look up your quotes right now. Please try again." })).toBeVisible();
  await expect(view.getByRole("button", { name: "Find my quotes" })).toBeEnabled();
  await expect(view.getByLabel("Date of birth")).toHaveValue("07/04/1985");
});

test("home page: an unanswered nearest-office lookup shows no banner, and the hero's link goes on to the office locator", async ({
  page,
  context,
  baseURL,
}) => {
  await chooseLanguage(context, baseURL!, "en");
  await grantPosition(context, places.fortWorth);
  await page.route(/\/api\/offices\/nearest\.data$/, (route) => route.abort("failed"));
  const dropped = page.waitForEvent("requestfailed", (request) => request.url().endsWith("/api/offices/nearest.data"));
  await page.goto("/?brand=lonestar");
  await dropped;
  await page.waitForTimeout(300);
  await expect(page.getByTestId("nearest-office")).toBeEmpty();
  await page.getByRole("link", { name: "Find the office nearest you" }).click();
  await expect(page).toHaveURL(/\/offices(\?|$)/);
});

test("office locator: an unanswered zip lookup still lists the offices near the visitor, with the search left empty", async ({ page, context }) => {
  await grantPosition(context, places.fortWorth);
  await page.route(/\/api\/offices\/nearest\.data$/, (route) => route.abort("failed"));
  await page.goto("/offices?brand=lonestar");
  await pageScriptsRunning(page);
  const dropped = page.waitForEvent("requestfailed", (request) => request.url().endsWith("/api/offices/nearest.data"));
  await page.getByRole("button", { name: "Use my location" }).click();
  await dropped;
  await page.waitForTimeout(300);
  const cards = page.getByTestId("office-list").getByTestId("office-card");
  await expect(cards).toHaveCount(8);
  await expect(cards.first()).toContainText("Fort Worth Downtown");
  await expect(page.getByRole("button", { name: "Use my location" })).toBeEnabled();
  await expect(page.getByLabel("ZIP code or city, state")).toHaveValue("");
});

test("quote page: unanswered reviews close the review slider's place, and the page stays", async ({ page, context, baseURL }) => {
  await chooseLanguage(context, baseURL!, "en");
  await page.route(/\/api\/reviews\/quote\.data\?/, (route) => route.abort("failed"));
  const dropped = page.waitForEvent("requestfailed", (request) => new URL(request.url()).pathname === "/api/reviews/quote.data");
  await page.goto("/quote?brand=lonestar");
  await pageScriptsRunning(page);
  const place = page.getByTestId("quote-reviews");
  await place.scrollIntoViewIfNeeded();
  await dropped;
  await expect(place).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test.describe("language popup", () => {
  test.use({ locale: "es-MX" });

  test("an unanswered question whether the visitor chose a language offers nothing, and the page stays", async ({ page }) => {
    await page.route(/\/widgets\/language-choice\.data\?/, (route) => route.abort("failed"));
    const dropped = page.waitForEvent("requestfailed", (request) => new URL(request.url()).pathname === "/widgets/language-choice.data");
    await gotoOnPausedClock(page, "/glossary?brand=lonestar");
    await page.clock.runFor(5100);
    await dropped;
    // What the fetcher read reaches the page once a zero-delay timer has run (runClockUntilVisible).
    await page.clock.runFor(100);
    await page.waitForTimeout(500);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test("quote wizard: an unanswered estimate for the coverage being chosen shows no price, not a stale one or an error page", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await openOnVehicles(page, baseURL!, "en", uniquePerson("Unanswered"), { street: "1500 Marilla St", zip: "75201", city: "Dallas", state: "TX" });
  await addVehicleByModel(page, "en", { year: "2020", make: "Toyota", model: "Camry" });
  const price = page.getByRole("complementary", { name: "Your estimate" }).getByTestId("estimate-price");
  await expect(price.getByText(/^From \$[\d,]+\.\d{2} for 6 months$/)).toBeVisible();
  await page.getByRole("button", { name: wizardLabels.en.toCoverage }).click();
  await expect(stepTitle(page)).toHaveText(wizardLabels.en.titles.coverage);
  await expect(price.getByText(/^From \$[\d,]+\.\d{2} for 6 months$/)).toBeVisible();

  await page.route(/\/quote\/results\/estimate\.data\?/, (route) => route.abort("failed"));
  const dropped = page.waitForEvent("requestfailed", (request) => new URL(request.url()).pathname === "/quote/results/estimate.data");
  await page.getByRole("radio", { name: "12 months", exact: true }).check();
  await dropped;
  await expect(price).toHaveAttribute("aria-busy", "false");
  await expect(price).toContainText("Ready at the last step");
  await expect(price).not.toContainText("$");
  await expect(stepTitle(page)).toHaveText(wizardLabels.en.titles.coverage);
});

test("renters: unanswered rate results keep the page waiting and asking each second; once the site answers, the rates show", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await chooseLanguage(context, baseURL!, "en");
  await page.goto("/renters?brand=lonestar");
  await pageScriptsRunning(page);
  await page.getByLabel("First name", { exact: true }).fill("Avery");
  await page.getByLabel("Last name", { exact: true }).fill("Renter");
  await page.getByLabel("E-mail", { exact: true }).fill(`avery.unanswered.${Date.now()}@example.com`);
  await page.getByLabel("Phone", { exact: true }).fill("214-555-0110");
  await page.getByLabel("Street address", { exact: true }).fill("2100 Ross Ave");
  await page.getByLabel("City", { exact: true }).fill("Dallas");
  await page.getByLabel("Zip code", { exact: true }).fill("75201");
  const start = new Date(new Date().toLocaleString("en-US", { timeZone: "America/Chicago" }));
  start.setDate(start.getDate() + 5);
  await page
    .getByLabel("Policy start date", { exact: true })
    .fill(`${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, "0")}-${String(start.getDate()).padStart(2, "0")}`);
  await page.getByRole("button", { name: "Continue to coverage" }).click();
  await expect(page.getByRole("tab", { name: "Coverage" })).toHaveAttribute("aria-selected", "true");

  let dropped = 0;
  await page.route(/\/renters\/results\.data\?/, (route) => {
    dropped += 1;
    return route.abort("failed");
  });
  await page.getByRole("button", { name: "Get my rates" }).click();
  // Asked again at each tick (one second), the status still waiting for the carriers.
  await expect.poll(() => dropped, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole("status").filter({ hasText: "Getting rates from our carriers…" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Renters insurance" })).toBeVisible();

  await page.unroute(/\/renters\/results\.data\?/);
  await expect(page.getByText(/carriers answered/)).toBeVisible({ timeout: 30_000 });
});

test("bot check: an unanswered check and question say the check is unavailable, beside the form", async ({ page }) => {
  await page.route(/\/bot-check(\.data)?(\?|$)/, (route) => route.abort("failed"));
  const dropped = page.waitForEvent("requestfailed", (request) => new URL(request.url()).pathname === "/bot-check.data");
  await page.goto("/quote?brand=lonestar#previousQuotes");
  const view = page.getByTestId("previous-quotes");
  await view.getByLabel("Date of birth").fill("01/15/1979");
  await dropped;
  await expect(view.getByText("The check is unavailable right now. Please try again in a moment.")).toBeVisible();
  await expect(view.getByRole("button", { name: "Find my quotes" })).toBeVisible();
});
