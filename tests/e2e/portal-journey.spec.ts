/**
 * The customer portal in the browser, against the embedded platform (doc3 §2.7, §2.9, §4.6,
 * §5.6): sign in as a demo customer → policies → detail → pay now on the sandbox page → the
 * payment-return view → the policy's status turns to paid (English and Spanish); the rewards
 * history with Show More, the tier window and a redemption with code and pin; refer a friend; the
 * consent page in each of its states; the other tabs at a phone's width (@layout); an auto policy
 * bought online (seeded through the platform API) whose declarations page downloads from the
 * policies tab and from the detail window (English and Spanish). axe finds nothing on every tab and window.
 */
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { openDatabase } from "../../platform/db/index.ts";
import { seedLoyalty } from "../../platform/seed/loyalty.ts";
import { awardPoints } from "../../platform/services/loyalty.ts";
import { chooseLanguage, expectNoAxeViolations } from "./helpers";
import { demo, freshPayablePolicy } from "./payment-support";
import { E2E_PLATFORM_URL, E2E_PORT, E2E_SQLITE_PATH, platformCall, siteToken } from "./platform-api";
import { fetchCall, issueAutoPolicyOnline, VIN } from "../integration/portal-issued-policy";

const PASSWORD = "Demo#2026";
const copy = {
  en: {
    prefix: "",
    email: "E-mail",
    password: "Password",
    signIn: "Sign in",
    policiesTab: "Policies",
    rewardsTab: "Rewards",
    details: "Details of policy",
    makePayment: "Make a payment on policy",
    payNow: "Pay now",
    card: { number: "Card number", expiry: "Expiry (MM/YY)", cvc: "Security code (CVC)", name: "Name on the card", pay: /^Pay\b/ },
    received: "Payment received",
    paid: "Paid",
    drivers: "Drivers",
    history: "Payment history",
    detailTitle: (n: string) => `Policy ${n}`,
    payTitle: (n: string) => `Pay policy ${n}`,
  },
  es: {
    prefix: "/es",
    email: "Correo electrónico",
    password: "Contraseña",
    signIn: "Iniciar sesión",
    policiesTab: "Pólizas",
    rewardsTab: "Recompensas",
    details: "Detalles de la póliza",
    makePayment: "Haz un pago de la póliza",
    payNow: "Pagar ahora",
    card: { number: "Número de tarjeta", expiry: "Vencimiento (MM/AA)", cvc: "Código de seguridad (CVC)", name: "Nombre en la tarjeta", pay: /^Pagar\b/ },
    received: "Pago recibido",
    paid: "Pagada",
    drivers: "Conductores",
    history: "Historial de pagos",
    detailTitle: (n: string) => `Póliza ${n}`,
    payTitle: (n: string) => `Pagar la póliza ${n}`,
  },
} as const;
type Copy = (typeof copy)[keyof typeof copy];

test.describe.configure({ timeout: 240_000 });

/** The demo customers' rewards (platform/seed/loyalty.ts), written into the test server's database once; idempotent. */
async function withDemoRewards(extraPointsFor?: string) {
  const store = await openDatabase({ databaseUrl: process.env.DATABASE_URL, sqlitePath: E2E_SQLITE_PATH });
  try {
    await seedLoyalty(store.db);
    // Enough points for the $10 card whatever earlier runs redeemed (the award is given once per key).
    if (extraPointsFor) await awardPoints(store.db, { customerId: extraPointsFor, rule: "Quote", points: 1000, eventKey: `e2e-portal-${Date.now()}` });
  } finally {
    await store.close();
  }
}

async function signIn(page: Page, c: Copy, email: string) {
  await chooseLanguage(page.context(), `http://localhost:${E2E_PORT}`, c.prefix ? "es" : "en");
  await page.goto(`${c.prefix}/sign-in`);
  await page.locator("main").getByLabel(c.email, { exact: true }).fill(email);
  await page.locator("main").getByLabel(c.password, { exact: true }).fill(PASSWORD);
  await page.locator("main").getByRole("button", { name: c.signIn }).click();
  await expect(page).not.toHaveURL(/sign-in/);
}

for (const [lang, person] of [
  ["en", demo.james],
  ["es", demo.maria],
] as const) {
  const c = copy[lang];
  test(`(${lang}) policies → detail → pay now on the sandbox page → payment-return view → the status turns to paid`, async ({ page }) => {
    const { policyNumber, amount } = await freshPayablePolicy(person);
    await signIn(page, c, person.email);
    await page.goto(`${c.prefix}/portal`);
    await page.getByRole("navigation").getByRole("link", { name: c.policiesTab, exact: true }).click();
    await expect(page).toHaveURL(/tabid=policies/);
    const card = page.locator(`[data-policy="${policyNumber}"]`);
    await expect(card.locator("[data-status]")).toHaveAttribute("data-status", "paymentdue");
    await expectNoAxeViolations(page);

    await card.getByRole("button", { name: `${c.details} ${policyNumber}` }).click();
    const detail = page.getByRole("dialog", { name: c.detailTitle(policyNumber) });
    await expect(detail.getByRole("heading", { name: c.drivers })).toBeVisible();
    await expect(detail.getByRole("heading", { name: c.history })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(detail).toBeHidden();

    await card.getByRole("button", { name: `${c.makePayment} ${policyNumber}` }).click();
    const pay = page.getByRole("dialog", { name: c.payTitle(policyNumber) });
    await expect(pay.getByRole("button", { name: c.payNow })).toBeVisible();
    await expectNoAxeViolations(page);
    await pay.getByRole("button", { name: c.payNow }).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\//);
    await page.getByLabel(c.card.number).fill("4242 4242 4242 4242");
    await page.getByLabel(c.card.expiry).fill("12/34");
    await page.getByLabel(c.card.cvc).fill("123");
    await page.getByLabel(c.card.name).fill(person.name);
    await page.getByRole("button", { name: c.card.pay }).click();

    await expect(page).toHaveURL(new RegExp(`${c.prefix}/portal\\?token=`));
    await expect(page.getByRole("heading", { name: c.received })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(policyNumber)).toBeVisible();
    await expect(page.getByText(amount.replace("$", ""), { exact: false }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`${c.prefix}/portal?tabid=mypolicies`);
    await expect(page.locator(`[data-policy="${policyNumber}"] [data-status]`)).toHaveText(c.paid);
  });
}

test("signed-out visitors are sent to sign-in with the way back", async ({ page }) => {
  await page.goto("/portal?tabid=rewards");
  await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fportal%3Ftabid%3Drewards/);
});

test("rewards: history with Show More (5, then 50 a page), the tier window, a redemption with code and pin", async ({ page }) => {
  const c = copy.en;
  await withDemoRewards(demo.james.id);
  await signIn(page, c, demo.james.email);
  await page.goto("/portal?tabid=rewards");
  const history = page.getByTestId("points-history");
  await expect(history.locator("tbody tr")).toHaveCount(5);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Show more" }).click();
  await expect(history.locator("tbody tr")).toHaveCount(50);
  await page.getByRole("button", { name: "Show more" }).click();
  await expect.poll(() => history.locator("tbody tr").count()).toBeGreaterThan(50);

  await page.getByRole("button", { name: "About tiers" }).click();
  await expect(page.getByRole("dialog", { name: "About tiers" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Redeem", exact: true }).click();
  const catalogue = page.getByRole("dialog", { name: "Choose a gift card" });
  await expect(catalogue).toBeVisible();
  // doc3 §4.6: a card's button is enabled when the balance is at least its value (in points).
  const balance = Number((await page.getByTestId("points-balance").textContent())!.replace(/\D/g, ""));
  for (const [name, value] of [
    ["$10 gift card", 1000],
    ["$25 gift card", 2500],
    ["$50 gift card", 5000],
  ] as const) {
    const button = catalogue.getByRole("button", { name: new RegExp(`^Redeem \\${name} `) });
    if (balance >= value) await expect(button).toBeEnabled();
    else await expect(button).toBeDisabled();
  }
  await expectNoAxeViolations(page);
  await catalogue.getByRole("button", { name: /^Redeem \$10 gift card / }).click();
  await page.getByRole("button", { name: "Redeem points" }).click();
  const success = page.getByRole("dialog", { name: "Your gift card is ready" });
  await expect(success.getByTestId("gift-code")).not.toBeEmpty();
  await expect(success.getByTestId("gift-pin")).not.toBeEmpty();
  await expectNoAxeViolations(page);
  const code = await success.getByTestId("gift-code").textContent();
  await success.getByRole("button", { name: "Done" }).click();
  await expect(success).toBeHidden();

  // The history's newest line is that redemption: its details window shows the same code.
  await history.getByRole("button", { name: "View details" }).first().click();
  const details = page.getByRole("dialog", { name: "Your gift card" });
  await expect(details.getByTestId("gift-code")).toHaveText(code!);
  await expectNoAxeViolations(page);
});

test("refer a friend: submit disabled until valid, success view, then the form cleared and disabled until shown again", async ({ page }) => {
  const c = copy.en;
  await signIn(page, c, demo.james.email);
  await page.goto("/refer-a-friend");
  const main = page.locator("main");
  const submit = main.getByRole("button", { name: "Send referral" });
  await expect(submit).toBeDisabled();
  await main.getByLabel("Friend's first name").fill("A");
  await main.getByLabel("Friend's last name").fill("Friend");
  await main.getByLabel("Friend's e-mail").fill(`friend.${Date.now()}@example.com`);
  await main.getByLabel("Friend's phone").fill("214-555-0199");
  await main.getByLabel("Friend's age").fill("30");
  await main.getByLabel("Friend's last name").focus();
  await expect(submit).toBeDisabled();
  await expect(main.getByText("Enter at least 2 letters.")).toBeVisible();
  await main.getByLabel("Friend's first name").fill("Alex");
  await expect(submit).toBeEnabled();
  await expectNoAxeViolations(page);
  await submit.click();
  await expect(main.getByRole("heading", { name: "Thank you!" })).toBeVisible();
  await expect(main.getByLabel("Friend's first name")).toBeDisabled();
  await expect(main.getByLabel("Friend's first name")).toHaveValue("");
  await expectNoAxeViolations(page);
  await main.getByRole("button", { name: "Refer another friend" }).click();
  await expect(main.getByLabel("Friend's first name")).toBeEnabled();
});

test("consent page: required until every box is ticked, success, already consented, error", async ({ page }) => {
  const token = await siteToken("lonestar");
  const referral = await platformCall<{ consentId: string }>("POST", "/api/portal/referrals", {
    token,
    body: {
      customerName: "James Walker",
      customerEmail: "james.walker@example.com",
      customerPhone: "2145550142",
      zipCode: "75201",
      refName: "Consent Friend",
      refEmail: `consent.${Date.now()}@example.com`,
      refPhone: "2145550198",
      consentText: "By sending, you confirm your friend agreed to be contacted.",
      page: "/refer-a-friend",
    },
  });
  await page.goto(`/consent-form?id=${referral.consentId}`);
  const main = page.locator("main");
  const submit = main.getByRole("button", { name: "Give consent" });
  await expect(submit).toBeDisabled();
  const boxes = main.getByRole("checkbox");
  await boxes.first().check();
  await expect(main.getByRole("alert")).toHaveText("Please tick every box to continue.");
  await expect(submit).toBeDisabled();
  await expectNoAxeViolations(page);
  for (const box of await boxes.all()) await box.check();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(main.getByRole("heading", { name: "Thank you!" })).toBeVisible();
  await expect(submit).toBeDisabled();
  await expect(boxes.first()).toBeDisabled();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(main.getByRole("heading", { name: "You already gave your consent" })).toBeVisible();
  await expect(submit).toBeDisabled();

  await page.goto("/es/consent-form?id=no-such-record");
  await expect(main.getByRole("heading", { name: "Algo salió mal" })).toBeVisible();
  await expect(main.getByRole("button", { name: "Dar mi consentimiento" })).toBeDisabled();
  await expectNoAxeViolations(page);
});

test("dashboard, account and my quotes tabs: greeting, read-only profile, quotes; keyboard tabs", { tag: "@layout" }, async ({ page }) => {
  const c = copy.en;
  await withDemoRewards();
  await signIn(page, c, demo.james.email);
  await page.goto("/portal");
  await expect(page.getByRole("heading", { level: 1, name: /^Good (morning|afternoon|evening), James$/ })).toBeVisible();
  await expectNoAxeViolations(page);
  const tabs = page.getByRole("navigation", { name: "My account sections" });
  await tabs.getByRole("link", { name: "Account" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/tabid=account/);
  await expect(page.getByText("214-555-0142")).toBeVisible();
  await expectNoAxeViolations(page);
  await tabs.getByRole("link", { name: "My quotes" }).click();
  await expect(page.getByRole("heading", { name: "My quotes" })).toBeVisible();
  await expectNoAxeViolations(page);
  await tabs.getByRole("link", { name: "Rewards" }).click();
  await expect(page.getByTestId("points-balance")).toBeVisible();
  await expectNoAxeViolations(page);
});

const documentsCopy = {
  en: {
    declarations: "Declarations page (PDF)",
    idCard: "Insurance ID card (PDF)",
    documents: "Documents",
    title: "Auto Policy Declarations",
    file: "declarations-",
  },
  es: {
    declarations: "Página de declaraciones (PDF)",
    idCard: "Tarjeta de seguro (PDF)",
    documents: "Documentos",
    title: "Declaraciones de la póliza de auto",
    file: "declaraciones-",
  },
} as const;

for (const [lang, person] of [
  ["en", demo.james],
  ["es", demo.maria],
] as const) {
  const c = copy[lang];
  const d = documentsCopy[lang];
  test(`doc3 §2.1 sold, §2.7, §7.6 (${lang}) an auto policy bought online: its declarations page downloads from the policies tab and the detail window, showing the policy number`, async ({
    page,
  }) => {
    const [firstName, lastName] = person.name.split(" ") as [string, string];
    const buyer = {
      firstName,
      lastName,
      email: person.email,
      phone: person.phone.replace(/\D/g, "").replace(/^(\d{3})(\d{3})(\d{4})$/, "$1-$2-$3"),
      dob: `${person.dob.year}-${person.dob.month}-${person.dob.day}`,
      address: { address1: "1500 Marilla St", city: "Dallas", state: "TX", zipCode: "75201" },
    };
    const { policyNumber } = await issueAutoPolicyOnline(fetchCall(E2E_PLATFORM_URL), E2E_PLATFORM_URL, await siteToken(person.brand), buyer, {
      siteOrigin: `http://localhost:${E2E_PORT}`,
      lang,
    });

    await signIn(page, c, person.email);
    await page.goto(`${c.prefix}/portal?tabid=policies`);
    const card = page.locator(`[data-policy="${policyNumber}"]`);
    const documents = card.getByTestId("policy-documents");
    await expect(documents.getByRole("heading", { name: new RegExp(`^${d.documents}`) })).toBeVisible();
    await expect(documents.getByRole("link", { name: `${d.idCard}, ${c.prefix ? "póliza" : "policy"} ${policyNumber}` })).toBeVisible();
    await expectNoAxeViolations(page);

    const link = documents.getByRole("link", { name: `${d.declarations}, ${c.prefix ? "póliza" : "policy"} ${policyNumber}` });
    await link.focus();
    const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
    expect(download.suggestedFilename()).toBe(`${d.file}${policyNumber}.pdf`);
    const pdf = await getDocumentProxy(new Uint8Array(await readFile((await download.path())!)));
    const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, " ");
    for (const expected of [d.title, policyNumber, VIN]) expect(text).toContain(expected);

    await card.getByRole("button", { name: `${c.details} ${policyNumber}` }).click();
    const detail = page.getByRole("dialog", { name: c.detailTitle(policyNumber) });
    const inDetail = detail.getByRole("link", { name: `${d.declarations}, ${c.prefix ? "póliza" : "policy"} ${policyNumber}` });
    await expect(inDetail).toBeVisible();
    await expectNoAxeViolations(page);
    const [again] = await Promise.all([page.waitForEvent("download"), inDetail.click()]);
    expect(again.suggestedFilename()).toBe(`${d.file}${policyNumber}.pdf`);
  });
}

test("doc3 §7.6 a signed-out visitor asking for a policy document is sent to sign-in with the way back", async ({ page }) => {
  await page.goto("/portal/documents/pol_x1/declarations");
  await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fportal%2Fdocuments%2Fpol_x1%2Fdeclarations/);
});
