/**
 * The questions that price a policy, in English and Spanish: on driver 3/3 the shopper's home (own,
 * rent, other) and, once insured, how long the current insurance has run and whether the policy is
 * moving here from another agency; per vehicle owned,
 * financed or leased, how long it has been owned and the annual mileage. Each answer shows in the
 * summaries, comes back after a reload (the server-side draft), and reaches the rating
 * transaction the platform rates; axe finds nothing on any of these screens.
 */
import { expect, test } from "@playwright/test";
import { chooseLanguage, expectNoAxeViolations, watchErrors } from "./helpers";
import { labels, openOnDriver3, platformTransaction, routePlacesToStandIn, stepTitle, textbox, uniquePerson } from "./quote-wizard-support";

test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  await routePlacesToStandIn(page);
});

const words = {
  en: {
    residence: "Do you own or rent your home?",
    own: "Own",
    insured: "Do you have car insurance now?",
    insuredMonths: "How long have you had your current insurance?",
    twelvePlus: "12 months or more",
    agencyTransfer: "Are you moving this policy to us from another insurance agency?",
    ownership: "Do you own, finance or lease this vehicle?",
    finance: "Finance",
    monthsOwned: "How long have you had it?",
    threeToFour: "3 to 4 years",
    household: "Home: Own · Current insurance: 12 months or more · Moving from another agency: Yes",
    vehicle: "Financed · Had it: 3 to 4 years · 8,200 miles a year",
    edit: "Edit",
    editTitle: "Edit vehicle",
    cancel: "Cancel",
    summary: "Your answers",
    mileageInvalid: "Enter the miles as a whole number from 1 to 100,000.",
  },
  es: {
    residence: "¿Tu vivienda es propia o rentada?",
    own: "Propia",
    insured: "¿Tienes seguro de auto actualmente?",
    insuredMonths: "¿Cuánto tiempo llevas con tu seguro actual?",
    twelvePlus: "12 meses o más",
    agencyTransfer: "¿Nos vas a pasar esta póliza desde otra agencia de seguros?",
    ownership: "¿Este vehículo es tuyo, financiado o arrendado?",
    finance: "Financiado",
    monthsOwned: "¿Cuánto tiempo lo has tenido?",
    threeToFour: "De 3 a 4 años",
    household: "Vivienda: Propia · Seguro actual: 12 meses o más · Viene de otra agencia: Sí",
    vehicle: "Financiado · Tiempo con él: De 3 a 4 años · 8,200 millas al año",
    edit: "Editar",
    editTitle: "Editar vehículo",
    cancel: "Cancelar",
    summary: "Tus respuestas",
    mileageInvalid: "Escribe las millas como un número entero de 1 a 100,000.",
  },
} as const;

for (const lang of ["en", "es"] as const) {
  test(`pricing questions in ${lang === "en" ? "English" : "Spanish"}: asked on driver 3/3 and per vehicle, shown in the summaries, kept after a reload and sent in the rating transaction`, async ({
    page,
    context,
    baseURL,
  }) => {
    const c = labels[lang];
    const w = words[lang];
    const errors = watchErrors(page);
    const person = uniquePerson("Pricing");
    await chooseLanguage(context, baseURL!, lang);
    // Driver steps 1/3 and 2/3 saved: driver step 3/3 opens.
    await openOnDriver3(page, baseURL!, lang, person);

    // Driver 3/3: the address, then home and current insurance; how long appears once insured.
    // With a brand's Maps key the address field becomes a combobox once its suggestions load.
    await textbox(page, c.address)
      .or(page.getByRole("combobox", { name: c.address, exact: true }))
      .fill("1500 Marilla St");
    const zip = textbox(page, c.zip);
    if ((await zip.inputValue()) !== "75201") await zip.fill("75201");
    await textbox(page, c.city).fill("Dallas");
    await expect(page.getByRole("combobox", { name: c.state, exact: true })).toHaveValue("TX");
    await page.getByRole("radio", { name: c.female, exact: true }).check();
    await page.getByRole("radio", { name: c.single, exact: true }).check();
    await page.getByRole("group", { name: w.residence }).getByRole("radio", { name: w.own, exact: true }).check();
    const insuredMonths = page.getByRole("combobox", { name: w.insuredMonths });
    const agencyTransfer = page.getByRole("group", { name: w.agencyTransfer });
    await expect(insuredMonths).toHaveCount(0);
    await expect(agencyTransfer).toHaveCount(0);
    await page.getByRole("group", { name: w.insured }).getByRole("radio", { name: c.yes, exact: true }).check();
    await insuredMonths.selectOption({ label: w.twelvePlus });
    // Whether the policy is moving here from another agency (the rate manual's agency transfer), asked once insured too.
    await agencyTransfer.getByRole("radio", { name: c.yes, exact: true }).check();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: c.next }).click();
    await expect(stepTitle(page)).toHaveText(c.titles.drivers);
    const summary = page.getByRole("complementary", { name: w.summary });
    await expect(summary.getByText(w.household)).toBeVisible();

    // Vehicles: owned, financed or leased; how long; the annual mileage (10,000 to start, checked).
    await page.getByRole("button", { name: c.toVehicles }).click();
    await expect(stepTitle(page)).toHaveText(c.titles.vehicles);
    const modal = page.getByRole("dialog", { name: c.addVehicleTitle });
    await expect(async () => {
      await page.getByRole("button", { name: c.addVehicle }).first().click();
      await expect(modal).toBeVisible({ timeout: 1000 });
    }).toPass();
    await modal.getByLabel(c.year, { exact: true }).selectOption("2019");
    await modal.getByLabel(c.make, { exact: true }).selectOption("Honda");
    await modal.getByLabel(c.model, { exact: true }).selectOption("Civic");
    await modal.getByRole("group", { name: w.ownership }).getByRole("radio", { name: w.finance, exact: true }).check();
    await modal.getByRole("combobox", { name: w.monthsOwned }).selectOption({ label: w.threeToFour });
    const mileage = modal.getByRole("spinbutton", { name: c.mileage });
    await expect(mileage).toHaveValue("10000");
    await mileage.fill("250000");
    await mileage.blur();
    await expect(modal.getByText(w.mileageInvalid)).toBeVisible();
    await expect(mileage).toHaveAttribute("aria-invalid", "true");
    await expect(modal.getByRole("button", { name: c.saveVehicle })).toBeDisabled();
    await mileage.fill("8200");
    await expect(modal.getByText(w.mileageInvalid)).toHaveCount(0);
    // Save turns from grey to its colour over a short transition: axe reads the colours once it has ended.
    const save = modal.getByRole("button", { name: c.saveVehicle });
    await expect(save).toBeEnabled();
    await save.evaluate((button) => Promise.all(button.getAnimations().map((animation) => animation.finished)));
    await expectNoAxeViolations(page);
    await save.click();
    await expect(modal).toBeHidden();
    await expect(page.getByRole("main").getByText(w.vehicle).first()).toBeVisible();
    await expect(summary.getByText(w.vehicle)).toBeVisible();
    await expectNoAxeViolations(page);

    // A reload reads the draft again: the answers are still there, and the edit window starts from them.
    await page.reload();
    await expect(stepTitle(page)).toHaveText(c.titles.vehicles);
    await expect(summary.getByText(w.household)).toBeVisible();
    await expect(summary.getByText(w.vehicle)).toBeVisible();
    const edit = page.getByRole("dialog", { name: w.editTitle });
    await expect(async () => {
      await page.getByRole("button", { name: new RegExp(`^${w.edit} 2019 Honda Civic`) }).click();
      await expect(edit).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(edit.getByRole("group", { name: w.ownership }).getByRole("radio", { name: w.finance, exact: true })).toBeChecked();
    await expect(edit.getByRole("combobox", { name: w.monthsOwned }).locator("option:checked")).toHaveText(w.threeToFour);
    await expect(edit.getByRole("spinbutton", { name: c.mileage })).toHaveValue("8200");
    await edit.getByRole("button", { name: w.cancel }).click();
    await expect(edit).toBeHidden();

    // The rating transaction carries every answer; annualMilesAge keeps doc2 §9's bucket.
    await page.getByRole("button", { name: c.toCoverage }).click();
    await expect(stepTitle(page)).toHaveText(c.titles.coverage);
    await page.getByRole("button", { name: c.getQuotes }).click();
    const stage = page.locator("#quotes");
    await expect(stage).toHaveAttribute("data-transaction-id", /^tx-/);
    const saved = await platformTransaction(baseURL!, (await stage.getAttribute("data-transaction-id"))!, "lonestar");
    expect(saved.transaction.customer).toMatchObject({ insured: true, insuredMonths: 12, agencyTransfer: true, residence: "own" });
    expect(saved.transaction.cars[0]).toMatchObject({
      maker: "Honda",
      model: "Civic",
      ownership: "financed",
      monthsOwned: 36,
      annualMileage: 8200,
      annualMilesAge: 10000,
    });
    expect(errors).toEqual([]);
  });
}
