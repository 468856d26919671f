/**
 * The follow-up form in the browser, English and Spanish (doc3 §2.2, §4.2, §5.2): a transaction rated for a
 * reference person, seeded through the platform API; the visitor proves the quote is theirs, opens the follow-up of
 * a follow-up carrier, and goes through driver info (doc3 §5.2 messages), contact preference (a reload keeps the step),
 * additional drivers (the spouse found by the licence look-up, completed in the driver modal), the carrier's questions,
 * and contact verification with the codes read from the outbox: the agent-status modal shows each code waiting,
 * then confirmed as an agent decides through the platform's staff API; a call back is asked for from it after the
 * request-call-back modal confirms the number; the button stays disabled after a reload; once both codes are
 * confirmed the modal closes by itself and the final success shows. axe finds nothing on any step or modal; Escape
 * closes each modal and focus returns to the button that opened it.
 */
import { expect, test, type Page } from "@playwright/test";
import { openDatabase } from "../../platform/db/index.ts";
import { seedStaff } from "../../platform/seed/staff.ts";
import { chooseLanguage, expectNoAxeViolations, watchErrors } from "./helpers";
import { E2E_SQLITE_PATH, platformCall, platformUrlFor, siteToken } from "./platform-api";
import { uniquePhone } from "./quote-results-support";

test.describe.configure({ timeout: 300_000 });

/** A reference household of the licence look-up (platform/reference/data/people.json): Maria and her spouse Daniel. */
const PERSON = { firstName: "Maria", lastName: "Alvarado", dob: "03/14/1988", licence: "91002341", vin: "4T1B11HK7JU512345" };
const SPOUSE = { licence: "91002342", dobDigits: "11301986", dob: "11/30/1986" };
const FOLLOW_UP_CARRIERS = ["bluebonnet-lantern"];

const copy = {
  en: {
    prefix: "",
    verifyDob: "Date of birth",
    verifySubmit: "See my quote",
    steps: {
      driver: "Driver information",
      contact: "Contact preference",
      drivers: "Additional drivers",
      questions: "More questions",
      verify: "Verify your contact details",
      success: "You're all set!",
    },
    dob: "Date of birth",
    licence: "Driver license number",
    vin: /^VIN of the/,
    next: "Continue",
    allRequired: "All fields are required.",
    notCorrect: "The license number and date of birth do not match our records. Please check them.",
    consent: /I agree to receive my policy documents/,
    consentRequired: "Please check the box to agree.",
    choose: "Please choose an answer.",
    yes: "Yes",
    no: "No",
    english: "English",
    byEmail: "By e-mail",
    incomplete: "Some driver details are missing. Edit each driver to complete them.",
    edit: "Edit Daniel Alvarado",
    remove: "Remove Daniel Alvarado",
    editTitle: "Edit driver",
    removeTitle: "Remove Daniel Alvarado ?",
    residence: "Residence status",
    status: "Driver status",
    coverage: "Coverage",
    resident: "Lives with me",
    insured: "Insured",
    included: "Included",
    update: "UPDATE",
    addVehicle: "Add Vehicle",
    addVehicleTitle: "Add vehicle",
    mileage: "Annual mileage",
    cancel: "Cancel",
    questionRequired: "Please answer this question for Maria.",
    emailCode: "E-mail code",
    textCode: "Text message code",
    codeRequired: "Please enter the code.",
    submitCodes: "Verify codes",
    waiting: "Checking your codes",
    callBack: "Request call back",
    callBackDone: "Call back requested",
    review: "See the agent's review",
    reviewTitle: "Your codes with our agent",
    waitingAgent: "Waiting for an agent",
    confirmed: "Confirmed",
    callBackTitle: "Request a call back",
    callBackYes: "Yes, call me",
    callBackMessage: "Thank you. An agent will contact you shortly.",
    backToForm: "Back to the form",
    success: /Thank you, Maria/,
    downPayment: "ESTIMATED DOWN PAYMENT",
  },
  es: {
    prefix: "/es",
    verifyDob: "Fecha de nacimiento",
    verifySubmit: "Ver mi cotización",
    steps: {
      driver: "Datos del conductor",
      contact: "Preferencias de contacto",
      drivers: "Conductores adicionales",
      questions: "Más preguntas",
      verify: "Verifica tus datos de contacto",
      success: "¡Todo listo!",
    },
    dob: "Fecha de nacimiento",
    licence: "Número de licencia de manejo",
    vin: /^VIN del/,
    next: "Continuar",
    allRequired: "Todos los campos son obligatorios.",
    notCorrect: "El número de licencia y la fecha de nacimiento no coinciden con nuestros registros. Revísalos.",
    consent: /Acepto recibir mis documentos/,
    consentRequired: "Marca la casilla para aceptar.",
    choose: "Elige una respuesta.",
    yes: "Sí",
    no: "No",
    english: "Inglés",
    byEmail: "Por correo electrónico",
    incomplete: "Faltan datos de algún conductor. Edita cada conductor para completarlos.",
    edit: "Editar Daniel Alvarado",
    remove: "Quitar Daniel Alvarado",
    editTitle: "Editar conductor",
    removeTitle: "¿Quitar a Daniel Alvarado?",
    residence: "Lugar de residencia",
    status: "Situación del conductor",
    coverage: "Cobertura",
    resident: "Vive conmigo",
    insured: "Asegurado",
    included: "Incluido",
    update: "ACTUALIZAR",
    addVehicle: "Agregar vehículo",
    addVehicleTitle: "Agregar vehículo",
    mileage: "Millas al año",
    cancel: "Cancelar",
    questionRequired: "Responde esta pregunta para Maria.",
    emailCode: "Código del correo",
    textCode: "Código del mensaje de texto",
    codeRequired: "Escribe el código.",
    submitCodes: "Verificar códigos",
    waiting: "Revisando tus códigos",
    callBack: "Pedir que me llamen",
    callBackDone: "Llamada solicitada",
    review: "Ver la revisión del agente",
    reviewTitle: "Tus códigos con nuestro agente",
    waitingAgent: "Esperando a un agente",
    confirmed: "Confirmado",
    callBackTitle: "Pedir que me llamen",
    callBackYes: "Sí, llámenme",
    callBackMessage: "Gracias. Un agente se comunicará contigo en breve.",
    backToForm: "Volver al formulario",
    success: /Gracias, Maria/,
    downPayment: "PAGO INICIAL ESTIMADO",
  },
} as const;
type Copy = (typeof copy)[keyof typeof copy];

/** A transaction rated for PERSON; answers its id and the rate quote of a follow-up carrier. */
async function seedQuote(baseURL: string, email: string, phone: string) {
  const platform = platformUrlFor(baseURL);
  const token = await siteToken(undefined, platform);
  const person = { name: PERSON.firstName, surname: PERSON.lastName, dob: PERSON.dob, gender: 1, maritalStatus: 0 };
  const transaction = {
    term: 6,
    customer: {
      ...person,
      email,
      phoneNumber: phone,
      insured: true,
      address: { address: "2210 Elm St", city: "Dallas", state: "TX", zipCode: "75201", county: "Dallas" },
    },
    drivers: [{ ...person, relation: 0, licenseType: 1 }],
    cars: [{ vin: PERSON.vin, year: 2018, maker: "TOYOTA", model: "CAMRY", annualMilesAge: 11000 }],
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
      return { transactionId, rateQuoteId: rated.rateQuoteId, carrierId: rated.carrierId };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("rating did not finish");
}

async function staffSession(baseURL: string): Promise<string> {
  const store = await openDatabase({ databaseUrl: process.env.DATABASE_URL, sqlitePath: E2E_SQLITE_PATH });
  try {
    await seedStaff(store.db, new Date(), 12);
  } finally {
    await store.close();
  }
  const platform = platformUrlFor(baseURL);
  const site = await siteToken(undefined, platform);
  const { token } = await platformCall<{ token: string }>("POST", "/api/staff/login", {
    platform,
    token: site,
    body: { email: "agent.lonestar@example.com", password: "Console#2026" },
  });
  return token;
}

async function codeSentTo(baseURL: string, staff: string, to: string): Promise<string> {
  const { messages } = await platformCall<{ messages: { text: string; template: string }[] }>("GET", "/api/outbox", {
    platform: platformUrlFor(baseURL),
    token: staff,
    query: { to, limit: "5" },
  });
  const code = /\b(\d{6})\b/.exec(messages.find((m) => m.template === "contactVerificationCode")?.text ?? "")?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

const stepTitle = (page: Page, title: string) => page.getByRole("heading", { level: 2, name: title, exact: true });

for (const lang of ["en", "es"] as const) {
  const c: Copy = copy[lang];
  // The English journey runs at a phone's width (the area's layout test), the Spanish one on the desktop.
  test(`doc3 §2.2 follow-up form from driver info to the final success (${lang})`, { tag: lang === "en" ? ["@phone-only"] : [] }, async ({ page, baseURL }) => {
    const errors = watchErrors(page);
    await chooseLanguage(page.context(), baseURL!, lang);
    const phone = uniquePhone();
    const email = `maria.${phone}@example.com`;
    const { transactionId, rateQuoteId, carrierId } = await seedQuote(baseURL!, email, phone);
    const staff = await staffSession(baseURL!);

    // The visitor proves the quote is theirs (doc2 §4 owner check), then opens the follow-up.
    await page.goto(`${c.prefix}/quote?code=${rateQuoteId}`);
    const verify = page.getByRole("dialog", { name: /./ }).filter({ has: page.getByLabel(c.verifyDob) });
    await verify.getByLabel(c.verifyDob).fill(PERSON.dob);
    await verify.getByRole("button", { name: c.verifySubmit }).click();
    await expect(page.locator("article[data-carrier]").first()).toBeVisible({ timeout: 30_000 });
    await page.goto(`${c.prefix}/follow-up?transactionId=${transactionId}&rateQuoteId=${rateQuoteId}&payplan=Monthly`);

    // 1. Driver info: doc3 §5.2 messages, the look-up mismatch, the paperless consent.
    await expect(stepTitle(page, c.steps.driver)).toBeVisible();
    await expect(page.getByText(c.downPayment)).toBeVisible();
    await expectNoAxeViolations(page);
    const vinField = page.getByLabel(c.vin);
    await vinField.fill("");
    // doc2 §5 the one date input, filled from the quote as MM/DD/YYYY.
    const dobField = page.getByRole("textbox", { name: c.dob, exact: true });
    await expect(dobField).toHaveValue(PERSON.dob);
    await expect(dobField).toHaveAttribute("autocomplete", "bday");
    await dobField.fill("");
    await page.getByRole("button", { name: c.next }).click();
    await expect(page.getByText(c.allRequired)).toHaveCount(3);
    // doc2 §5: the eight digits typed show with their slashes.
    await dobField.pressSequentially("03141988");
    await expect(dobField).toHaveValue(PERSON.dob);
    await page.getByLabel(c.licence).fill("91002399");
    await vinField.fill(PERSON.vin);
    const fullFlow = carrierId === "bluebonnet-lantern";
    if (fullFlow) await page.getByLabel(c.consent).check();
    await page.getByRole("button", { name: c.next }).click();
    await expect(page.getByText(c.notCorrect)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel(c.licence).fill(PERSON.licence);
    if (fullFlow) {
      await page.getByLabel(c.consent).uncheck();
      await page.getByRole("button", { name: c.next }).click();
      await expect(page.getByText(c.consentRequired)).toBeVisible();
      await page.getByLabel(c.consent).check();
    }
    await page.getByRole("button", { name: c.next }).click();

    // 2. Contact preference; a reload keeps the step.
    await expect(stepTitle(page, c.steps.contact)).toBeVisible();
    await page.reload();
    await expect(stepTitle(page, c.steps.contact)).toBeVisible();
    await page.getByRole("button", { name: c.next }).click();
    await expect(page.getByText(c.choose).first()).toBeVisible();
    await expectNoAxeViolations(page);
    const group = (n: number) => page.locator(`section[aria-labelledby="follow-up-step-title"]`).getByRole("group").nth(n);
    await group(0).getByLabel(c.yes, { exact: true }).check();
    await page.getByRole("radio", { name: c.english }).check();
    await group(2).getByLabel(c.yes, { exact: true }).check();
    await page.getByRole("radio", { name: c.byEmail }).check();
    await page.getByRole("button", { name: c.next }).click();

    // 3. Additional drivers (bluebonnet-lantern): the spouse found by the licence look-up must be completed.
    if (fullFlow) {
      await expect(stepTitle(page, c.steps.drivers)).toBeVisible();
      await page.getByRole("button", { name: c.next }).click();
      await expect(page.getByText(c.incomplete)).toBeVisible();
      await page.getByRole("button", { name: c.remove }).click();
      await expect(page.getByRole("alertdialog", { name: c.removeTitle })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("alertdialog").getByRole("button", { name: c.no, exact: true }).click();
      await page.getByRole("button", { name: c.edit }).click();
      const modal = page.getByRole("dialog", { name: c.editTitle });
      await expect(modal).toBeVisible();
      await expectNoAxeViolations(page);
      await modal.getByLabel(c.licence).fill(SPOUSE.licence);
      await modal.getByLabel(c.residence).selectOption({ label: c.resident });
      await modal.getByLabel(c.status).selectOption({ label: c.insured });
      await modal.getByLabel(c.coverage).selectOption({ label: c.included });
      const spouseDob = modal.getByRole("textbox", { name: new RegExp(`^${c.dob}`) });
      await expect(spouseDob).toHaveAttribute("inputmode", "numeric");
      await spouseDob.fill("");
      await spouseDob.pressSequentially(SPOUSE.dobDigits);
      await expect(spouseDob).toHaveValue(SPOUSE.dob);
      await modal.getByRole("button", { name: c.update }).click();
      await expect(modal).toHaveCount(0);
      // The vehicle modal: the mileage select defaults to 10000.
      await page.getByRole("button", { name: c.addVehicle }).click();
      const vehicle = page.getByRole("dialog", { name: c.addVehicleTitle });
      await expect(vehicle.getByLabel(c.mileage)).toHaveValue("10000");
      await expectNoAxeViolations(page);
      await vehicle.getByRole("button", { name: c.cancel }).click();
      await page.getByRole("button", { name: c.next }).click();
    }

    // 4. The carrier's questions: every one answered, the first name in the message.
    await expect(stepTitle(page, c.steps.questions)).toBeVisible();
    await page.getByRole("button", { name: c.next }).click();
    await expect(page.getByText(c.questionRequired).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await group(0).getByLabel(c.no, { exact: true }).check();
    await group(1).getByLabel(c.no, { exact: true }).check();
    await group(2).getByLabel(c.yes, { exact: true }).check();
    await page.getByRole("button", { name: c.next }).click();

    // 5. Contact verification: codes not blank, codes from the outbox, the agent confirms, the final success.
    await expect(stepTitle(page, c.steps.verify)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: c.submitCodes }).click();
    await expect(page.getByText(c.codeRequired)).toHaveCount(2);
    await page.getByLabel(c.emailCode).fill(await codeSentTo(baseURL!, staff, email));
    await page.getByLabel(c.textCode).fill(await codeSentTo(baseURL!, staff, phone));
    await page.getByRole("button", { name: c.submitCodes }).click();
    const spinner = page.getByRole("dialog", { name: c.waiting });
    await expect(spinner).toBeVisible();
    await expectNoAxeViolations(page);
    await spinner.press("Escape");
    await expect(spinner).toHaveCount(0);
    const decide = (channel: "email" | "sms") =>
      platformCall("POST", `/api/staff/tracking/${transactionId}/codes/${channel}/decision`, {
        platform: platformUrlFor(baseURL),
        token: staff,
        body: { decision: "yes" },
      });

    // doc3 §2.2 agent-status modal: both codes wait for an agent; Escape closes it, focus returns to its button.
    const reviewButton = page.getByRole("button", { name: c.review });
    await reviewButton.click();
    const review = page.getByRole("dialog", { name: c.reviewTitle });
    const emailState = review.locator('[data-channel="email"]');
    const textState = review.locator('[data-channel="text"]');
    await expect(emailState).toContainText(c.waitingAgent);
    await expect(textState).toContainText(c.waitingAgent);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(review).toHaveCount(0);
    await expect(reviewButton).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(review).toBeVisible();
    // doc3 §4.2 an agent confirms the e-mail code: the modal says so at the next poll; the text code still waits.
    await decide("email");
    await expect(emailState).toContainText(c.confirmed, { timeout: 30_000 });
    await expect(textState).toContainText(c.waitingAgent);

    // doc3 §2.2 request-call-back modal, from the agent-status modal: the number it will call; Escape returns focus.
    const callBackInReview = review.getByRole("button", { name: c.callBack });
    await callBackInReview.click();
    const callBack = page.getByRole("dialog", { name: c.callBackTitle });
    await expect(callBack).toContainText(`${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(callBack).toHaveCount(0);
    await expect(review).toBeVisible();
    await expect(callBackInReview).toBeFocused();
    await page.keyboard.press("Enter");
    await callBack.getByRole("button", { name: c.callBackYes }).click();
    await expect(callBack.getByRole("status")).toHaveText(c.callBackMessage);
    await expectNoAxeViolations(page);
    await callBack.getByRole("button", { name: c.backToForm }).click();
    await expect(callBack).toHaveCount(0);
    await expect(review.getByRole("button", { name: c.callBackDone })).toBeDisabled();
    await review.getByRole("button", { name: c.backToForm }).click();
    await expect(page.getByRole("button", { name: c.callBackDone })).toBeDisabled();
    // doc3 §4.2 request call back stays disabled after a reload (the spinner shows again while the text code waits).
    await page.reload();
    await expect(spinner).toBeVisible();
    await spinner.press("Escape");
    await expect(page.getByRole("button", { name: c.callBackDone })).toBeDisabled();

    // Both codes confirmed: the agent-status modal closes by itself and the final success shows.
    await reviewButton.click();
    await expect(emailState).toContainText(c.confirmed);
    await decide("sms");
    await expect(review).toHaveCount(0, { timeout: 30_000 });
    await expect(stepTitle(page, c.steps.success)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(c.success)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(stepTitle(page, c.steps.success)).toBeVisible();
    // The refused steps above answer 400 on purpose (the look-up mismatch, the blank codes); nothing else may fail.
    expect(errors.filter((e) => !e.includes("status of 400 (Bad Request)"))).toEqual([]);
  });
}
