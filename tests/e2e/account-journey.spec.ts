/**
 * Sign-in, forgot password, create account and the header's menus in the browser, English and Spanish, against the embedded
 * platform: create an account (its validation messages first), ask for a password link, read the
 * e-mail in the outbox (staff token), set the password, sign in, see the name in the header, sign
 * out; the cookie copied before sign-out shows the signed-out header; the old password fails.
 * axe finds nothing on any of the pages.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers";
import { platformCall, staffToken } from "./platform-api";

const copy = {
  en: {
    prefix: "",
    createTitle: "Create your account",
    firstName: "First name",
    lastName: "Last name",
    email: "E-mail",
    phone: "Phone",
    dob: "Date of birth",
    zip: "ZIP code",
    city: "City",
    state: "State",
    create: "Create my account",
    required: "This field is required",
    badPhone: "Please enter a valid 10-digit phone number",
    badDate: "Please enter a valid date of birth. You must be between 18 and 85 years old.",
    created: "Your account is ready",
    forgotSubmit: "Send the link",
    sent: "Check your e-mail",
    newPassword: "New password",
    repeat: "Repeat the new password",
    save: "Save the password",
    mismatch: "The passwords don't match",
    saved: "Your password is set",
    password: "Password",
    signIn: "Sign in",
    greeting: "Hi, Rosa",
    signOut: "Sign out",
    failed: "The e-mail or password is not right. Please try again.",
  },
  es: {
    prefix: "/es",
    createTitle: "Crea tu cuenta",
    firstName: "Nombre",
    lastName: "Apellido",
    email: "Correo electrónico",
    phone: "Teléfono",
    dob: "Fecha de nacimiento",
    zip: "Código postal",
    city: "Ciudad",
    state: "Estado",
    create: "Crear mi cuenta",
    required: "Este campo es obligatorio",
    badPhone: "Ingresa un número de teléfono válido de 10 dígitos",
    badDate: "Ingresa una fecha de nacimiento válida. Debes tener entre 18 y 85 años.",
    created: "Tu cuenta está lista",
    forgotSubmit: "Enviar el enlace",
    sent: "Revisa tu correo",
    newPassword: "Contraseña nueva",
    repeat: "Repite la contraseña nueva",
    save: "Guardar la contraseña",
    mismatch: "Las contraseñas no coinciden",
    saved: "Tu contraseña está lista",
    password: "Contraseña",
    signIn: "Iniciar sesión",
    greeting: "Hola, Rosa",
    signOut: "Cerrar sesión",
    failed: "El correo electrónico o la contraseña no son correctos. Inténtalo de nuevo.",
  },
} as const;

async function resetLinkFor(email: string): Promise<string> {
  const staff = await staffToken();
  for (let attempt = 0; attempt < 40; attempt++) {
    const { messages } = await platformCall<{ messages: { text: string }[] }>("GET", "/api/outbox", { token: staff, query: { to: email, limit: "5" } });
    const link = messages[0]?.text.match(/https?:\/\/\S+set-password\?token=[^\s"<>]+/)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no reset e-mail for ${email}`);
}

/** A field of the page's main part, by its exact label (the footer has an e-mail field too). */
function field(page: Page, label: string) {
  return page.locator("main").getByLabel(label, { exact: true });
}

async function signIn(page: Page, t: (typeof copy)["en" | "es"], email: string, password: string) {
  await page.goto(`${t.prefix}/sign-in`);
  await field(page, t.email).fill(email);
  await field(page, t.password).fill(password);
  await page.locator("main").getByRole("button", { name: t.signIn }).click();
}

for (const lang of ["en", "es"] as const) {
  test(`account journey (${lang}): create account, reset by e-mail, sign in and out, copied cookie refused, old password fails`, async ({ page, context }) => {
    test.setTimeout(420_000);
    const t = copy[lang];
    const email = `rosa.${lang}.${Date.now()}@example.com`;

    // doc3 §2.8, §5.6 create customer, with its validation messages.
    await page.goto(`${t.prefix}/create-account`);
    await expect(page.getByRole("heading", { level: 1, name: t.createTitle })).toBeVisible();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.locator("main").getByRole("button", { name: t.create }).click();
    await expect(page.getByText(t.required).first()).toBeVisible();
    await field(page, t.firstName).fill("Rosa");
    await field(page, t.lastName).fill("Núñez");
    await field(page, t.email).fill(email);
    await field(page, t.phone).fill("555");
    // doc2 §5 the one date input: eight digits typed show with their slashes.
    await field(page, t.dob).pressSequentially(`0307${new Date().getFullYear() - 10}`);
    await expect(field(page, t.dob)).toHaveValue(`03/07/${new Date().getFullYear() - 10}`);
    // doc3 §5.6 leaving the zip fills city and state (Texas is served).
    await field(page, t.zip).fill("75201");
    await field(page, t.city).focus();
    await expect(field(page, t.city)).toHaveValue("Dallas");
    await expect(field(page, t.state)).toHaveValue("TX");
    await page.locator("main").getByRole("button", { name: t.create }).click();
    await expect(page.getByText(t.badPhone)).toBeVisible();
    await expect(page.getByText(t.badDate)).toBeVisible();
    await expectNoAxeViolations(page);
    await field(page, t.phone).fill("214-555-0123");
    // The refused form gave the typed date back; it is corrected as a whole.
    await expect(field(page, t.dob)).toHaveValue(`03/07/${new Date().getFullYear() - 10}`);
    await field(page, t.dob).fill("03/07/1980");
    await page.locator("main").getByRole("button", { name: t.create }).click();
    await expect(page.getByText(t.created)).toBeVisible();

    // doc1 §2, §4 forgot password → the e-mail's link → set a new password.
    await page.goto(`${t.prefix}/forgot-password`);
    await field(page, t.email).fill(email);
    await page.locator("main").getByRole("button", { name: t.forgotSubmit }).click();
    await expect(page.getByRole("heading", { name: t.sent })).toBeVisible();
    await expectNoAxeViolations(page);
    const link = new URL(await resetLinkFor(email));
    expect(link.searchParams.get("state")).toBe("TX");
    await page.goto(link.pathname + link.search);
    await field(page, t.newPassword).fill("Fresh#2026");
    await field(page, t.repeat).fill("Fresh#2027");
    await page.locator("main").getByRole("button", { name: t.save }).click();
    await expect(page.getByText(t.mismatch)).toBeVisible();
    await expectNoAxeViolations(page);
    await field(page, t.repeat).fill("Fresh#2026");
    await page.locator("main").getByRole("button", { name: t.save }).click();
    await expect(page.getByRole("heading", { name: t.saved })).toBeVisible();

    // doc3 §2.5 sign in → the header shows the name.
    await signIn(page, t, email, "Fresh#2026");
    const header = page.locator("header");
    await expect(header.getByText(t.greeting).first()).toBeVisible();
    await expectNoAxeViolations(page);
    const copied = await context.cookies();

    // Sign out from the header's menu → the sign-in page, signed out.
    await header.locator("summary", { hasText: t.greeting }).first().click();
    await header.getByRole("button", { name: t.signOut }).first().click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/sign-in$`));
    await expect(header.getByText(t.greeting)).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The cookie copied before sign-out is refused: the header shows the signed-out menu.
    await context.addCookies(copied);
    await page.goto(`${t.prefix}/`);
    await expect(header.getByText(t.greeting)).toHaveCount(0);

    // A second reset: the new password works, the old one fails.
    await page.goto(`${t.prefix}/forgot-password`);
    await field(page, t.email).fill(email);
    await page.locator("main").getByRole("button", { name: t.forgotSubmit }).click();
    await expect(page.getByRole("heading", { name: t.sent })).toBeVisible();
    let second = link;
    for (let i = 0; i < 40 && second.href === link.href; i++) second = new URL(await resetLinkFor(email));
    await page.goto(second.pathname + second.search);
    await field(page, t.newPassword).fill("Second#26");
    await field(page, t.repeat).fill("Second#26");
    await page.locator("main").getByRole("button", { name: t.save }).click();
    await expect(page.getByRole("heading", { name: t.saved })).toBeVisible();
    await signIn(page, t, email, "Fresh#2026");
    await expect(page.getByRole("alert").filter({ hasText: t.failed })).toBeVisible();
    await expectNoAxeViolations(page);
    await signIn(page, t, email, "Second#26");
    await expect(header.getByText(t.greeting).first()).toBeVisible();
  });
}
