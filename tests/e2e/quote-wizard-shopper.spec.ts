/**
 * Where a shopper tripped in the quote wizard, in English and Spanish: previous quotes not found
 * go back to driver step 1 saying so (doc2 §4), a zip not served is flagged before the wizard
 * leaves for the coming-soon page (doc2 §5), a disabled button says what it still needs (doc2 §5),
 * and a stage out of reach names what is missing (doc2 §2).
 */
import { expect, test } from "@playwright/test";
import { chooseLanguage, expectNoAxeViolations, pageScriptsRunning, watchErrors } from "./helpers";
import { uniquePhone } from "./quote-results-support";
import { labels, openOnDriver3, openOnDriverSummary, stepTitle, textbox, uniquePerson } from "./quote-wizard-support";

test.describe.configure({ timeout: 120_000 });

const text = {
  en: {
    lookUpTitle: "Find your previous quotes",
    find: "Find my quotes",
    phone: "Phone number",
    notFound: "We found no quotes for that date of birth and phone number. Start a new quote below: we kept them for you.",
    notServed: "We don't have quotes for this ZIP code yet.",
    leaving: "We'll take you to what we offer in Beverly Hills, CA in a moment.",
    comingSoon: "Online quotes are coming soon to Beverly Hills, California",
    driver1Missing: "To continue, fill in: First name, Last name, and Date of birth.",
    driver1MissingDob: "To continue, fill in: Date of birth.",
    driver2Missing: "To continue, fill in: Email, Mobile phone, and Privacy policy consent.",
    coverage: "Coverage",
    vehiclesFirst: "Please add your vehicles first.",
    vehiclesMissing: "Add a vehicle to continue.",
  },
  es: {
    lookUpTitle: "Encuentra tus cotizaciones anteriores",
    find: "Buscar mis cotizaciones",
    phone: "Teléfono",
    notFound: "No encontramos cotizaciones con esa fecha de nacimiento y ese teléfono. Empieza una cotización nueva aquí abajo: ya llenamos esos datos por ti.",
    notServed: "Todavía no tenemos cotizaciones para este código postal.",
    leaving: "En un momento te llevamos a lo que ofrecemos en Beverly Hills, CA.",
    comingSoon: /Beverly Hills, California/,
    driver1Missing: "Para continuar, completa: Nombre, Apellido y Fecha de nacimiento.",
    driver1MissingDob: "Para continuar, completa: Fecha de nacimiento.",
    driver2Missing: "Para continuar, completa: Correo electrónico, Teléfono celular y Aceptación de la política de privacidad.",
    coverage: "Cobertura",
    vehiclesFirst: "Primero agrega tus vehículos.",
    vehiclesMissing: "Agrega un vehículo para continuar.",
  },
} as const;

for (const lang of ["en", "es"] as const) {
  const c = labels[lang];
  const x = text[lang];
  const prefix = lang === "es" ? "/es" : "";

  test(`doc2 §4 previous quotes not found: driver step 1 says so, with phone and date of birth prefilled (${lang})`, async ({ page, context, baseURL }) => {
    const errors = watchErrors(page);
    await chooseLanguage(context, baseURL!, lang);
    const phone = uniquePhone();
    await page.goto(`${prefix}/quote#previousQuotes`);
    const view = page.getByTestId("previous-quotes");
    await expect(view.getByRole("heading", { name: x.lookUpTitle })).toBeVisible();
    await pageScriptsRunning(page);
    // The look-up keeps its own address while it shows.
    await expect(page).toHaveURL(/#previousQuotes$/);
    await view.getByLabel(c.dob).fill("01/15/1979");
    await view.getByLabel(x.phone).fill(phone);
    await view.getByRole("button", { name: x.find }).click();
    await expect(view).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: x.notFound })).toBeVisible();
    await expect(stepTitle(page)).toHaveText(c.titles.driver1);
    await expect(page).toHaveURL(/#driver1$/);
    await expect(textbox(page, c.dob)).toHaveValue("01/15/1979");
    await expectNoAxeViolations(page);
    // The phone waits on driver step 2/3.
    await textbox(page, c.first).fill("Dana");
    await textbox(page, c.last).fill("Lookup");
    await page.getByRole("button", { name: c.next }).click();
    await expect(stepTitle(page)).toHaveText(c.titles.driver2);
    await expect(page.getByRole("status").filter({ hasText: x.notFound })).toHaveCount(0);
    await expect(textbox(page, c.phone)).toHaveValue(`${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`);
    expect(errors).toEqual([]);
  });

  test(`doc2 §5 a zip not served on driver step 3/3 is flagged, city and state cleared, then the coming-soon page opens (${lang})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await chooseLanguage(context, baseURL!, lang);
    // The step leaves a few seconds after the flag: the leaving request waits here while axe looks.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/quote(\?|\.data|$)/, async (route) => {
      if (route.request().method() === "POST" && (route.request().postData() ?? "").includes("zip-leave")) await held;
      await route.fallback();
    });
    // Driver steps 1/3 and 2/3 saved: driver step 3/3 opens.
    await openOnDriver3(page, baseURL!, lang, uniquePerson("Unserved"));
    await textbox(page, c.city).fill("Dallas");
    await page.getByRole("combobox", { name: c.state, exact: true }).selectOption("TX");
    const zip = textbox(page, c.zip);
    await zip.fill("90210");
    await zip.press("Tab");
    await expect(page.locator("#d3-zip-error")).toHaveText(x.notServed);
    await expect(textbox(page, c.city)).toHaveValue("");
    await expect(page.getByRole("combobox", { name: c.state, exact: true })).toHaveValue("");
    const leaving = page.getByRole("status").filter({ hasText: x.leaving });
    await expect(leaving).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(page).toHaveURL(/\/quote\?/);
    release();
    await expect(page).toHaveURL(/\/coming-soon$/, { timeout: 15_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(x.comingSoon);
  });

  test(`doc2 §5 a disabled Continue says what it still needs; doc2 §2 Coverage from the drivers summary asks for the vehicles (${lang})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await chooseLanguage(context, baseURL!, lang);
    await page.goto(`${prefix}/quote?brand=lonestar#driver1`);
    await expect(stepTitle(page)).toHaveText(c.titles.driver1);
    await pageScriptsRunning(page);
    const next = page.getByRole("button", { name: c.next });
    await expect(next).toBeDisabled();
    await expect(page.getByTestId("missing-hint")).toHaveText(x.driver1Missing);
    await expect(next).toHaveAccessibleDescription(x.driver1Missing);
    await textbox(page, c.first).fill("Dana");
    await textbox(page, c.last).fill("Hint");
    await expect(page.getByTestId("missing-hint")).toHaveText(x.driver1MissingDob);
    await expectNoAxeViolations(page);
    await textbox(page, c.dob).fill("08/21/1987");
    await expect(next).toBeEnabled();
    await expect(page.getByTestId("missing-hint")).toHaveText("");
    await next.click();
    await expect(stepTitle(page)).toHaveText(c.titles.driver2);
    await expect(page.getByTestId("missing-hint")).toHaveText(x.driver2Missing);

    // Another visitor (the draft above stays on driver step 2/3), whose driver steps are saved: the drivers summary.
    await context.clearCookies();
    await chooseLanguage(context, baseURL!, lang);
    await page.goto("about:blank");
    await openOnDriverSummary(page, baseURL!, lang, uniquePerson("Stages"), { street: "1500 Marilla St", zip: "75201", city: "Dallas", state: "TX" });
    await page
      .getByRole("navigation", { name: lang === "es" ? "Avance de la cotización" : "Quote progress" })
      .getByRole("button", { name: new RegExp(`^${x.coverage}`) })
      .click();
    await expect(page.getByRole("status").filter({ hasText: x.vehiclesFirst })).toBeVisible();
    await page.getByRole("button", { name: c.toVehicles }).click();
    await expect(stepTitle(page)).toHaveText(c.titles.vehicles);
    await expect(page.getByRole("button", { name: c.toCoverage })).toBeDisabled();
    await expect(page.getByTestId("missing-hint")).toHaveText(x.vehiclesMissing);
  });
}
