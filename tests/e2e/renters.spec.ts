/**
 * Renters in the browser, English and Spanish, against the embedded platform (doc3 §2.3, §4.3,
 * §5.3, §7.3, §8): a quote with two roommates bought on a monthly plan through the sandbox
 * processor's card widget (confirmed; the declarations PDF read back with unpdf); a declined card
 * (4000 0000 0000 0002) → the payment error view; a zip outside the allowed states → the
 * join-wait-list label and the wait-list form; the card widget's failures (script, frame, refused
 * card, processor down) with the retry and Buy busy while a token is made; a carrier's reason for
 * not quoting; the personal information's messages. axe finds nothing on every tab.
 */
import { expect, test, type Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { chooseLanguage, expectNoAxeViolations as axe } from "./helpers";

/** axe at the top of the page (scrolled to the footer, the site's sticky header covers footer links). */
async function expectNoAxeViolations(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await axe(page);
}

const copy = {
  en: {
    path: "/renters?brand=lonestar",
    title: "Renters insurance",
    firstName: "First name",
    lastName: "Last name",
    email: "E-mail",
    phone: "Phone",
    address: "Street address",
    city: "City",
    zip: "Zip code",
    start: "Policy start date",
    addRoommate: "Add a roommate",
    roommateFirst: (n: number) => `Roommate ${n}: first name`,
    roommateLast: (n: number) => `Roommate ${n}: last name`,
    continue: "Continue to coverage",
    coverageTab: "Coverage",
    getRates: "Get my rates",
    answered: /carriers answered/,
    monthly: /^Monthly/,
    installmentDay: "Installment day of the month",
    card: {
      frame: "Card payment form",
      number: "Card number",
      expiry: "Expiry (MM/YY)",
      cvc: "Security code (CVC)",
      name: "Name on the card",
      use: "Use this card",
    },
    ready: /card ending in 4242 is ready/,
    buy: "Buy now",
    confirmed: "Your renters policy is issued",
    download: "Download your declarations page (PDF)",
    pdfTitle: "Renters Insurance Policy Declarations",
    failed: "Your payment didn't go through",
    failedMessage: "No policy was issued and nothing was charged.",
    declinedReady: /card ending in 0002 is ready/,
    annual: /^Annual/,
    repeat: "We filled in your earlier quote. Review it and get your rates again.",
    waitList: "Join the wait list",
    outOfState: /We don't sell renters insurance online in New York yet/,
    required: "This field is required.",
  },
  es: {
    path: "/es/renters?brand=lonestar",
    title: "Seguro de inquilino",
    firstName: "Nombre",
    lastName: "Apellido",
    email: "Correo electrónico",
    phone: "Teléfono",
    address: "Dirección",
    city: "Ciudad",
    zip: "Código postal",
    start: "Fecha de inicio de la póliza",
    addRoommate: "Agregar un compañero de casa",
    roommateFirst: (n: number) => `Compañero ${n}: nombre`,
    roommateLast: (n: number) => `Compañero ${n}: apellido`,
    continue: "Continuar a la cobertura",
    coverageTab: "Cobertura",
    getRates: "Ver mis tarifas",
    answered: /aseguradoras\. Elige/,
    monthly: /^Mensual/,
    installmentDay: "Día del mes para tus pagos",
    card: {
      frame: "Formulario de pago con tarjeta",
      number: "Número de tarjeta",
      expiry: "Vencimiento (MM/AA)",
      cvc: "Código de seguridad (CVC)",
      name: "Nombre en la tarjeta",
      use: "Usar esta tarjeta",
    },
    ready: /terminada en 4242 está lista/,
    buy: "Comprar ahora",
    confirmed: "Tu póliza de inquilino está emitida",
    download: "Descargar tus declaraciones de póliza (PDF)",
    pdfTitle: "Declaraciones de la póliza de seguro de inquilino",
    failed: "Tu pago no se completó",
    failedMessage: "No se emitió ninguna póliza ni se hizo ningún cargo.",
    declinedReady: /terminada en 0002 está lista/,
    annual: /^Anual/,
    repeat: "Llenamos tu cotización anterior. Revísala y vuelve a cotizar.",
    waitList: "Unirme a la lista de espera",
    outOfState: /Todavía no vendemos seguro de inquilino en línea en Nueva York/,
    required: "Este campo es obligatorio.",
  },
} as const;
type Copy = (typeof copy)["en"] | (typeof copy)["es"];

const inTexas = () => new Date(new Date().toLocaleString("en-US", { timeZone: "America/Chicago" }));
function startDate(days: number): string {
  const d = inTexas();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

async function fillPersonal(page: Page, c: Copy, options: { email: string; zip: string; city: string; roommates: number }) {
  // The visitor's language choice is made (no "prefer English?" offer over the page).
  await chooseLanguage(page.context(), test.info().project.use.baseURL!, c === copy.es ? "es" : "en");
  await page.goto(c.path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByRole("heading", { level: 1, name: c.title })).toBeVisible();
  await page.getByLabel(c.firstName, { exact: true }).fill("Avery");
  await page.getByLabel(c.lastName, { exact: true }).fill("Renter");
  await page.getByLabel(c.email, { exact: true }).fill(options.email);
  await page.getByLabel(c.phone, { exact: true }).fill("214-555-0110");
  await page.getByLabel(c.address, { exact: true }).fill("2100 Ross Ave");
  await page.getByLabel(c.city, { exact: true }).fill(options.city);
  await page.getByLabel(c.zip, { exact: true }).fill(options.zip);
  await page.getByLabel(c.start, { exact: true }).fill(startDate(5));
  for (let n = 1; n <= options.roommates; n++) {
    await page.getByRole("button", { name: c.addRoommate }).click();
    await page.getByLabel(c.roommateFirst(n)).fill(["Sam", "Lee", "Kim", "Pat"][n - 1]!);
    await page.getByLabel(c.roommateLast(n)).fill("Roommate");
  }
}

async function quote(page: Page, c: Copy) {
  await page.getByRole("button", { name: c.continue }).click();
  await expect(page.getByRole("tab", { name: c.coverageTab })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("button", { name: c.getRates }).click();
}

async function payWithCard(page: Page, c: Copy, number: string) {
  const frame = page.frameLocator(`iframe[title="${c.card.frame}"]`);
  await frame.getByLabel(c.card.number).fill(number);
  await frame.getByLabel(c.card.expiry).fill("12/30");
  await frame.getByLabel(c.card.cvc).fill("123");
  await frame.getByLabel(c.card.name).fill("Avery Renter");
  await frame.getByRole("button", { name: c.card.use }).click();
}

for (const lang of ["en", "es"] as const) {
  const c = copy[lang];
  test(`${lang}: a renters quote with two roommates bought on a monthly plan through the card widget (doc3 §2.3, §4.3)`, async ({ page }) => {
    test.setTimeout(120_000);
    await fillPersonal(page, c, { email: `avery.${lang}.${Date.now()}@example.com`, zip: "75201", city: "Dallas", roommates: 2 });
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: c.continue }).click();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: c.getRates }).click();
    await expect(page.getByText(c.answered)).toBeVisible({ timeout: 30_000 });
    await page.getByRole("radio", { name: c.monthly }).first().check();
    await page.getByLabel(c.installmentDay).selectOption("15");
    await payWithCard(page, c, "4242 4242 4242 4242");
    await expect(page.getByText(c.ready)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: c.buy }).click();
    await expect(page.getByRole("heading", { name: c.confirmed })).toBeVisible({ timeout: 30_000 });
    const status = await page.getByRole("status").filter({ hasText: c.confirmed }).innerText();
    const policyNumber = /RNT-[A-Z]+-\d+/.exec(status)?.[0];
    expect(policyNumber).toBeTruthy();
    await expectNoAxeViolations(page);

    const href = await page.getByRole("link", { name: c.download }).getAttribute("href");
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.body())), { mergePages: true });
    expect(text).toContain(c.pdfTitle);
    expect(text).toContain(policyNumber!);
    expect(text).toContain("Sam Roommate, Lee Roommate");
  });
}

for (const lang of ["en", "es"] as const) {
  const c = copy[lang];
  test(`${lang}: a declined card (4000 0000 0000 0002) → purchase failed, the payment error view (doc3 §4.3, §8)`, async ({ page }) => {
    test.setTimeout(120_000);
    await fillPersonal(page, c, { email: `avery.declined.${lang}.${Date.now()}@example.com`, zip: "77002", city: "Houston", roommates: 0 });
    await quote(page, c);
    await expect(page.getByText(c.answered)).toBeVisible({ timeout: 30_000 });
    await page.getByRole("radio", { name: c.annual }).first().check();
    await payWithCard(page, c, "4000 0000 0000 0002");
    await expect(page.getByText(c.declinedReady)).toBeVisible();
    await page.getByRole("button", { name: c.buy }).click();
    const alert = page.getByRole("alert").filter({ hasText: c.failed });
    await expect(alert).toBeVisible({ timeout: 30_000 });
    await expect(alert).toContainText(c.failedMessage);
    if (lang === "en") await expect(alert).toContainText("Your card was declined.");
    await expectNoAxeViolations(page);

    // doc3 §2.3: ?transactionid= of this browser's quote prefills a repeat quote.
    const transactionId = await page.locator('input[name="transactionId"]').inputValue();
    await page.goto(`${c.path}&transactionid=${transactionId}`);
    await expect(page.getByText(c.repeat)).toBeVisible();
    await expect(page.getByLabel(c.firstName, { exact: true })).toHaveValue("Avery");
    await expect(page.getByLabel(c.zip, { exact: true })).toHaveValue("77002");
  });

  test(
    `${lang}: a zip outside the allowed states turns Buy into the join-wait-list label (doc3 §4.3)`,
    { tag: lang === "es" ? ["@layout"] : [] },
    async ({ page }) => {
      test.setTimeout(90_000);
      await fillPersonal(page, c, { email: `avery.ny.${lang}.${Date.now()}@example.com`, zip: "10001", city: "New York", roommates: 0 });
      await quote(page, c);
      await expect(page.getByText(c.outOfState)).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole("button", { name: c.buy })).toHaveCount(0);
      await page.getByRole("button", { name: c.waitList }).click();
      await expect(page.locator("#oos-email")).toBeVisible();
      await expectNoAxeViolations(page);
    },
  );
}

test("en: the card widget's failures show beside the card form with a retry, and a carrier that declines to quote says why (doc3 §4.3, §7.3, §8)", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const c = copy.en;
  const widgetError = "The card form isn't available right now. Please try again in a moment.";
  const tokenFailed = "We couldn't check your card. Please review the card details.";
  // The processor's script fails to load the first time.
  let scriptFails = true;
  await page.route("**/sandbox/card-widget.js", (route) => (scriptFails ? route.abort() : route.continue()));
  await fillPersonal(page, c, { email: `avery.widget.${Date.now()}@example.com`, zip: "75201", city: "Dallas", roommates: 0 });
  await page.getByRole("button", { name: c.continue }).click();
  // Pecan Valley writes contents limits up to $75,000: it declines this quote and says so.
  await page.getByLabel("Personal property (Coverage C)").selectOption("100000");
  await page.getByRole("button", { name: c.getRates }).click();
  await expect(page.getByText(c.answered)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("list", { name: "1 carrier couldn't quote:" })).toHaveText("Pecan Valley Insurance writes contents limits up to $75,000.");

  const cardError = page.locator("#renters-card-error");
  const retry = page.getByRole("button", { name: "Load the card form again" });
  const buy = page.getByRole("button", { name: c.buy });
  await expect(cardError).toHaveText(widgetError);
  await expect(cardError).toHaveAttribute("role", "alert");
  await expectNoAxeViolations(page);
  // The script loads but the processor's frame does not: without widgetInitialized the widget counts as failed.
  scriptFails = false;
  await page.route("**/sandbox/card-widget/frame?*", (route) => route.fulfill({ status: 503, contentType: "text/html", body: "<p>Unavailable</p>" }));
  await retry.click();
  await expect(cardError).toBeEmpty();
  await expect(cardError).toHaveText(widgetError, { timeout: 20_000 });
  await page.unroute("**/sandbox/card-widget/frame?*");
  await retry.focus();
  await page.keyboard.press("Enter");
  const frame = page.frameLocator(`iframe[title="${c.card.frame}"]`);
  await expect(frame.getByLabel(c.card.number)).toBeVisible();
  await expect(cardError).toBeEmpty();
  await expect(retry).toHaveCount(0);

  // A card the processor refuses to tokenize (tokenFailed): the page and the frame say what to fix.
  await payWithCard(page, c, "1234 5678");
  await expect(cardError).toHaveText(tokenFailed);
  await expect(frame.getByText("This is not valid.")).toBeVisible();

  // The processor does not answer (widgetError): the error and the retry come back.
  await page.route("**/sandbox/card-widget/tokenize", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ isSuccess: false, message: "Unavailable" }) }),
  );
  await frame.getByRole("button", { name: c.card.use }).click();
  await expect(cardError).toHaveText(widgetError);
  await expect(retry).toBeVisible();
  await page.unroute("**/sandbox/card-widget/tokenize");

  await page.getByRole("radio", { name: c.annual }).first().check();
  await payWithCard(page, c, "4242 4242 4242 4242");
  await expect(page.getByText(c.ready)).toBeVisible();
  await expect(cardError).toBeEmpty();
  await expect(buy).toBeEnabled();

  // While the widget makes a token (tokenGenerating), Buy is busy.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/sandbox/card-widget/tokenize", async (route) => {
    await held;
    await route.continue();
  });
  await payWithCard(page, c, "4242 4242 4242 4242");
  await expect(buy).toBeDisabled();
  await expect(buy).toHaveAttribute("aria-busy", "true");
  release();
  await expect(page.getByText(c.ready)).toBeVisible();
  await expect(buy).toBeEnabled();
  await expectNoAxeViolations(page);
});

test("es: the personal information's messages at once: a city that is not a city, a start date out of the window, an unknown zip, no add button at 4 roommates (doc3 §5.3, §8)", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const c = copy.es;
  await fillPersonal(page, c, { email: `avery.messages.${Date.now()}@example.com`, zip: "00000", city: "Dallas 75201", roommates: 4 });
  await expect(page.getByRole("button", { name: c.addRoommate })).toHaveCount(0);
  await page.getByRole("button", { name: "Quitar al compañero 4" }).click();
  await expect(page.getByRole("button", { name: c.addRoommate })).toBeVisible();
  await page.getByLabel(c.start, { exact: true }).fill(startDate(90));
  await page.getByRole("button", { name: c.continue }).click();
  await expect(page.getByRole("tab", { name: "Datos personales" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel(c.city, { exact: true })).toHaveAccessibleDescription("Escribe una ciudad válida.");
  await expect(page.getByLabel(c.start, { exact: true })).toHaveAccessibleDescription(
    /Elige una fecha de inicio de la póliza entre el \d{2}\/\d{2}\/\d{4} y el \d{2}\/\d{2}\/\d{4}\./,
  );
  await expectNoAxeViolations(page);

  // The zip has the right pattern: only the platform can say it does not exist.
  await page.getByLabel(c.city, { exact: true }).fill("Dallas");
  await page.getByLabel(c.start, { exact: true }).fill(startDate(5));
  await quote(page, c);
  await expect(page.getByRole("tab", { name: "Datos personales" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel(c.zip, { exact: true })).toHaveAccessibleDescription("No encontramos este código postal.");
  await expect(page.getByLabel(c.city, { exact: true })).not.toHaveAttribute("aria-invalid", "true");
});

test("en: the tabs work by keyboard and a missing field keeps the visitor on personal information (doc3 §5.3)", async ({ page }) => {
  const c = copy.en;
  await chooseLanguage(page.context(), test.info().project.use.baseURL!, "en");
  await page.goto(c.path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("button", { name: c.continue }).click();
  await expect(page.getByRole("tab", { name: "Personal information" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText(c.required).first()).toBeVisible();
  await page.getByRole("tab", { name: "Personal information" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: c.coverageTab })).toBeFocused();
  await expect(page.getByRole("tab", { name: c.coverageTab })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("End");
  await expect(page.getByRole("tab", { name: "Payment" })).toHaveAttribute("aria-selected", "true");
  await expectNoAxeViolations(page);
});
