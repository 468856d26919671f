/**
 * Browser-test support of the follow-up flow: a transaction rated for a shopper through the platform API, with the
 * rate quote of a follow-up carrier; the shopper proving the quote is theirs on the quote page; the follow-up form
 * stored at the contact-verification step with the codes sent (as the questions step leaves it); and the code the
 * outbox holds for a recipient, read through the platform's staff outbox API.
 */
import { expect, type Page } from "@playwright/test";
import { platformCall, platformUrlFor, siteToken } from "./platform-api";

export const FOLLOW_UP_CARRIERS = ["bluebonnet-lantern"];

export interface Shopper {
  firstName: string;
  lastName: string;
  /** MM/DD/YYYY */
  dob: string;
  email: string;
  phone: string;
}

/** A Dallas transaction rated for `shopper`; its id and the rate quote of a follow-up carrier. */
export async function seedFollowUpQuote(baseURL: string, shopper: Shopper, brand = "lonestar") {
  const platform = platformUrlFor(baseURL);
  const token = await siteToken(brand, platform);
  const person = { name: shopper.firstName, surname: shopper.lastName, dob: shopper.dob, gender: 1, maritalStatus: 1 };
  const transaction = {
    term: 6,
    customer: {
      ...person,
      email: shopper.email,
      phoneNumber: shopper.phone,
      insured: true,
      address: { address: "2210 Elm St", city: "Dallas", state: "TX", zipCode: "75201", county: "Dallas" },
    },
    drivers: [{ ...person, relation: 0, licenseType: 1 }],
    cars: [{ vin: "4T1B11HK7JU512345", year: 2018, maker: "TOYOTA", model: "CAMRY", annualMilesAge: 11000 }],
    coverages: [
      { coverageCd: "BI", val1: 30000, val2: 60000 },
      { coverageCd: "PD", val1: 25000 },
    ],
  };
  const { transactionId } = await platformCall<{ transactionId: string }>("POST", "/api/rating/prepareTransaction", { platform, token, body: { transaction } });
  await platformCall("POST", "/api/rating/submitTransaction", { platform, token, body: { transactionId } });
  for (let i = 0; i < 150; i++) {
    const answer = await platformCall<{ isDone: boolean; results: { rateQuoteId: string | null; carrierId: string; status: string }[] }>(
      "GET",
      "/api/rating/getResultsByTransactionId",
      { platform, token, query: { transactionId } },
    );
    const rated = answer.results.find((r) => r.status === "rated" && r.rateQuoteId && FOLLOW_UP_CARRIERS.includes(r.carrierId));
    if (answer.isDone) {
      if (!rated?.rateQuoteId) throw new Error(`no follow-up carrier rated: ${answer.results.map((r) => `${r.carrierId}:${r.status}`).join(", ")}`);
      return { transactionId, rateQuoteId: rated.rateQuoteId };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("rating did not finish");
}

/** The shopper proves the quote is theirs (doc2 §4 owner check) on the quote page, in English. */
export async function proveOwnQuote(page: Page, rateQuoteId: string, dob: string) {
  await page.goto(`/quote?code=${rateQuoteId}`);
  const verify = page.getByRole("dialog", { name: /./ }).filter({ has: page.getByLabel("Date of birth") });
  await verify.getByLabel("Date of birth").fill(dob);
  await verify.getByRole("button", { name: "See my quote" }).click();
  await expect(page.locator("article[data-carrier]").first()).toBeVisible({ timeout: 30_000 });
}

/**
 * The earlier steps done (stored through the platform as the form's actions store them): the form at the
 * contact-verification step, the tracking record created and both codes sent, in English.
 */
export async function atVerificationStep(baseURL: string, keys: { transactionId: string; rateQuoteId: string }, firstName: string, brand = "lonestar") {
  const platform = platformUrlFor(baseURL);
  const token = await siteToken(brand, platform);
  await platformCall("POST", "/api/followup/form", { platform, token, body: { ...keys, step: "verify", data: {}, version: 0 } });
  const tracking = `/api/follow-up/tracking/${keys.transactionId}`;
  await platformCall("POST", tracking, { platform, token, body: { rateQuoteId: keys.rateQuoteId, steps: { FirstName: firstName } } });
  await platformCall("POST", `${tracking}/codes`, { platform, token, body: { channels: ["email", "sms"], firstName, lang: "en" } });
}

/** The newest contact-verification code sent to `to` (an e-mail address or 10 digits), read from the outbox with a staff token. */
export async function codeSentTo(baseURL: string, staffToken: string, to: string): Promise<string> {
  const { messages } = await platformCall<{ messages: { text: string; template: string }[] }>("GET", "/api/outbox", {
    platform: platformUrlFor(baseURL),
    token: staffToken,
    query: { to, limit: "5" },
  });
  const code = /\b(\d{6})\b/.exec(messages.find((m) => m.template === "contactVerificationCode")?.text ?? "")?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}
