/**
 * Address suggestions beyond the auto quote (doc3 renters and roadside purchase forms), with the
 * brand's Maps key and the Maps script routed to the local Places stand-in (its current data API
 * only): the street field becomes a combobox under its visible label, typing lists suggestions,
 * and the chosen one fills street, city and zip (and the state where the form asks for it). The
 * list is checked with axe while open; no console error.
 */
import { expect, test, type Page } from "@playwright/test";
import { chooseLanguage, expectNoAxeViolations, watchErrors } from "./helpers";
import { routePlacesToStandIn } from "./quote-wizard-support";

test.describe.configure({ timeout: 90_000 });

const cases = [
  {
    name: "renters quote (en)",
    lang: "en" as const,
    path: "/renters?brand=delsol",
    scope: (page: Page) => page.locator("main"),
    labels: { address: "Street address", city: "City", zip: "Zip code", state: null, list: "Address suggestions" },
  },
  {
    name: "roadside purchase (es)",
    lang: "es" as const,
    path: "/es/roadside/buy?type=single&brand=delsol",
    scope: (page: Page) => page.getByRole("group", { name: "Tus datos", exact: true }),
    labels: { address: "Dirección", city: "Ciudad", zip: "Código postal", state: "Estado", list: "Sugerencias de direcciones" },
  },
];

for (const c of cases) {
  test(`address suggestions on the ${c.name}: Places loads on the street field's first focus, a suggestion chosen with the keyboard fills the address; no axe violation with the list open`, async ({
    page,
    context,
    baseURL,
  }) => {
    const errors = watchErrors(page);
    const requested = await routePlacesToStandIn(page);
    await chooseLanguage(context, baseURL!, c.lang);
    await page.goto(c.path);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const scope = c.scope(page);
    expect(requested).toEqual([]);

    await scope.getByRole("textbox", { name: c.labels.address, exact: true }).focus();
    await expect.poll(() => requested.length).toBe(1);
    const field = scope.getByRole("combobox", { name: c.labels.address, exact: true });
    await expect(field).toHaveAttribute("aria-expanded", "false");
    await field.pressSequentially("1500 Mar");
    const list = page.getByRole("listbox", { name: c.labels.list });
    await expect(list.getByRole("option")).toHaveCount(2);
    await expect(field).toHaveAttribute("aria-expanded", "true");
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expectNoAxeViolations(page);

    await field.press("ArrowDown");
    await expect(list.getByRole("option", { name: /1500 Marilla St/ })).toHaveAttribute("aria-selected", "true");
    await field.press("Enter");
    await expect(scope.getByRole("textbox", { name: c.labels.city, exact: true })).toHaveValue("Dallas");
    await expect(scope.getByRole("textbox", { name: c.labels.zip, exact: true })).toHaveValue("75201");
    if (c.labels.state) await expect(scope.getByRole("combobox", { name: c.labels.state, exact: true })).toHaveValue("TX");
    // The street line is the chosen place's, whether the form kept the field or drew it anew.
    const street = scope.getByRole("combobox", { name: c.labels.address, exact: true }).or(scope.getByRole("textbox", { name: c.labels.address, exact: true }));
    await expect(street).toHaveValue("1500 Marilla St");

    // A field the form drew anew is a combobox again on its next focus; the script is not loaded twice.
    await street.focus();
    await expect(scope.getByRole("combobox", { name: c.labels.address, exact: true })).toHaveCount(1);
    // One list on the page: an old field's list went with it.
    await expect(page.locator("[role=listbox]")).toHaveCount(1);
    expect(requested).toHaveLength(1);
    expect(errors).toEqual([]);
  });
}
