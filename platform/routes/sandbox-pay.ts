/**
 * The sandbox processor's hosted payment page, on the public listener like
 * the sandbox carrier page: the card is typed here, never on the site.
 * - GET  /sandbox/pay/{sessionId}   amount, policy number and the card form (English or Spanish by the session)
 * - POST /sandbox/pay/{sessionId}   the card goes to the processor, which confirms to the platform;
 *                                   then the browser goes back to the site's return address with ?token=
 * Plain HTML with style attributes only (the site's CSP allows inline style attributes, no inline
 * script); every field has a label, an autocomplete hint, and its error beside it (aria-describedby).
 */
import { z } from "zod";
import type express from "express";
import type { Api } from "../http/route.ts";
import { fieldErrors, HttpError, INVALID_INPUT_MESSAGE } from "../http/envelope.ts";
import type { PlatformContext } from "../services/context.ts";
import { openSession, payWithCard, returnAddress } from "../services/payments.ts";
import type { CardField, CardProblem } from "../services/processor.ts";

type Lang = "en" | "es";
const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const texts = {
  en: {
    title: "Pay your policy",
    banner: "Sandbox payment page: no real card is charged. Test cards: 4242 4242 4242 4242 (approved), 4000 0000 0000 0002 (declined).",
    amount: "Amount due",
    policy: "Policy number",
    dueDate: "Due date",
    number: "Card number",
    expiry: "Expiry (MM/YY)",
    cvc: "Security code (CVC)",
    name: "Name on the card",
    pay: "Pay",
    expired: "This payment link has expired",
    expiredText: "Go back to the payment page and look up your policy again.",
    paid: "This payment has already been made",
    paidText: "Nothing more to pay on this installment.",
    back: "Back to the site",
    fix: "Please correct the fields marked below.",
    problems: { required: "This field is required.", invalid: "This is not valid.", expired: "This card has expired." } satisfies Record<CardProblem, string>,
  },
  es: {
    title: "Paga tu póliza",
    banner: "Página de pago de prueba: no se cobra ninguna tarjeta real. Tarjetas de prueba: 4242 4242 4242 4242 (aprobada), 4000 0000 0000 0002 (rechazada).",
    amount: "Monto a pagar",
    policy: "Número de póliza",
    dueDate: "Fecha de vencimiento",
    number: "Número de tarjeta",
    expiry: "Vencimiento (MM/AA)",
    cvc: "Código de seguridad (CVC)",
    name: "Nombre en la tarjeta",
    pay: "Pagar",
    expired: "Este enlace de pago ha vencido",
    expiredText: "Vuelve a la página de pago y busca tu póliza de nuevo.",
    paid: "Este pago ya se realizó",
    paidText: "No queda nada por pagar en esta cuota.",
    back: "Volver al sitio",
    fix: "Corrige los campos marcados abajo.",
    problems: { required: "Este campo es obligatorio.", invalid: "Este valor no es válido.", expired: "Esta tarjeta está vencida." } satisfies Record<
      CardProblem,
      string
    >,
  },
} as const;

const langOf = (value: string | undefined): Lang => (value === "es" ? "es" : "en");

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

interface FormState {
  values: { expiry: string; name: string };
  problems: Partial<Record<CardField, CardProblem>>;
}

function payForm(lang: Lang, session: { id: string; amount_cents: number; policy_number: string; due_date: string }, state: FormState): string {
  const t = texts[lang];
  const amount = new Intl.NumberFormat(lang === "es" ? "es-US" : "en-US", { style: "currency", currency: "USD" }).format(Number(session.amount_cents) / 100);
  const summary = Object.keys(state.problems).length > 0 ? `<p role="alert" style="color:#a00000;font-weight:600">${escape(t.fix)}</p>` : "";
  return `<h1>${escape(t.title)}</h1>
<dl style="display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem"><dt>${escape(t.amount)}</dt><dd style="margin:0;font-weight:700">${escape(amount)}</dd><dt>${escape(t.policy)}</dt><dd style="margin:0">${escape(session.policy_number)}</dd><dt>${escape(t.dueDate)}</dt><dd style="margin:0">${escape(session.due_date)}</dd></dl>
${summary}<form method="post" action="/sandbox/pay/${escape(session.id)}" novalidate>
${field(lang, "number", 'type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23"', "", state.problems.number)}
${field(lang, "expiry", 'type="text" inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="MM/YY"', state.values.expiry, state.problems.expiry)}
${field(lang, "cvc", 'type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="4"', "", state.problems.cvc)}
${field(lang, "name", 'type="text" autocomplete="cc-name" maxlength="80"', state.values.name, state.problems.name)}
<button type="submit" style="font-size:1.1rem;padding:.6rem 1.6rem;background:#0b5394;color:#fff;border:0;border-radius:.25rem">${escape(t.pay)} ${escape(amount)}</button></form>`;
}

function expiredPage(res: express.Response, lang: Lang) {
  const t = texts[lang];
  res
    .status(404)
    .type("html")
    .send(page(lang, t.expired, `<h1>${escape(t.expired)}</h1><p>${escape(t.expiredText)}</p>`));
}

export function registerSandboxPayRoutes(api: Api, ctx: PlatformContext): void {
  const params = z.object({ sessionId: z.string().regex(/^pay_[A-Za-z0-9_-]{20,40}$/, "must be a payment session id") });
  const cardText = (max: number) => z.string({ error: "must be text" }).max(max, `must be at most ${max} characters`).optional().default("");
  const cardForm = z.object({ number: cardText(40), expiry: cardText(10), cvc: cardText(10), name: cardText(200) });

  api.route({
    method: "get",
    path: "/sandbox/pay/:sessionId",
    tags: ["sandbox"],
    summary: "Sandbox hosted payment page (HTML)",
    auth: "none",
    header: false,
    raw: true,
    rawContentType: "text/html",
    errorStatuses: [404],
    params,
    handler: async ({ params: p, res }) => {
      const found = await openSession(ctx, p.sessionId);
      res.set("cache-control", "no-store");
      if (!found) return expiredPage(res, "en");
      const lang = langOf(found.session.lang);
      const t = texts[lang];
      if (found.payment || !found.stillDue) {
        const back = found.payment ? `<p><a href="${escape(returnAddress(ctx, found.session))}">${escape(t.back)}</a></p>` : "";
        res
          .status(200)
          .type("html")
          .send(page(lang, t.paid, `<h1>${escape(t.paid)}</h1><p>${escape(t.paidText)}</p>${back}`));
        return;
      }
      res
        .status(200)
        .type("html")
        .send(page(lang, t.title, payForm(lang, found.session, { values: { expiry: "", name: "" }, problems: {} })));
    },
  });

  api.route({
    method: "post",
    path: "/sandbox/pay/:sessionId",
    tags: ["sandbox"],
    summary: "Sandbox card payment (HTML form post)",
    description:
      "A form post (number, expiry MM/YY, cvc, name). The card goes to the sandbox processor, which confirms the payment to the platform; then 303 to the site's return address with ?token=. A card the form refuses: 422 with the page and the errors beside the fields.",
    auth: "none",
    header: false,
    raw: true,
    rawContentType: "text/html",
    errorStatuses: [404, 409, 422],
    params,
    handler: async ({ params: p, req, res }) => {
      // A browser's form post (application/x-www-form-urlencoded), read here rather than as the JSON body of an API call.
      const form = cardForm.safeParse(req.body ?? {});
      if (!form.success) throw new HttpError(400, INVALID_INPUT_MESSAGE, fieldErrors(form.error));
      const body = form.data;
      const found = await openSession(ctx, p.sessionId);
      res.set("cache-control", "no-store");
      if (!found) return expiredPage(res, "en");
      const lang = langOf(found.session.lang);
      // Sent twice (a double click, a reload): the first confirmation stands.
      if (found.payment) return res.redirect(303, returnAddress(ctx, found.session));
      if (!found.stillDue) {
        const t = texts[lang];
        res
          .status(409)
          .type("html")
          .send(page(lang, t.paid, `<h1>${escape(t.paid)}</h1><p>${escape(t.paidText)}</p>`));
        return;
      }
      const outcome = await payWithCard(ctx, found.session, body);
      if (!outcome.ok) {
        res
          .status(422)
          .type("html")
          .send(page(lang, texts[lang].title, payForm(lang, found.session, { values: { expiry: body.expiry, name: body.name }, problems: outcome.problems })));
        return;
      }
      res.redirect(303, returnAddress(ctx, found.session));
    },
  });
}
