import { expect, test, type BrowserContext } from "@playwright/test";
import { chooseLanguage, expectNoAxeViolations, watchErrors } from "./helpers";

test.describe.configure({ timeout: 60_000 });

/** The video host's player, stood in locally. */
async function videoHost(context: BrowserContext) {
  await context.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>Player</title><p>Playing</p>" }),
  );
}

async function quiet(context: BrowserContext) {
  await context.addInitScript(() => {
    try {
      window.sessionStorage.setItem("idle-popup-shown", "1");
    } catch {
      // Frames of other origins (the video player) have no storage of ours.
    }
  });
}

for (const lang of ["en", "es"] as const) {
  test(`doc1 §2 glossary in ${lang}: cut-off definitions expand and collapse; back-to-top links`, async ({ page, context, baseURL }) => {
    await chooseLanguage(context, baseURL!, lang);
    await quiet(context);
    const errors = watchErrors(page);
    await page.goto(`${lang === "es" ? "/es" : ""}/glossary?brand=lonestar`);
    const term = lang === "es" ? "Responsabilidad civil por lesiones corporales" : "Bodily injury liability";
    const more = page.getByRole("button", { name: `${lang === "es" ? "Ver más" : "Show more"}: ${term}` });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    const definition = page.locator(`#${await more.getAttribute("aria-controls")}`);
    const collapsed = (await definition.boundingBox())!.height;
    await more.click();
    const less = page.getByRole("button", { name: `${lang === "es" ? "Ver menos" : "Show less"}: ${term}` });
    await expect(less).toHaveAttribute("aria-expanded", "true");
    expect((await definition.boundingBox())!.height).toBeGreaterThan(collapsed);
    await less.click();
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await expectNoAxeViolations(page);

    const backToTop = page.getByRole("main").getByRole("link", { name: lang === "es" ? "Volver arriba" : "Back to top" });
    await expect(backToTop.first()).toHaveAttribute("href", "#glossary-top");
    await backToTop.last().click();
    await expect(page).toHaveURL(/#glossary-top$/);
    expect(errors).toEqual([]);
  });

  test(`about page in ${lang}: hero bar figures from the analytics report, the team with new-tab office links, the lite video`, async ({
    page,
    context,
    baseURL,
  }) => {
    await chooseLanguage(context, baseURL!, lang);
    await quiet(context);
    await videoHost(context);
    const errors = watchErrors(page);
    const elsewhere: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).hostname !== new URL(baseURL!).hostname) elsewhere.push(request.url());
    });
    await page.goto(`${lang === "es" ? "/es" : ""}/about?brand=lonestar`);
    const bar = page.getByRole("region", { name: lang === "es" ? "Nuestras cifras" : "Our numbers" });
    await expect(bar).toContainText(
      lang === "es" ? "184,320 conductores compararon cotizaciones con nosotros este año" : "184,320 drivers compared quotes with us this year",
    );
    await expect(bar).toContainText(lang === "es" ? "Nuestros clientes ahorraron $12.4 millones en 2026" : "Our customers saved $12.4 million in 2026");

    // Each member's office page, in the page's language, in a new tab.
    const office = page.getByRole("link", { name: /Houston Southwest/ });
    await expect(office).toHaveAttribute("href", lang === "es" ? "/es/offices/houston-southwest" : "/offices/houston-southwest");
    await expect(office).toHaveAttribute("target", "_blank");
    await expect(office).toHaveAttribute("rel", /noopener/);

    // The poster first, drawn by the page (it shows offline: nothing is asked of another host
    // before the visitor plays); the player only after a click, once.
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(page.getByTestId("video-poster")).toBeVisible();
    await expect(page.getByTestId("video-poster")).toContainText(lang === "es" ? "Cómo funciona comparar cotizaciones" : "How comparing quotes works");
    expect(elsewhere).toEqual([]);
    await expectNoAxeViolations(page);
    const play = page.getByRole("link", { name: lang === "es" ? /Reproducir video/ : /Play video/ });
    await play.click();
    const player = page.locator("iframe");
    await expect(player).toHaveAttribute("src", /youtube-nocookie\.com\/embed\/M7lc1UVf-VE\?autoplay=1/);
    await expect(player).toHaveAttribute("width", "540");
    await expect(player).toHaveAttribute("height", "320");
    await expect(play).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

test("the lite video frame scales down on a narrow screen", { tag: "@layout" }, async ({ page, context }) => {
  await quiet(context);
  await videoHost(context);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/about?brand=delsol");
  await page.getByRole("link", { name: /Play video|Reproducir video/ }).click();
  const box = (await page.locator("iframe").boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(340);
  expect(box.width / box.height).toBeCloseTo(540 / 320, 1);
});

// The analytics report's JSON is an HTTP check: tests/integration/server-http.test.ts.

test("doc1 §2 quote estimate panel on coming soon: collapsed, then expanded with rows, drivers and vehicles", async ({ page, context }) => {
  await quiet(context);
  await page.request.post("/start-quote?brand=lonestar", { form: { zip: "90001" }, maxRedirects: 0 });
  await page.goto("/coming-soon?brand=lonestar");
  const toggle = page.getByText("Your quote details");
  const details = page.locator("details", { hasText: "Your quote details" });
  await expect(details).not.toHaveAttribute("open");
  await expect(page.getByText("No drivers added yet")).toBeHidden();
  await toggle.click();
  await expect(details).toHaveAttribute("open");
  await expect(page.getByText("90001")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Drivers" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Vehicles" })).toBeVisible();
  await expectNoAxeViolations(page);
  await toggle.click();
  await expect(details).not.toHaveAttribute("open");
});

test.describe("doc1 §2 A/B test of the home quote card, decided on the server", () => {
  test("a new visitor gets a variant in a cookie with the page; a returning one keeps it; nothing hides the page", async ({ page, context, baseURL }) => {
    const first = await page.request.get("/?brand=lonestar");
    const setCookie = first.headers()["set-cookie"] ?? "";
    expect(setCookie).toMatch(/ab_quote-card=(control|savings); Path=\/; SameSite=Lax; Max-Age=2592000/);

    for (const [variant, title] of [
      ["savings", "See how much you could save"],
      ["control", "Get your free quote"],
    ] as const) {
      await context.addCookies([{ name: "ab_quote-card", value: variant, url: baseURL! }]);
      const response = await page.goto("/?brand=lonestar");
      expect(response?.headers()["set-cookie"] ?? "").not.toContain("ab_quote-card");
      // In the server's HTML already: no change after the page shows.
      expect(await response!.text()).toContain(title);
      await expect(page.locator("#quote h2")).toHaveText(title);
    }
    await expect(page.locator("#ab-hide")).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).opacity)).toBe("1");
  });
});
