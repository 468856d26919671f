/**
 * The quote wizard by keyboard alone (doc2 §2–§5): a new visitor goes from #driver1 to "Get my
 * quotes" in English and in Spanish, with axe on every step and modal, and reaches the quote stage
 * with a rating transaction prepared and submitted on the platform.
 */
import { expect, test, type Page } from "@playwright/test";
import { chooseLanguage, expectNoAxeViolations, watchErrors } from "./helpers";
import { chooseOption, chooseRadio, press, tabTo, typeInto } from "./quote-wizard-helpers";
import { platformTransaction } from "./quote-wizard-support";

const copy = {
  en: {
    path: "/quote#driver1",
    first: "First name",
    last: "Last name",
    dob: "Date of birth",
    dobFormat: "MM/DD/YYYY",
    next: "Continue",
    email: "Email",
    phone: "Mobile phone",
    consent: /I agree to the privacy policy/,
    address: "Street address",
    city: "City",
    state: "State",
    zip: "ZIP code",
    gender: "Gender",
    female: "Female",
    marital: "Marital status",
    single: "Single",
    insured: "Do you have car insurance now?",
    yes: "Yes",
    addDriver: "Add another driver",
    addDriverTitle: "Add a driver",
    addVehicleTitle: "Add a vehicle",
    relation: "Relationship to you",
    child: "Child",
    male: "Male",
    saveDriver: "Save driver",
    toVehicles: "Continue to vehicles",
    addVehicle: "Add a vehicle",
    year: "Year",
    make: "Make",
    model: "Model",
    saveVehicle: "Save vehicle",
    toCoverage: "Continue to coverage",
    getQuotes: "Get my quotes",
    titles: ["Let's start with you", "How can we reach you?", "Where do you live?", "Drivers", "Vehicles", "Coverage"],
  },
  es: {
    path: "/es/quote#driver1",
    first: "Nombre",
    last: "Apellido",
    dob: "Fecha de nacimiento",
    dobFormat: "MM/DD/AAAA",
    next: "Continuar",
    email: "Correo electrónico",
    phone: "Teléfono celular",
    consent: /Acepto la política de privacidad/,
    address: "Dirección",
    city: "Ciudad",
    state: "Estado",
    zip: "Código postal",
    gender: "Sexo",
    female: "Femenino",
    marital: "Estado civil",
    single: "Soltero(a)",
    insured: "¿Tienes seguro de auto actualmente?",
    yes: "Sí",
    addDriver: "Agregar otro conductor",
    addDriverTitle: "Agregar un conductor",
    addVehicleTitle: "Agregar un vehículo",
    relation: "Parentesco contigo",
    child: "Hijo(a)",
    male: "Masculino",
    saveDriver: "Guardar conductor",
    toVehicles: "Continuar a vehículos",
    addVehicle: "Agregar un vehículo",
    year: "Año",
    make: "Marca",
    model: "Modelo",
    saveVehicle: "Guardar vehículo",
    toCoverage: "Continuar a cobertura",
    getQuotes: "Ver mis cotizaciones",
    titles: ["Empecemos contigo", "¿Cómo te contactamos?", "¿Dónde vives?", "Conductores", "Vehículos", "Cobertura"],
  },
} as const;

async function stepTitle(page: Page, title: string) {
  await expect(page.locator("#quote-step-title")).toHaveText(title);
}

for (const lang of ["en", "es"] as const) {
  // The Spanish journey, the longer language, runs at a phone's width; the English one on the desktop.
  test(
    `doc2 §2–§5 a new visitor completes the wizard by keyboard in ${lang === "en" ? "English" : "Spanish"} and reaches the quote stage`,
    lang === "es" ? { tag: "@phone-only" } : {},
    async ({ page, context, baseURL }) => {
      test.setTimeout(420_000);
      const c = copy[lang];
      const errors = watchErrors(page);
      // Letters only: a name takes no digits.
      const lastName = `Keyboard${Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}`;
      const phone = `2145${String(Math.floor(Math.random() * 1e6)).padStart(6, "0")}`;
      await chooseLanguage(context, baseURL!, lang);
      await page.goto(c.path);
      await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "10");

      // Driver 1/3: name and date of birth (the default way).
      await stepTitle(page, c.titles[0]);
      await expectNoAxeViolations(page);
      await typeInto(page, page.getByLabel(c.first, { exact: true }), "Jordan");
      await typeInto(page, page.getByLabel(c.last, { exact: true }), lastName);
      // The date's format is written in the page's language, in the field and under it.
      await expect(page.getByRole("textbox", { name: c.dob, exact: true })).toHaveAttribute("placeholder", c.dobFormat);
      await typeInto(page, page.getByRole("textbox", { name: c.dob, exact: true }), "04121990");
      await expect(page.getByRole("textbox", { name: c.dob, exact: true })).toHaveValue("04/12/1990");
      await press(page, page.getByRole("button", { name: c.next }));

      // Driver 2/3: contact and consent.
      await stepTitle(page, c.titles[1]);
      await expect(page).toHaveURL(/#driver1$|#driversummary$/);
      await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "20");
      await expectNoAxeViolations(page);
      await typeInto(page, page.getByRole("textbox", { name: c.email, exact: true }), `jordan.${lastName.toLowerCase()}@example.com`);
      await typeInto(page, page.getByRole("textbox", { name: c.phone, exact: true }), phone);
      await expect(page.getByRole("textbox", { name: c.phone, exact: true })).toHaveValue(`${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`);
      await tabTo(page, page.getByRole("checkbox", { name: c.consent }));
      await page.keyboard.press("Space");
      await press(page, page.getByRole("button", { name: c.next }));

      // Driver 3/3: address and details.
      await stepTitle(page, c.titles[2]);
      await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "30");
      await expectNoAxeViolations(page);
      await typeInto(page, page.getByLabel(c.address, { exact: true }), "1500 Marilla St");
      await typeInto(page, page.getByRole("textbox", { name: c.zip, exact: true }), "75201");
      await typeInto(page, page.getByRole("textbox", { name: c.city, exact: true }), "Dallas");
      await expect(page.getByRole("combobox", { name: c.state, exact: true })).toHaveValue("TX");
      await chooseRadio(page, page.getByRole("group", { name: c.gender }), c.female);
      await chooseRadio(page, page.getByRole("group", { name: c.marital }), c.single);
      await chooseRadio(page, page.getByRole("group", { name: c.insured }), c.yes);
      await press(page, page.getByRole("button", { name: c.next }));

      // Drivers summary: add a second driver in the modal.
      await stepTitle(page, c.titles[3]);
      await expect(page).toHaveURL(/#driversummary$/);
      // Keyboard and screen-reader users land on the new step's heading, in view under the header.
      await expect(page.locator("#quote-step-title")).toBeFocused();
      await expect(page.locator("#quote-step-title")).toBeInViewport();
      await expectNoAxeViolations(page);
      await press(page, page.getByRole("button", { name: c.addDriver }));
      const driverModal = page.getByRole("dialog", { name: c.addDriverTitle });
      await expect(driverModal).toBeVisible();
      await expectNoAxeViolations(page);
      await typeInto(page, driverModal.getByLabel(c.first, { exact: true }), "Casey");
      await typeInto(page, driverModal.getByLabel(c.last, { exact: true }), lastName);
      await tabTo(page, driverModal.getByRole("textbox", { name: c.dob, exact: true }));
      // The one date input: the slashes come as the digits are typed (doc2 §5).
      await page.keyboard.type("05062008");
      await expect(driverModal.getByRole("textbox", { name: c.dob, exact: true })).toHaveValue("05/06/2008");
      await chooseOption(page, driverModal.getByLabel(c.relation), c.child);
      await chooseRadio(page, driverModal.getByRole("group", { name: c.gender }), c.male);
      await chooseRadio(page, driverModal.getByRole("group", { name: c.marital }), c.single);
      await press(page, driverModal.getByRole("button", { name: c.saveDriver }));
      await expect(driverModal).toBeHidden();
      await expect(page.getByText(`Casey ${lastName}`).first()).toBeVisible();
      await press(page, page.getByRole("button", { name: c.toVehicles }));

      // Vehicles: add by year, make and model.
      await stepTitle(page, c.titles[4]);
      await expect(page).toHaveURL(/#vehiclesummary$/);
      await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "37");
      await expectNoAxeViolations(page);
      await press(page, page.getByRole("button", { name: c.addVehicle }).first());
      const vehicleModal = page.getByRole("dialog", { name: c.addVehicleTitle });
      await expect(vehicleModal).toBeVisible();
      await chooseOption(page, vehicleModal.getByLabel(c.year, { exact: true }), "2020");
      await chooseOption(page, vehicleModal.getByLabel(c.make, { exact: true }), "Toyota");
      await chooseOption(page, vehicleModal.getByLabel(c.model, { exact: true }), "Camry");
      await expectNoAxeViolations(page);
      await press(page, vehicleModal.getByRole("button", { name: c.saveVehicle }));
      await expect(vehicleModal).toBeHidden();
      await expect(page.getByText("2020 Toyota Camry").first()).toBeVisible();
      await press(page, page.getByRole("button", { name: c.toCoverage }));

      // Policy: the defaults (6 months, state minimum), then get my quotes.
      await stepTitle(page, c.titles[5]);
      await expect(page).toHaveURL(/#coverage$/);
      await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "70");
      await expectNoAxeViolations(page);
      await press(page, page.getByRole("button", { name: c.getQuotes }));

      // The quote stage: one column, no estimate, a submitted transaction.
      await expect(page).toHaveURL(/#quotes$/);
      const stage = page.locator("#quotes");
      await expect(stage).toHaveAttribute("data-transaction-id", /^tx-/);
      // The stage comes into view with its heading focused, at every width.
      await expect(page.locator("#quotes-heading")).toBeInViewport();
      await expect(page.locator("#quotes-heading")).toBeFocused();
      await expect(page.getByRole("complementary")).toHaveCount(0);
      const transactionId = (await stage.getAttribute("data-transaction-id"))!;
      const saved = await platformTransaction(baseURL!, transactionId);
      expect(saved.status).not.toBe("prepared");
      expect(saved.transaction.customer).toMatchObject({ name: "Jordan", phoneNumber: phone });
      expect(saved.transaction.drivers).toHaveLength(2);
      expect(saved.transaction.cars[0]).toMatchObject({ maker: "Toyota", model: "Camry" });
      expect(saved.transaction.term).toBe(6);
      expect(errors).toEqual([]);
    },
  );
}
