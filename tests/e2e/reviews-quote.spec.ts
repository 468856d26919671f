/** doc1 §2, §3, §5, §9 the quote page's review slider, static (lonestar) and dynamic (bluebonnet). */
import { expect, test } from "@playwright/test";
import { chooseLanguage, expectNoAxeViolations, watchErrors } from "./helpers";
import { checkSliderArrows, expectStarsInTenPercentSteps } from "./reviews-helpers";

test.describe.configure({ timeout: 60_000 });

for (const lang of ["en", "es"] as const) {
  const prefix = lang === "es" ? "/es" : "";
  const copy = {
    en: { title: "Why drivers choose us", rated: /^Rated ([\d.]+) out of 5 stars$/, staticCount: 6, negative: "scam", first: "Got full coverage" },
    es: {
      title: "Por qué nos eligen los conductores",
      rated: /^Calificación de ([\d.]+) de 5 estrellas$/,
      staticCount: 5,
      negative: "grosero",
      first: "Me atendieron en español",
    },
  }[lang];

  test(`doc1 §2, §5 quote slider, static type: the page's reviews, filtered, load when the slider nears the screen; arrows by one width; stars in 10 % steps; no axe violation (${lang})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await chooseLanguage(context, baseURL!, lang);
    await page.emulateMedia({ reducedMotion: "reduce" });
    const errors = watchErrors(page);
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/reviews/quote")) asked.push(request.url());
    });
    const response = await page.goto(`${prefix}/quote?brand=lonestar`);
    // Not in the page's first JavaScript: the slider's code is not among the page's preloads.
    const preloads = (await response!.text()).match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads.length).toBeGreaterThan(3);
    expect(preloads.filter((link) => link.includes("review-slider"))).toEqual([]);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const place = page.getByTestId("quote-reviews");
    await place.scrollIntoViewIfNeeded();
    await expect(place).toHaveAttribute("data-status", "ready");
    await expect(place).toHaveAttribute("data-type", "static");
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain(`lang=${lang}`);
    const slider = page.getByTestId("quote-review-slider");
    await expect(slider.getByRole("heading", { level: 2, name: copy.title })).toBeVisible();
    // doc1 §5 static too: the CMS reviews in the page's language, rated at least the brand's
    // minimum (4) and without a negative keyword.
    await expect(slider.getByTestId("review")).toHaveCount(copy.staticCount);
    await expect(slider.getByTestId("review").first()).toContainText(copy.first);
    await expect(slider).not.toContainText(copy.negative);
    const ratings = await expectStarsInTenPercentSteps(slider, copy.rated);
    for (const rating of ratings) expect(rating).toBeGreaterThanOrEqual(4);
    await checkSliderArrows(slider);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test(`doc1 §2, §5 quote slider, dynamic type: only reviews rated at least the place's minimum and without a negative keyword (${lang})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await chooseLanguage(context, baseURL!, lang);
    const errors = watchErrors(page);
    await page.goto(`${prefix}/quote?brand=bluebonnet`);
    const place = page.getByTestId("quote-reviews");
    await place.scrollIntoViewIfNeeded();
    await expect(place).toHaveAttribute("data-status", "ready");
    await expect(place).toHaveAttribute("data-type", "dynamic");
    const slider = page.getByTestId("quote-review-slider");
    await expect(slider.getByRole("heading", { level: 2, name: copy.title })).toBeVisible();
    // No Maps key for this brand: the CMS reviews stand in, under the places' rule (minimum 4).
    const ratings = await expectStarsInTenPercentSteps(slider, copy.rated);
    expect(ratings.length).toBe(lang === "en" ? 6 : 5);
    for (const rating of ratings) expect(rating).toBeGreaterThanOrEqual(4);
    await expect(slider).not.toContainText(/scam|rude|estafa|grosero/i);
    // By keyboard: the row of reviews takes focus and scrolls with the arrow keys.
    await slider.locator("ul").focus();
    await expect(slider.locator("ul")).toBeFocused();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
}

// The reviews' JSON per brand and language is an HTTP check: tests/integration/server-http.test.ts.

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("doc1 §2 the quote page offers a link to the reviews page instead of the slider", async ({ page }) => {
    await page.goto("/es/quote?brand=lonestar");
    await expect(page.getByRole("link", { name: "Lee lo que dicen nuestros clientes" })).toHaveAttribute("href", "/es/reviews");
  });
});
