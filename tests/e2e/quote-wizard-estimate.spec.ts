/**
 * doc2 §2 estimated quote widget: once the visitor has finished the driver steps and added a
 * vehicle, the widget beside the steps shows a dollar estimate ("From $612 for 6 months") with a
 * note that it is an estimate, in English and Spanish, on desktop and phone (where it follows the
 * step). Before a vehicle the price is still pending.
 */
import { expect, test } from "@playwright/test";
import { chooseLanguage, expectNoAxeViolations, watchErrors } from "./helpers";
import { addVehicleByModel, completeDriverSteps, labels, stepTitle, uniquePerson } from "./quote-wizard-support";

test.describe.configure({ timeout: 120_000 });

const copy = {
  en: {
    path: "/quote?brand=lonestar#driver1",
    widget: "Your estimate",
    pending: "Ready at the last step",
    price: /^From \$\d{1,3}(,\d{3})* for 6 months$/,
    note: "Estimate; your final price comes with your quotes",
  },
  es: {
    path: "/es/quote?brand=lonestar#driver1",
    widget: "Tu estimado",
    pending: "Listo en el último paso",
    price: /^Desde \$\d{1,3}(,\d{3})* por 6 meses$/,
    note: "Es un estimado; tu precio final llega con tus cotizaciones",
  },
} as const;

for (const lang of ["en", "es"] as const) {
  test(`doc2 §2 estimated quote widget: after the driver steps and a vehicle it shows a dollar estimate (${lang})`, async ({ page, context, baseURL }) => {
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
    expect(errors).toEqual([]);
  });
}
