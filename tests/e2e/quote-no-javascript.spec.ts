/**
 * The quote journey without JavaScript: from the home page's zip, every wizard step
 * is a form the browser posts itself, each answer carries exactly one session cookie (the action's;
 * a loader never writes one), and the quote stage shows the carriers' cards, refreshing itself
 * while carriers are still answering.
 */
import { expect, test, type Page, type Response } from "@playwright/test";
import { brand } from "./seed";
import { labels, stepTitle, textbox, uniquePerson } from "./quote-wizard-support";

const lonestar = brand("lonestar");
const c = labels.en;

test.use({ javaScriptEnabled: false });
test.describe.configure({ timeout: 120_000 });

/** The session cookies the server set on one answer. */
async function sessionCookies(response: Response): Promise<string[]> {
  return (await response.headersArray())
    .filter((header) => header.name.toLowerCase() === "set-cookie" && /^(__Host-)?session=/.test(header.value))
    .map((header) => header.value);
}

/** Submits with `click`, and checks the POST that answered carried at most one session cookie. */
async function post(page: Page, click: () => Promise<void>, posts: Response[]) {
  const answered = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/quote");
  await click();
  const response = await answered;
  posts.push(response);
  expect(await sessionCookies(response), `${response.status()} ${response.url()}`).toHaveLength(1);
}

test("without JavaScript the quote journey posts every step from the home page's zip to the quote cards, one session cookie per answer", async ({ page }) => {
  const person = uniquePerson("NoScript");
  const posts: Response[] = [];

  await page.goto("/?brand=lonestar");
  await textbox(page, lonestar.hero.zipLabel.en).fill("75201");
  await page.getByRole("button", { name: lonestar.hero.cta.en }).click();
  await expect(page).toHaveURL(/\/quote#driver1$/);

  // Driver 1/3: Continue is a plain submit button (it was disabled until a script checked the fields).
  await expect(stepTitle(page)).toHaveText(c.titles.driver1);
  await textbox(page, c.first).fill(person.first);
  await textbox(page, c.last).fill(person.last);
  await textbox(page, c.dob).fill("08/21/1987");
  await expect(page.getByRole("button", { name: c.next })).toBeEnabled();
  await post(page, () => page.getByRole("button", { name: c.next }).click(), posts);

  await expect(stepTitle(page)).toHaveText(c.titles.driver2);
  await textbox(page, c.email).fill(person.email);
  await textbox(page, c.phone).fill(person.phone);
  await page.getByRole("checkbox", { name: c.consent }).check();
  await post(page, () => page.getByRole("button", { name: c.next }).click(), posts);

  // Back is a form the browser posts too (doc2 §2), and the answers stay.
  await expect(stepTitle(page)).toHaveText(c.titles.driver3);
  await post(page, () => page.getByRole("button", { name: c.back }).click(), posts);
  await expect(stepTitle(page)).toHaveText(c.titles.driver2);
  await expect(textbox(page, c.email)).toHaveValue(person.email);
  await post(page, () => page.getByRole("button", { name: c.next }).click(), posts);

  // Driver 3/3 starts with the home page's zip, city and state.
  await expect(stepTitle(page)).toHaveText(c.titles.driver3);
  await expect(textbox(page, c.zip)).toHaveValue("75201");
  await expect(textbox(page, c.city)).toHaveValue("Dallas");
  await textbox(page, c.address).fill("1500 Marilla St");
  await page.getByRole("radio", { name: c.female, exact: true }).check();
  await page.getByRole("radio", { name: c.single, exact: true }).check();
  await page.getByRole("radio", { name: c.yes, exact: true }).check();
  await post(page, () => page.getByRole("button", { name: c.next }).click(), posts);

  await expect(stepTitle(page)).toHaveText(c.titles.drivers);
  await post(page, () => page.getByRole("button", { name: c.toVehicles }).click(), posts);

  // The add-vehicle window needs the script: without it the step offers a VIN form.
  await expect(stepTitle(page)).toHaveText(c.titles.vehicles);
  await textbox(page, "VIN (vehicle identification number)").fill("4T1B11HK7JU512345");
  await post(page, () => page.getByRole("button", { name: c.saveVehicle }).click(), posts);
  await expect(page.getByRole("button", { name: "Remove 2018 Toyota Camry" })).toBeVisible();
  await post(page, () => page.getByRole("button", { name: c.toCoverage }).click(), posts);

  await expect(stepTitle(page)).toHaveText(c.titles.coverage);
  await post(page, () => page.getByRole("button", { name: c.getQuotes }).click(), posts);

  // The quote stage: the cards so far are in the page, which refreshes itself until every carrier answered.
  await expect(page.locator("#quotes")).toHaveAttribute("data-transaction-id", /^tx-/);
  await expect(page.locator("article[data-carrier]").first()).toBeVisible({ timeout: 30_000 });
  expect(posts.map((response) => response.status())).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200]);
});

test("without JavaScript a partner link shows no personal data and continues with a POST", async ({ page }) => {
  const response = await page.goto("/quote?utm_source=qs&utm_medium=cpc&gclid=no-such-click");
  expect(await sessionCookies(response!)).toEqual([]);
  await expect(page.getByRole("heading", { name: "Your quote is waiting" })).toBeVisible();
  const posted = page.waitForResponse((answer) => answer.request().method() === "POST");
  await page.getByRole("button", { name: "Continue" }).click();
  expect(await sessionCookies(await posted)).toHaveLength(1);
  // No lead for that click: driver step 1 with the partner's notice, at the page's clean address.
  await expect(stepTitle(page)).toHaveText(c.titles.driver1);
  await expect(page).not.toHaveURL(/gclid=/);
});
