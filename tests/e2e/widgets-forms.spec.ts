import { expect, test, type BrowserContext } from "@playwright/test";
import { chooseLanguage, expectNoAxeViolations, watchErrors } from "./helpers";

test.describe.configure({ timeout: 60_000 });

async function quiet(context: BrowserContext) {
  await context.addInitScript(() => {
    try {
      window.sessionStorage.setItem("idle-popup-shown", "1");
    } catch {
      // Frames of other origins have no storage of ours.
    }
  });
}

test.describe("doc1 §5 generic form container (contact page)", () => {
  test("required and constraint messages beside the fields, the first invalid field focused, then the captcha, then sent", async ({ page, context }) => {
    await quiet(context);
    const errors = watchErrors(page);
    await page.goto("/contact?brand=lonestar");
    const form = page.locator("#contact-form");
    const send = form.getByRole("button", { name: "Send message" });
    await send.click();
    await expect(page.getByText("Please tell us your name")).toBeVisible();
    await expect(page.getByText("We need your e-mail to answer you")).toBeVisible();
    await expect(page.getByText("Please write a short message")).toBeVisible();
    await expect(form.getByLabel("Full name")).toBeFocused();
    await expectNoAxeViolations(page);

    await form.getByLabel("Full name").fill("Jordan Sample");
    await form.getByLabel("E-mail").fill("jordan@");
    await form.getByLabel("Phone (optional)").fill("12");
    await form.getByLabel("How can we help?").fill("Do you write SR-22 policies?");
    await send.click();
    await expect(page.getByText("Please enter a valid e-mail address")).toBeVisible();
    await expect(page.getByText("Please enter a 10-digit phone number")).toBeVisible();
    await expect(form.getByLabel("E-mail")).toBeFocused();

    await form.getByLabel("E-mail").fill("jordan@example.com");
    await form.getByLabel("Phone (optional)").fill("");
    // The captcha is the bot check the browser solves: sending waits for it.
    await send.click();
    await expect(page).toHaveURL(/\/contact\?sent=1$/);
    await expect(page.getByRole("heading", { name: "Message sent" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a filled spam-trap field goes to the configured error page", async ({ page, context }) => {
    await quiet(context);
    await page.goto("/es/contact?brand=delsol");
    const form = page.locator("#contact-form");
    await form.getByLabel("Nombre completo").fill("Bot");
    await form.getByLabel("Correo electrónico").fill("bot@example.com");
    await form.getByLabel("¿En qué podemos ayudarte?").fill("Hola");
    await form.locator('input[name="website"]').evaluate((input: HTMLInputElement) => (input.value = "https://spam.example"));
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(page).toHaveURL(/\/es\/form-error$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("No pudimos enviar tu formulario");
    await expectNoAxeViolations(page);
  });

  test("the server checks again: a missing captcha shows the captcha message; a made-up one is refused", async ({ page }) => {
    const form = { fullName: "Ana", email: "ana@example.com", message: "Hi" };
    const missing = await page.request.post("/contact?brand=lonestar", { form, maxRedirects: 0 });
    expect(missing.status()).toBe(400);
    expect(await missing.text()).toContain("Please confirm you are not a robot");
    const madeUp = await page.request.post("/contact?brand=lonestar", { form: { ...form, botCheck: "1700000000000.forged" }, maxRedirects: 0 });
    expect(madeUp.status()).toBe(400);
    expect(await madeUp.text()).toContain("The check didn&#x27;t pass. Please try it again.");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the server's messages show beside the fields, in Spanish", async ({ page, context, baseURL }) => {
      await chooseLanguage(context, baseURL!, "es");
      await page.goto("/es/contact?brand=lonestar");
      await page.locator("#contact-form").getByLabel("Correo electrónico").fill("no-es-correo");
      await page.getByRole("button", { name: "Enviar mensaje" }).click();
      const form = page.locator("#contact-form");
      await expect(form.getByText("Escribe tu nombre")).toBeVisible();
      await expect(form.getByText("Ingresa un correo electrónico válido")).toBeVisible();
      await expect(form.getByLabel("Correo electrónico")).toHaveValue("no-es-correo");
    });
  });
});

test.describe("doc1 §5 newsletter", () => {
  test("an invalid e-mail submits nothing and shows nothing; a valid one subscribes", async ({ page, context }) => {
    await quiet(context);
    const errors = watchErrors(page);
    await page.goto("/glossary?brand=lonestar");
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel("Get savings tips by e-mail").fill("not-an-email");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/glossary\?brand=lonestar$/);
    await expect(footer.locator('[role="alert"], [aria-invalid="true"]')).toHaveCount(0);

    await footer.getByLabel("Get savings tips by e-mail").fill("reader@example.com");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter\?subscribed=1$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're subscribed");
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("a Spanish visitor subscribes and is thanked in Spanish; an invalid e-mail returns silently", async ({ page, context, baseURL }) => {
      await chooseLanguage(context, baseURL!, "es");
      await page.goto("/es/glossary?brand=delsol");
      const footer = page.getByRole("contentinfo");
      await footer.getByLabel("Recibe consejos para ahorrar por correo").fill("nope");
      await footer.getByRole("button", { name: "Suscribirme" }).click();
      await expect(page).toHaveURL(/\/es\/glossary\?brand=delsol$/);
      await page.getByRole("contentinfo").getByLabel("Recibe consejos para ahorrar por correo").fill("lectora@example.com");
      await page.getByRole("contentinfo").getByRole("button", { name: "Suscribirme" }).click();
      await expect(page).toHaveURL(/\/es\/newsletter\?subscribed=1$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ya estás suscrito");
    });
  });
});

test.describe("consent widget", () => {
  test("each policy button opens its own text in a modal; close hides it; the consent is saved", async ({ page, context }) => {
    await quiet(context);
    const errors = watchErrors(page);
    await page.goto("/consent?id=abc123&brand=lonestar");
    await page.getByRole("button", { name: "Privacy policy" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("We never sell your personal information.");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Close", exact: true }).last().click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Calls and texts" }).click();
    await expect(page.getByRole("dialog")).toContainText("replying STOP");
    await expect(page.getByRole("dialog")).not.toContainText("personal information");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();

    await page.getByRole("button", { name: "Save my choice" }).click();
    await expect(page.getByLabel(/I agree that Lone Star Auto Insurance may call/)).toBeVisible();
    await page.getByLabel(/I agree that Lone Star Auto Insurance may call/).check();
    await page.getByRole("button", { name: "Save my choice" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your choice is saved");
    expect(errors).toEqual([]);
  });

  test("refuses a consent without the box ticked, beside the box", async ({ page }) => {
    const response = await page.request.post("/es/consent?brand=lonestar", { form: { id: "abc" }, maxRedirects: 0 });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("Este campo es obligatorio");
  });
});
