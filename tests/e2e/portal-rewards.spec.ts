/**
 * The customer portal in Spanish and at a phone's width (doc3 §2.7, §2.9, §4.6, §5.6, §8, §9), against
 * the embedded platform: the rewards history with Ver más and a redemption with code and pin; refer
 * a friend (success, then the form cleared and disabled); the consent page's success and
 * already-consented states; a pay-now failure opening the payment-help window; My quotes with a
 * quote seeded through the platform, back to its cards; the rewards tab at a phone's width
 * (@layout). axe finds nothing on every state opened.
 */
import { expect, test, type Page } from "@playwright/test";
import { DateTime } from "luxon";
import { openDatabase } from "../../platform/db/index.ts";
import { recordPolicyPayment } from "../../platform/repositories/policies.ts";
import { seedLoyalty } from "../../platform/seed/loyalty.ts";
import { awardPoints } from "../../platform/services/loyalty.ts";
import { chooseLanguage, expectNoAxeViolations } from "./helpers";
import { demo, freshPayablePolicy, type DemoPerson } from "./payment-support";
import { E2E_PORT, E2E_SQLITE_PATH, platformCall, siteToken } from "./platform-api";

const PASSWORD = "Demo#2026";

test.describe.configure({ timeout: 180_000 });

async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>): Promise<T> {
  const store = await openDatabase({ databaseUrl: process.env.DATABASE_URL, sqlitePath: E2E_SQLITE_PATH });
  try {
    return await work(store.db);
  } finally {
    await store.close();
  }
}

/** The demo rewards (idempotent), and, when asked, enough points for a $10 card whatever earlier runs redeemed. */
const withDemoRewards = (extraPointsFor?: string) =>
  withDatabase(async (db) => {
    await seedLoyalty(db);
    if (extraPointsFor) await awardPoints(db, { customerId: extraPointsFor, rule: "Quote", points: 1000, eventKey: `e2e-rewards-${Date.now()}` });
  });

async function signIn(page: Page, lang: "en" | "es", email: string) {
  await chooseLanguage(page.context(), `http://localhost:${E2E_PORT}`, lang);
  const es = lang === "es";
  await page.goto(es ? "/es/sign-in" : "/sign-in");
  const main = page.locator("main");
  await main.getByLabel(es ? "Correo electrónico" : "E-mail", { exact: true }).fill(email);
  await main.getByLabel(es ? "Contraseña" : "Password", { exact: true }).fill(PASSWORD);
  await main.getByRole("button", { name: es ? "Iniciar sesión" : "Sign in" }).click();
  await expect(page).not.toHaveURL(/sign-in/);
}

test("doc3 §4.6, §9 (es) recompensas: el historial con Ver más, la ventana de niveles con los umbrales de la plataforma y un canje con código y PIN", async ({
  page,
}) => {
  await withDemoRewards(demo.maria.id);
  await signIn(page, "es", demo.maria.email);
  await page.goto("/es/portal?tabid=rewards");
  await expect(page.getByRole("heading", { level: 2, name: "Recompensas" })).toBeVisible();
  const history = page.getByTestId("points-history");
  await expect(history.locator("tbody tr")).toHaveCount(5);
  await expect(history.getByRole("columnheader", { name: "Actividad" })).toBeVisible();
  // doc3 §6: the site offers no social connect, so no way to earn names it.
  await expect(page.getByTestId("ways-to-earn").getByRole("listitem")).toHaveText([
    "Cotizar: 100 puntos",
    "Comprar una póliza: 1,000 puntos",
    "Recomendar a un amigo que compra: 2,500 puntos",
  ]);
  const ways = page.getByRole("heading", { name: "Cómo ganar puntos" }).locator("xpath=..");
  await expect(ways).not.toContainText(/Facebook|Instagram|redes sociales/);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Ver más" }).click();
  await expect.poll(() => history.locator("tbody tr").count()).toBeGreaterThan(5);
  await expect(history.getByRole("cell", { name: "+400 ganados" })).toBeVisible();

  // doc3 §9: the thresholds the window shows are the ones the platform counts (its defaults 5,000 and 15,000).
  await page.getByRole("button", { name: "Sobre los niveles" }).click();
  const tiers = page.getByRole("dialog", { name: "Sobre los niveles" });
  await expect(tiers.getByTestId("tier-thresholds").getByRole("listitem")).toHaveText([
    "Plata: desde 0 puntos",
    "Oro: desde 5,000 puntos",
    "Platino: desde 15,000 puntos",
  ]);
  await expect(tiers.getByText("Oro desde 5,000 puntos, Platino desde 15,000.", { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(tiers).toBeHidden();

  await page.getByRole("button", { name: "Canjear", exact: true }).click();
  const catalogue = page.getByRole("dialog", { name: "Elige una tarjeta de regalo" });
  await expect(catalogue.getByRole("button", { name: /^Canjear \$10 gift card / })).toBeEnabled();
  await expectNoAxeViolations(page);
  await catalogue.getByRole("button", { name: /^Canjear \$10 gift card / }).click();
  await expect(
    page.getByRole("dialog", { name: "Canjea tus puntos" }).getByText(/^¿Usar 1,000 puntos para una \$10 gift card de \$10(\.00)?\?$/),
  ).toBeVisible();
  await page.getByRole("button", { name: "Canjear puntos" }).click();
  const success = page.getByRole("dialog", { name: "Tu tarjeta de regalo está lista" });
  await expect(success.getByTestId("gift-code")).toHaveText(/^GC-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await expect(success.getByTestId("gift-pin")).toHaveText(/^\d{4}$/);
  await expect(success.getByText("PIN", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  const code = await success.getByTestId("gift-code").textContent();
  await success.getByRole("button", { name: "Listo" }).click();
  await expect(success).toBeHidden();

  // Closing reloads the data: the newest history line is that redemption, whose details show the same code.
  await expect(history.locator("tbody tr").first()).toContainText("−1,000 canjeados");
  await history.getByRole("button", { name: "Ver detalles" }).first().click();
  const details = page.getByRole("dialog", { name: "Tu tarjeta de regalo" });
  await expect(details.getByTestId("gift-code")).toHaveText(code!);
  await expectNoAxeViolations(page);
});

test("doc3 §5.6 (es) recomienda a un amigo: botón desactivado hasta que el formulario es válido, el agradecimiento y luego el formulario vacío y desactivado", async ({
  page,
}) => {
  await signIn(page, "es", demo.maria.email);
  await page.goto("/es/refer-a-friend");
  const main = page.locator("main");
  const submit = main.getByRole("button", { name: "Enviar recomendación" });
  await expect(submit).toBeDisabled();
  await main.getByLabel("Nombre de tu amigo").fill("A");
  await main.getByLabel("Apellido de tu amigo").fill("Amigo");
  await main.getByLabel("Correo electrónico de tu amigo").fill(`amiga.${Date.now()}@example.com`);
  await main.getByLabel("Teléfono de tu amigo").fill("713-555-0199");
  await main.getByLabel("Edad de tu amigo").fill("80");
  await main.getByLabel("Apellido de tu amigo").focus();
  await expect(main.getByText("Escribe al menos 2 letras.")).toBeVisible();
  await expect(main.getByText("Escribe una edad entre 15 y 75.")).toBeVisible();
  await expect(submit).toBeDisabled();
  await main.getByLabel("Nombre de tu amigo").fill("Sofía");
  await main.getByLabel("Edad de tu amigo").fill("34");
  await expect(submit).toBeEnabled();
  await expectNoAxeViolations(page);
  await submit.click();
  await expect(main.getByRole("heading", { name: "¡Gracias!" })).toBeVisible();
  for (const label of ["Nombre de tu amigo", "Apellido de tu amigo", "Correo electrónico de tu amigo", "Teléfono de tu amigo"]) {
    await expect(main.getByLabel(label)).toBeDisabled();
    await expect(main.getByLabel(label)).toHaveValue("");
  }
  await expect(submit).toBeDisabled();
  await expectNoAxeViolations(page);
  await main.getByRole("button", { name: "Recomendar a otro amigo" }).click();
  await expect(main.getByLabel("Nombre de tu amigo")).toBeEnabled();
});

test("doc3 §2.9, §4.6 (es) consentimiento: casillas obligatorias, el agradecimiento y luego «ya diste tu consentimiento»", async ({ page }) => {
  const token = await siteToken("lonestar");
  const referral = await platformCall<{ consentId: string }>("POST", "/api/portal/referrals", {
    token,
    body: {
      customerName: "María García",
      customerEmail: demo.maria.email,
      customerPhone: "7135550188",
      zipCode: "77002",
      refName: "Lucía Consent",
      refEmail: `lucia.${Date.now()}@example.com`,
      refPhone: "7135550197",
      consentText: "Al enviar, confirmas que tu amigo aceptó que lo contactemos.",
      page: "/es/refer-a-friend",
    },
  });
  await chooseLanguage(page.context(), `http://localhost:${E2E_PORT}`, "es");
  await page.goto(`/es/consent-form?id=${referral.consentId}`);
  const main = page.locator("main");
  await expect(main.getByRole("heading", { level: 1, name: "Consentimiento de contacto" })).toBeVisible();
  const submit = main.getByRole("button", { name: "Dar mi consentimiento" });
  await expect(submit).toBeDisabled();
  const boxes = main.getByRole("checkbox");
  await boxes.first().check();
  await expect(main.getByRole("alert")).toHaveText("Marca todas las casillas para continuar.");
  await expect(submit).toBeDisabled();
  await expectNoAxeViolations(page);
  for (const box of await boxes.all()) await box.check();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(main.getByRole("heading", { name: "¡Gracias!" })).toBeVisible();
  await expect(main.getByText("Registramos tu consentimiento.")).toBeVisible();
  await expect(submit).toBeDisabled();
  for (const box of await boxes.all()) await expect(box).toBeDisabled();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(main.getByRole("heading", { name: "Ya diste tu consentimiento" })).toBeVisible();
  await expect(main.getByText("No necesitas hacer nada más. ¡Gracias!")).toBeVisible();
  await expect(submit).toBeDisabled();
  await expect(boxes.first()).toBeDisabled();
  await expectNoAxeViolations(page);
});

test("doc3 §8 pay now fails (the installment was paid meanwhile): the payment-help window opens with the other ways to pay", async ({ page }) => {
  const person: DemoPerson = demo.james;
  const { policyNumber } = await freshPayablePolicy(person);
  await signIn(page, "en", person.email);
  await page.goto("/portal?tabid=policies");
  const card = page.locator(`[data-policy="${policyNumber}"]`);
  await card.getByRole("button", { name: `Make a payment on policy ${policyNumber}` }).click();
  const pay = page.getByRole("dialog", { name: `Pay policy ${policyNumber}` });
  await expect(pay.getByRole("button", { name: "Pay now" })).toBeEnabled();
  // Paid elsewhere while the window is open: the platform now refuses to start a payment.
  const dueDate = DateTime.now().setZone("America/Chicago").plus({ days: 10 }).toISODate()!;
  expect(
    await withDatabase((db) =>
      recordPolicyPayment(db, `po-e2e-${policyNumber.toLowerCase()}`, { dueDate, amountCents: 12345, paymentSource: "Card ending 4242", paidAt: new Date() }),
    ),
  ).toBe(true);
  await pay.getByRole("button", { name: "Pay now" }).click();
  const help = page.getByRole("alertdialog", { name: "We couldn't open the payment page" });
  await expect(help).toBeVisible();
  await expect(help.getByText("We couldn't open the payment page. Call us, send us a text, or chat with an agent and we'll help you pay.")).toBeVisible();
  await expect(help.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:/);
  await expect(page).toHaveURL(/\/portal\?tabid=policies$/);
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(help).toBeHidden();
});

test("doc3 §2.7 (es) mis cotizaciones: una cotización hecha en la plataforma aparece con su aseguradora y su prima, y su enlace vuelve a sus tarjetas", async ({
  page,
}) => {
  const token = await siteToken("lonestar");
  const person = { name: "María", surname: "García", dob: "07/22/1990", gender: 1, maritalStatus: 1 };
  const transaction = {
    term: 6,
    customer: {
      ...person,
      email: demo.maria.email,
      phoneNumber: "713-555-0188",
      insured: true,
      address: { address: "909 Texas Ave", city: "Houston", state: "TX", zipCode: "77002", county: "Harris" },
    },
    drivers: [{ ...person, relation: 0, licenseType: 1 }],
    cars: [{ vin: "4T1B11HK7JU512345", year: 2018, maker: "TOYOTA", model: "CAMRY", annualMilesAge: 11000 }],
    coverages: [
      { coverageCd: "BI", val1: 30000, val2: 60000 },
      { coverageCd: "PD", val1: 25000 },
    ],
  };
  const { transactionId } = await platformCall<{ transactionId: string }>("POST", "/api/rating/prepareTransaction", { token, body: { transaction } });
  await platformCall("POST", "/api/rating/submitTransaction", { token, body: { transactionId } });
  await expect
    .poll(async () => (await platformCall<{ isDone: boolean }>("GET", "/api/rating/getResultsByTransactionId", { token, query: { transactionId } })).isDone, {
      timeout: 30_000,
    })
    .toBe(true);
  const cheapest = await withDatabase((db) =>
    db
      .selectFrom("rate_results")
      .select(["company_name", "total_premium_cents"])
      .where("transaction_id", "=", transactionId)
      .where("status", "=", "rated")
      .orderBy("total_premium_cents")
      .executeTakeFirstOrThrow(),
  );

  await signIn(page, "es", demo.maria.email);
  await page.goto("/es/portal");
  await page.getByRole("navigation", { name: "Secciones de mi cuenta" }).getByRole("link", { name: "Mis cotizaciones" }).click();
  await expect(page).toHaveURL(/\/es\/portal\?tabid=myquotes$/);
  const row = page.locator(`[data-transaction="${transactionId}"]`);
  await expect(row.getByRole("heading", { name: /^Cotización del .+ \(TX\)$/ })).toBeVisible();
  const first = row.getByRole("listitem").first();
  await expect(first).toContainText(cheapest.company_name);
  const premium = new Intl.NumberFormat("es-US", { style: "currency", currency: "USD" }).format(Number(cheapest.total_premium_cents) / 100);
  await expect(first).toContainText(`${premium} / 6 meses`);
  await expectNoAxeViolations(page);
  const back = row.getByRole("link", { name: "Ver las tarjetas de cotización" });
  await expect(back).toHaveAttribute("href", `/es/quote?transactionId=${transactionId}`);
  await back.click();
  await expect(page.locator(`[data-transaction-id="${transactionId}"]`)).toBeAttached({ timeout: 30_000 });
  await expect(page.locator("article[data-carrier]").first()).toBeVisible({ timeout: 30_000 });
});

test(
  "doc3 §9 rewards tab at a phone's width (es): one column, nothing wider than the screen, the history scrolls inside its box",
  { tag: "@layout" },
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await withDemoRewards();
    await signIn(page, "es", demo.james.email);
    await page.goto("/es/portal?tabid=rewards");
    const balance = page.getByTestId("points-balance");
    await expect(balance).toBeVisible();
    await expect(page.getByTestId("points-history").locator("tbody tr")).toHaveCount(5);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The balance card and the tier card stack: the tier card starts below the balance card.
    const balanceBox = (await balance.locator("xpath=..").boundingBox())!;
    const tierBox = (await page.getByText("Tu nivel").locator("xpath=..").boundingBox())!;
    expect(tierBox.y).toBeGreaterThanOrEqual(balanceBox.y + balanceBox.height);
    expect(balanceBox.width).toBeGreaterThan(300);
    // The history table scrolls inside its own box, which fits the screen.
    const historyBox = (await page.getByTestId("points-history").locator("xpath=..").boundingBox())!;
    expect(historyBox.x).toBeGreaterThanOrEqual(0);
    expect(historyBox.x + historyBox.width).toBeLessThanOrEqual(390);
    // Every button is within the screen.
    for (const name of ["Canjear", "Sobre los niveles", "Ver más"]) {
      const box = (await page.getByRole("button", { name, exact: true }).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Sobre los niveles" }).click();
    const tiers = page.getByRole("dialog", { name: "Sobre los niveles" });
    const dialogBox = (await tiers.boundingBox())!;
    expect(dialogBox.x).toBeGreaterThanOrEqual(0);
    expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  },
);
