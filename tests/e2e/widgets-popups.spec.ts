import { expect, test } from "@playwright/test";
import { chooseLanguage, expectNoAxeViolations, gotoOnPausedClock, runClockUntilHydrated, runClockUntilVisible, watchErrors } from "./helpers";

test.describe.configure({ timeout: 60_000 });

test.describe("doc1 §2 language switch popup: a Spanish browser on an English page", () => {
  test.use({ locale: "es-MX" });

  test("after 5000 ms it offers Spanish; the choice goes to /es and is kept a month in visited_site", async ({ page, context }) => {
    const errors = watchErrors(page);
    // The popups' timers start with the page's script; fake time runs only when the test says.
    await gotoOnPausedClock(page, "/glossary?brand=lonestar");
    const offer = page.getByRole("dialog", { name: "¿Prefieres español?" });
    await page.clock.runFor(4500);
    await expect(offer).toBeHidden();
    await page.clock.runFor(1000);
    await runClockUntilVisible(page, offer);
    // Not modal: the page behind stays usable.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // axe runs on timers: let the clock flow again.
    await page.clock.resume();
    await expectNoAxeViolations(page);
    await offer.getByRole("button", { name: "Ver en español" }).click();
    await expect(page).toHaveURL(/\/es\/glossary\?brand=lonestar$/);
    const cookie = (await context.cookies()).find((c) => c.name === "visited_site");
    expect(cookie?.value).toBe("es");
    expect(Math.round((cookie!.expires - Date.now() / 1000) / 86400)).toBeGreaterThanOrEqual(28);
    expect(errors).toEqual([]);
  });

  test("staying in English is remembered too, and closing it keeps the page as it is", async ({ page, context }) => {
    // The popups' timers start with the page's script; fake time runs only when the test says.
    await gotoOnPausedClock(page, "/about?brand=bluebonnet");
    await page.clock.runFor(5100);
    const offer = page.getByRole("dialog", { name: "¿Prefieres español?" });
    await runClockUntilVisible(page, offer);
    await offer.getByRole("button", { name: "Stay in English" }).click();
    await expect(page).toHaveURL(/\/about\?brand=bluebonnet$/);
    expect((await context.cookies()).find((c) => c.name === "visited_site")?.value).toBe("en");
    await page.clock.runFor(6000);
    await expect(offer).toBeHidden();
  });

  test("no offer once the visitor has chosen a language", async ({ page, context, baseURL }) => {
    await chooseLanguage(context, baseURL!, "en");
    // The popups' timers start with the page's script; fake time runs only when the test says.
    await gotoOnPausedClock(page, "/glossary?brand=lonestar");
    const asked = page.waitForResponse((response) => new URL(response.url()).pathname === "/widgets/language-choice.data");
    await page.clock.runFor(6000);
    await asked;
    // The answer reaches the page once the fetcher's zero-delay timer has run (runClockUntilVisible).
    await page.clock.runFor(100);
    await page.waitForTimeout(500);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("doc1 §2 language switch popup: an English browser", () => {
  test.use({ locale: "en-US" });
  test("is offered English on a Spanish page, and nothing on an English page", async ({ page }) => {
    // The popups' timers start with the page's script; fake time runs only when the test says.
    await gotoOnPausedClock(page, "/es/glossary?brand=delsol");
    await page.clock.runFor(5100);
    await runClockUntilVisible(page, page.getByRole("dialog", { name: "Prefer English?" }));
    await page.goto("/glossary?brand=lonestar");
    await runClockUntilHydrated(page);
    await page.clock.runFor(6000);
    await page.waitForTimeout(300);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("doc1 §2 idle popup", () => {
  test("after 5000 ms without activity it offers a call; activity restarts the wait; once per visit", async ({ page, context, baseURL }) => {
    await chooseLanguage(context, baseURL!, "en");
    const errors = watchErrors(page);
    // The popups' timers start with the page's script; fake time runs only when the test says.
    await gotoOnPausedClock(page, "/start-quote?brand=lonestar");
    const dialog = page.getByRole("dialog", { name: "Still shopping for coverage?" });
    await page.clock.runFor(3000);
    await page.mouse.move(40, 40);
    await page.clock.runFor(3000);
    await expect(dialog).toBeHidden();
    await page.clock.runFor(2500);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Call an agent" })).toHaveAttribute("href", "tel:+18005550142");
    // axe runs on timers: let the clock flow again.
    await page.clock.resume();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Keep browsing" }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await runClockUntilHydrated(page);
    await page.clock.runFor(8000);
    await expect(dialog).toBeHidden();
    expect(errors).toEqual([]);
  });

  test("in Spanish, and only on pages that ask for it", async ({ page, context, baseURL }) => {
    await chooseLanguage(context, baseURL!, "es");
    // The popups' timers start with the page's script; fake time runs only when the test says.
    await gotoOnPausedClock(page, "/es/glossary?brand=lonestar");
    await page.clock.runFor(6000);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.goto("/es/coming-soon?brand=lonestar");
    await runClockUntilHydrated(page);
    await page.clock.runFor(5500);
    await expect(page.getByRole("dialog", { name: "¿Sigues buscando cobertura?" })).toBeVisible();
  });
});
