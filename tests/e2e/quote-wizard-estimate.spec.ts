/**
 * doc2 §2 estimated quote widget: once the visitor has finished the driver steps and added a
 * vehicle, the widget beside the steps shows a dollar estimate ("From $612.89 for 6 months") with a
 * note that it is an estimate, in English and Spanish, on desktop and phone (where it follows the
 * step). Before a vehicle the price is still pending. On the coverage step it follows the term and
 * package being chosen, and it is the price of the cheapest card the quotes then show.
 */
import { expect, test } from "@playwright/test";
import { chooseLanguage, expectNoAxeViolations, watchErrors } from "./helpers";
import { addVehicleByModel, completeDriverSteps, labels, stepTitle, uniquePerson } from "./quote-wizard-support";

test.describe.configure({ timeout: 180_000 });

const amountOf = (text: string | null) => Number((text ?? "").replace(/ (for|por) \d+ (months|meses)$/, "").replace(/[^0-9.]/g, ""));

const copy = {
  en: {
    path: "/quote?brand=lonestar#driver1",
    widget: "Your estimate",
    pending: "Ready at the last step",
    price: /^From \$\d{1,3}(,\d{3})*\.\d{2} for 6 months$/,
    price12: /^From \$\d{1,3}(,\d{3})*\.\d{2} for 12 months$/,
    months12: "12 months",
    fullCoverage: /^Full coverage(?! plus)/,
    note: "Estimate; your final price comes with your quotes",
  },
  es: {
    path: "/es/quote?brand=lonestar#driver1",
    widget: "Tu estimado",
    pending: "Listo en el último paso",
    price: /^Desde \$\d{1,3}(,\d{3})*\.\d{2} por 6 meses$/,
    price12: /^Desde \$\d{1,3}(,\d{3})*\.\d{2} por 12 meses$/,
    months12: "12 meses",
    fullCoverage: /^Cobertura completa(?! plus)/,
    note: "Es un estimado; tu precio final llega con tus cotizaciones",
  },
} as const;

for (const lang of ["en", "es"] as const) {
  test(`doc2 §2 estimated quote widget: after the driver steps and a vehicle it shows a dollar estimate that follows the coverage step and is the cheapest card's price (${lang})`, async ({
    page,
    context,
    baseURL,
  }) => {
    const c = labels[lang];
    const t = copy[lang];
    const errors = watchErrors(page);
    await chooseLanguage(context, baseURL!, lang);
    await page.goto(t.path);
    await completeDriverSteps(page, lang, uniquePerson("Estimate"), { street: "1500 Marilla St", zip: "75201", city: "Dallas", state: "TX" });

    const widget = page.getByRole("complementary", { name: t.widget });
    const price = widget.getByTestId("estimate-price");
    // The drivers are known, but without a vehicle there is nothing to rate yet.
    await expect(price).toContainText(t.pending);

    await page.getByRole("button", { name: c.toVehicles }).click();
    await expect(stepTitle(page)).toHaveText(c.titles.vehicles);
    await expect(price).toContainText(t.pending);
    await addVehicleByModel(page, lang, { year: "2020", make: "Toyota", model: "Camry" });

    await expect(widget).toBeVisible();
    await expect(price.getByText(t.price)).toBeVisible();
    await expect(price.getByText(t.note, { exact: true })).toBeVisible();
    await expect(price).not.toContainText(t.pending);
    await widget.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);

    // The estimate stays with the visitor on the coverage step.
    await page.getByRole("button", { name: c.toCoverage }).click();
    await expect(stepTitle(page)).toHaveText(c.titles.coverage);
    await expect(price.getByText(t.price)).toBeVisible();
    const sixMonths = amountOf(await price.getByText(t.price).textContent());

    // doc2 §2: choosing 12 months and full coverage moves the estimate with the choice, before it is submitted.
    await page.getByRole("radio", { name: t.months12, exact: true }).check();
    await page.getByRole("radio", { name: t.fullCoverage }).check();
    await expect(price.getByText(t.price12)).toBeVisible();
    const estimate = amountOf(await price.getByText(t.price12).textContent());
    expect(estimate).toBeGreaterThan(sixMonths);

    // The estimate is the price of the cheapest card it leads to: never below every card.
    await page.getByRole("button", { name: c.getQuotes }).click();
    const cards = page.locator("article[data-carrier]");
    await expect(cards.first()).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(lang === "es" ? /Todavía esperamos/ : /Still waiting on/)).toHaveCount(0, { timeout: 60_000 });
    // Carriers that answered after the first cards settled wait behind the new-quotes banner: show them too.
    const seeNew = page.getByRole("button", { name: lang === "es" ? "Ver cotizaciones nuevas" : "See new quotes" });
    if (await seeNew.isVisible()) {
      await seeNew.click();
      await page
        .getByRole("dialog")
        .getByRole("button", { name: lang === "es" ? "Mostrarlas" : "Show them" })
        .click();
      await expect(seeNew).toHaveCount(0);
    }
    const premiums = (await page.getByTestId("premium").allTextContents()).map(amountOf);
    expect(Math.min(...premiums)).toBe(estimate);
    expect(errors).toEqual([]);
  });
}
