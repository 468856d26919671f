/**
 * The sandbox processor's hosted page for a purchase's down payment (plain HTML, inline style
 * attributes only, like the policy payment page): the card is typed here, never on the site.
 * Every field has a label, an autocomplete hint and its error beside it. The site shows it inside
 * its payment container (same origin, `frame-ancestors 'self'`) or, without scripts, as a page of its own.
 */
import type { CardField, CardProblem } from "./processor.ts";

export type PageLang = "en" | "es";
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const texts = {
  en: {
    title: "Pay your down payment",
    banner: "Sandbox payment page: no real card is charged. Test cards: 4242 4242 4242 4242 (approved), 4000 0000 0000 0002 (declined).",
    amount: "Amount due today",
    plan: "Payment plan",
    number: "Card number",
    expiry: "Expiry (MM/YY)",
    cvc: "Security code (CVC)",
    name: "Name on the card",
    pay: "Pay",
    expired: "This payment link has expired",
    expiredText: "Go back to your purchase and choose Pay now again.",
    done: "This payment was already made",
    back: "Back to your purchase",
    fix: "Please correct the fields marked below.",
    problems: { required: "This field is required.", invalid: "This is not valid.", expired: "This card has expired." } satisfies Record<CardProblem, string>,
  },
  es: {
    title: "Paga tu pago inicial",
    banner: "Página de pago de prueba: no se cobra ninguna tarjeta real. Tarjetas de prueba: 4242 4242 4242 4242 (aprobada), 4000 0000 0000 0002 (rechazada).",
    amount: "Monto a pagar hoy",
    plan: "Plan de pagos",
    number: "Número de tarjeta",
    expiry: "Vencimiento (MM/AA)",
    cvc: "Código de seguridad (CVC)",
    name: "Nombre en la tarjeta",
    pay: "Pagar",
    expired: "Este enlace de pago ha vencido",
    expiredText: "Regresa a tu compra y elige Pagar ahora de nuevo.",
    done: "Este pago ya se realizó",
    back: "Volver a tu compra",
    fix: "Corrige los campos marcados abajo.",
    problems: { required: "Este campo es obligatorio.", invalid: "Este valor no es válido.", expired: "Esta tarjeta está vencida." } satisfies Record<
      CardProblem,
      string
    >,
  },
} as const;

/** The page; its main landmark is named, so it stays distinct inside the site's page (whose own main has no name). */
function page(lang: PageLang, title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><meta name="referrer" content="same-origin"><title>${escapeHtml(title)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a"><main aria-label="${escapeHtml(title)}"><p style="background:#fff3cd;padding:.5rem 1rem;border-radius:.5rem">${escapeHtml(texts[lang].banner)}</p>${body}</main></body></html>`;
}

const inputStyle = "display:block;width:100%;box-sizing:border-box;font-size:1rem;padding:.5rem;margin:.25rem 0 0;border:1px solid #555;border-radius:.25rem";

function field(lang: PageLang, name: CardField, attrs: string, value: string, problem: CardProblem | undefined): string {
  const id = `card-${name}`;
  const error = problem ? `<p id="${id}-error" style="color:#a00000;margin:.25rem 0 0">${escapeHtml(texts[lang].problems[problem])}</p>` : "";
  const described = problem ? ` aria-invalid="true" aria-describedby="${id}-error"` : "";
  return `<div style="margin:0 0 1rem"><label for="${id}" style="font-weight:600">${escapeHtml(texts[lang][name])}</label><input id="${id}" name="${name}" ${attrs} value="${escapeHtml(value)}" required${described} style="${inputStyle}">${error}</div>`;
}

export function payFormPage(
  lang: PageLang,
  session: { id: string; amount_cents: number; description: string },
  state: { values: { expiry: string; name: string }; problems: Partial<Record<CardField, CardProblem>> },
): string {
  const t = texts[lang];
  const amount = new Intl.NumberFormat(lang === "es" ? "es-US" : "en-US", { style: "currency", currency: "USD" }).format(session.amount_cents / 100);
  const summary = Object.keys(state.problems).length > 0 ? `<p role="alert" style="color:#a00000;font-weight:600">${escapeHtml(t.fix)}</p>` : "";
  return page(
    lang,
    t.title,
    `<h1>${escapeHtml(t.title)}</h1>
<dl style="display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem"><dt>${escapeHtml(t.amount)}</dt><dd style="margin:0;font-weight:700">${escapeHtml(amount)}</dd><dt>${escapeHtml(t.plan)}</dt><dd style="margin:0">${escapeHtml(session.description)}</dd></dl>
${summary}<form method="post" action="/sandbox/buy-pay/${escapeHtml(session.id)}" novalidate>
${field(lang, "number", 'type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23"', "", state.problems.number)}
${field(lang, "expiry", 'type="text" inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="MM/YY"', state.values.expiry, state.problems.expiry)}
${field(lang, "cvc", 'type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="4"', "", state.problems.cvc)}
${field(lang, "name", 'type="text" autocomplete="cc-name" maxlength="80"', state.values.name, state.problems.name)}
<button type="submit" style="font-size:1.1rem;padding:.6rem 1.6rem;background:#0b5394;color:#fff;border:0;border-radius:.25rem">${escapeHtml(t.pay)} ${escapeHtml(amount)}</button></form>`,
  );
}

export function expiredPage(lang: PageLang): string {
  const t = texts[lang];
  return page(lang, t.expired, `<h1>${escapeHtml(t.expired)}</h1><p>${escapeHtml(t.expiredText)}</p>`);
}

export function donePage(lang: PageLang, backUrl: string | null): string {
  const t = texts[lang];
  // Shown inside the site's payment container too: the way back opens in the whole window, not in the frame.
  const back = backUrl ? `<p><a href="${escapeHtml(backUrl)}" target="_top">${escapeHtml(t.back)}</a></p>` : "";
  return page(lang, t.done, `<h1>${escapeHtml(t.done)}</h1>${back}`);
}
