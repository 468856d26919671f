/**
 * Roadside assistance in the browser, English and Spanish, against the embedded platform:
 * the landing's single and family cards (toggle) and the compare modal; the purchase form's
 * messages; a family membership bought on the sandbox payment site and confirmed on the return, its
 * PDF read back with unpdf; a declined card → the failure with retry → paid; a state outside the
 * allowed ones → the out-of-state wait list. axe finds nothing on every card, modal and view.
 */
import { expect, test, type Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { expectNoAxeViolations, pageScriptsRunning } from "./helpers";

const copy = {
  en: {
    landing: "/roadside",
    title: "Roadside assistance",
    toggleFamily: "Me and one more driver",
    compare: "Compare memberships",
    close: "Close",
    buyFamily: "Buy the family membership",
    buySingle: "Buy the single membership",
    formTitle: "Buy your roadside membership",
    primary: "Your details",
    secondary: "Second driver",
    firstName: "First name",
    lastName: "Last name",
    dob: "Date of birth",
    licence: "Driver's license number",
    email: "E-mail",
    phone: "Phone number",
    address1: "Street address",
    city: "City",
    state: "State",
    zip: "Zip code",
    submit: "Continue to payment",
    required: "This field is required",
    consent: "Please check the box to continue",
    card: { number: "Card number", expiry: "Expiry (MM/YY)", cvc: "Security code (CVC)", name: "Name on the card", pay: /^Pay\b/ },
    confirmed: "Your membership is active",
    failed: "Your purchase did not go through",
    retry: "Try the payment again",
    download: "Download your membership document (PDF)",
    pdfTitle: "Roadside Assistance Membership",
    pdfFamily: "Family",
    waitList: "Join the wait list",
    secondDriverRow: /Covers a second driver/,
    notIncluded: "Not included",
    outOfStateCA: "Roadside memberships aren't sold in California yet.",
    notify: "Notify me",
    badName: "Please enter a valid name",
    badAddress: "Please enter a valid street address",
    badCity: "Please enter a valid city",
  },
  es: {
    landing: "/es/roadside",
    title: "Asistencia vial",
    toggleFamily: "Yo y un conductor más",
    compare: "Comparar membresías",
    close: "Cerrar",
    buyFamily: "Comprar la membresía familiar",
    buySingle: "Comprar la membresía individual",
    formTitle: "Compra tu membresía de asistencia vial",
    primary: "Tus datos",
    secondary: "Segundo conductor",
    firstName: "Nombre",
    lastName: "Apellido",
    dob: "Fecha de nacimiento",
    licence: "Número de licencia de manejo",
    email: "Correo electrónico",
    phone: "Número de teléfono",
    address1: "Dirección",
    city: "Ciudad",
    state: "Estado",
    zip: "Código postal",
    submit: "Continuar al pago",
    required: "Este campo es obligatorio",
    consent: "Marca la casilla para continuar",
    card: { number: "Número de tarjeta", expiry: "Vencimiento (MM/AA)", cvc: "Código de seguridad (CVC)", name: "Nombre en la tarjeta", pay: /^Pagar\b/ },
    confirmed: "Tu membresía está activa",
    failed: "Tu compra no se completó",
    retry: "Intentar el pago de nuevo",
    download: "Descarga tu documento de membresía (PDF)",
    pdfTitle: "Membresía de asistencia vial",
    pdfFamily: "Familiar",
    waitList: "Únete a la lista de espera",
    secondDriverRow: /Cubre a un segundo conductor/,
    notIncluded: "No incluido",
    outOfStateCA: "Todavía no vendemos membresías de asistencia vial en California.",
    notify: "Avísame",
    badName: "Ingresa un nombre válido",
    badAddress: "Ingresa una dirección válida",
    badCity: "Ingresa una ciudad válida",
  },
} as const;
type Copy = (typeof copy)[keyof typeof copy];

test.describe.configure({ timeout: 180_000 });

/** doc2 §5 the one date input: the date typed as its eight digits shows with its slashes. */
async function fillDate(scope: ReturnType<Page["getByRole"]>, c: Copy, [month, day, year]: [string, string, string]) {
  const field = scope.getByRole("textbox", { name: c.dob, exact: true });
  await expect(field).toHaveAttribute("inputmode", "numeric");
  await field.pressSequentially(`${month}${day}${year}`);
  await expect(field).toHaveValue(`${month}/${day}/${year}`);
}

async function fillBuyer(page: Page, c: Copy, email: string) {
  const me = page.getByRole("group", { name: c.primary, exact: true });
  await me.getByLabel(c.firstName, { exact: true }).fill("Rosa");
  await me.getByLabel(c.lastName, { exact: true }).fill("Delgado");
  await fillDate(me, c, ["04", "12", "1985"]);
  await me.getByLabel(c.licence).fill("D1234567");
  await me.getByLabel(c.email, { exact: true }).fill(email);
  await me.getByLabel(c.phone).fill("214-555-0101");
  await me.getByLabel(c.address1).fill("1200 Main St");
  await me.getByLabel(c.city).fill("Dallas");
  await me.getByLabel(c.state, { exact: true }).selectOption("TX");
  await me.getByLabel(c.zip).fill("75201");
  await page.getByRole("checkbox").check();
}

async function payOnSandbox(page: Page, c: Copy, number: string) {
  await expect(page).toHaveURL(/\/sandbox\/roadside-pay\/rsa_/);
  await page.getByLabel(c.card.number).fill(number);
  await page.getByLabel(c.card.expiry).fill("12/39");
  await page.getByLabel(c.card.cvc).fill("123");
  await page.getByLabel(c.card.name).fill("Rosa Delgado");
  await page.getByRole("button", { name: c.card.pay }).click();
}

for (const lang of ["en", "es"] as const) {
  test(
    `doc3 §2.4 landing (${lang}): single and family cards with the toggle, the compare modal and the out-of-state wait list (axe on each)`,
    { tag: lang === "en" ? ["@layout"] : [] },
    async ({ page }) => {
      const c = copy[lang];
      await page.goto(c.landing);
      await pageScriptsRunning(page);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1, name: c.title })).toBeVisible();
      await expect(page.getByTestId("roadside-card-single")).toHaveAttribute("data-selected", "true");
      await page.getByRole("radio", { name: c.toggleFamily }).check();
      await expect(page.getByTestId("roadside-card-family")).toHaveAttribute("data-selected", "true");
      await expect(page.getByTestId("roadside-card-family")).toContainText("$99.00");
      await expectNoAxeViolations(page);

      await page.getByRole("button", { name: c.compare }).click();
      const modal = page.getByRole("dialog", { name: c.compare });
      await expect(modal).toBeVisible();
      await expect(modal.getByRole("row", { name: c.secondDriverRow })).toContainText(c.notIncluded);
      await expectNoAxeViolations(page);
      await modal.getByRole("button", { name: c.close }).first().click();
      await expect(modal).toBeHidden();

      await page.getByRole("link", { name: c.buySingle }).click();
      await expect(page.getByRole("heading", { level: 1, name: c.formTitle })).toBeVisible();
      await pageScriptsRunning(page);
      await page.getByLabel(c.state, { exact: true }).selectOption("CA");
      await expect(page.getByText(c.outOfStateCA)).toBeVisible();
      await page.getByRole("button", { name: c.waitList }).click();
      await expect(page.getByRole("heading", { level: 1, name: c.waitList })).toBeVisible();
      const waitList = page.getByRole("region", { name: c.waitList });
      await expectNoAxeViolations(page);
      // The site's wait-list form: the e-mail is stored for California, then the wait list's own page.
      await waitList.getByRole("textbox").fill(`roadside-wait-${Date.now()}@example.com`);
      await waitList.getByRole("button", { name: c.notify }).click();
      await expect(page).toHaveURL(/out-of-state.*joined=1/);
    },
  );
}

for (const lang of ["en", "es"] as const) {
  test(`doc3 §4.4, §5.4 (${lang}): a family membership bought on the payment site and confirmed; its PDF reads back`, async ({ page }) => {
    const c = copy[lang];
    await page.goto(c.landing);
    await page.getByRole("link", { name: c.buyFamily }).click();
    await expect(page.getByRole("heading", { level: 1, name: c.formTitle })).toBeVisible();
    await pageScriptsRunning(page);

    // doc3 §5.4: nothing filled → the messages beside the fields, nothing sent.
    await page.getByRole("button", { name: c.submit }).click();
    const me = page.getByRole("group", { name: c.primary, exact: true });
    await expect(me.getByLabel(c.firstName, { exact: true })).toHaveAccessibleDescription(c.required);
    await expect(page.getByText(c.consent)).toBeVisible();
    await expectNoAxeViolations(page);
    // doc3 §5.4 patterns: a name, an address and a city that are not one each say so.
    await me.getByLabel(c.firstName, { exact: true }).fill("R2-D2");
    await me.getByLabel(c.address1).fill("<b>");
    await me.getByLabel(c.city).fill("Dallas 75201");
    await page.getByRole("button", { name: c.submit }).click();
    await expect(me.getByLabel(c.firstName, { exact: true })).toHaveAccessibleDescription(c.badName);
    await expect(me.getByLabel(c.address1)).toHaveAccessibleDescription(c.badAddress);
    await expect(me.getByLabel(c.city)).toHaveAccessibleDescription(c.badCity);

    await fillBuyer(page, c, `roadside-${lang}-${Date.now()}@example.com`);
    const second = page.getByRole("group", { name: c.secondary, exact: true });
    await second.getByLabel(c.firstName, { exact: true }).fill("Luis");
    await second.getByLabel(c.lastName, { exact: true }).fill("Delgado");
    await fillDate(second, c, ["09", "30", "1983"]);
    await page.getByRole("button", { name: c.submit }).click();

    await payOnSandbox(page, c, "4242 4242 4242 4242");
    await expect(page).toHaveURL(new RegExp(`${lang === "es" ? "/es" : ""}/roadside/return\\?transactionId=rsa_`));
    await expect(page.getByRole("heading", { level: 1, name: c.confirmed })).toBeVisible();
    const number = (await page.getByTestId("roadside-membership-number").textContent())?.trim() ?? "";
    expect(number).toMatch(/^RSA\d{10}$/);
    await expectNoAxeViolations(page);

    // The return reloaded shows the same membership.
    await page.reload();
    await expect(page.getByTestId("roadside-membership-number")).toHaveText(number);

    const href = await page.getByRole("link", { name: c.download }).getAttribute("href");
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.body())), { mergePages: true });
    expect(text).toContain(c.pdfTitle);
    expect(text).toContain(number);
    expect(text).toContain("Rosa Delgado, Luis Delgado");
    expect(text).toContain(c.pdfFamily);
  });
}

for (const lang of ["en", "es"] as const) {
  test(`doc3 §4.4, §8 (${lang}): a declined card returns to the failure with retry; the retry pays and confirms`, async ({ page }) => {
    const c = copy[lang];
    await page.goto(`${c.landing}/buy?type=single`);
    await pageScriptsRunning(page);
    await fillBuyer(page, c, `roadside-retry-${lang}-${Date.now()}@example.com`);
    await page.getByRole("button", { name: c.submit }).click();
    await payOnSandbox(page, c, "4000 0000 0000 0002");
    await expect(page.getByRole("heading", { level: 1, name: c.failed })).toBeVisible();
    await expect(page.getByText("Your card was declined.")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: c.retry }).click();
    await payOnSandbox(page, c, "4242 4242 4242 4242");
    await expect(page).toHaveURL(new RegExp(`${lang === "es" ? "/es" : ""}/roadside/return\\?transactionId=rsa_`));
    await expect(page.getByRole("heading", { level: 1, name: c.confirmed })).toBeVisible();
    await expect(page.getByTestId("roadside-membership-number")).toHaveText(/^RSA\d{10}$/);
  });
}

test("every brand: the landing and the purchase form wear the brand's colours with no axe violation", async ({ page }) => {
  for (const [brand, path, heading] of [
    ["bluebonnet", "/roadside", copy.en.title],
    ["delsol", "/es/roadside/buy?type=family", copy.es.formTitle],
  ] as const) {
    await page.goto(`${path}${path.includes("?") ? "&" : "?"}brand=${brand}`);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await pageScriptsRunning(page);
    await expectNoAxeViolations(page);
  }
});
