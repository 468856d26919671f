/**
 * The bot check the visitor's browser solves: the ALTCHA widget solving
 * in the page under the site's CSP, and its fallback question without JavaScript, on the
 * previous-quotes form (doc2 §7) and the contact form (doc1 §5).
 */
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { chooseLanguage, expectNoAxeViolations, watchErrors } from "./helpers";
import { fetcherAnswer, isFetcherAnswer } from "./fetcher-answer";
import { createQuotedTransaction, expectSampleCards, uniquePhone } from "./quote-results-support";

test.describe.configure({ timeout: 90_000 });

async function quiet(context: BrowserContext) {
  await context.addInitScript(() => {
    try {
      window.sessionStorage.setItem("idle-popup-shown", "1");
    } catch {
      // Frames of other origins have no storage of ours.
    }
  });
}

/** The widget's state, once it has one. */
const widgetState = (page: Page) => page.locator("altcha-widget").evaluate((widget: HTMLElement & { getState?: () => string }) => widget.getState?.() ?? "");

test("previous quotes: the widget solves the check in the page, the platform accepts it once, and the quotes show", async ({ page, context, baseURL }) => {
  await quiet(context);
  const errors = watchErrors(page);
  const phone = uniquePhone();
  await createQuotedTransaction(baseURL!, { phone, dob: "03/09/1984" });
  const challenges: number[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname === "/bot-check") challenges.push(response.status());
  });
  await page.goto("/quote#previousQuotes");
  const view = page.getByTestId("previous-quotes");
  await expect(view.getByRole("heading", { name: "Find your previous quotes" })).toBeVisible();
  await expect(view.locator("altcha-widget")).toBeAttached();
  await expect(view.getByText("I'm not a robot")).toBeVisible();
  await expectNoAxeViolations(page);

  await view.getByLabel("Date of birth").fill("03/09/1984");
  await view.getByLabel("Phone number").fill(phone);
  // Focusing the form started the work; it is done in well under a second.
  await expect.poll(() => widgetState(page), { timeout: 15_000 }).toBe("verified");
  const payload = await view.locator('input[name="botCheck"]').inputValue();
  expect(JSON.parse(Buffer.from(payload, "base64").toString("utf8"))).toMatchObject({
    challenge: { parameters: { algorithm: "PBKDF2/SHA-256" } },
    solution: { derivedKey: expect.stringMatching(/^00/) },
  });
  await expectNoAxeViolations(page);

  const answer = page.waitForResponse((r) => isFetcherAnswer(r, "/quote/results/previous"));
  await view.getByRole("button", { name: "Find my quotes" }).click();
  expect((await answer).status()).toBe(200);
  expect(await fetcherAnswer(await answer)).toMatchObject({ status: "found" });
  await expectSampleCards(page.getByTestId("previous-quotes-found"));
  expect(challenges).toEqual([200]);

  // The same solution sent again is refused by the platform.
  const again = await page.request.post("/quote/results/previous", { form: { dob: "03/09/1984", phone, botCheck: payload } });
  expect(await again.json()).toEqual({ status: "botCheck", problem: "failed" });
  expect(errors).toEqual([]);
});

test("previous quotes: without a solved check nothing is looked up, and the message shows beside the check (Spanish)", async ({ page, context, baseURL }) => {
  await quiet(context);
  await chooseLanguage(context, baseURL!, "es");
  // The challenge cannot be had: the widget cannot run, and neither can its question (the page's fetcher asks at /bot-check.data).
  await page.route(/\/bot-check(\.data)?(\?|$)/, (route) => route.fulfill({ status: 503, contentType: "application/json", body: '{"message":"down"}' }));
  await page.goto("/es/quote#previousQuotes");
  const view = page.getByTestId("previous-quotes");
  await view.getByLabel("Fecha de nacimiento").fill("01/15/1979");
  await view.getByLabel("Teléfono").fill(uniquePhone());
  await expect(view.getByText("La comprobación no está disponible ahora. Inténtalo de nuevo en un momento.")).toBeVisible();
  let looked = false;
  page.on("request", (request) => {
    if (request.url().includes("/quote/results/previous")) looked = true;
  });
  await view.getByRole("button", { name: "Buscar mis cotizaciones" }).click();
  await expect(view.getByText("Completa la comprobación antes de enviar.")).toBeVisible();
  expect(looked).toBe(false);
  // The server refuses the same form without a check too.
  const bare = await page.request.post("/es/quote/results/previous", { form: { dob: "01/15/1979", phone: "2145550101" } });
  expect(bare.status()).toBe(400);
  expect(await bare.json()).toEqual({ status: "botCheck", problem: "missing" });
});

test("previous quotes: sent while the widget is still working, the form waits for that check and finds the quotes", async ({ page, context, baseURL }) => {
  await quiet(context);
  const errors = watchErrors(page);
  const phone = uniquePhone();
  await createQuotedTransaction(baseURL!, { phone, dob: "06/21/1987" });
  // The check's worker script is held back, as on a busy phone, until the visitor has pressed the
  // button: the widget is still solving when the form is sent. (The small module that starts the
  // worker, also named pbkdf2-…, passes at once: the widget shows without waiting.)
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/pbkdf2-[\w-]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!body.includes("new Worker(")) await held;
    await route.fulfill({ response, body });
  });
  await page.goto("/quote#previousQuotes");
  const view = page.getByTestId("previous-quotes");
  // The widget is there (its code loads after the page's), so focusing the form starts its work.
  await expect(view.getByText("I'm not a robot")).toBeVisible();
  await view.getByLabel("Date of birth").fill("06/21/1987");
  await view.getByLabel("Phone number").fill(phone);
  await expect.poll(() => widgetState(page)).toBe("verifying");
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/quote/results/previous")) sent.push(request.url());
  });
  const answer = page.waitForResponse((r) => isFetcherAnswer(r, "/quote/results/previous"));
  await view.getByRole("button", { name: "Find my quotes" }).click();
  // Nothing is sent while the check is unsolved (half a second later, the check still working).
  await page.waitForTimeout(500);
  expect(await widgetState(page)).toBe("verifying");
  expect(sent).toEqual([]);
  release();
  expect(await fetcherAnswer(await answer)).toMatchObject({ status: "found" });
  await expect(page.getByTestId("previous-quotes-found").locator("article[data-carrier]").first()).toBeVisible();
  expect(errors).toEqual([]);
});

test("previous quotes: a visitor already typing when the widget's code arrives gets a check without focusing again", async ({ page, context }) => {
  await quiet(context);
  // The widget's code is held until the visitor is in the form.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/altcha-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/quote#previousQuotes");
  const view = page.getByTestId("previous-quotes");
  await view.getByLabel("Date of birth").fill("02/11/1981");
  await expect(view.locator("altcha-widget")).toHaveCount(0);
  release();
  await expect.poll(() => widgetState(page), { timeout: 15_000 }).toBe("verified");
});

test("previous quotes: when the widget cannot run, the fallback question is asked instead", async ({ page, context }) => {
  await quiet(context);
  // The widget's challenge fails (its error state) but the site still gives a question.
  let calls = 0;
  await page.route("**/bot-check", async (route) => {
    calls += 1;
    if (calls === 1) return route.fulfill({ status: 500, body: "" });
    return route.continue();
  });
  await page.goto("/quote#previousQuotes");
  const view = page.getByTestId("previous-quotes");
  await view.getByLabel("Date of birth").fill("01/15/1979");
  const question = view.getByLabel(/^What is \d plus \d\?$/);
  await expect(question).toBeVisible({ timeout: 15_000 });
  const [a, b] = ((await view.locator('label[for="previous-bot-check-answer"]').textContent()) ?? "").match(/\d/g)!.map(Number);
  await question.fill(String(a! + b! + 1));
  await view.getByLabel("Phone number").fill(uniquePhone());
  await view.getByRole("button", { name: "Find my quotes" }).click();
  await expect(view.getByText("That isn't the answer. Please answer the new question.")).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe("contact form", () => {
  test("with JavaScript the widget solves the check and the message is sent; a made-up solution is refused by the server", async ({ page, context }) => {
    await quiet(context);
    const errors = watchErrors(page);
    await page.goto("/contact?brand=lonestar");
    const form = page.locator("#contact-form");
    await form.getByLabel("Full name").fill("Jordan Sample");
    await form.getByLabel("E-mail").fill("jordan@example.com");
    await form.getByLabel("How can we help?").fill("Do you write SR-22 policies?");
    await expect.poll(() => widgetState(page), { timeout: 15_000 }).toBe("verified");
    await expectNoAxeViolations(page);
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(/\/contact\?sent=1$/);
    expect(errors).toEqual([]);

    const forged = Buffer.from(
      JSON.stringify({ challenge: { parameters: { algorithm: "PBKDF2/SHA-256" } }, solution: { counter: 1, derivedKey: "00" } }),
    ).toString("base64");
    const response = await page.request.post("/contact?brand=lonestar", {
      form: { fullName: "Ana", email: "ana@example.com", message: "Hi", botCheck: forged },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("The check didn&#x27;t pass. Please try it again.");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the fallback question: a wrong answer is refused beside it with a new question; the right one sends (Spanish)", async ({
      page,
      context,
      baseURL,
    }) => {
      await chooseLanguage(context, baseURL!, "es");
      await page.goto("/es/contact?brand=lonestar");
      const form = page.locator("#contact-form");
      const fill = async () => {
        await form.getByLabel("Nombre completo").fill("Ana Pérez");
        await form.getByLabel("Correo electrónico").fill("ana@example.com");
        await form.getByLabel("¿En qué podemos ayudarte?").fill("Hola");
      };
      const sum = async () => {
        const label = (await form.locator('label[for="contact-form-captcha-answer"]').textContent()) ?? "";
        expect(label).toMatch(/^¿Cuánto es \d más \d\?$/);
        const [a, b] = label.match(/\d/g)!.map(Number);
        return a! + b!;
      };
      // (axe needs the page's JavaScript: the question is checked with it in the test above.)
      await fill();
      await form.getByLabel(/^¿Cuánto es/).fill(String((await sum()) + 1));
      await form.getByRole("button", { name: "Enviar mensaje" }).click();
      await expect(
        form.getByText("La comprobación no pasó. Inténtalo de nuevo.").or(form.getByText("Esa no es la respuesta. Responde la nueva pregunta.")),
      ).toBeVisible();
      await expect(form.getByLabel(/^¿Cuánto es/)).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByLabel(/^¿Cuánto es/)).toHaveAccessibleDescription(/Escribe la respuesta en cifras.*(no pasó|no es la respuesta)/);

      await fill();
      await form.getByLabel(/^¿Cuánto es/).fill(String(await sum()));
      await form.getByRole("button", { name: "Enviar mensaje" }).click();
      await expect(page).toHaveURL(/\/es\/contact\?sent=1$/);
    });
  });
});
