/**
 * Affiliate entry (doc2 §4, §8): a partner lead prefills the wizard; a complete one goes straight
 * to the quote stage with a submitted transaction, an incomplete one opens its first incomplete
 * step with "{field} is empty".
 */
import { expect, test } from "@playwright/test";
import { solveBotCheck } from "../../app/.server/platform/botcheck.ts";
import { watchErrors } from "./helpers";

test.describe.configure({ timeout: 180_000 });

async function postPartnerLead(baseURL: string, rawData: Record<string, unknown>): Promise<string> {
  const header = { lang: "en", trackId: "e2e-affiliate", requestDate: new Date().toISOString() };
  const q = new URLSearchParams({ action: "submit", "header.lang": "en", "header.trackId": "e2e-affiliate", "header.requestDate": header.requestDate });
  const challenge = (await (await fetch(new URL(`/api/account/botcheck?${q}`, baseURL))).json()) as { challenge: string; difficulty: number };
  const login = await fetch(new URL("/api/account/loginWithToken", baseURL), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ header, botCheckToken: await solveBotCheck(challenge.challenge, challenge.difficulty) }),
  });
  const { token } = (await login.json()) as { token: string };
  const gclid = `g${Math.random().toString(36).slice(2, 12)}`;
  const posted = await fetch(new URL("/api/lead/affiliate", baseURL), {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ header, partnerId: "qs", source: "qs", medium: "cpc", gclid, rawData }),
  });
  expect(posted.status).toBe(201);
  return gclid;
}

const lead = {
  firstName: "Avery",
  lastName: "Partner",
  dob: "06/15/1984",
  email: "avery.partner@example.com",
  phone: "2145550166",
  address: "1500 Marilla St",
  city: "Dallas",
  state: "TX",
  zip: "75201",
  gender: "female",
  marital: "married",
  insured: "yes",
  vehicles: [{ year: 2019, make: "Honda", model: "Civic" }],
  term: 6,
};

test("doc2 §4 affiliate entry: a complete partner lead goes straight to the quote stage", async ({ page, baseURL }) => {
  const errors = watchErrors(page);
  const gclid = await postPartnerLead(baseURL!, lead);
  await page.goto(`/quote?utm_source=qs&utm_medium=cpc&gclid=${gclid}`);
  await expect(page).toHaveURL(/\/quote#quotes$/);
  await expect(page.locator("#quotes")).toHaveAttribute("data-transaction-id", /^tx-/);
  expect(errors).toEqual([]);
});

test("doc2 §4, §8 affiliate entry: an incomplete lead opens its first incomplete step with '{field} is empty'", async ({ page, baseURL }) => {
  const gclid = await postPartnerLead(baseURL!, { ...lead, email: "" });
  await page.goto(`/quote?utm_source=qs&gclid=${gclid}`);
  await expect(page.locator("#quote-step-title")).toHaveText("How can we reach you?");
  await expect(page.getByRole("status").filter({ hasText: "Email is empty" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Mobile phone", exact: true })).toHaveValue("214-555-0166");
});
