/**
 * doc2 §4: on the California page (get-a-quote-ca) every call goes to the brand's California
 * endpoint, the results stage's included. This test runs a server of its own that writes down each
 * call the site makes to the platform (fixtures/record-platform-calls.ts). A visitor on the
 * California page gets a Los Angeles quote, read by polling and then by the stream, finds earlier
 * quotes by phone and date of birth, gives feedback, asks an agent, buys and gets fresh quotes:
 * every results call went to /api/ca, none to the main /api. On the base page they keep the main one.
 */
import { fileURLToPath } from "node:url";
import { expect, test, type Page } from "@playwright/test";
import { chooseLanguage, watchErrors } from "./helpers";
import { fetcherAnswer, isFetcherAnswer } from "./fetcher-answer";
import { startOwnServer, type OwnServer } from "./own-server";
import { createQuotedTransaction, uniquePhone } from "./quote-results-support";
import { labels, openOnVehicles, routePlacesToStandIn, uniquePerson } from "./quote-wizard-support";

/** The platform calls of the results stage (doc2 §7), by their path under an endpoint. */
const resultsCalls = [
  "rating/getResultsByTransactionId",
  "rating/getTransaction",
  "rating/loadByRateQuoteId/",
  "rating/buyNow",
  "rating/selectQuote",
  "lead/sendEvent",
  "rating/quoteFeedback",
  "rating/previousQuote",
  "rating/requote",
  "rating/submitTransaction",
];

let server: OwnServer | undefined;
let base = "";
/** The paths the server answered (its request log). */
const requestPaths: string[] = [];
/** The paths of the calls the site made to the platform, in order. */
const platformCalls: string[] = [];
const recorder = fileURLToPath(new URL("./fixtures/record-platform-calls.ts", import.meta.url));

/** Each complete JSON line of a stream, as it arrives. */
function onJsonLines(stream: NodeJS.ReadableStream, handle: (entry: { msg?: string; path?: string }) => void) {
  let pending = "";
  stream.on("data", (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      try {
        handle(JSON.parse(line) as { msg?: string; path?: string });
      } catch {
        // Not a log line.
      }
    }
  });
}

test.describe.configure({ mode: "serial", timeout: 180_000 });

/** Starts the test's own server (once, for the first test that needs it) and reads its request log. */
async function startServer(): Promise<void> {
  if (server) return;
  server = await startOwnServer({
    name: "California",
    portOffset: 14,
    env: () => ({ LOG_LEVEL: "info", NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import=${recorder}`.trim() }),
    output: "pipe",
    onStart: (child) => {
      onJsonLines(child.stdout!, (entry) => {
        if (entry.msg === "request" && entry.path) requestPaths.push(entry.path);
      });
      onJsonLines(child.stderr!, (entry) => {
        if (entry.msg === "platform call" && entry.path) platformCalls.push(entry.path);
      });
    },
  });
  base = server.base;
}

test.afterAll(async () => {
  await server?.stop();
});

/** The results calls the site made to the platform since `from`, by endpoint. */
function platformResultsCalls(from: number) {
  const calls = platformCalls.slice(from).filter((path) => resultsCalls.some((call) => path.includes(`/${call}`)));
  return { california: calls.filter((path) => path.startsWith("/api/ca/")), main: calls.filter((path) => !path.startsWith("/api/ca/")) };
}

const card = (page: Page) => page.locator("article[data-carrier]");

test("doc2 §4 a visitor on the California page: polling, stream, previous quotes, agent, feedback, buy now and requote all reach /api/ca", async ({
  page,
  context,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one server-side routing check; the phone project has nothing more to show");
  await startServer();
  const errors = watchErrors(page);
  await routePlacesToStandIn(page);
  await chooseLanguage(context, base, "en");
  // A saved Texas quote of this visitor, for the previous-quotes look-up below.
  const phone = uniquePhone();
  await createQuotedTransaction(base, { phone, dob: "04/12/1990", brand: "delsol" });
  const from = platformCalls.length;
  const c = labels.en;

  // A Los Angeles quote on the California page, its results read by the 3-second polling (no stream).
  await page.route("**/results/stream**", (route) => route.fulfill({ status: 503, body: "" }));
  // The driver steps saved on the California page: its vehicles step opens.
  await openOnVehicles(
    page,
    base,
    "en",
    uniquePerson("Sierra"),
    { street: "1200 S Central Ave", zip: "90001", city: "Los Angeles", state: "CA" },
    { brand: "delsol", path: "/get-a-quote-ca", california: true },
  );
  await page.getByRole("button", { name: c.addVehicle }).first().click();
  const modal = page.getByRole("dialog", { name: c.addVehicleTitle });
  await modal.getByLabel(c.year, { exact: true }).selectOption("2019");
  await modal.getByLabel(c.make, { exact: true }).selectOption("Honda");
  await modal.getByLabel(c.model, { exact: true }).selectOption("Civic");
  await modal.getByRole("spinbutton", { name: c.mileage }).fill("16000");
  await modal.getByRole("button", { name: c.saveVehicle }).click();
  await page.getByRole("button", { name: c.toCoverage }).click();
  await page.getByRole("button", { name: c.getQuotes }).click();
  await expect(page).toHaveURL(/\/get-a-quote-ca(\?brand=delsol)?#quotes$/);
  await expect(page.locator("#quotes")).toHaveAttribute("data-transaction-id", /^tx-/);
  // Polled by the page's fetcher: React Router's `.data` request of the route.
  await expect.poll(() => requestPaths.slice(from)).toContain("/get-a-quote-ca/results/poll.data");

  // The same quote stage again, streamed this time.
  await page.unroute("**/results/stream**");
  await page.reload();
  await expect(page.locator("#quotes")).toHaveAttribute("data-transaction-id", /^tx-/);
  await expect.poll(() => requestPaths.slice(from)).toContain("/get-a-quote-ca/results/stream");

  // Previous quotes by phone and date of birth: cards to act on.
  await page.goto(`${base}/get-a-quote-ca#previousQuotes`);
  const view = page.getByTestId("previous-quotes");
  await view.getByLabel("Date of birth").fill("04/12/1990");
  await view.getByLabel("Phone number").fill(phone);
  const looked = page.waitForResponse((r) => r.url().startsWith(`${base}/`) && isFetcherAnswer(r, "/get-a-quote-ca/results/previous"));
  await view.getByRole("button", { name: "Find my quotes" }).click();
  expect(await fetcherAnswer(await looked)).toMatchObject({ status: "found" });
  const found = page.getByTestId("previous-quotes-found");
  const first = found.locator("article[data-carrier]").first();
  await expect(first).toBeVisible({ timeout: 20_000 });

  // Feedback.
  const feedback = page.waitForResponse((r) => r.url().startsWith(`${base}/`) && isFetcherAnswer(r, "/get-a-quote-ca/results/feedback"));
  await first
    .getByRole("group", { name: /Feedback/ })
    .getByRole("button", { name: "Yes" })
    .click();
  expect(await fetcherAnswer(await feedback)).toEqual({ ok: true });

  // An agent, by text.
  await first.getByRole("button", { name: /^Call: / }).click();
  const contacted = page.waitForResponse((r) => r.url().startsWith(`${base}/`) && isFetcherAnswer(r, "/get-a-quote-ca/results/contact"));
  await page.getByRole("dialog", { name: "Talk to an agent" }).getByRole("button", { name: "Text me about this quote" }).click();
  expect(await fetcherAnswer(await contacted)).toEqual({ ok: true, action: "text" });
  await page.getByRole("dialog", { name: "We're on it!" }).getByRole("button", { name: "Done" }).click();

  // Buy now: whatever the carrier's mode, the link comes from the site's action.
  const bought = page.waitForResponse((r) => r.url().startsWith(`${base}/`) && isFetcherAnswer(r, "/get-a-quote-ca/results/buy-now"));
  await first.getByRole("button", { name: /Buy now/ }).click();
  expect(await fetcherAnswer(await bought)).toMatchObject({ ok: true });

  // Fresh quotes from the saved transaction (the page shows the quotes found for this session again).
  await page.goto(`${base}/get-a-quote-ca#previousQuotes`);
  const requoted = page.waitForResponse((r) => r.url().startsWith(`${base}/`) && isFetcherAnswer(r, "/get-a-quote-ca/results/requote"));
  await found.getByTestId("requote").getByRole("button", { name: "Get fresh quotes" }).click();
  expect(await fetcherAnswer(await requoted)).toMatchObject({ ok: true });

  for (const call of resultsCalls) {
    await expect.poll(() => platformResultsCalls(from).california.some((path) => path.startsWith(`/api/ca/${call}`)), `/api/ca/${call}`).toBe(true);
  }
  expect(platformResultsCalls(from).main).toEqual([]);
  // The stream refused on purpose above is the only failed request.
  expect(errors.filter((error) => !error.includes("503"))).toEqual([]);
});

test("doc2 §4 on the base quote page the same results calls keep the main endpoint", async ({ page, context }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one server-side routing check; the phone project has nothing more to show");
  await startServer();
  await chooseLanguage(context, base, "en");
  const saved = await createQuotedTransaction(base, { phone: uniquePhone(), dob: "04/12/1990", brand: "delsol" });
  const from = platformCalls.length;
  await page.goto(`${base}/quote?brand=delsol&code=${saved.rated[0]}`);
  const verify = page.getByRole("dialog");
  await verify.getByLabel("Date of birth").fill("04/12/1990");
  await verify.getByRole("button", { name: "See my quote" }).click();
  await expect(page.locator("#quotes")).toHaveAttribute("data-transaction-id", saved.transactionId);
  await expect(card(page).first()).toBeVisible({ timeout: 20_000 });
  const feedback = page.waitForResponse((r) => r.url().startsWith(`${base}/`) && isFetcherAnswer(r, "/quote/results/feedback"));
  await card(page)
    .first()
    .getByRole("group", { name: /Feedback/ })
    .getByRole("button", { name: "No" })
    .click();
  expect(await fetcherAnswer(await feedback)).toEqual({ ok: true });

  await expect
    .poll(() => platformResultsCalls(from).main)
    .toEqual(expect.arrayContaining(["/api/rating/getResultsByTransactionId", "/api/rating/quoteFeedback"]));
  expect(platformResultsCalls(from).california).toEqual([]);
});
