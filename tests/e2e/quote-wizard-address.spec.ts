/**
 * Address autocomplete on driver step 3/3 (doc2 §2): with the brand's Maps key, the first focus
 * of the address field loads Google Places (here the local stand-in; the real script is never
 * loaded in tests) and a chosen suggestion fills address, city, state and zip; without a key
 * nothing is loaded and the fields are typed as usual.
 */
import { expect, test } from "@playwright/test";
import { chooseLanguage, expectNoAxeViolations, watchErrors } from "./helpers";
import { labels, reachDriver3, routePlacesToStandIn, stepTitle, textbox, uniquePerson } from "./quote-wizard-support";

test.describe.configure({ timeout: 120_000 });

const marilla = {
  formatted_address: "1500 Marilla St, Dallas, TX 75201, USA",
  address_components: [
    { long_name: "1500", short_name: "1500", types: ["street_number"] },
    { long_name: "Marilla Street", short_name: "Marilla St", types: ["route"] },
    { long_name: "Dallas", short_name: "Dallas", types: ["locality", "political"] },
    { long_name: "Texas", short_name: "TX", types: ["administrative_area_level_1", "political"] },
    { long_name: "75201", short_name: "75201", types: ["postal_code"] },
  ],
};

for (const lang of ["en", "es"] as const) {
  test(`doc2 §2 address autocomplete in ${lang === "en" ? "English" : "Spanish"}: focusing the address loads Places once, and a suggestion fills address, city, state and zip`, async ({ page, context, baseURL }) => {
    const c = labels[lang];
    const errors = watchErrors(page);
    const requested = await routePlacesToStandIn(page);
    await chooseLanguage(context, baseURL!, lang);
    await page.goto(`${lang === "es" ? "/es" : ""}/quote?brand=delsol#driver1`);
    await reachDriver3(page, lang, uniquePerson("Places"));
    expect(requested).toEqual([]);

    await textbox(page, c.address).focus();
    await expect.poll(() => requested.length).toBe(1);
    const script = new URL(requested[0]!);
    expect(script.searchParams.get("key")).toBe("demo-browser-key-delsol");
    expect(script.searchParams.get("language")).toBe(lang);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __placesStandIn?: { inputs: string[] } }).__placesStandIn?.inputs ?? [])).toEqual(["d3-address"]);
    const options = await page.evaluate(() => (window as unknown as { __placesStandIn: { options: unknown[] } }).__placesStandIn.options[0]);
    expect(options).toMatchObject({ componentRestrictions: { country: "us" }, types: ["address"] });

    await page.evaluate((place) => (window as unknown as { __placesStandIn: { choose(p: unknown): void } }).__placesStandIn.choose(place), marilla);
    await expect(textbox(page, c.address)).toHaveValue("1500 Marilla St");
    await expect(textbox(page, c.city)).toHaveValue("Dallas");
    await expect(page.getByRole("combobox", { name: c.state, exact: true })).toHaveValue("TX");
    await expect(textbox(page, c.zip)).toHaveValue("75201");

    // Focusing again loads nothing more; the filled address is accepted.
    await textbox(page, c.city).focus();
    await textbox(page, c.address).focus();
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
  await page.goto("/quote?brand=lonestar#driver1");
  await reachDriver3(page, "en", uniquePerson("Typed"));
  await textbox(page, c.address).focus();
  await page.keyboard.type("1500 Marilla St");
  await expect(textbox(page, c.address)).toHaveValue("1500 Marilla St");
  await textbox(page, c.city).focus();
  expect(maps).toEqual([]);
  expect(scripts).toEqual([]);
});

for (const lang of ["en", "es"] as const) {
  test(`doc2 §5 driver step 3/3 in ${lang}: the zip fills an empty city; a visitor already in the city field types over it`, async ({ page, context, baseURL }) => {
    const c = labels[lang];
    const errors = watchErrors(page);
    await chooseLanguage(context, baseURL!, lang);
    await page.goto(`${lang === "es" ? "/es" : ""}/quote#driver1`);
    await reachDriver3(page, lang, uniquePerson("CityFill"));

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
