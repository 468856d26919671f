/**
 * A call of the page to the site that goes unanswered (the network drops it) shows what the
 * component shows for a failure, never the page's error boundary: contacting an agent says the
 * request could not be sent and gives the phone, buy now says the purchase page could not open,
 * feedback still thanks; no nearest-office banner shows (the hero's link goes on to the office
 * locator); the locator lists the offices near the visitor without a zip.
 */
import { expect, test, type Page } from "@playwright/test";
import { chooseLanguage, pageScriptsRunning } from "./helpers";
import { grantPosition, places } from "./offices-helpers";
import { createQuotedTransaction, uniquePhone } from "./quote-results-support";

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
