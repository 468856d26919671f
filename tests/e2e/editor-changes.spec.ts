/**
 * A marketing editor's change in the content dataset shows on the page while the site runs: a
 * carrier taken off a brand, a carrier's buy-now mode, a wait message of the loading window, and a
 * label of a page the server keeps in its page cache.
 *
 * How: the local content source reads the NDJSON file at CONTENT_DATASET_FILE and reads it again when
 * the file changes (app/.server/content/local-source.ts: its modification time is checked at most
 * once a second); the content's version then changes, and with it every cached answer and the
 * server's page cache (docs/content.md). These tests run a server of their own on a copy of the seed
 * dataset in a temporary directory, and edit that copy as an editor's publish would change the
 * dataset. No route or flag is added for tests: nothing here exists on a production server, and the
 * suite's shared server (and its seed file) are never touched, so parallel tests see the seed as it is.
 * The tests of this file run one after another; each puts the seed back when it ends.
 */
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type Page } from "@playwright/test";
import { buyNowMode, clientKind } from "../../app/domain/quote/buy-now.ts";
import { chooseLanguage, pageScriptsRunning, watchErrors } from "./helpers";
import { startOwnServer, type OwnServer } from "./own-server";
import { createQuotedTransaction, openSavedQuotes, uniquePhone } from "./quote-results-support";

test.describe.configure({ mode: "serial", timeout: 60_000 });

type Doc = Record<string, unknown> & { _id: string; _type: string };

const seedFile = fileURLToPath(new URL("../../studio/seed/production.ndjson", import.meta.url));
const seedText = readFileSync(seedFile, "utf8");
const seedDocs = (): Doc[] =>
  seedText
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Doc);

/** The local dataset checks its file at most once a second (LocalDataset): a change shows from then on. */
const PICKUP_MS = 1_100;

let server: OwnServer | undefined;
let datasetFile = "";
let base = "";

/** Writes the server's dataset whole (a rename, so it never reads half a file) and waits until it is read again. */
async function writeDataset(text: string) {
  const next = `${datasetFile}.next`;
  writeFileSync(next, text);
  renameSync(next, datasetFile);
  await new Promise((resolve) => setTimeout(resolve, PICKUP_MS));
}

/** An editor's change: the seed with `change` applied to its documents. */
async function editDataset(change: (byId: (id: string) => Doc) => void) {
  const docs = seedDocs();
  change((id) => {
    const doc = docs.find((d) => d._id === id);
    if (!doc) throw new Error(`No document ${id} in the seed`);
    return doc;
  });
  await writeDataset(`${docs.map((d) => JSON.stringify(d)).join("\n")}\n`);
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startOwnServer({
    name: "editor-changes",
    portOffset: 13,
    env: (dataDir) => {
      datasetFile = path.join(dataDir, "production.ndjson");
      writeFileSync(datasetFile, seedText);
      return { CONTENT_DATASET_FILE: datasetFile };
    },
  });
  base = server.base;
});

test.afterEach(async () => {
  if (server?.process.exitCode === null) await writeDataset(seedText);
});

test.afterAll(async () => {
  await server?.stop();
});

/** The cards stream in after each load; on a busy machine that takes longer than expect's default. */
const QUOTES_TIMEOUT = 20_000;

const card = (page: Page, carrierId: string) => page.locator(`article[data-carrier="${carrierId}"]`);

/** A saved Dallas quote (six carriers) of a new visitor, opened at the quote stage in English. */
async function savedQuotes(page: Page) {
  await chooseLanguage(page.context(), base, "en");
  const tx = await createQuotedTransaction(base, { phone: uniquePhone() });
  await openSavedQuotes(page, tx, { base });
  return tx;
}

test("doc2 §4 a carrier the editor takes off the brand gives that brand's visitors no card, an earlier quote included", async ({ page }) => {
  const errors = watchErrors(page);
  await savedQuotes(page);
  await expect(page.getByText("6 quotes from our carriers")).toBeVisible({ timeout: QUOTES_TIMEOUT });
  await page.getByRole("button", { name: "Show more quotes" }).click({ timeout: QUOTES_TIMEOUT });
  await expect(card(page, "red-river")).toHaveCount(1);

  await editDataset((doc) => {
    const carrier = doc("carrier-red-river");
    carrier.brands = (carrier.brands as { _ref: string }[]).filter((ref) => ref._ref !== "brand-lonestar");
  });
  await page.reload();
  await expect(page.getByText("5 quotes from our carriers")).toBeVisible({ timeout: QUOTES_TIMEOUT });
  await expect(page.locator("article[data-carrier]")).toHaveCount(5);
  await expect(card(page, "red-river")).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("doc2 §4, §6 a carrier's buy-now mode the editor changes is what its Buy now does", async ({ page }) => {
  await savedQuotes(page);
  const kind = await page.evaluate(() => ({ ua: navigator.userAgent, width: window.innerWidth }));
  expect(clientKind(kind.ua, kind.width)).toBe("desktop");
  const buy = (carrierId: string) => card(page, carrierId).getByRole("button", { name: /Buy now/ });
  const frame = page.getByRole("dialog", { name: /^Buy from/ });
  const confirm = page.getByRole("alertdialog", { name: /^Continue to/ });
  // Seed (both sold on the carrier's own site): Armadillo Ridge opens in a frame, Red River in a new window.
  expect(buyNowMode({ bolType: 1, openNewWindow: false }, "desktop")).toBe("frame");
  expect(buyNowMode({ bolType: 1, openNewWindow: true }, "desktop")).toBe("newWindow");
  await page.getByRole("button", { name: "Show more quotes" }).click({ timeout: QUOTES_TIMEOUT });
  await buy("armadillo-ridge").click();
  await expect(frame.locator("iframe")).toHaveAttribute("src", /\/sandbox\/carrier\//);
  await frame.getByRole("button", { name: "Close", exact: true }).last().click();
  await expect(frame).toBeHidden();
  let popup = page.waitForEvent("popup");
  await buy("red-river").click();
  await (await popup).close();

  // The editor sets Armadillo Ridge to confirm first, and Red River no longer needs its own window.
  expect(buyNowMode({ bolType: 2, openNewWindow: false }, "desktop")).toBe("confirm");
  expect(buyNowMode({ bolType: 1, openNewWindow: false }, "desktop")).toBe("frame");
  await editDataset((doc) => {
    doc("carrier-armadillo-ridge").bolType = 2;
    doc("carrier-red-river").openNewWindow = false;
  });
  await page.reload();
  await page.getByRole("button", { name: "Show more quotes" }).click({ timeout: QUOTES_TIMEOUT });
  // Confirm first: a Yes/No window asks before leaving for the carrier; Yes opens its page.
  await buy("armadillo-ridge").click();
  await expect(confirm).toBeVisible();
  await expect(frame).toHaveCount(0);
  popup = page.waitForEvent("popup");
  await confirm.getByRole("button", { name: "Yes, continue" }).click();
  await (await popup).close();
  await expect(confirm).toBeHidden();
  // A frame: the carrier's page opens inside the results.
  await buy("red-river").click();
  await expect(frame.locator("iframe")).toHaveAttribute("src", /\/sandbox\/carrier\//);
});

test("doc2 §2 step 8 the wait messages of the loading window the editor rewords show while the quotes load", async ({ page }) => {
  // The results never answer: the loading window stays, its messages turning every 3 s.
  await page.route("**/quote/results/stream**", () => undefined);
  await page.route("**/quote/results/poll**", () => undefined);
  await savedQuotes(page);
  const loading = page.getByRole("dialog", { name: "Finding your quotes" });
  const seedMessages = /We're comparing prices|Checking discounts|Matching coverage|Almost there/;
  await expect(loading).toContainText(seedMessages);

  await editDataset((doc) => {
    doc("labelSettings-lonestar").overrides = [0, 1, 2, 3].map((i) => ({
      _key: `wait-${i}`,
      _type: "labelOverride",
      key: `quotes.loading.messages.${i}`,
      en: `Lone Star is asking its carriers for your prices (${i + 1} of 4)…`,
    }));
  });
  await page.reload();
  await expect(loading).toContainText(/Lone Star is asking its carriers for your prices \([1-4] of 4\)…/);
  await expect(loading).not.toContainText(seedMessages);
});

test("a label the editor changes shows on a page the server had cached, at once, for every visitor", async ({ page }) => {
  // The home page of the default brand, as every visitor of the brand in English gets it: from the server's page cache.
  const home = async () => {
    const response = await page.request.get(`${base}/`);
    return { cache: response.headers()["x-page-cache"], html: await response.text() };
  };
  await chooseLanguage(page.context(), base, "en");
  await home();
  const before = await home();
  expect(before.cache).toBe("hit");
  expect(before.html).toContain("Auto insurance made simple");

  await editDataset((doc) => {
    doc("labelSettings-lonestar").overrides = [{ _key: "home-eyebrow", _type: "labelOverride", key: "home.eyebrow", en: "Texas drivers save with Lone Star" }];
  });
  const after = await home();
  expect(after.cache).toBe("miss");
  expect(after.html).toContain("Texas drivers save with Lone Star");
  expect(after.html).not.toContain("Auto insurance made simple");

  // In the browser too, after its script runs (it renders with the same strings).
  await page.goto(`${base}/`);
  await pageScriptsRunning(page);
  await expect(page.getByText("Texas drivers save with Lone Star")).toBeVisible();
});
