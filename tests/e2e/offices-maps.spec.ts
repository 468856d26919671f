/**
 * doc1 §2, §8 the office maps in both languages and every way they can end: the Maps script
 * routed to a local stand-in, failing to load, or no key at all; geolocation granted and denied.
 * Without a map the list is the fallback, sorted by distance once there is a place to measure from.
 */
import { expect, test, type Page } from "@playwright/test";
import { chooseLanguage, expectNoAxeViolations, watchErrors } from "./helpers";
import { failMapsScript, grantPosition, places, routeMapsToStandIn, watchWarnings } from "./offices-helpers";

const MAP_CONFIG_ERROR = "Missing or invalid map configuration.";
const MAP_LOAD_ERROR = "Error loading Google Maps:";
const OFFICE_COUNT = 65;

const revealMap = (page: Page) => page.evaluate(() => document.querySelector("[data-map-status]")?.scrollIntoView({ block: "center" }));
const cards = (page: Page) => page.getByTestId("office-list").getByTestId("office-card");
const directory = (page: Page) => page.getByTestId("office-directory").getByTestId("office-row");
const distances = async (page: Page) =>
  (await cards(page).getByTestId("office-distance").allTextContents()).map((text) => Number.parseFloat(text.replace(",", ".")));
/** Console errors other than the browser's own line for a request the test aborted. */
const ownErrors = (errors: string[]) => errors.filter((e) => !e.startsWith("Failed to load resource"));

async function expectSortedByDistance(page: Page, count: number) {
  await expect(cards(page)).toHaveCount(count);
  const miles = await distances(page);
  expect(miles.every(Number.isFinite)).toBe(true);
  expect(miles).toEqual([...miles].sort((a, b) => a - b));
  for (const text of await cards(page).getByTestId("office-distance").allTextContents()) expect(text).toMatch(/^\d+[.,]\d mi$/);
}

test.describe.configure({ timeout: 60_000 });

// A behaviour whose copy is not the point runs in one language (they alternate, so each language's
// copy is still read); the tests of what a page says or how it is laid out run in both.
for (const lang of ["en", "es"] as const) {
  const prefix = lang === "es" ? "/es" : "";
  const copy = {
    en: {
      useLocation: "Use my location",
      monFri: "Mon–Fri",
      sat: "Sat",
      sun: "Sun",
      directions: "Get Directions",
      email: "Send an Email",
      details: "Location Details",
      mapLabel: "Map of our offices",
      detailLabel: "Map of Austin Downtown",
    },
    es: {
      useLocation: "Usar mi ubicación",
      monFri: "Lun–Vie",
      sat: "Sáb",
      sun: "Dom",
      directions: "Cómo llegar",
      email: "Enviar un correo",
      details: "Detalles de la oficina",
      mapLabel: "Mapa de nuestras oficinas",
      detailLabel: "Mapa de Austin Downtown",
    },
  }[lang];

  test.describe(`office maps in ${lang}`, () => {
    test.beforeEach(async ({ context, baseURL }) => chooseLanguage(context, baseURL!, lang));

    test(
      `doc1 §2 locator map (stand-in): advanced markers on the brand's map id, each a button named by its office; Enter on one opens its popup in the page's language; no axe violation (${lang})`,
      { tag: "@layout" },
      async ({ page }) => {
        await page.emulateMedia({ reducedMotion: "reduce" });
        await routeMapsToStandIn(page);
        const errors = watchErrors(page);
        await page.goto(`${prefix}/offices?brand=delsol`);
        await revealMap(page);
        const map = page.getByRole("region", { name: copy.mapLabel });
        await expect(map).toHaveAttribute("data-map-status", "ready");
        await expect(map).toHaveAttribute("data-zoom", "5");
        await expect.poll(() => page.locator(".stand-in-marker").count()).toBeGreaterThan(40);
        expect(JSON.parse((await map.getAttribute("data-options")) ?? "{}")).toMatchObject({ mapId: "DEMO_MAP_ID" });
        // Reached with the keyboard like any control: focused, then Enter.
        const marker = map.getByRole("button", { name: "Fort Worth Downtown", exact: true });
        await marker.focus();
        await page.keyboard.press("Enter");
        await expect(map).toHaveAttribute("data-zoom", "13");
        await expect(map).toHaveAttribute("data-center", "32.7555,-97.3308");
        const popup = page.locator(".stand-in-info-window");
        await expect(popup).toContainText("Fort Worth Downtown");
        await expect(popup).toContainText("Fort Worth, TX 76102");
        for (const day of [copy.monFri, copy.sat, copy.sun]) await expect(popup).toContainText(`${day}:`);
        await expect(popup.getByRole("link", { name: copy.directions })).toHaveAttribute("href", /google\.com\/maps\/dir/);
        await expect(popup.getByRole("link", { name: copy.email })).toHaveAttribute("href", "mailto:fort-worth-downtown@offices.example");
        await expect(popup.getByRole("link", { name: copy.details })).toHaveAttribute("href", `${prefix}/offices/fort-worth-downtown`);
        await expectNoAxeViolations(page);
        expect(errors).toEqual([]);
      },
    );

    if (lang === "en")
      test(`doc1 §8 geolocation denied with the map: a warning, the map stays on Texas at zoom 5, the list unchanged (${lang})`, async ({ page, context }) => {
        await context.clearPermissions();
        await routeMapsToStandIn(page);
        const errors = watchErrors(page);
        const warnings = watchWarnings(page);
        await page.goto(`${prefix}/offices?brand=delsol`);
        await revealMap(page);
        const map = page.locator("[data-stand-in=map]");
        await expect(map).toHaveAttribute("data-zoom", "5");
        await page.getByRole("button", { name: copy.useLocation }).click();
        await expect.poll(() => warnings.some((w) => /^Geolocation failed \(1\): /.test(w))).toBe(true);
        await expect(map).toHaveAttribute("data-zoom", "5");
        await expect(map).toHaveAttribute("data-center", "31.0000,-99.0000");
        await expect(directory(page)).toHaveCount(OFFICE_COUNT);
        await expect(page.getByRole("button", { name: copy.useLocation })).toBeEnabled();
        expect(errors).toEqual([]);
      });

    if (lang === "es")
      test(`doc1 §2 geolocation granted with the map: zoom 12 around the visitor and the 8 nearest offices by distance (${lang})`, async ({
        page,
        context,
      }) => {
        await grantPosition(context, places.fortWorth);
        await routeMapsToStandIn(page);
        const errors = watchErrors(page);
        await page.goto(`${prefix}/offices?brand=delsol`);
        await revealMap(page);
        const map = page.locator("[data-stand-in=map]");
        await expect(map).toHaveAttribute("data-zoom", "5");
        await page.getByRole("button", { name: copy.useLocation }).click();
        await expect(map).toHaveAttribute("data-zoom", "12");
        await expect(map).toHaveAttribute("data-center", "32.7555,-97.3308");
        await expectSortedByDistance(page, 8);
        await expect(cards(page).first()).toContainText("Fort Worth Downtown");
        expect(errors).toEqual([]);
      });

    if (lang === "en")
      test(`doc1 §8 Maps fails to load: its console error, the site's own map of the offices instead, and the list by distance around the visitor (${lang})`, async ({
        page,
        context,
      }) => {
        await grantPosition(context, places.fortWorth);
        await failMapsScript(page);
        const errors = watchErrors(page);
        const outside: string[] = [];
        page.on("request", (request) => {
          const url = new URL(request.url());
          if (url.hostname !== "localhost" && url.hostname !== "127.0.0.1" && !url.hostname.endsWith("googleapis.com") && url.protocol.startsWith("http"))
            outside.push(url.href);
        });
        await page.goto(`${prefix}/offices?brand=delsol`);
        await revealMap(page);
        await expect(page.locator("[data-map-status]")).toHaveCount(0);
        await expect.poll(() => ownErrors(errors)).toHaveLength(1);
        expect(ownErrors(errors)[0]).toMatch(new RegExp(`^${MAP_LOAD_ERROR}`));
        // The map's column does not stay empty: the site's own map of Texas with every office on it.
        const own = page.getByTestId("static-office-map");
        await expect(own.getByRole("img", { name: copy.mapLabel })).toBeVisible();
        await expect(own.locator("circle[data-office]")).toHaveCount(await directory(page).count());
        const box = (await own.boundingBox())!;
        expect(box.height).toBeGreaterThan(200);
        // Nothing of it comes from outside: no map tiles asked for.
        expect(outside).toEqual([]);
        await page.getByRole("button", { name: copy.useLocation }).click();
        await expectSortedByDistance(page, 8);
        await expect(cards(page).first()).toContainText("Fort Worth Downtown");
        // The visitor is marked on it.
        await expect(own.locator("circle[data-marker]")).toHaveCount(1);
        expect(ownErrors(errors)).toHaveLength(1);
        await expectNoAxeViolations(page);
      });

    if (lang === "es")
      test(`doc1 §8 a brand without a Maps key (bluebonnet): exactly the configuration error, no Maps request, and the list by distance (${lang})`, async ({
        page,
        context,
      }) => {
        await grantPosition(context, places.fortWorth);
        const asked: string[] = [];
        await page.route("https://maps.googleapis.com/**", (route) => {
          asked.push(route.request().url());
          return route.abort("failed");
        });
        const errors = watchErrors(page);
        await page.goto(`${prefix}/offices?brand=bluebonnet`);
        await expect(directory(page)).toHaveCount(OFFICE_COUNT);
        await revealMap(page);
        await expect.poll(() => errors).toEqual([MAP_CONFIG_ERROR]);
        await expect(page.locator("[data-map-status]")).toHaveCount(0);
        await expect(page.getByTestId("static-office-map").getByRole("img", { name: copy.mapLabel })).toBeVisible();
        await expect(page.getByTestId("static-office-map").locator("circle[data-office]")).toHaveCount(OFFICE_COUNT);
        // Search by zip, then by the visitor's position: both lists sorted by distance.
        await page.goto(`${prefix}/offices?brand=bluebonnet&q=78701`);
        await expectSortedByDistance(page, 6);
        await expect(cards(page).first()).toContainText("Austin Downtown");
        await page.getByRole("button", { name: copy.useLocation }).click();
        await expectSortedByDistance(page, 8);
        await expect(cards(page).first()).toContainText("Fort Worth Downtown");
        await revealMap(page);
        expect(asked).toEqual([]);
        await expectNoAxeViolations(page);
      });

    if (lang === "es")
      test(`doc1 §2 office page with the map (stand-in): one marker at zoom 10 and the nearby list by distance; no axe violation (${lang})`, async ({
        page,
      }) => {
        await routeMapsToStandIn(page);
        const errors = watchErrors(page);
        await page.goto(`${prefix}/offices/austin-downtown?brand=delsol`);
        await revealMap(page);
        const map = page.getByRole("region", { name: copy.detailLabel });
        await expect(map).toHaveAttribute("data-zoom", "10");
        await expect(map.locator(".stand-in-marker")).toHaveCount(1);
        await expect(map.getByRole("img", { name: "Austin Downtown", exact: true })).toHaveCount(1);
        const miles = (await page.getByTestId("nearby-list").getByTestId("office-distance").allTextContents()).map((t) =>
          Number.parseFloat(t.replace(",", ".")),
        );
        expect(miles).toHaveLength(8);
        expect(miles).toEqual([...miles].sort((a, b) => a - b));
        await expectNoAxeViolations(page);
        expect(errors).toEqual([]);
      });

    if (lang === "en")
      test(`doc1 §8 office page when Maps fails to load: the load error, no map box, the page otherwise whole (${lang})`, async ({ page }) => {
        await failMapsScript(page);
        const errors = watchErrors(page);
        await page.goto(`${prefix}/offices/austin-downtown?brand=delsol`);
        await revealMap(page);
        await expect(page.locator("[data-map-status]")).toHaveCount(0);
        await expect.poll(() => ownErrors(errors)).toHaveLength(1);
        expect(ownErrors(errors)[0]).toMatch(new RegExp(`^${MAP_LOAD_ERROR}`));
        await expect(page.getByTestId("nearby-list").getByTestId("office-card")).toHaveCount(8);
        await expectNoAxeViolations(page);
      });
  });
}
