/**
 * Shared pieces of the quote wizard's browser tests: the visible labels in both languages, the
 * driver steps filled the quick way (the keyboard path has its own test), and read-backs from the
 * platform the test server runs (its API with a site token, and its database for leads, whose key
 * only the server-side draft knows).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, type Page } from "@playwright/test";
import { openDatabase } from "../../platform/db/index.ts";
import type { QuoteDraft } from "../../app/domain/quote/draft.ts";
import { pageScriptsRunning } from "./helpers";
import { E2E_SQLITE_PATH, platformCall, siteToken } from "./platform-api";
import { draftAfterDriverSteps, draftOnDriver3, draftOnVehicles, seedQuoteDraft } from "./quote-draft";

export const labels = {
  en: {
    first: "First name",
    last: "Last name",
    dob: "Date of birth",
    next: "Continue",
    back: "Back",
    email: "Email",
    phone: "Mobile phone",
    consent: /I agree to the privacy policy/,
    address: "Street address",
    city: "City",
    state: "State",
    zip: "ZIP code",
    female: "Female",
    single: "Single",
    yes: "Yes",
    toVehicles: "Continue to vehicles",
    addVehicle: "Add a vehicle",
    addVehicleTitle: "Add a vehicle",
    year: "Year",
    make: "Make",
    model: "Model",
    mileage: "Miles driven per year",
    mileageMessage: "Enter how many miles a year you drive this vehicle, from 1 to 100,000.",
    saveVehicle: "Save vehicle",
    toCoverage: "Continue to coverage",
    getQuotes: "Get my quotes",
    titles: {
      driver1: "Let's start with you",
      driver2: "How can we reach you?",
      driver3: "Where do you live?",
      drivers: "Drivers",
      vehicles: "Vehicles",
      coverage: "Coverage",
    },
  },
  es: {
    first: "Nombre",
    last: "Apellido",
    dob: "Fecha de nacimiento",
    next: "Continuar",
    back: "Atrás",
    email: "Correo electrónico",
    phone: "Teléfono celular",
    consent: /Acepto la política de privacidad/,
    address: "Dirección",
    city: "Ciudad",
    state: "Estado",
    zip: "Código postal",
    female: "Femenino",
    single: "Soltero(a)",
    yes: "Sí",
    toVehicles: "Continuar a vehículos",
    addVehicle: "Agregar un vehículo",
    addVehicleTitle: "Agregar un vehículo",
    year: "Año",
    make: "Marca",
    model: "Modelo",
    mileage: "Millas que manejas al año",
    mileageMessage: "Escribe cuántas millas al año manejas este vehículo, de 1 a 100,000.",
    saveVehicle: "Guardar vehículo",
    toCoverage: "Continuar a cobertura",
    getQuotes: "Ver mis cotizaciones",
    titles: {
      driver1: "Empecemos contigo",
      driver2: "¿Cómo te contactamos?",
      driver3: "¿Dónde vives?",
      drivers: "Conductores",
      vehicles: "Vehículos",
      coverage: "Cobertura",
    },
  },
} as const;

export type Lang = keyof typeof labels;

export const stepTitle = (page: Page) => page.locator("#quote-step-title");
export const textbox = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

/** A person no other test uses, so read-backs find only this test's records. */
export function uniquePerson(prefix: string) {
  // Letters only: a name takes no digits.
  const tag = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
  return {
    first: "Dana",
    last: `${prefix}${tag}`,
    email: `dana.${prefix.toLowerCase()}${tag}@example.com`,
    phone: `3105${String(Math.floor(Math.random() * 1e6)).padStart(6, "0")}`,
  };
}

type Person = { first: string; last: string; email: string; phone: string };
type Address = { street: string; zip: string; city: string; state: string };

/** Driver steps 1/3 and 2/3 for one person; leaves the page on driver step 3/3. */
export async function reachDriver3(page: Page, lang: Lang, person: Person) {
  const c = labels[lang];
  await expect(stepTitle(page)).toHaveText(c.titles.driver1);
  await textbox(page, c.first).fill(person.first);
  await textbox(page, c.last).fill(person.last);
  await textbox(page, c.dob).fill("08/21/1987");
  await page.getByRole("button", { name: c.next }).click();
  await expect(stepTitle(page)).toHaveText(c.titles.driver2);
  await textbox(page, c.email).fill(person.email);
  await textbox(page, c.phone).fill(person.phone);
  await page.getByRole("checkbox", { name: c.consent }).check();
  await page.getByRole("button", { name: c.next }).click();
  await expect(stepTitle(page)).toHaveText(c.titles.driver3);
}

/** Driver steps 1/3 to 3/3 for one person; leaves the page on the drivers summary. */
export async function completeDriverSteps(page: Page, lang: Lang, person: Person, address: Address) {
  await reachDriver3(page, lang, person);
  await completeDriver3(page, lang, address);
}

/** Driver step 3/3 (female, single, insured at this address); leaves the page on the drivers summary. */
export async function completeDriver3(page: Page, lang: Lang, address: Address) {
  const c = labels[lang];
  // With a brand's Maps key the address field becomes a combobox once its suggestions load.
  await textbox(page, c.address)
    .or(page.getByRole("combobox", { name: c.address, exact: true }))
    .fill(address.street);
  const zip = textbox(page, c.zip);
  if ((await zip.inputValue()) !== address.zip) await zip.fill(address.zip);
  await textbox(page, c.city).fill(address.city);
  await expect(page.getByRole("combobox", { name: c.state, exact: true })).toHaveValue(address.state);
  await page.getByRole("radio", { name: c.female, exact: true }).check();
  await page.getByRole("radio", { name: c.single, exact: true }).check();
  await page.getByRole("radio", { name: c.yes, exact: true }).check();
  await page.getByRole("button", { name: c.next }).click();
  await expect(stepTitle(page)).toHaveText(c.titles.drivers);
}

type Start = {
  brand?: string;
  /** The page's path (default /quote), its language prefix added. */
  path?: string;
  /** The address's query (default `?brand=` the brand; empty for a visitor whose brand is already remembered). */
  query?: string;
  /** The page is the California one (get-a-quote-ca): the draft is kept through its endpoint, as that page keeps it. */
  california?: boolean;
};

/** Opens the quote page on the saved draft's step (seeded with seedQuoteDraft) and waits for that step's title. */
async function openSeeded(page: Page, baseURL: string, lang: Lang, draft: Partial<QuoteDraft>, title: string, start: Start) {
  const brand = start.brand ?? "lonestar";
  await seedQuoteDraft(page.context(), baseURL, draft, { brand, california: start.california });
  // On the server at baseURL (the suite's, or a spec's own).
  await page.goto(new URL(`${lang === "es" ? "/es" : ""}${start.path ?? "/quote"}${start.query ?? `?brand=${brand}`}`, baseURL).href);
  await expect(stepTitle(page)).toHaveText(title);
  // The step's controls act once its code has come (it loads after the page's, React.lazy) and React
  // has hydrated them: React then keeps its props on each element, the step's heading included.
  await pageScriptsRunning(page);
  await page.waitForFunction(() => {
    const heading = document.getElementById("quote-step-title");
    return heading !== null && Object.keys(heading).some((key) => key.startsWith("__reactProps$"));
  });
}

/**
 * A visitor whose driver steps 1/3 and 2/3 are saved (as reachDriver3 fills them), on driver step
 * 3/3 with its fields empty: the draft is seeded, not clicked through.
 */
export async function openOnDriver3(page: Page, baseURL: string, lang: Lang, person: Person, start: Start = {}) {
  await openSeeded(page, baseURL, lang, draftOnDriver3(person), labels[lang].titles.driver3, start);
}

/** A visitor whose driver steps are saved (as completeDriverSteps fills them), on the drivers summary. */
export async function openOnDriverSummary(page: Page, baseURL: string, lang: Lang, person: Person, address: Address, start: Start = {}) {
  await openSeeded(page, baseURL, lang, draftAfterDriverSteps(person, address), labels[lang].titles.drivers, start);
}

/** A visitor whose driver steps are saved, on the vehicles step with no vehicle yet. */
export async function openOnVehicles(page: Page, baseURL: string, lang: Lang, person: Person, address: Address, start: Start = {}) {
  await openSeeded(page, baseURL, lang, draftOnVehicles(person, address), labels[lang].titles.vehicles, start);
}

/** On the vehicles step: adds one vehicle by year, make and model through the add-vehicle window. */
export async function addVehicleByModel(page: Page, lang: Lang, vehicle: { year: string; make: string; model: string }) {
  const c = labels[lang];
  const modal = page.getByRole("dialog", { name: c.addVehicleTitle });
  // A step the page opened on may still be loading its code: the window opens once it has.
  await expect(async () => {
    await page.getByRole("button", { name: c.addVehicle }).first().click();
    await expect(modal).toBeVisible({ timeout: 1000 });
  }).toPass();
  await modal.getByLabel(c.year, { exact: true }).selectOption(vehicle.year);
  await modal.getByLabel(c.make, { exact: true }).selectOption(vehicle.make);
  await modal.getByLabel(c.model, { exact: true }).selectOption(vehicle.model);
  await modal.getByRole("button", { name: c.saveVehicle }).click();
  await expect(modal).toBeHidden();
}

const placesStandIn = readFileSync(fileURLToPath(new URL("./fixtures/google-places-stand-in.js", import.meta.url)), "utf8");

/** Routes the Maps script to the local Places stand-in (never the network); returns the script URLs asked for. */
export async function routePlacesToStandIn(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route("https://maps.googleapis.com/**", (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/javascript", body: placesStandIn });
  });
  return requested;
}

export type SavedTransaction = {
  status: string;
  transaction: {
    customer: { name: string; phoneNumber: string; address: { state: string; zipCode: string; city: string } };
    cars: {
      maker: string;
      model: string;
      annualMilesAge: number;
      selectedAnnualMileage?: number;
      annualMileage?: number;
      ownership?: string;
      monthsOwned?: number;
    }[];
    drivers: unknown[];
    term: number;
  };
};

/** The saved rating transaction, read back through the platform's API as the brand that made it. */
export async function platformTransaction(_baseURL: string, transactionId: string, brand?: string): Promise<SavedTransaction> {
  return platformCall<SavedTransaction>("GET", "/api/rating/getTransaction", { token: await siteToken(brand), query: { transactionId } });
}

export type LeadRow = { leadKey: string; status: string; transactionId: string | null; updatedAt: string; record: Record<string, unknown> };

/**
 * The leads stored for an e-mail address, straight from the database the test server uses (the
 * same configuration as playwright.config.ts: DATABASE_URL, else .data/e2e-{port}.sqlite).
 */
export async function leadsFor(email: string): Promise<LeadRow[]> {
  const store = await openDatabase({ databaseUrl: process.env.DATABASE_URL, sqlitePath: E2E_SQLITE_PATH });
  try {
    const rows = await store.db
      .selectFrom("leads")
      .select(["lead_key", "status", "transaction_id", "updated_at", "record_json"])
      .where("email", "=", email.toLowerCase())
      .execute();
    return rows.map((row) => ({
      leadKey: row.lead_key,
      status: row.status,
      transactionId: row.transaction_id,
      updatedAt: String(row.updated_at),
      record: JSON.parse(row.record_json) as Record<string, unknown>,
    }));
  } finally {
    await store.close();
  }
}
