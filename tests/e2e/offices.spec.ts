/** doc1 §2, §5, §8, §9: the office locator, search, office pages and their maps. */
import { expect, test, type Page } from "@playwright/test";
import { chooseLanguage, expectNoAxeViolations, pageScriptsRunning, watchErrors } from "./helpers";
import { failMapsScript, grantPosition, places, routeMapsToStandIn, watchWarnings } from "./offices-helpers";
import { watchLoaderReruns } from "./fetcher-answer";

const MAP_CONFIG_ERROR = "Missing or invalid map configuration.";
const MAP_LOAD_ERROR = "Error loading Google Maps:";
/** The seed lists 65 offices for every brand. */
const OFFICE_COUNT = 65;

/** Brings the map box into view (it loads on first becoming visible); a no-op once it has gone. */
const revealMap = (page: Page) => page.evaluate(() => document.querySelector("[data-map-status]")?.scrollIntoView({ block: "center" }));
/** A brand without a Maps key: once the map box has been in view, exactly doc1 §8's configuration error. */
async function expectOnlyMapConfigError(page: Page, errors: string[]) {
  await revealMap(page);
  await expect.poll(() => errors).toEqual([MAP_CONFIG_ERROR]);
}
const cards = (page: Page) => page.getByTestId("office-list").getByTestId("office-card");
/** The all-offices directory shown before a search. */
const directory = (page: Page) => page.getByTestId("office-directory").getByTestId("office-row");
const distances = async (page: Page) => (await cards(page).getByTestId("office-distance").allTextContents()).map((text) => Number.parseFloat(text));

// A behaviour whose copy is not the point runs in one language (they alternate, so each language's
// copy is still read); the tests of what a page says or how it is laid out run in both.
for (const lang of ["en", "es"] as const) {
  const prefix = lang === "es" ? "/es" : "";
  const copy = {
    en: {
      search: "ZIP code or city, state",
      button: "Search",
      useLocation: "Use my location",
      invalid: "Enter a 5-digit Zip Code or a city and state, like Austin, TX",
      directions: "Get Directions",
      email: "Send an Email",
      details: "Location Details",
      today: "Today",
      nearby: "Nearby locations",
    },
    es: {
      search: "Código postal o ciudad, estado",
      button: "Buscar",
      useLocation: "Usar mi ubicación",
      invalid: "Ingresa un código postal de 5 dígitos o una ciudad y estado, por ejemplo Austin, TX",
      directions: "Cómo llegar",
      email: "Enviar un correo",
      details: "Detalles de la oficina",
      today: "Hoy",
      nearby: "Oficinas cercanas",
    },
  }[lang];

  test.describe(`office locator in ${lang}`, () => {
    test.describe.configure({ timeout: 60_000 });
    test.beforeEach(async ({ context, baseURL }) => chooseLanguage(context, baseURL!, lang));

    if (lang === "es")
      test(`doc1 §2 without a Maps key: every office listed, the map replaced by the configuration error, no axe violation (${lang})`, async ({ page }) => {
        const errors = watchErrors(page);
        await page.goto(`${prefix}/offices?brand=lonestar`);
        await pageScriptsRunning(page);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(directory(page)).toHaveCount(OFFICE_COUNT);
        // The map box loads when it comes into view: with no key it goes away and logs doc1 §8's error.
        await revealMap(page);
        await expect(page.locator("[data-map-status]")).toHaveCount(0);
        await expect.poll(() => errors).toEqual([MAP_CONFIG_ERROR]);
        await expectNoAxeViolations(page);
      });

    if (lang === "en")
      test(`doc1 §5 search by zip lists the 6 nearest offices, nearest first, in miles to 1 decimal (${lang})`, async ({ page }) => {
        const errors = watchErrors(page);
        await page.goto(`${prefix}/offices?brand=lonestar`);
        await pageScriptsRunning(page);
        await page.getByLabel(copy.search).fill("76102");
        await page.getByRole("button", { name: copy.button, exact: true }).click();
        await expect(page).toHaveURL(/q=76102/);
        await expect(cards(page)).toHaveCount(6);
        await expect(cards(page).first()).toContainText("Fort Worth Downtown");
        const miles = await distances(page);
        expect(miles).toEqual([...miles].sort((a, b) => a - b));
        for (const text of await cards(page).getByTestId("office-distance").allTextContents()) expect(text).toMatch(/^\d+[.,]\d mi$/);
        await expectOnlyMapConfigError(page, errors);
      });

    if (lang === "es")
      test(`doc1 §5 search by "City, ST", a bad search (the configured error) and a zip found nowhere: the full list again (${lang})`, async ({ page }) => {
        await page.goto(`${prefix}/offices?brand=lonestar&q=${encodeURIComponent("Austin, TX")}`);
        await pageScriptsRunning(page);
        await expect(cards(page)).toHaveCount(6);
        await expect(cards(page).first()).toContainText("Austin");

        await page.getByLabel(copy.search).fill("12#$");
        await page.getByRole("button", { name: copy.button, exact: true }).click();
        await expect(page.getByText(copy.invalid)).toBeVisible();
        await expect(page.getByLabel(copy.search)).toHaveAttribute("aria-invalid", "true");
        await expect(directory(page)).toHaveCount(OFFICE_COUNT);
        await expectNoAxeViolations(page);

        // A well-formed zip that exists nowhere is not a format mistake: it was not found.
        await page.getByLabel(copy.search).fill("00000");
        await page.getByRole("button", { name: copy.button, exact: true }).click();
        await expect(
          page.getByText(
            lang === "es"
              ? "No encontramos 00000. Revisa el código postal, o la ciudad y el estado, e inténtalo de nuevo."
              : "We couldn't find 00000. Check the ZIP code, or the city and state, and try again.",
          ),
        ).toBeVisible();
        await expect(page.getByText(copy.invalid)).toHaveCount(0);
        await expect(directory(page)).toHaveCount(OFFICE_COUNT);
      });

    test(`doc1 §2 hours dropdown: today first with its label, then the next six days (${lang})`, async ({ page }) => {
      await page.goto(`${prefix}/offices?brand=lonestar&q=78701`);
      await pageScriptsRunning(page);
      const hours = cards(page).first().getByTestId("office-hours");
      const rows = hours.locator("tbody tr");
      await expect(rows.first()).toBeHidden();
      await hours.locator("summary").click();
      await expect(rows).toHaveCount(7);
      await expect(rows.first()).toContainText(copy.today);
      const zone = "America/Chicago";
      const names = Array.from({ length: 7 }, (_, i) =>
        new Date(Date.now() + i * 86_400_000).toLocaleDateString(lang === "es" ? "es-US" : "en-US", { weekday: "long", timeZone: zone }),
      );
      const shown = await rows.locator("th").allTextContents();
      shown.forEach((text, i) => expect(text.toLowerCase()).toContain(names[i]!.toLowerCase()));
    });

    if (lang === "en")
      test(`doc1 §2 geolocation granted: the nearest offices by distance and the zip prefilled (${lang})`, async ({ page, context }) => {
        await grantPosition(context, places.fortWorth);
        const errors = watchErrors(page);
        await page.goto(`${prefix}/offices?brand=lonestar`);
        await pageScriptsRunning(page);
        const reruns = watchLoaderReruns(page);
        await page.getByRole("button", { name: copy.useLocation }).click();
        await expect(cards(page)).toHaveCount(8);
        await expect(cards(page).first()).toContainText("Fort Worth Downtown");
        const miles = await distances(page);
        expect(miles[0]).toBe(0);
        expect(miles).toEqual([...miles].sort((a, b) => a - b));
        await expect(page.getByLabel(copy.search)).toHaveValue(/^761\d\d$/);
        // The zip's lookup changes nothing else the page shows: its loader does not run again.
        expect(reruns).toEqual([]);
        await expectOnlyMapConfigError(page, errors);
      });

    if (lang === "es")
      test(`doc1 §8 geolocation denied: a console warning and nothing else changes (${lang})`, async ({ page, context }) => {
        await context.clearPermissions();
        const errors = watchErrors(page);
        const warnings = watchWarnings(page);
        await page.goto(`${prefix}/offices?brand=lonestar`);
        await pageScriptsRunning(page);
        await page.getByRole("button", { name: copy.useLocation }).click();
        await expect.poll(() => warnings.some((w) => /^Geolocation failed \(\d\): /.test(w))).toBe(true);
        await expect(directory(page)).toHaveCount(OFFICE_COUNT);
        await expectOnlyMapConfigError(page, errors);
      });
  });

  test(
    `doc1 §2 office page: contact links, hours open with today first, 8 nearby offices by distance, no axe violation (${lang})`,
    { tag: "@layout" },
    async ({ page, context, baseURL }) => {
      test.setTimeout(60_000);
      await chooseLanguage(context, baseURL!, lang);
      const errors = watchErrors(page);
      await page.goto(`${prefix}/offices/fort-worth-downtown?brand=lonestar`);
      await pageScriptsRunning(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fort Worth Downtown");
      await expect(page.getByRole("link", { name: new RegExp(copy.directions) }).first()).toHaveAttribute("href", /google\.com\/maps\/dir/);
      await expect(page.getByRole("link", { name: copy.email }).first()).toHaveAttribute("href", "mailto:fort-worth-downtown@offices.example");
      await expect(page.locator("main a[href^='tel:+1']").first()).toBeVisible();
      const todayRow = page.getByTestId("office-hours").first().locator("tbody tr").first();
      await expect(todayRow).toBeVisible();
      await expect(todayRow).toContainText(copy.today);
      const nearby = page.getByTestId("nearby-list").getByTestId("office-card");
      await expect(nearby).toHaveCount(8);
      await expect(page.getByTestId("nearby-list")).not.toContainText("Fort Worth Downtown");
      const miles = (await page.getByTestId("nearby-list").getByTestId("office-distance").allTextContents()).map((t) => Number.parseFloat(t));
      expect(miles).toEqual([...miles].sort((a, b) => a - b));
      await expectOnlyMapConfigError(page, errors);
      await expectNoAxeViolations(page);
    },
  );
}

test("an office named after its city is not named twice in its title, in English and Spanish", async ({ page, context, baseURL }) => {
  for (const [lang, title] of [
    ["en", /^Abilene office, TX \| /],
    ["es", /^Oficina de Abilene, TX \| /],
  ] as const) {
    await chooseLanguage(context, baseURL!, lang);
    await page.goto(`${lang === "es" ? "/es" : ""}/offices/abilene?brand=lonestar`);
    await expect(page).toHaveTitle(title);
  }
});

test("meet the team: each person's office link opens that office's page, in the page's language", async ({ page, context, baseURL }) => {
  for (const lang of ["en", "es"] as const) {
    await chooseLanguage(context, baseURL!, lang);
    const prefix = lang === "es" ? "/es" : "";
    await page.goto(`${prefix}/about?brand=lonestar`);
    const links = page.locator("#team-title ~ * a[target=_blank]");
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href") ?? ""));
    expect(hrefs.length).toBeGreaterThan(2);
    for (const href of hrefs) {
      expect(href).toMatch(new RegExp(`^${prefix}/offices/[a-z-]+$`));
      expect((await page.request.get(`${href}?brand=lonestar`)).status()).toBe(200);
    }
  }
});

// An unknown office's 404 is an HTTP check: tests/integration/server-http.test.ts.

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("doc1 §2 the list, the search, the hours and the links work without JavaScript", async ({ page }) => {
    await page.goto("/es/offices?brand=lonestar");
    await expect(directory(page)).toHaveCount(OFFICE_COUNT);
    await page.getByLabel("Código postal o ciudad, estado").fill("78501");
    await page.getByRole("button", { name: "Buscar", exact: true }).click();
    await expect(cards(page)).toHaveCount(6);
    await expect(cards(page).first()).toContainText("McAllen");
    const first = cards(page).first();
    await first.locator("summary").click();
    await expect(first.locator("tbody tr")).toHaveCount(7);
    await first.getByRole("link", { name: /Detalles de la oficina/ }).click();
    await expect(page).toHaveURL(/\/es\/offices\/mcallen/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("McAllen");
  });
});

test.describe("with the brand's Maps key (script routed to a local stand-in)", () => {
  test.beforeEach(async ({ context, baseURL }) => chooseLanguage(context, baseURL!, "en"));
  test("doc1 §2 all offices as (advanced) markers from Texas at zoom 5; markers drop in after 2–3 s; a click zooms to 13 and opens the popup", async ({
    page,
  }) => {
    const requested = await routeMapsToStandIn(page);
    const errors = watchErrors(page);
    await page.goto("/offices?brand=delsol");
    await pageScriptsRunning(page);
    const map = page.locator("[data-stand-in=map]");
    await revealMap(page);
    await expect(map).toHaveAttribute("data-zoom", "5");
    await expect(map).toHaveAttribute("data-center", "31.0000,-99.0000");
    expect(requested[0]).toContain("key=demo-browser-key-delsol");
    expect(requested[0]).toContain("callback=google.maps.__ib__");
    // Every office is a marker; those in view drop in (with the drop animation) 2 to 3 s after the map shows, once each.
    await expect.poll(() => page.locator(".stand-in-marker").count(), { timeout: 6000 }).toBeGreaterThan(40);
    const animations = await page.locator(".stand-in-marker").evaluateAll((nodes) => nodes.map((n) => (n as HTMLElement).dataset.animation));
    expect(new Set(animations)).toEqual(new Set(["drop"]));
    const timing = await page.evaluate(() => {
      const state = (window as unknown as { __mapsStandIn: { maps: { createdAt: number }[]; markers: { shownAt?: number }[] } }).__mapsStandIn;
      return { markers: state.markers.length, delays: state.markers.flatMap((m) => (m.shownAt === undefined ? [] : [m.shownAt - state.maps[0]!.createdAt])) };
    });
    expect(timing.markers).toBe(OFFICE_COUNT);
    // None before 2 s; the 3 s upper end is the delay drawn (unit-tested in map-view.test.ts), and a
    // busy test machine may run the timers a little late.
    for (const delay of timing.delays) {
      expect(delay).toBeGreaterThanOrEqual(2000);
      expect(delay).toBeLessThan(5000);
    }

    await map.getByRole("button", { name: "Fort Worth Downtown", exact: true }).click();
    await expect(map).toHaveAttribute("data-zoom", "13");
    const popup = page.locator(".stand-in-info-window");
    await expect(popup).toContainText("Fort Worth Downtown");
    await expect(popup).toContainText("500 W 7th St, Suite 120");
    await expect(popup).toContainText("Fort Worth, TX 76102");
    await expect(popup.locator("a[href^='tel:+1']")).toHaveCount(1);
    await expect(popup).toContainText("Mon–Fri");
    await expect(popup).toContainText("Sat");
    await expect(popup).toContainText("Sun");
    await expect(popup.getByRole("link", { name: "Get Directions" })).toHaveAttribute("href", /google\.com\/maps\/dir/);
    await expect(popup.getByRole("link", { name: "Send an Email" })).toHaveAttribute("href", /^mailto:/);
    await expect(popup.getByRole("link", { name: "Location Details" })).toHaveAttribute("href", "/offices/fort-worth-downtown");
    expect(errors).toEqual([]);
  });

  test("doc1 §2 under prefers-reduced-motion the markers show at once, without the drop", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await routeMapsToStandIn(page);
    await page.goto("/offices?brand=delsol");
    await pageScriptsRunning(page);
    await revealMap(page);
    await expect.poll(() => page.locator(".stand-in-marker").count()).toBeGreaterThan(40);
    const delays = await page.evaluate(() => {
      const state = (window as unknown as { __mapsStandIn: { maps: { createdAt: number }[]; markers: { shownAt?: number }[] } }).__mapsStandIn;
      return state.markers.flatMap((m) => (m.shownAt === undefined ? [] : [m.shownAt - state.maps[0]!.createdAt]));
    });
    // Shown as soon as the map first reports what is in view, not after the 2–3 s drop delay.
    expect(Math.max(...delays)).toBeLessThan(1000);
    const animations = await page.locator(".stand-in-marker").evaluateAll((nodes) => nodes.map((n) => (n as HTMLElement).dataset.animation ?? "none"));
    expect(new Set(animations)).toEqual(new Set(["none"]));
  });

  test("doc1 §2 a search centres the map on the place at zoom 13", async ({ page }) => {
    await routeMapsToStandIn(page);
    await page.goto("/es/offices?brand=delsol&q=78701");
    await pageScriptsRunning(page);
    const map = page.locator("[data-stand-in=map]");
    await revealMap(page);
    await expect(map).toHaveAttribute("data-zoom", "13");
    await expect(map).toHaveAttribute("data-center", /^30\.2\d+,-97\.7\d+$/);
  });

  test("doc1 §2 around the visitor the map starts at zoom 12 and widens to 9 until an office is in view", async ({ page, context }) => {
    await routeMapsToStandIn(page);
    // Fort Worth: an office at the visitor's position, so zoom 12. Near Junction, TX: the closest office is
    // far, so the map widens to 9.
    await grantPosition(context, places.fortWorth);
    await page.goto("/offices?brand=delsol");
    await pageScriptsRunning(page);
    const map = page.locator("[data-stand-in=map]");
    await revealMap(page);
    await expect(map).toHaveAttribute("data-zoom", "5");
    await page.getByRole("button", { name: "Use my location" }).click();
    await expect(map).toHaveAttribute("data-zoom", "12");
    await context.setGeolocation({ latitude: 30.49, longitude: -99.77 });
    await page.getByRole("button", { name: "Use my location" }).click();
    await expect(map).toHaveAttribute("data-zoom", "9");
  });

  test("doc1 §8 when the Maps script fails to load: its console error and the list still there", async ({ page }) => {
    await failMapsScript(page);
    const errors = watchErrors(page);
    await page.goto("/offices?brand=delsol&q=76102");
    await pageScriptsRunning(page);
    await revealMap(page);
    await expect(page.locator("[data-map-status]")).toHaveCount(0);
    await expect(cards(page)).toHaveCount(6);
    await expect.poll(() => errors.filter((e) => !e.startsWith("Failed to load resource"))).toHaveLength(1);
    expect(errors.filter((e) => !e.startsWith("Failed to load resource"))[0]).toContain(MAP_LOAD_ERROR);
  });

  test("doc1 §2 location detail map: one marker at zoom 10, gestures off, zoom control only", async ({ page }) => {
    await routeMapsToStandIn(page);
    const errors = watchErrors(page);
    await page.goto("/offices/austin-downtown?brand=delsol");
    await pageScriptsRunning(page);
    const map = page.locator("[data-stand-in=map]");
    await revealMap(page);
    await expect(map).toHaveAttribute("data-zoom", "10");
    const options = JSON.parse((await map.getAttribute("data-options")) ?? "{}") as Record<string, unknown>;
    expect(options).toMatchObject({ scrollwheel: false, gestureHandling: "none", disableDefaultUI: true, zoomControl: true, draggable: false });
    await expect(map.locator(".stand-in-marker")).toHaveCount(1);
    await expect(map.locator(".stand-in-marker")).toHaveAccessibleName("Austin Downtown");
    expect(options).toMatchObject({ mapId: "DEMO_MAP_ID" });
    expect(errors).toEqual([]);
  });

  test("doc1 §2 a marker image that cannot load gives way to the map's own pin in the brand's colour, on the office page and the locator", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await routeMapsToStandIn(page);
    await page.route("**/images/map-marker.svg", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/offices/austin-downtown?brand=delsol");
    await pageScriptsRunning(page);
    await revealMap(page);
    const map = page.locator("[data-stand-in=map]");
    await expect(map.locator(".stand-in-marker .stand-in-pin")).toHaveCount(1);
    await expect(map.locator(".stand-in-marker img")).toHaveCount(0);
    await expect(map.locator(".stand-in-marker")).toHaveAccessibleName("Austin Downtown");
    const brandPrimary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--brand-primary").trim());
    expect(brandPrimary).not.toBe("");
    await expect(map.locator(".stand-in-pin")).toHaveAttribute("data-background", brandPrimary);

    await page.goto("/offices?brand=delsol");
    await pageScriptsRunning(page);
    await revealMap(page);
    await expect.poll(() => page.locator(".stand-in-marker .stand-in-pin").count()).toBeGreaterThan(40);
    await expect(page.locator(".stand-in-marker img")).toHaveCount(0);
  });
});
