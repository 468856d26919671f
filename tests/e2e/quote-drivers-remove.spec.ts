/**
 * doc2 §4 drivers list: the first driver (the policyholder) cannot be removed. Its Remove button
 * stays disabled and says why, in a visible note that is also the button's accessible description,
 * in English and Spanish.
 */
import { expect, test } from "@playwright/test";
import { chooseLanguage, expectNoAxeViolations, watchErrors } from "./helpers";
import { openOnDriverSummary, uniquePerson } from "./quote-wizard-support";

test.describe.configure({ timeout: 120_000 });

const copy = {
  en: { remove: "Remove", note: "The first driver is the policyholder and can't be removed." },
  es: { remove: "Quitar", note: "El primer conductor es el titular de la póliza y no se puede quitar." },
} as const;

for (const lang of ["en", "es"] as const) {
  test(`doc2 §4 the first driver's Remove button is disabled and says why (${lang})`, async ({ page, context, baseURL }) => {
    const t = copy[lang];
    const errors = watchErrors(page);
    await chooseLanguage(context, baseURL!, lang);
    const person = uniquePerson("Remove");
    // The driver steps saved: the drivers summary opens.
    await openOnDriverSummary(page, baseURL!, lang, person, { street: "1500 Marilla St", zip: "75201", city: "Dallas", state: "TX" });

    const remove = page.getByRole("button", { name: `${t.remove} ${person.first} ${person.last}` });
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAccessibleDescription(t.note);
    await expect(page.getByText(t.note, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
}
