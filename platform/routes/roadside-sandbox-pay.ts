/**
 * The sandbox processor's hosted payment page for roadside memberships (doc3 §2.4
 * "redirect to a payment site"), on the public listener under /sandbox/ like the policy payment
 * page (./sandbox-pay.ts, which is tied to policy installments):
 * - GET  /sandbox/roadside-pay/{transactionId}   the membership, its price and the card form (the purchase's language)
 * - POST /sandbox/roadside-pay/{transactionId}   the card goes to the processor, which confirms to the platform;
 *                                                then 303 to the site's return address with ?transactionId=
 * A declined card also returns to the site (the site shows the failure with retry); a paid
 * purchase only links back. Plain HTML with style attributes only; every field has a label.
 */
import { z } from "zod";
import type express from "express";
import type { Api } from "../http/route.ts";
import { fieldErrors, HttpError, INVALID_INPUT_MESSAGE } from "../http/envelope.ts";
import type { PlatformContext } from "../services/context.ts";
import type { CardField, CardProblem } from "../services/processor.ts";
import { payMembershipWithCard, returnAddress } from "../services/roadside.ts";
import * as repo from "../repositories/roadside.ts";

type Lang = "en" | "es";
const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const texts = {
  en: {
    title: "Pay for your roadside membership",
    banner: "Sandbox payment page: no real card is charged. Test cards: 4242 4242 4242 4242 (approved), 4000 0000 0000 0002 (declined).",
    amount: "Amount",
    plan: "Membership",
    single: "Single, 6 months",
    family: "Family, 6 months",
    number: "Card number",
    expiry: "Expiry (MM/YY)",
    cvc: "Security code (CVC)",
    name: "Name on the card",
    pay: "Pay",
    missing: "This payment link is not valid",
    missingText: "Go back to the roadside assistance page and start again.",
    paid: "This membership is already paid",
    back: "Back to the site",
    fix: "Please correct the fields marked below.",
    problems: { required: "This field is required.", invalid: "This is not valid.", expired: "This card has expired." } satisfies Record<CardProblem, string>,
  },
  es: {
    title: "Paga tu membresía de asistencia vial",
    banner: "Página de pago de prueba: no se cobra ninguna tarjeta real. Tarjetas de prueba: 4242 4242 4242 4242 (aprobada), 4000 0000 0000 0002 (rechazada).",
    amount: "Monto",
    plan: "Membresía",
    single: "Individual, 6 meses",
    family: "Familiar, 6 meses",
    number: "Número de tarjeta",
    expiry: "Vencimiento (MM/AA)",
    cvc: "Código de seguridad (CVC)",
    name: "Nombre en la tarjeta",
    pay: "Pagar",
    missing: "Este enlace de pago no es válido",
    missingText: "Vuelve a la página de asistencia vial y empieza de nuevo.",
    paid: "Esta membresía ya está pagada",
    back: "Volver al sitio",
    fix: "Corrige los campos marcados abajo.",
    problems: { required: "Este campo es obligatorio.", invalid: "Este valor no es válido.", expired: "Esta tarjeta está vencida." } satisfies Record<
      CardProblem,
      string
    >,
  },
} as const;

const langOf = (value: string): Lang => (value === "es" ? "es" : "en");

function page(lang: Lang, title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><meta name="referrer" content="same-origin"><title>${escape(title)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a"><main><p style="background:#fff3cd;padding:.5rem 1rem;border-radius:.5rem">${escape(texts[lang].banner)}</p>${body}</main></body></html>`;
}

const inputStyle = "display:block;width:100%;box-sizing:border-box;font-size:1rem;padding:.5rem;margin:.25rem 0 0;border:1px solid #555;border-radius:.25rem";

function field(lang: Lang, name: CardField, attrs: string, value: string, problem: CardProblem | undefined): string {
  const id = `card-${name}`;
  const error = problem ? `<p id="${id}-error" style="color:#a00000;margin:.25rem 0 0">${escape(texts[lang].problems[problem])}</p>` : "";
  const described = problem ? ` aria-invalid="true" aria-describedby="${id}-error"` : "";
  return `<div style="margin:0 0 1rem"><label for="${id}" style="font-weight:600">${escape(texts[lang][name])}</label><input id="${id}" name="${name}" ${attrs} value="${escape(value)}" required${described} style="${inputStyle}">${error}</div>`;
}

function payForm(
  lang: Lang,
  purchase: repo.RoadsidePurchaseRow,
  values: { expiry: string; name: string },
  problems: Partial<Record<CardField, CardProblem>>,
): string {
  const t = texts[lang];
  const amount = new Intl.NumberFormat(lang === "es" ? "es-US" : "en-US", { style: "currency", currency: "USD" }).format(Number(purchase.amount_cents) / 100);
  const summary = Object.keys(problems).length > 0 ? `<p role="alert" style="color:#a00000;font-weight:600">${escape(t.fix)}</p>` : "";
  return `<h1>${escape(t.title)}</h1>
<dl style="display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem"><dt>${escape(t.plan)}</dt><dd style="margin:0">${escape(purchase.member_type === "family" ? t.family : t.single)}</dd><dt>${escape(t.amount)}</dt><dd style="margin:0;font-weight:700">${escape(amount)}</dd></dl>
${summary}<form method="post" action="/sandbox/roadside-pay/${escape(purchase.id)}" novalidate>
${field(lang, "number", 'type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23"', "", problems.number)}
${field(lang, "expiry", 'type="text" inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="MM/YY"', values.expiry, problems.expiry)}
${field(lang, "cvc", 'type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="4"', "", problems.cvc)}
${field(lang, "name", 'type="text" autocomplete="cc-name" maxlength="80"', values.name, problems.name)}
<button type="submit" style="font-size:1.1rem;padding:.6rem 1.6rem;background:#0b5394;color:#fff;border:0;border-radius:.25rem">${escape(t.pay)} ${escape(amount)}</button></form>`;
}

function missingPage(res: express.Response) {
  const t = texts.en;
  res
    .status(404)
    .type("html")
    .send(page("en", t.missing, `<h1>${escape(t.missing)}</h1><p>${escape(t.missingText)}</p>`));
}

function paidPage(res: express.Response, purchase: repo.RoadsidePurchaseRow, status: number) {
  const t = texts[langOf(purchase.lang)];
  res
    .status(status)
    .type("html")
    .send(page(langOf(purchase.lang), t.paid, `<h1>${escape(t.paid)}</h1><p><a href="${escape(returnAddress(purchase))}">${escape(t.back)}</a></p>`));
}

export function registerRoadsideSandboxPayRoutes(api: Api, ctx: PlatformContext): void {
  const params = z.object({ transactionId: z.string().regex(/^rsa_[A-Za-z0-9_-]{20,40}$/, "must be a roadside transaction id") });
  const cardText = (max: number) => z.string({ error: "must be text" }).max(max, `must be at most ${max} characters`).optional().default("");
  const cardForm = z.object({ number: cardText(40), expiry: cardText(10), cvc: cardText(10), name: cardText(200) });

  api.route({
    method: "get",
    path: "/sandbox/roadside-pay/:transactionId",
    tags: ["sandbox"],
    summary: "Sandbox hosted payment page for a roadside membership (HTML)",
    auth: "none",
    header: false,
    raw: true,
    rawContentType: "text/html",
    errorStatuses: [404],
    params,
    handler: async ({ params: p, res }) => {
      res.set("cache-control", "no-store");
      const purchase = await repo.findPurchase(ctx.db, p.transactionId);
      if (!purchase) return missingPage(res);
      if (purchase.status === "paid") return paidPage(res, purchase, 200);
      // A declined attempt is retried from the site (a new attempt); until then the page sends the browser back.
      if (purchase.status === "declined") return res.redirect(303, returnAddress(purchase));
      res
        .status(200)
        .type("html")
        .send(page(langOf(purchase.lang), texts[langOf(purchase.lang)].title, payForm(langOf(purchase.lang), purchase, { expiry: "", name: "" }, {})));
    },
  });

  api.route({
    method: "post",
    path: "/sandbox/roadside-pay/:transactionId",
    tags: ["sandbox"],
    summary: "Sandbox card payment for a roadside membership (HTML form post)",
    description:
      "A form post (number, expiry MM/YY, cvc, name). The card goes to the sandbox processor, which confirms the payment to the platform; then 303 to the site's " +
      "return address with ?transactionId= (approved or declined). A card the form refuses: 422 with the page and the errors beside the fields.",
    auth: "none",
    header: false,
    raw: true,
    rawContentType: "text/html",
    errorStatuses: [404, 409, 422],
    params,
    handler: async ({ params: p, req, res }) => {
      const form = cardForm.safeParse(req.body ?? {});
      if (!form.success) throw new HttpError(400, INVALID_INPUT_MESSAGE, fieldErrors(form.error));
      res.set("cache-control", "no-store");
      const purchase = await repo.findPurchase(ctx.db, p.transactionId);
      if (!purchase) return missingPage(res);
      if (purchase.status === "paid") return paidPage(res, purchase, 409);
      // Sent twice (a double click, a reload after a decline): the attempt's outcome stands.
      if (purchase.status === "declined" || (await repo.paymentOfAttempt(ctx.db, purchase.id, purchase.attempt)))
        return res.redirect(303, returnAddress(purchase));
      const outcome = await payMembershipWithCard(ctx, purchase, form.data);
      if (!outcome.ok) {
        const lang = langOf(purchase.lang);
        res
          .status(422)
          .type("html")
          .send(page(lang, texts[lang].title, payForm(lang, purchase, { expiry: form.data.expiry, name: form.data.name }, outcome.problems)));
        return;
      }
      res.redirect(303, returnAddress(purchase));
    },
  });
}
