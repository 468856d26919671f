/**
 * doc2 §5 the one date input: in every date field a shopper or customer types (driver 1/3, the
 * add-driver window, previous quotes, the verify-owner window, buy online's driver information,
 * create account, make a payment, the roadside purchase; the follow-up form's are typed in
 * follow-up-journey.spec.ts), the eight digits 03151985 typed by keyboard show as 03/15/1985 and
 * are accepted, in English and Spanish; the label is the field's name and the format is its hint.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { chooseLanguage, expectNoAxeViolations, watchErrors } from "./helpers";
import { fetcherAnswer, isFetcherAnswer } from "./fetcher-answer";
import { createQuotedTransaction, uniquePhone } from "./quote-results-support";
import { labels, openOnDriverSummary, stepTitle, textbox, uniquePerson } from "./quote-wizard-support";

test.describe.configure({ timeout: 180_000 });

const copy = {
  en: {
    prefix: "",
    hint: "MM/DD/YYYY",
    addDriver: "Add another driver",
    addDriverTitle: "Add a driver",
    relation: "Relationship to you",
    child: "Child",
    male: "Male",
    saveDriver: "Save driver",
    previousTitle: "Find your previous quotes",
    phone: "Phone number",
    find: "Find my quotes",
    verifyTitle: "Confirm it's you",
    verifySubmit: "See my quote",
    buyNow: /^Buy now/,
    driverInfo: "Driver information",
    continue: "Continue",
    dobRequired: "Enter the date of birth.",
    licenceRequired: "Enter the driver's license number.",
    ownDob: "Date of birth",
    createSubmit: "Create my account",
    paymentFind: "Find my payment",
    roadsideSubmit: "Continue to payment",
    roadsideSecond: "Second driver",
    roadsideFamily: /^Family/,
    badDate: "Please enter a valid date",
  },
  es: {
    prefix: "/es",
    hint: "MM/DD/AAAA",
    addDriver: "Agregar otro conductor",
    addDriverTitle: "Agregar un conductor",
    relation: "Parentesco contigo",
    child: "Hijo(a)",
    male: "Masculino",
    saveDriver: "Guardar conductor",
    previousTitle: "Encuentra tus cotizaciones anteriores",
    phone: "Teléfono",
    find: "Buscar mis cotizaciones",
    verifyTitle: "Confirma que eres tú",
    verifySubmit: "Ver mi cotización",
    buyNow: /^Comprar ahora/,
    driverInfo: "Información del conductor",
    continue: "Continuar",
    dobRequired: "Escribe la fecha de nacimiento.",
    licenceRequired: "Escribe el número de licencia de manejo.",
    ownDob: "Fecha de nacimiento",
    createSubmit: "Crear mi cuenta",
    paymentFind: "Buscar mi pago",
    roadsideSubmit: "Continuar al pago",
    roadsideSecond: "Segundo conductor",
    roadsideFamily: /^Familiar/,
    badDate: "Ingresa una fecha válida",
  },
} as const;

/** Types the eight digits key by key into a date field and checks what it shows and how it is named. */
async function typeDigits(field: Locator, hint: string) {
  await expect(field).toHaveAttribute("inputmode", "numeric");
  await expect(field).toHaveAccessibleDescription(new RegExp(`^${hint.replace(/\//g, "\\/")}`));
  await field.click();
  await field.press("ControlOrMeta+a");
  await field.pressSequentially("03151985");
  await expect(field).toHaveValue("03/15/1985");
}

const dobField = (scope: Page | Locator, name: string) => scope.getByRole("textbox", { name, exact: true });

for (const lang of ["en", "es"] as const) {
  const c = copy[lang];
  const w = labels[lang];

  test(`doc2 §5 one date input: driver 1/3 and the add-driver window take 03151985 as 03/15/1985 (${lang})`, async ({ page, context, baseURL }) => {
    const errors = watchErrors(page);
    await chooseLanguage(context, baseURL!, lang);
    const person = uniquePerson("Dates");
    await page.goto(`${c.prefix}/quote#driver1`);
    await expect(stepTitle(page)).toHaveText(w.titles.driver1);
    await textbox(page, w.first).fill(person.first);
    await textbox(page, w.last).fill(person.last);
    const dob = dobField(page, w.dob);
    await expect(dob).toHaveAttribute("autocomplete", "bday");
    await typeDigits(dob, c.hint);
    await page.getByRole("button", { name: w.next }).click();
    // Accepted: driver 2/3 opens.
    await expect(stepTitle(page)).toHaveText(w.titles.driver2);

    // The add-driver window, on the drivers summary of a visitor whose driver steps are saved.
    await openOnDriverSummary(page, baseURL!, lang, person, { street: "1500 Marilla St", zip: "75201", city: "Dallas", state: "TX" });

    await page.getByRole("button", { name: c.addDriver }).click();
    const modal = page.getByRole("dialog", { name: c.addDriverTitle });
    await modal.getByLabel(w.first, { exact: true }).fill("Casey");
    await modal.getByLabel(w.last, { exact: true }).fill(person.last);
    await typeDigits(dobField(modal, w.dob), c.hint);
    await modal.getByLabel(c.relation).selectOption({ label: c.child });
    await modal.getByRole("radio", { name: c.male, exact: true }).check();
    await modal.getByRole("radio", { name: w.single, exact: true }).check();
    await expect(modal.locator("#dm-dob-error")).toHaveText("");
    await expectNoAxeViolations(page);
    await modal.getByRole("button", { name: c.saveDriver }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByText(`Casey ${person.last}`).first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test(`doc2 §5 one date input: previous quotes take 03151985 as 03/15/1985 (${lang})`, async ({ page, context, baseURL }) => {
    await chooseLanguage(context, baseURL!, lang);
    const phone = uniquePhone();
    await page.goto(`${c.prefix}/quote#previousQuotes`);
    const view = page.getByTestId("previous-quotes");
    await expect(view.getByRole("heading", { name: c.previousTitle })).toBeVisible();
    await typeDigits(dobField(view, w.dob), c.hint);
    await expectNoAxeViolations(page);
    await view.getByLabel(c.phone).fill(phone);
    const answer = page.waitForResponse((r) => isFetcherAnswer(r, `${c.prefix}/quote/results/previous`));
    await view.getByRole("button", { name: c.find }).click();
    // Accepted: the look-up ran (nobody has quotes under this phone) and driver 1/3 has the date.
    expect(await fetcherAnswer(await answer)).toEqual({ status: "notFound", prefill: { phone, dob: "03/15/1985" } });
    await expect(dobField(page, w.dob)).toHaveValue("03/15/1985");
  });

  test(`doc2 §5 one date input: the verify-owner window and buy online's driver information take 03151985 as 03/15/1985 (${lang})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await chooseLanguage(context, baseURL!, lang);
    const tx = await createQuotedTransaction(baseURL!, { phone: uniquePhone(), dob: "03/15/1985" });
    await page.goto(`${c.prefix}/quote?code=${tx.rated[0]}`);
    const dialog = page.getByRole("dialog", { name: c.verifyTitle });
    await expect(dialog).toBeVisible();
    await typeDigits(dobField(dialog, w.dob), c.hint);
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: c.verifySubmit }).click();
    await expect(dialog).toBeHidden();

    const card = page.locator('article[data-carrier="gulf-breeze"]');
    await expect(card).toBeVisible({ timeout: 30_000 });
    await card.getByRole("button", { name: c.buyNow }).click();
    await page.waitForURL(/\/buy-online\?transactionId=/);
    await expect(page.getByRole("heading", { level: 2, name: c.driverInfo, exact: true })).toBeVisible({ timeout: 30_000 });
    await typeDigits(dobField(page, w.dob), c.hint);
    await page.getByRole("button", { name: c.continue }).click();
    // The date is accepted; what is still missing (the licence) is named beside its own field.
    await expect(page.getByText(c.licenceRequired)).toBeVisible();
    await expect(page.getByText(c.dobRequired)).toBeHidden();
    await expect(dobField(page, w.dob)).not.toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
  });

  test(`doc2 §5 one date input: create account, make a payment and the roadside purchase take 03151985 as 03/15/1985 (${lang})`, async ({
    page,
    context,
    baseURL,
  }) => {
    const errors = watchErrors(page);
    await chooseLanguage(context, baseURL!, lang);
    const main = page.locator("main");

    await page.goto(`${c.prefix}/create-account`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const created = dobField(main, c.ownDob);
    await expect(created).toHaveAttribute("autocomplete", "bday");
    await typeDigits(created, c.hint);
    await main.getByRole("button", { name: c.createSubmit }).click();
    // Other fields are missing; the date is read and has no message of its own.
    await expect(created).not.toHaveAttribute("aria-invalid", "true");
    await expect(created).toHaveValue("03/15/1985");
    await expectNoAxeViolations(page);

    await page.goto(`${c.prefix}/make-a-payment`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const paid = dobField(page.locator("form#make-a-payment"), c.ownDob);
    await expect(paid).toHaveAttribute("autocomplete", "bday");
    await typeDigits(paid, c.hint);
    await paid.blur();
    await expect(paid).not.toHaveAttribute("aria-invalid", "true");
    // doc2 §5: a date short of its eight digits is refused; the message shows beside the field.
    await paid.fill("");
    await paid.pressSequentially("0230199");
    await paid.blur();
    await expect(paid).toHaveAttribute("aria-invalid", "true");
    await expect(paid).toHaveAccessibleDescription(new RegExp(c.badDate));

    await page.goto(`${c.prefix}/roadside/buy?type=family`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByRole("radio", { name: c.roadsideFamily }).check();
    const fields = main.getByRole("textbox", { name: c.ownDob, exact: true });
    await expect(fields).toHaveCount(2);
    await expect(fields.first()).toHaveAttribute("autocomplete", "bday");
    await typeDigits(fields.first(), c.hint);
    await typeDigits(page.getByRole("group", { name: c.roadsideSecond, exact: true }).getByRole("textbox", { name: c.ownDob, exact: true }), c.hint);
    await main.getByRole("button", { name: c.roadsideSubmit }).click();
    await expect(fields.first()).not.toHaveAttribute("aria-invalid", "true");
    await expect(fields.nth(1)).not.toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("doc2 §5 one date input: the payment form reads the eight digits typed without script, and gives a refused date back beside its message (en)", async ({
    page,
  }) => {
    await page.goto("/make-a-payment");
    const form = page.locator("form#make-a-payment");
    const dob = dobField(form, copy.en.ownDob);
    await form.getByLabel("Policy number").fill("NOPE-0000");
    await form.getByLabel("E-mail").fill("nobody@example.com");
    await form.getByLabel("Phone number").fill("214-555-0100");
    await dob.pressSequentially("02301990");
    await expect(dob).toHaveValue("02301990");
    await form.getByRole("button", { name: copy.en.paymentFind }).click();
    // Refused by the server (doc2 §5: no 30 February): the typed date is given back, marked.
    await expect(dob).toHaveValue("02301990");
    await expect(dob).toHaveAttribute("aria-invalid", "true");
    await dob.fill("");
    await dob.pressSequentially("03151985");
    await form.getByRole("button", { name: copy.en.paymentFind }).click();
    // Read: no date message now (whatever the look-up of the made-up policy answers).
    await expect(page.getByText(/valid date/)).toHaveCount(0);
  });
});
