/**
 * Make a payment in the browser, English and Spanish, against the embedded platform:
 * find a payable policy, pay it on the sandbox payment page (4242 4242 4242 4242), see the result
 * page with the amount and the policy number, then look it up again: "already made". A declined card
 * (4000 0000 0000 0002) gives the failure result. A failure window is an accessible dialog; without
 * JavaScript the same failure shows in the page. axe finds nothing on the page, the views and the window.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers";
import { demo, freshPayablePolicy, type DemoPerson } from "./payment-support";

const copy = {
  en: {
    path: "/make-a-payment",
    title: "Make a payment",
    policyNumber: "Policy number",
    email: "E-mail",
    phone: "Phone number",
    dob: "Date of birth",
    find: "Find my payment",
    details: "Your payment",
    pay: "Pay now",
    card: { number: "Card number", expiry: "Expiry (MM/YY)", cvc: "Security code (CVC)", name: "Name on the card", pay: /^Pay\b/ },
    success: "Thank you! Your payment was received",
    failed: "Your payment didn't go through",
    alreadyPaid: "This payment has already been made",
    carrierTitle: "Pay with your insurance company",
    dueSoonTitle: "Your payment is due very soon",
    badPhone: "Please enter a valid 10-digit phone number",
    close: "Close",
  },
  es: {
    path: "/es/make-a-payment",
    title: "Haz un pago",
    policyNumber: "Número de póliza",
    email: "Correo electrónico",
    phone: "Número de teléfono",
    dob: "Fecha de nacimiento",
    find: "Buscar mi pago",
    details: "Tu pago",
    pay: "Pagar ahora",
    card: { number: "Número de tarjeta", expiry: "Vencimiento (MM/AA)", cvc: "Código de seguridad (CVC)", name: "Nombre en la tarjeta", pay: /^Pagar\b/ },
    success: "¡Gracias! Recibimos tu pago",
    failed: "Tu pago no se completó",
    alreadyPaid: "Este pago ya se realizó",
    carrierTitle: "Paga con tu aseguradora",
    dueSoonTitle: "Tu pago vence muy pronto",
    badPhone: "Ingresa un número de teléfono válido de 10 dígitos",
    close: "Cerrar",
  },
} as const;
type Copy = (typeof copy)[keyof typeof copy];

// Journeys cross the site, the platform and the sandbox page: give them room on a busy machine.
test.describe.configure({ timeout: 240_000 });

const paymentForm = (page: Page) => page.locator("form#make-a-payment");

async function findPayment(page: Page, c: Copy, person: DemoPerson, policyNumber: string) {
  const form = paymentForm(page);
  await form.getByLabel(c.policyNumber).fill(policyNumber);
  await form.getByLabel(c.email).fill(person.email);
  await form.getByLabel(c.phone).fill(person.phone);
  // doc2 §5 the one date input: the date of birth typed as its eight digits.
  await form.getByLabel(c.dob, { exact: true }).pressSequentially(`${person.dob.month}${person.dob.day}${person.dob.year}`);
  await form.getByRole("button", { name: c.find }).click();
}

async function payOnSandbox(page: Page, c: Copy, card: string, name: string) {
  await page.getByLabel(c.card.number).fill(card);
  await page.getByLabel(c.card.expiry).fill("12/34");
  await page.getByLabel(c.card.cvc).fill("123");
  await page.getByLabel(c.card.name).fill(name);
  await page.getByRole("button", { name: c.card.pay }).click();
}

for (const [lang, person] of [
  ["en", demo.james],
  ["es", demo.maria],
] as const) {
  const c = copy[lang];

  test(`(${lang}) pay a policy on the sandbox page, see the result with amount and policy number, then "already made"`, async ({ page }) => {
    const { policyNumber, amount } = await freshPayablePolicy(person);
    await page.goto(c.path);
    await expect(page.getByRole("heading", { level: 1, name: c.title })).toBeVisible();
    await expectNoAxeViolations(page);

    // The policy number is typed in lower case: the site sends it uppercased.
    await findPayment(page, c, person, policyNumber.toLowerCase());
    await expect(page.getByRole("heading", { name: c.details })).toBeVisible();
    await expect(page.getByText(policyNumber, { exact: true })).toBeVisible();
    await expect(page.getByText(amount.replace("$", ""), { exact: false }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: c.pay }).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\//);
    await payOnSandbox(page, c, "4242 4242 4242 4242", person.name);

    await expect(page).toHaveURL(new RegExp(`${c.path}\\?token=`));
    await expect(page.getByRole("heading", { name: c.success })).toBeVisible();
    await expect(page.getByText(policyNumber, { exact: true })).toBeVisible();
    await expect(page.getByText(amount.replace("$", ""), { exact: false }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(c.path);
    await findPayment(page, c, person, policyNumber);
    await expect(page.getByRole("heading", { name: c.alreadyPaid })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`(${lang}) a declined card gives the failure result with the carrier link`, async ({ page }) => {
    const { policyNumber } = await freshPayablePolicy(person, 5000);
    await page.goto(c.path);
    await findPayment(page, c, person, policyNumber);
    await page.getByRole("link", { name: c.pay }).click();
    await payOnSandbox(page, c, "4000 0000 0000 0002", person.name);
    await expect(page).toHaveURL(new RegExp(`${c.path}\\?token=`));
    const failure = page.getByTestId("payment-result-failure");
    await expect(failure.getByRole("heading", { name: c.failed })).toBeVisible();
    await expect(failure.getByRole("link")).toHaveAttribute("href", /^https?:\/\//);
    await expectNoAxeViolations(page);
  });
}

test("carrier not configured: an accessible dialog with the pay-at-the-carrier link; closing it keeps the form", async ({ page }) => {
  const c = copy.en;
  // Luis Hernández's demo policy of a carrier outside the platform's payment list (prefix ZZX).
  const luis: DemoPerson = {
    id: "cu-demo-luis",
    brand: "delsol",
    email: "luis.hernandez@example.com",
    phone: "210-555-0179",
    dob: { month: "09", day: "18", year: "1972" },
    name: "Luis Hernández",
  };
  await page.goto(c.path);
  await findPayment(page, c, luis, "ZZX-6000607");
  const dialog = page.getByRole("alertdialog", { name: c.carrierTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("link")).toHaveAttribute("href", /^https?:\/\//);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: c.close }).first().click();
  await expect(dialog).toBeHidden();
  await expect(paymentForm(page).getByLabel(c.policyNumber)).toHaveValue("ZZX-6000607");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("(es) the form posts without JavaScript: field messages, then a failure shown in the page", async ({ page }) => {
    const c = copy.es;
    await page.goto(c.path);
    await findPayment(page, c, { ...demo.james, phone: "12" }, "GBC-2000202");
    await expect(page.getByText(c.badPhone)).toBeVisible();
    await paymentForm(page).getByLabel(c.phone).fill(demo.james.phone);
    await paymentForm(page).getByRole("button", { name: c.find }).click();
    // axe needs the page's JavaScript: the same failure content is checked as a dialog with JavaScript above.
    const failure = page.getByRole("alert").filter({ hasText: c.dueSoonTitle });
    await expect(failure).toBeVisible();
    await expect(failure.getByRole("link")).toHaveAttribute("href", /^https?:\/\//);
  });
});
