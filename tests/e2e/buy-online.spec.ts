/**
 * Buy online in the browser, English and Spanish, against the embedded platform (doc3 §2.1,
 * §4.1, §5.1): a rated transaction seeded through the platform API as a returning visitor's quote;
 * quote card → Buy now → driver info → additional drivers → questions → policy details (mileage
 * modal) → pay on the sandbox processor's page inside the payment section's container → sign → sold, the declarations page and ID card downloaded as
 * PDFs whose text shows the policy number, the VIN and the premium. A reload at each section lands
 * on the same section; the messages of doc3 §5.1 show beside their fields; axe finds nothing on any
 * section or modal. The English start also runs from the home page's ZIP entry through the quote wizard.
 */
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { expectNoAxeViolations, watchErrors } from "./helpers";
import { platformCall, platformUrlFor, siteToken } from "./platform-api";
import { uniquePhone } from "./quote-results-support";

test.describe.configure({ timeout: 300_000 });

/** A reference person of the platform's licence lookup (platform/reference/data/people.json). */
const PERSON = { firstName: "Terrence", lastName: "Okafor", dob: "07/22/1995", licence: "91002351", vin: "1N4AL3AP2GC118820" };

const copy = {
  en: {
    prefix: "",
    verifyDob: "Date of birth",
    verifySubmit: "See my quote",
    buyNow: /^Buy now/,
    titles: {
      driverInfo: "Driver information",
      additionalDrivers: "Additional drivers",
      questions: "A few more questions",
      policy: "Your policy",
      payment: "Payment",
      esign: "Sign your documents",
      sold: "You're insured!",
    },
    licence: "Driver's license number",
    dob: "Date of birth",
    vin: /^VIN of the/,
    continue: "Continue",
    back: "Back",
    allRequired: "All fields are required.",
    licenceRequired: "Enter the driver's license number.",
    dobRequired: "Enter the date of birth.",
    vinRequired: "Enter the VIN.",
    wrongVin: "This VIN is not valid. Check the 17 characters on your registration or insurance card.",
    commuting: /is driven to work or school/,
    commuteAddress: "Work or school address",
    commuteAddressError: "Enter the work or school address.",
    yes: "Yes",
    no: "No",
    answerRequired: "Answer this question.",
    priorCancel: /has any driver had auto insurance cancelled/,
    priorCancelError: /We cannot sell this policy online/,
    editMileage: /^Edit mileage of the/,
    mileageTitle: /^Annual mileage of the/,
    mileage: "Miles driven per year",
    mileageError: "Enter the miles as a whole number from 1 to 100,000.",
    saveMileage: "Save mileage",
    totalPremium: "Total premium",
    payNow: "Pay now",
    container: {
      heading: "Pay securely",
      frame: "Secure payment page",
      amountDue: "Amount due today",
      newWindow: "Open the payment page in a new window",
      processorTitle: "Pay your down payment",
    },
    card: { number: "Card number", expiry: "Expiry (MM/YY)", cvc: "Security code (CVC)", name: "Name on the card", pay: /^Pay\b/ },
    affirmError: "Check the box to agree to sign electronically.",
    signatureError: "Type your full name.",
    signature: "Type your full name to sign",
    sign: "Sign documents",
    declarations: "Download the declarations page (PDF)",
    idCard: "Download the ID card (PDF)",
    policyNumber: "Policy number",
  },
  es: {
    prefix: "/es",
    verifyDob: "Fecha de nacimiento",
    verifySubmit: "Ver mi cotización",
    buyNow: /^Comprar ahora/,
    titles: {
      driverInfo: "Información del conductor",
      additionalDrivers: "Otros conductores",
      questions: "Unas preguntas más",
      policy: "Tu póliza",
      payment: "Pago",
      esign: "Firma tus documentos",
      sold: "¡Ya tienes seguro!",
    },
    licence: "Número de licencia de manejo",
    dob: "Fecha de nacimiento",
    vin: /^VIN del/,
    continue: "Continuar",
    back: "Atrás",
    allRequired: "Todos los campos son obligatorios.",
    licenceRequired: "Escribe el número de licencia de manejo.",
    dobRequired: "Escribe la fecha de nacimiento.",
    vinRequired: "Escribe el VIN.",
    wrongVin: "Este VIN no es válido. Revisa los 17 caracteres en tu registro o tarjeta de seguro.",
    commuting: /se usa para ir al trabajo o a la escuela/,
    commuteAddress: "Dirección del trabajo o la escuela",
    commuteAddressError: "Escribe la dirección del trabajo o la escuela.",
    yes: "Sí",
    no: "No",
    answerRequired: "Contesta esta pregunta.",
    priorCancel: /le cancelaron, negaron o no renovaron un seguro/,
    priorCancelError: /No podemos vender esta póliza en línea/,
    editMileage: /^Cambiar el millaje del/,
    mileageTitle: /^Millaje anual del/,
    mileage: "Millas que manejas al año",
    mileageError: "Escribe las millas como un número entero de 1 a 100,000.",
    saveMileage: "Guardar millaje",
    totalPremium: "Prima total",
    payNow: "Pagar ahora",
    container: {
      heading: "Paga de forma segura",
      frame: "Página de pago segura",
      amountDue: "Monto a pagar hoy",
      newWindow: "Abre la página de pago en una ventana nueva",
      processorTitle: "Paga tu pago inicial",
    },
    card: { number: "Número de tarjeta", expiry: "Vencimiento (MM/AA)", cvc: "Código de seguridad (CVC)", name: "Nombre en la tarjeta", pay: /^Pagar\b/ },
    affirmError: "Marca la casilla para aceptar la firma electrónica.",
    signatureError: "Escribe tu nombre completo.",
    signature: "Escribe tu nombre completo para firmar",
    sign: "Firmar documentos",
    declarations: "Descargar la página de declaraciones (PDF)",
    idCard: "Descargar la tarjeta de seguro (PDF)",
    policyNumber: "Número de póliza",
  },
} as const;
type Copy = (typeof copy)[keyof typeof copy];

/** A transaction rated for PERSON, as the quote flow leaves it; answers a rate quote id to open it with. */
async function seedQuote(baseURL: string, lang: "en" | "es"): Promise<string> {
  const platform = platformUrlFor(baseURL);
  const token = await siteToken(undefined, platform);
  const phone = uniquePhone();
  const person = { name: PERSON.firstName, surname: PERSON.lastName, dob: PERSON.dob, gender: 0, maritalStatus: 1 };
  const transaction = {
    term: 6,
    customer: {
      ...person,
      email: `${phone}@example.com`,
      phoneNumber: phone,
      insured: true,
      language: lang,
      address: { address: "2210 Elm St", city: "Dallas", state: "TX", zipCode: "75201", county: "Dallas" },
    },
    drivers: [{ ...person, relation: 0, licenseType: 1 }],
    cars: [{ vin: PERSON.vin, year: 2016, maker: "NISSAN", model: "ALTIMA", annualMilesAge: 11000 }],
    coverages: [
      { coverageCd: "BI", val1: 30000, val2: 60000 },
      { coverageCd: "PD", val1: 25000 },
    ],
  };
  const { transactionId } = await platformCall<{ transactionId: string }>("POST", "/api/rating/prepareTransaction", { platform, token, body: { transaction } });
  await platformCall("POST", "/api/rating/submitTransaction", { platform, token, body: { transactionId } });
  for (let i = 0; i < 150; i++) {
    const answer = await platformCall<{ isDone: boolean; results: { rateQuoteId: string | null; status: string }[] }>(
      "GET",
      "/api/rating/getResultsByTransactionId",
      { platform, token, query: { transactionId } },
    );
    const rated = answer.results.find((r) => r.status === "rated" && r.rateQuoteId);
    if (answer.isDone && rated?.rateQuoteId) return rated.rateQuoteId;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("rating did not finish");
}

const sectionTitle = (page: Page, title: string) => page.getByRole("heading", { level: 2, name: title, exact: true });

async function expectSection(page: Page, title: string, progress: number) {
  await expect(sectionTitle(page, title)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", String(progress));
}

/** doc3 §4.1: a reload lands on the same section. */
async function reloadStays(page: Page, title: string, progress: number) {
  await page.reload();
  await expectSection(page, title, progress);
}

/**
 * doc3 §2.1 iframe container: the payment section shows the processor's page in a titled frame, with
 * its heading, the amount due, Back and the new-window link; answers the processor's page.
 */
async function paymentContainer(page: Page, lang: "en" | "es") {
  const c = copy[lang];
  await expectSection(page, c.titles.payment, 35);
  await expect(page.getByRole("heading", { level: 3, name: c.container.heading })).toBeVisible();
  await expect(page.locator("dt", { hasText: c.container.amountDue }).locator("xpath=following-sibling::dd")).toHaveText(/\$\s?\d/);
  await expect(page.getByRole("button", { name: c.back, exact: true })).toBeVisible();
  const frame = page.getByTitle(c.container.frame, { exact: true });
  await expect(frame).toBeVisible();
  const processor = page.frameLocator(`iframe[title="${c.container.frame}"]`);
  await expect(processor.getByRole("heading", { level: 1, name: c.container.processorTitle })).toBeVisible();
  // The fallback opens the same page in a new window.
  await expect(page.getByRole("link", { name: c.container.newWindow })).toHaveAttribute("href", (await frame.getAttribute("src"))!);
  await expect(page.getByRole("link", { name: c.container.newWindow })).toHaveAttribute("target", "_blank");
  return processor;
}

async function pdfText(path: string): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(path)));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

for (const lang of ["en", "es"] as const) {
  const c: Copy = copy[lang];
  // The English journey runs at a phone's width, the Spanish one on the desktop.
  test(`buy online from a quote card to a sold policy with its PDFs (${lang})`, lang === "en" ? { tag: "@phone-only" } : {}, async ({ page, baseURL }) => {
    // Errors of the site's pages (the sandbox processor's page is the platform's, and its favicon request is not ours).
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" && !/\/sandbox\/|favicon/.test(`${m.location().url} ${page.url()}`)) errors.push(`${m.text()} at ${m.location().url}`);
    });
    page.on("pageerror", (e) => errors.push(e.message));
    const failed: string[] = [];
    page.on("response", (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${new URL(r.url()).pathname}`);
    });
    const rateQuoteId = await seedQuote(baseURL!, lang);

    // The returning visitor's quote cards; Buy now on the online carrier leads into the flow.
    await page.goto(`${c.prefix}/quote?code=${rateQuoteId}`);
    const verify = page.getByRole("dialog");
    await verify.getByLabel(c.verifyDob).fill(PERSON.dob);
    await verify.getByRole("button", { name: c.verifySubmit }).click();
    const card = page.locator('article[data-carrier="gulf-breeze"]');
    await expect(card).toBeVisible({ timeout: 30_000 });
    await card.getByRole("button", { name: c.buyNow }).click();
    await page.waitForURL(/\/buy-online\?transactionId=/);

    // 1. Driver info (progress 0): each doc3 §5.1 message beside its field, then the verified licence and VIN.
    await expectSection(page, c.titles.driverInfo, 0);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: c.continue }).click();
    await expect(page.getByText(c.allRequired)).toBeVisible();
    await expect(page.getByText(c.licenceRequired)).toBeVisible();
    await expect(page.getByText(c.dobRequired)).toBeVisible();
    await expect(page.getByText(c.vinRequired)).toBeVisible();
    await expect(page.getByLabel(c.licence)).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel(c.licence).fill(PERSON.licence);
    await page.getByLabel(c.dob).fill(PERSON.dob);
    await page.getByLabel(c.vin).fill("1N4AL3AP2GC11882O");
    await page.getByRole("button", { name: c.continue }).click();
    await expect(page.getByText(c.wrongVin)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel(c.vin).fill(PERSON.vin);
    await page.getByRole("button", { name: c.continue }).click();

    // 2. Additional drivers (15): the commute address is required once a vehicle commutes.
    await expectSection(page, c.titles.additionalDrivers, 15);
    await reloadStays(page, c.titles.additionalDrivers, 15);
    await page.getByLabel(c.commuting).check();
    await page.getByRole("button", { name: c.continue }).click();
    await expect(page.getByText(c.commuteAddressError)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel(c.commuting).uncheck();
    await page.getByRole("button", { name: c.continue }).click();

    // 3. Questions (25): every question answered; a validationrequired question answered wrongly shows its message and blocks.
    await expectSection(page, c.titles.questions, 25);
    await reloadStays(page, c.titles.questions, 25);
    await page.getByRole("button", { name: c.continue }).click();
    await expect(page.getByText(c.answerRequired).first()).toBeVisible();
    const groups = page.locator('[data-section="questions"] fieldset');
    const count = await groups.count();
    for (let i = 0; i < count; i++) {
      const group = groups.nth(i);
      const text = (await group.locator("legend").textContent()) ?? "";
      // The valid answers of the reference carrier's questions: "No" except for the two asking that all is as quoted.
      const yes = /listed|incluidos|kept overnight|guardan de noche/i.test(text);
      await group.getByLabel(yes ? c.yes : c.no, { exact: true }).check();
    }
    await page.getByRole("group", { name: c.priorCancel }).getByLabel(c.yes, { exact: true }).check();
    await page.getByRole("button", { name: c.continue }).click();
    await expect(page.getByText(c.priorCancelError)).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page);
    await page.getByRole("group", { name: c.priorCancel }).getByLabel(c.no, { exact: true }).check();
    await page.getByRole("button", { name: c.continue }).click();

    // 4. Policy details (30), the mileage modal, pay now.
    await expectSection(page, c.titles.policy, 30);
    await reloadStays(page, c.titles.policy, 30);
    const premium = (await page.locator("dt", { hasText: c.totalPremium }).locator("xpath=following-sibling::dd").textContent())!.trim();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: c.editMileage }).click();
    const modal = page.getByRole("dialog", { name: c.mileageTitle });
    await expect(modal).toBeVisible();
    await modal.getByLabel(c.mileage).fill("0");
    await modal.getByRole("button", { name: c.saveMileage }).click();
    await expect(modal.getByText(c.mileageError)).toBeVisible();
    await expectNoAxeViolations(page);
    await modal.getByLabel(c.mileage).fill("12000");
    await modal.getByRole("button", { name: c.saveMileage }).click();
    await expect(modal).toBeHidden();
    await page.getByRole("button", { name: c.payNow }).click();

    // 5. Payment (35) on the sandbox processor's page inside the payment section; a reload shows it again.
    await paymentContainer(page, lang);
    await expect(page).toHaveURL(/\/buy-online\?transactionId=/);
    await expectNoAxeViolations(page);
    await page.reload();
    const processor = await paymentContainer(page, lang);
    await processor.getByLabel(c.card.number).fill("4242 4242 4242 4242");
    await processor.getByLabel(c.card.expiry).fill("12/34");
    await processor.getByLabel(c.card.cvc).fill("123");
    await processor.getByLabel(c.card.name).fill(`${PERSON.firstName} ${PERSON.lastName}`);
    await processor.getByRole("button", { name: c.card.pay }).click();
    // The processor's return reaches the whole page (never left inside the frame); the check runs there.

    // 6. E-sign (67): the affirmation and the typed name are required.
    await expectSection(page, c.titles.esign, 67);
    await reloadStays(page, c.titles.esign, 67);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: c.sign }).click();
    await expect(page.getByText(c.affirmError)).toBeVisible();
    await expect(page.getByText(c.signatureError)).toBeVisible();
    await page.getByRole("checkbox").check();
    await page.getByLabel(c.signature).fill(`${PERSON.firstName} ${PERSON.lastName}`);
    await page.getByRole("button", { name: c.sign }).click();

    // 7. Sold (100): the documents as PDFs showing the policy number, the VIN and the premium.
    await expectSection(page, c.titles.sold, 100);
    await reloadStays(page, c.titles.sold, 100);
    await expectNoAxeViolations(page);
    const policyNumber = (await page.locator("[data-policy-number]").textContent())!.trim();
    expect(policyNumber).not.toBe("");
    for (const name of [c.declarations, c.idCard]) {
      const download = page.waitForEvent("download");
      await page.getByRole("link", { name }).click();
      const text = await pdfText((await (await download).path())!);
      expect(text).toContain(policyNumber);
      expect(text).toContain(PERSON.vin);
      if (name === c.declarations) expect(text.replace(/\s/g, "")).toContain(premium.replace(/\s/g, "").replace(/^US/, ""));
    }
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
  });
}

/** A 1995 Honda Accord: older than the 30 years the carrier writes, so the carrier declines quote step 2. */
const OLD_VIN = "1HGCD5636SA012345";

const more = {
  en: {
    declinedTitle: "The insurance company can't sell this policy online",
    declinedReasons: ["Gulf Breeze Casualty (fictional) can't offer this policy online.", "Vehicles older than 30 years are not written."],
    callUs: /^Call us at/,
    toQuotes: "Back to your quotes",
    choosePlan: "Choose how to pay",
    paymentTitle: "Payment",
    paymentError: "Your payment didn't go through",
    retry: "Try the payment again",
    sandboxTitle: "Pay your down payment",
  },
  es: {
    declinedTitle: "La aseguradora no puede vender esta póliza en línea",
    declinedReasons: [
      "Gulf Breeze Casualty (fictional) no puede ofrecer esta póliza en línea.",
      "Uno de los vehículos no cumple los requisitos de la aseguradora (por ejemplo, por su antigüedad).",
    ],
    callUs: /^Llámanos al/,
    toQuotes: "Volver a tus cotizaciones",
    choosePlan: "Elige cómo pagar",
    paymentTitle: "Pago",
    paymentError: "Tu pago no se procesó",
    retry: "Intentar el pago otra vez",
    sandboxTitle: "Paga tu pago inicial",
  },
} as const;

/** From the returning visitor's quote cards into the flow, on driver info. */
async function openFlow(page: Page, baseURL: string, lang: "en" | "es") {
  const c = copy[lang];
  const rateQuoteId = await seedQuote(baseURL, lang);
  await page.goto(`${c.prefix}/quote?code=${rateQuoteId}`);
  const verify = page.getByRole("dialog");
  await verify.getByLabel(c.verifyDob).fill(PERSON.dob);
  await verify.getByRole("button", { name: c.verifySubmit }).click();
  const card = page.locator('article[data-carrier="gulf-breeze"]');
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.getByRole("button", { name: c.buyNow }).click();
  await page.waitForURL(/\/buy-online\?transactionId=/);
  await expectSection(page, c.titles.driverInfo, 0);
}

/** Driver info (with this VIN), additional drivers and the questions, each answered validly. */
async function answerThroughQuestions(page: Page, lang: "en" | "es", vin: string) {
  const c = copy[lang];
  await page.getByLabel(c.licence).fill(PERSON.licence);
  await page.getByLabel(c.dob).fill(PERSON.dob);
  await page.getByLabel(c.vin).fill(vin);
  await page.getByRole("button", { name: c.continue }).click();
  await expectSection(page, c.titles.additionalDrivers, 15);
  await page.getByRole("button", { name: c.continue }).click();
  await expectSection(page, c.titles.questions, 25);
  const groups = page.locator('[data-section="questions"] fieldset');
  const count = await groups.count();
  for (let i = 0; i < count; i++) {
    const group = groups.nth(i);
    const text = (await group.locator("legend").textContent()) ?? "";
    const yes = /listed|incluidos|kept overnight|guardan de noche/i.test(text);
    await group.getByLabel(yes ? c.yes : c.no, { exact: true }).check();
  }
  await page.getByRole("button", { name: c.continue }).click();
}

for (const lang of ["en", "es"] as const) {
  const c: Copy = copy[lang];
  const m = more[lang];
  test(`doc3 §4.1, §8 buy online: a carrier decline after quote step 2 shows the carrier's reasons where the shopper is, with the ways forward (${lang})`, async ({
    page,
    baseURL,
  }) => {
    await openFlow(page, baseURL!, lang);
    // doc3 §4.1: a reload on driver info lands on driver info.
    await reloadStays(page, c.titles.driverInfo, 0);
    await answerThroughQuestions(page, lang, OLD_VIN);

    await expectSection(page, m.declinedTitle, 30);
    const reasons = page.getByRole("alert").getByRole("listitem");
    await expect(reasons).toHaveText([...m.declinedReasons]);
    await expect(page.getByRole("button", { name: c.payNow })).toHaveCount(0);
    await expect(page.getByRole("link", { name: m.callUs })).toHaveAttribute("href", /^tel:/);
    await expect(page.getByRole("link", { name: m.toQuotes })).toBeVisible();
    await expectNoAxeViolations(page);
    await reloadStays(page, m.declinedTitle, 30);

    // Back to the questions: the shopper can change the answers (or go further back).
    await page.getByRole("button", { name: c.back, exact: true }).click();
    await expectSection(page, c.titles.questions, 25);
  });
}

test("doc3 §2.1, §4.1 buy online: a declined card shows the payment error view, a reload stays on it, and Back leads to policy details", async ({
  page,
  baseURL,
}) => {
  const c = copy.en;
  const m = more.en;
  await openFlow(page, baseURL!, "en");
  await answerThroughQuestions(page, "en", PERSON.vin);
  await expectSection(page, c.titles.policy, 30);
  // A double click sends Pay now once.
  await page.getByRole("button", { name: c.payNow }).dblclick();

  // The sandbox processor's page inside the payment section: every field labelled, axe finds nothing.
  const processor = await paymentContainer(page, "en");
  await expect(processor.getByRole("heading", { level: 1, name: m.sandboxTitle })).toBeVisible();
  await expectNoAxeViolations(page);
  // Back from the container: policy details, and Pay now shows the same page again.
  const opened = await page.getByTitle(c.container.frame, { exact: true }).getAttribute("src");
  await page.getByRole("button", { name: c.back, exact: true }).click();
  await expectSection(page, c.titles.policy, 30);
  await reloadStays(page, c.titles.policy, 30);
  await page.getByRole("button", { name: c.payNow }).click();
  await paymentContainer(page, "en");
  await expect(page.getByTitle(c.container.frame, { exact: true })).toHaveAttribute("src", opened!);
  await processor.getByLabel(c.card.number).fill("4000 0000 0000 0002");
  await processor.getByLabel(c.card.expiry).fill("12/34");
  await processor.getByLabel(c.card.cvc).fill("123");
  await processor.getByLabel(c.card.name).fill(`${PERSON.firstName} ${PERSON.lastName}`);
  await processor.getByRole("button", { name: c.card.pay }).click();

  // Back on the site: the payment check runs, the card was declined: the payment error view.
  await expectSection(page, m.paymentTitle, 35);
  await expect(page.getByRole("alert").filter({ hasText: m.paymentError })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/failed=payment/);
  await expectNoAxeViolations(page);
  // doc3 §4.1: a reload of the payment-return check lands on the same view.
  await page.reload();
  await expect(page.getByRole("alert").filter({ hasText: m.paymentError })).toBeVisible();
  await expect(page.getByRole("button", { name: m.retry })).toBeVisible();

  // doc3 §2.1 back button: policy details again, and a reload stays there.
  await page.getByRole("button", { name: c.back, exact: true }).click();
  await expectSection(page, c.titles.policy, 30);
  await reloadStays(page, c.titles.policy, 30);
  await expectNoAxeViolations(page);
  // Paid again from policy details: the processor's page opens for a new payment.
  await page.getByRole("button", { name: c.payNow }).click();
  const again = await paymentContainer(page, "en");
  await expect(again.getByRole("heading", { level: 1, name: m.sandboxTitle })).toBeVisible();
  await expect(page.getByTitle(c.container.frame, { exact: true })).not.toHaveAttribute("src", opened!);
});

test("doc3 §2.1 buy online from the home page: the ZIP entry, the quote wizard, the quote cards, then Buy now opens driver info", async ({ page }) => {
  const errors = watchErrors(page);
  const c = copy.en;
  const next = () => page.getByRole("button", { name: "Continue", exact: true }).click();
  const title = (text: string) => expect(page.locator("#quote-step-title")).toHaveText(text);
  await page.goto("/");
  await page.locator("#quote").getByRole("textbox").first().fill("75201");
  await page.locator("#quote").getByRole("button").first().click();
  await title("Let's start with you");
  await page.getByLabel("First name", { exact: true }).fill(PERSON.firstName);
  await page.getByLabel("Last name", { exact: true }).fill(PERSON.lastName);
  await page.getByRole("textbox", { name: "Date of birth", exact: true }).pressSequentially(PERSON.dob.replace(/\//g, ""));
  await next();
  await title("How can we reach you?");
  const phone = uniquePhone();
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(`${phone}@example.com`);
  await page.getByRole("textbox", { name: "Mobile phone", exact: true }).fill(phone);
  await page.getByRole("checkbox", { name: /I agree to the privacy policy/ }).check();
  await next();
  await title("Where do you live?");
  await page.getByLabel("Street address", { exact: true }).fill("2210 Elm St");
  await page.getByRole("textbox", { name: "City", exact: true }).fill("Dallas");
  await page.getByRole("group", { name: "Gender" }).getByRole("radio", { name: "Male", exact: true }).check();
  await page.getByRole("group", { name: "Marital status" }).getByRole("radio", { name: "Single", exact: true }).check();
  await page.getByRole("group", { name: "Do you have car insurance now?" }).getByRole("radio", { name: "Yes", exact: true }).check();
  await next();
  await title("Drivers");
  await page.getByRole("button", { name: "Continue to vehicles" }).click();
  await title("Vehicles");
  await page.getByRole("button", { name: "Add a vehicle" }).first().click();
  const vehicle = page.getByRole("dialog", { name: "Add a vehicle" });
  await vehicle.getByLabel("Year", { exact: true }).selectOption({ label: "2020" });
  await vehicle.getByLabel("Make", { exact: true }).selectOption({ label: "Toyota" });
  await vehicle.getByLabel("Model", { exact: true }).selectOption({ label: "Camry" });
  await vehicle.getByRole("button", { name: "Save vehicle" }).click();
  await expect(vehicle).toBeHidden();
  await page.getByRole("button", { name: "Continue to coverage" }).click();
  await title("Coverage");
  await page.getByRole("button", { name: "Get my quotes" }).click();

  const card = page.locator('article[data-carrier="gulf-breeze"]');
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.getByRole("button", { name: c.buyNow }).click();
  await page.waitForURL(/\/buy-online\?transactionId=/);
  await expectSection(page, c.titles.driverInfo, 0);
  expect(errors).toEqual([]);
});
