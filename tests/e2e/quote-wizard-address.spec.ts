/**
 * Address autocomplete on driver step 3/3 (doc2 §2): with the brand's Maps key, the first focus
 * of the address field loads Google Places (here the local stand-in of its data API; the real
 * script is never loaded in tests), the field becomes a combobox listing suggestions as the
 * visitor types, and a chosen suggestion fills address, city, state and zip; without a key
 * nothing is loaded and the fields are typed as usual.
 */
import { expect, test, type Page } from "@playwright/test";
import { chooseLanguage, expectNoAxeViolations, watchErrors } from "./helpers";
import { labels, openOnDriver3, routePlacesToStandIn, stepTitle, textbox, uniquePerson } from "./quote-wizard-support";

test.describe.configure({ timeout: 120_000 });

type PlacesStandIn = {
  requests: { input: string; language?: string; region?: string; includedRegionCodes?: string[]; includedPrimaryTypes?: string[]; session: number | null }[];
  fetched: { id: string; fields: string[]; session: number | null }[];
};
const standIn = (page: Page) => page.evaluate(() => (window as unknown as { __placesStandIn: PlacesStandIn }).__placesStandIn);

const suggestionCopy = {
  en: { list: "Address suggestions", found: /^3 addresses found\. Use the up and down arrows/, none: /^No matching address/, attribution: "Powered by Google" },
  es: {
    list: "Sugerencias de direcciones",
    found: /^Se encontraron 3 direcciones\. Usa las flechas/,
    none: /^Ninguna dirección coincide/,
    attribution: "Con la tecnología de Google",
  },
};

// A behaviour whose copy is not the point runs in one language.
for (const lang of ["en", "es"] as const) {
  test(`doc2 §2 address autocomplete in ${lang === "en" ? "English" : "Spanish"}: focusing the address loads Places once; typing lists suggestions under the labelled field; one chosen (${lang === "en" ? "keyboard" : "pointer"}) fills address, city, state and zip`, async ({
    page,
    context,
    baseURL,
  }) => {
    const c = labels[lang];
    const copy = suggestionCopy[lang];
    const errors = watchErrors(page);
    const requested = await routePlacesToStandIn(page);
    await chooseLanguage(context, baseURL!, lang);
    // Driver steps 1/3 and 2/3 saved: driver step 3/3 opens.
    await openOnDriver3(page, baseURL!, lang, uniquePerson("Places"), { brand: "delsol" });
    expect(requested).toEqual([]);

    await textbox(page, c.address).focus();
    await expect.poll(() => requested.length).toBe(1);
    const script = new URL(requested[0]!);
    expect(script.searchParams.get("key")).toBe("demo-browser-key-delsol");
    expect(script.searchParams.get("language")).toBe(lang);

    // The field is a combobox named by its visible label; nothing is listed before 3 characters.
    const field = page.getByRole("combobox", { name: c.address, exact: true });
    await expect(field).toHaveAttribute("aria-expanded", "false");
    await expect(field).toHaveAttribute("aria-autocomplete", "list");
    await field.pressSequentially("15");
    await page.waitForTimeout(400);
    expect((await standIn(page)).requests).toEqual([]);
    await field.pressSequentially("00 Ma");
    const list = page.getByRole("listbox", { name: copy.list });
    await expect(list.getByRole("option")).toHaveCount(3);
    await expect(field).toHaveAttribute("aria-expanded", "true");
    await expect(field).toHaveAttribute("aria-controls", (await list.getAttribute("id"))!);
    await expect(page.getByRole("status").filter({ hasText: copy.found })).toHaveCount(1);
    await expect(page.getByText(copy.attribution, { exact: true })).toBeVisible();
    // Asked with the new data API: US street addresses in the page's language, one session throughout.
    const { requests } = await standIn(page);
    expect(requests.at(-1)).toMatchObject({
      input: "1500 Ma",
      language: lang,
      includedRegionCodes: ["us"],
      includedPrimaryTypes: ["street_address", "premise", "subpremise"],
    });
    const session = requests.at(-1)!.session;
    expect(session).not.toBeNull();
    expect(new Set(requests.map((r) => r.session))).toEqual(new Set([session]));
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expectNoAxeViolations(page);

    // Escape closes the list and keeps the text; the arrows open it again.
    await field.press("Escape");
    await expect(field).toHaveAttribute("aria-expanded", "false");
    await expect(field).toHaveValue("1500 Ma");
    await expect(field).toBeFocused();
    const marilla = list.getByRole("option", { name: /1500 Marilla St/ });
    if (lang === "en") {
      await field.press("ArrowDown");
      await expect(field).toHaveAttribute("aria-expanded", "true");
      await expect(field).toHaveAttribute("aria-activedescendant", (await list.getByRole("option").first().getAttribute("id"))!);
      await field.press("ArrowDown");
      await field.press("ArrowUp");
      await expect(marilla).toHaveAttribute("aria-selected", "true");
      await expect(field).toHaveAttribute("aria-activedescendant", (await marilla.getAttribute("id"))!);
      await field.press("Enter");
    } else {
      await field.press("ArrowDown");
      await marilla.click();
    }
    await expect(field).toHaveAttribute("aria-expanded", "false");
    await expect(textbox(page, c.city)).toHaveValue("Dallas");
    await expect(field).toHaveValue("1500 Marilla St");
    await expect(page.getByRole("combobox", { name: c.state, exact: true })).toHaveValue("TX");
    await expect(textbox(page, c.zip)).toHaveValue("75201");
    // The chosen place's address components, fetched within the same session.
    expect((await standIn(page)).fetched).toEqual([{ id: "marilla", fields: ["addressComponents", "formattedAddress"], session }]);
    await expect(page.getByText(copy.attribution, { exact: true })).toBeHidden();
    // Enter chose a suggestion and did not submit the step.
    await expect(stepTitle(page)).toHaveText(c.titles.driver3);

    // Text that matches nothing says so to screen readers and lists nothing; a new search is a new session.
    await field.fill("");
    await field.pressSequentially("9999 Nowhere");
    await expect(page.getByRole("status").filter({ hasText: copy.none })).toHaveCount(1);
    await expect(field).toHaveAttribute("aria-expanded", "false");
    expect((await standIn(page)).requests.at(-1)!.session).not.toBe(session);
    await field.fill("1500 Marilla St");

    // Focusing again loads nothing more; the filled address is accepted.
    await textbox(page, c.city).focus();
    await field.focus();
    await page.getByRole("radio", { name: c.female, exact: true }).check();
    await page.getByRole("radio", { name: c.single, exact: true }).check();
    await page.getByRole("radio", { name: c.yes, exact: true }).check();
    // axe's target-size check counts a control under the sticky header as too small, and where
    // the page was last scrolled to varies: check the step from the top of the page.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: c.next }).click();
    await expect(stepTitle(page)).toHaveText(c.titles.drivers);
    expect(requested).toHaveLength(1);
    expect(errors).toEqual([]);
  });
}

test("doc2 §2 address autocomplete: a brand without a Maps key loads neither the Maps script nor the adapter", async ({ page, context, baseURL }) => {
  const c = labels.en;
  const maps: string[] = [];
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("places-autocomplete")) scripts.push(request.url());
  });
  await page.route("https://maps.googleapis.com/**", (route) => {
    maps.push(route.request().url());
    return route.abort("failed");
  });
  await chooseLanguage(context, baseURL!, "en");
  await openOnDriver3(page, baseURL!, "en", uniquePerson("Typed"));
  await textbox(page, c.address).focus();
  await page.keyboard.type("1500 Marilla St");
  await expect(textbox(page, c.address)).toHaveValue("1500 Marilla St");
  await textbox(page, c.city).focus();
  expect(maps).toEqual([]);
  expect(scripts).toEqual([]);
});

for (const lang of ["en", "es"] as const) {
  if (lang === "es")
    test(`doc2 §5 driver step 3/3 in ${lang}: the zip fills an empty city; a visitor already in the city field types over it`, async ({
      page,
      context,
      baseURL,
    }) => {
      const c = labels[lang];
      const errors = watchErrors(page);
      await chooseLanguage(context, baseURL!, lang);
      await openOnDriver3(page, baseURL!, lang, uniquePerson("CityFill"));

      // The zip's answer is held until the visitor has moved on into the (empty) city field.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let held = false;
      await page.route(
        (url) => /\/quote(\.data)?$/.test(url.pathname),
        async (route) => {
          if (route.request().method() !== "POST" || !route.request().postData()?.includes("intent=zip")) return route.continue();
          held = true;
          const response = await route.fetch();
          await released;
          await route.fulfill({ response });
        },
      );
      const city = textbox(page, c.city);
      await textbox(page, c.zip).fill("75201");
      await city.focus();
      await expect.poll(() => held).toBe(true);
      release();

      // The city comes from the zip, selected because the visitor is in the field…
      await expect(city).toHaveValue("Dallas");
      await expect(page.getByRole("combobox", { name: c.state, exact: true })).toHaveValue("TX");
      expect(await city.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd])).toEqual([0, 6]);
      // …so what they type replaces it instead of joining it.
      await page.keyboard.type("University Park");
      await expect(city).toHaveValue("University Park");
      expect(errors).toEqual([]);
    });
}
