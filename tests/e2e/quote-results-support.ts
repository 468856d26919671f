/**
 * Rated transactions made directly on the embedded platform, as a returning visitor's earlier
 * quote: prepare and submit through its HTTP API with a site token, then wait for every carrier.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { buyNowMode, clientKind } from "../../app/domain/quote/buy-now.ts";
import { expectNoAxeViolations } from "./helpers";
import { platformCall, platformUrlFor, siteToken } from "./platform-api";

/** A platform call made as the site makes it, to the platform of the test server at `baseURL`. */
const call = <T>(baseURL: string, method: "GET" | "POST", path: string, options: { token?: string; body?: object; query?: Record<string, string> } = {}) =>
  platformCall<T>(method, path, { ...options, platform: platformUrlFor(baseURL) });

/** A 10-digit phone number no other test uses. */
export function uniquePhone(): string {
  return `${2 + Math.floor(Math.random() * 8)}${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
}

export interface QuotedTransaction {
  transactionId: string;
  /** Rate quote ids of carriers that quoted. */
  rated: string[];
  firstName: string;
}

/**
 * Prepares and submits a transaction, then waits until every carrier answered (`until: "done"`,
 * the default) or only until the first carrier quoted (`"firstQuote"`: the others still rating).
 */
export async function createQuotedTransaction(
  baseURL: string,
  options: {
    phone: string;
    dob?: string;
    firstName?: string;
    brand?: string;
    until?: "done" | "firstQuote";
    /** The customer's address (Dallas, Texas by default) and the state minimum limits to quote there. */
    address?: { address: string; city: string; state: string; zipCode: string; county: string };
    coverages?: { coverageCd: string; val1: number; val2?: number }[];
  },
): Promise<QuotedTransaction> {
  const token = await siteToken(options.brand, platformUrlFor(baseURL));
  const dob = options.dob ?? "04/12/1990";
  const firstName = options.firstName ?? "Jordan";
  const transaction = {
    term: 6,
    customer: {
      name: firstName,
      surname: "Sample",
      dob,
      email: `${options.phone}@example.com`,
      phoneNumber: options.phone,
      gender: 0,
      maritalStatus: 1,
      insured: true,
      address: options.address ?? { address: "1500 Marilla St", city: "Dallas", state: "TX", zipCode: "75201", county: "Dallas" },
    },
    drivers: [{ name: firstName, surname: "Sample", dob, gender: 0, maritalStatus: 1, relation: 0, licenseType: 1 }],
    cars: [{ vin: "4T1BF1FK5CU123456", year: 2018, maker: "TOYOTA", model: "CAMRY", annualMilesAge: 11000 }],
    coverages: options.coverages ?? [
      { coverageCd: "BI", val1: 30000, val2: 60000 },
      { coverageCd: "PD", val1: 25000 },
    ],
  };
  const { transactionId } = await call<{ transactionId: string }>(baseURL, "POST", "/api/rating/prepareTransaction", { token, body: { transaction } });
  await call(baseURL, "POST", "/api/rating/submitTransaction", { token, body: { transactionId } });
  const until = options.until ?? "done";
  for (let i = 0; i < 150; i++) {
    const answer = await call<{ isDone: boolean; results: { rateQuoteId: string | null; status: string }[] }>(
      baseURL,
      "GET",
      "/api/rating/getResultsByTransactionId",
      { token, query: { transactionId } },
    );
    const rated = answer.results.flatMap((r) => (r.status === "rated" && r.rateQuoteId ? [r.rateQuoteId] : []));
    if (answer.isDone || (until === "firstQuote" && rated.length > 0)) return { transactionId, rated, firstName };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("rating did not finish");
}

const card = (page: Page, carrierId: string) => page.locator(`article[data-carrier="${carrierId}"]`);

/** The carriers that quote the sample transaction (Dallas, Texas, a 2018 Camry, a driver of 36): the six Texas table carriers. */
export const SAMPLE_QUOTE_COUNT = 6;

/**
 * The cards of the sample transaction as they first show (doc2 §9: at most 5 at first): five cards,
 * and "show more" for the sixth. With `reveal`, shows it and expects all six.
 */
export async function expectSampleCards(scope: Page | Locator, options: { lang?: "en" | "es"; timeout?: number; reveal?: boolean } = {}) {
  const cards = scope.locator("article[data-carrier]");
  await expect(cards).toHaveCount(5, { timeout: options.timeout });
  const more = scope.getByRole("button", { name: options.lang === "es" ? "Ver más cotizaciones" : "Show more quotes" });
  await expect(more).toBeVisible();
  if (!options.reveal) return;
  await more.click();
  await expect(cards).toHaveCount(SAMPLE_QUOTE_COUNT);
}

/** Buy now on three carriers whose flags lead to each mode on a desktop browser (doc2 §4), checking the mode the page's client gets. */
export async function buyThroughEachMode(page: Page) {
  const client = await page.evaluate(() => ({ ua: navigator.userAgent, width: window.innerWidth }));
  const kind = clientKind(client.ua, client.width);
  const flags = {
    "red-river": { openNewWindow: true, bolType: 1 },
    "pecan-hollow": { openNewWindow: true, bolType: 2 },
    "armadillo-ridge": { openNewWindow: false, bolType: 1 },
  } as const;
  const seen = new Set<string>();
  for (const [carrierId, carrierFlags] of Object.entries(flags)) {
    const mode = buyNowMode(carrierFlags, kind);
    seen.add(mode);
    const buy = card(page, carrierId).getByRole("button", { name: /Buy now/ });
    if (mode === "newWindow") {
      const popup = page.waitForEvent("popup");
      await buy.click();
      await (await popup).waitForURL(/\/sandbox\/carrier\//);
    } else if (mode === "confirm") {
      await buy.click();
      const confirm = page.getByRole("alertdialog", { name: /^Continue to/ });
      await expectNoAxeViolations(page);
      await confirm.getByRole("button", { name: "No, stay here" }).click();
      await expect(confirm).toBeHidden();
      await buy.click();
      const popup = page.waitForEvent("popup");
      await page
        .getByRole("alertdialog", { name: /^Continue to/ })
        .getByRole("button", { name: "Yes, continue" })
        .click();
      await (await popup).waitForURL(/\/sandbox\/carrier\//);
    } else {
      await buy.click();
      const frame = page.getByRole("dialog", { name: /^Buy from/ });
      await expect(frame.locator("iframe")).toHaveAttribute("src", /\/sandbox\/carrier\//);
      await expect(page.frameLocator("iframe").locator("body")).not.toBeEmpty();
      await expectNoAxeViolations(page);
      const popup = page.waitForEvent("popup");
      await frame.getByRole("link", { name: "Open in a new window" }).click();
      await (await popup).waitForURL(/\/sandbox\/carrier\//);
      await expect(frame).toBeHidden();
    }
  }
  expect([...seen].sort()).toEqual(kind === "desktop" ? ["confirm", "frame", "newWindow"] : ["confirm", "frame"]);
}

/**
 * axe on the buy-now modals in the page's language (doc2 §2): the Yes/No confirmation and the
 * embedded frame, each closed again without buying. Carriers whose flags open a new window have no modal.
 */
export async function buyNowModalsPassAxe(page: Page, lang: "en" | "es") {
  const client = await page.evaluate(() => ({ ua: navigator.userAgent, width: window.innerWidth }));
  const kind = clientKind(client.ua, client.width);
  const text =
    lang === "es"
      ? { buy: /Comprar ahora/, confirm: /^¿Continuar a/, no: "No, quedarme aquí", frame: /^Comprar con/, close: "Cerrar" }
      : { buy: /Buy now/, confirm: /^Continue to/, no: "No, stay here", frame: /^Buy from/, close: "Close" };
  const flags = { "pecan-hollow": { openNewWindow: true, bolType: 2 }, "armadillo-ridge": { openNewWindow: false, bolType: 1 } } as const;
  const seen = new Set<string>();
  for (const [carrierId, carrierFlags] of Object.entries(flags)) {
    const mode = buyNowMode(carrierFlags, kind);
    seen.add(mode);
    await card(page, carrierId).getByRole("button", { name: text.buy }).click();
    if (mode === "confirm") {
      const confirm = page.getByRole("alertdialog", { name: text.confirm });
      await expect(confirm).toBeVisible();
      await expectNoAxeViolations(page);
      await confirm.getByRole("button", { name: text.no }).click();
      await expect(confirm).toBeHidden();
    } else if (mode === "frame") {
      const frame = page.getByRole("dialog", { name: text.frame });
      await expect(frame.locator("iframe")).toHaveAttribute("src", /\/sandbox\/carrier\//);
      await expectNoAxeViolations(page);
      // The frame's own close button (the corner one has the same name).
      await frame.getByRole("button", { name: text.close, exact: true }).last().click();
      await expect(frame).toBeHidden();
    }
  }
  expect([...seen].sort()).toEqual(["confirm", "frame"]);
}

/**
 * Proves ownership of a saved quote (`?code=`, its owner's date of birth), then waits for its
 * transaction at the quote stage. `base`: the test server (a spec's own one), default the suite's.
 */
export async function openSavedQuotes(page: Page, tx: QuotedTransaction, options: { base?: string; lang?: "en" | "es"; dob?: string } = {}) {
  const prefix = options.lang === "es" ? "/es" : "";
  await page.goto(`${options.base ?? ""}${prefix}/quote?code=${tx.rated[0]}`);
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(options.lang === "es" ? "Fecha de nacimiento" : "Date of birth").fill(options.dob ?? "04/12/1990");
  await dialog.getByRole("button", { name: options.lang === "es" ? "Ver mi cotización" : "See my quote" }).click();
  await expect(page).toHaveURL(/#quotes$/);
  await expect(page.locator("#quotes")).toHaveAttribute("data-transaction-id", tx.transactionId);
}
