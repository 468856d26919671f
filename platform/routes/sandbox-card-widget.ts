/**
 * The sandbox processor's card payment widget (doc3 §7.3): the script a page loads, the
 * frame that takes the card and gives back a token, and the token's use by the platform.
 * - GET  /sandbox/card-widget.js        the loader script (window events, see ../services/card-widget-assets.ts)
 * - GET  /sandbox/card-widget/frame     the frame: card number, expiry, security code, name (English or Spanish)
 * - GET  /sandbox/card-widget/frame.js  the frame's script
 * - POST /sandbox/card-widget/tokenize  the frame's form post: a single-use card token (doc3 §3), or
 *                                       422 with the problem of each field; limited per visitor address
 * The token is charged by the platform at purchase (../services/card-widget.ts); card numbers are
 * never stored, logged or sent to the site.
 */
import { z } from "zod";
import type { Api } from "../http/route.ts";
import { consume, createLimiter } from "../http/rate-limit.ts";
import type { PlatformContext } from "../services/context.ts";
import { DEFAULT_MERCHANT_ID, tokenizeCard } from "../services/card-widget.ts";
import { FRAME_SCRIPT, LOADER_SCRIPT } from "../services/card-widget-assets.ts";

/** Card tokens per visitor address in 15 minutes (card testing). */
export const TOKENS_PER_VISITOR = 30;

type Lang = "en" | "es";
const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const texts = {
  en: {
    title: "Card payment",
    banner: "Sandbox card form: no real card is charged. Test cards: 4242 4242 4242 4242 (approved), 4000 0000 0000 0002 (declined).",
    number: "Card number",
    expiry: "Expiry (MM/YY)",
    cvc: "Security code (CVC)",
    name: "Name on the card",
    submit: "Use this card",
    generating: "Checking your card…",
    accepted: "Card ending in {0} is ready. You can buy now.",
    fix: "Please correct the fields marked below.",
    error: "The card form is not available right now. Please try again.",
    problems: { required: "This field is required.", invalid: "This is not valid.", expired: "This card has expired." },
  },
  es: {
    title: "Pago con tarjeta",
    banner:
      "Formulario de tarjeta de prueba: no se cobra ninguna tarjeta real. Tarjetas de prueba: 4242 4242 4242 4242 (aprobada), 4000 0000 0000 0002 (rechazada).",
    number: "Número de tarjeta",
    expiry: "Vencimiento (MM/AA)",
    cvc: "Código de seguridad (CVC)",
    name: "Nombre en la tarjeta",
    submit: "Usar esta tarjeta",
    generating: "Revisando tu tarjeta…",
    accepted: "La tarjeta terminada en {0} está lista. Ya puedes comprar.",
    fix: "Corrige los campos marcados abajo.",
    error: "El formulario de tarjeta no está disponible en este momento. Inténtalo de nuevo.",
    problems: { required: "Este campo es obligatorio.", invalid: "Este valor no es válido.", expired: "Esta tarjeta está vencida." },
  },
} as const;

const inputStyle = "display:block;width:100%;box-sizing:border-box;font-size:1rem;padding:.55rem;margin:.25rem 0 0;border:1px solid #555;border-radius:.4rem";

function field(lang: Lang, name: "number" | "expiry" | "cvc" | "name", attrs: string): string {
  const id = `card-${name}`;
  return `<div style="margin:0 0 .75rem"><label for="${id}" style="font-weight:600">${escape(texts[lang][name])}</label><input id="${id}" name="${name}" ${attrs} required aria-describedby="${id}-error" style="${inputStyle}"><p id="${id}-error" style="color:#a00000;margin:.25rem 0 0;font-size:.9rem" aria-live="polite"></p></div>`;
}

/** The frame's page; no landmark of its own (it sits inside the host page's main landmark). */
function framePage(lang: Lang, merchantId: string, nonce: string | undefined): string {
  const t = texts[lang];
  const nonceAttr = nonce ? ` nonce="${escape(nonce)}"` : "";
  const clientTexts = JSON.stringify({ generating: t.generating, accepted: t.accepted, fix: t.fix, error: t.error, problems: t.problems }).replace(
    /</g,
    "\\u003c",
  );
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(t.title)}</title></head>
<body style="font-family:system-ui,sans-serif;margin:0;padding:.25rem;line-height:1.45;color:#1a1a1a;background:#fff"><div>
<p style="background:#fff3cd;padding:.5rem .75rem;border-radius:.5rem;margin:0 0 .75rem;font-size:.9rem">${escape(t.banner)}</p>
<form id="card-form" method="post" action="/sandbox/card-widget/tokenize" novalidate>
<input type="hidden" name="merchantId" value="${escape(merchantId)}">
${field(lang, "number", 'type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23"')}
<div style="display:grid;grid-template-columns:1fr 1fr;gap:.75rem">${field(lang, "expiry", 'type="text" inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="MM/YY"')}${field(lang, "cvc", 'type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="4"')}</div>
${field(lang, "name", 'type="text" autocomplete="cc-name" maxlength="80"')}
<button id="card-submit" type="submit" style="font-size:1rem;padding:.6rem 1.4rem;background:#0b5394;color:#fff;border:0;border-radius:.4rem;cursor:pointer">${escape(t.submit)}</button>
<p id="card-status" role="status" style="margin:.75rem 0 0;font-weight:600"></p>
</form></div>
<script type="application/json" id="card-texts">${clientTexts}</script>
<script src="/sandbox/card-widget/frame.js"${nonceAttr}></script></body></html>`;
}

export function registerSandboxCardWidgetRoutes(api: Api, ctx: PlatformContext): void {
  const limiter = createLimiter(ctx.db, { name: "card-widget-tokenize", points: TOKENS_PER_VISITOR, duration: 15 * 60 });
  const script = (path: string, body: string, summary: string) =>
    api.route({
      method: "get",
      path,
      tags: ["sandbox"],
      summary,
      auth: "none",
      header: false,
      raw: true,
      rawContentType: "text/javascript",
      handler: async ({ res }) => {
        res.status(200).type("text/javascript").set("cache-control", "public, max-age=300").send(body);
      },
    });
  script("/sandbox/card-widget.js", LOADER_SCRIPT, "Sandbox card widget loader script");
  script("/sandbox/card-widget/frame.js", FRAME_SCRIPT, "Sandbox card widget frame script");

  api.route({
    method: "get",
    path: "/sandbox/card-widget/frame",
    tags: ["sandbox"],
    summary: "Sandbox card widget frame (HTML)",
    auth: "none",
    header: false,
    raw: true,
    rawContentType: "text/html",
    query: z.object({
      merchantId: z
        .string()
        .regex(/^\d{1,10}$/, "must be digits")
        .default(DEFAULT_MERCHANT_ID),
      lang: z.enum(["en", "es"]).default("en"),
    }),
    handler: async ({ query, res }) => {
      const nonce = typeof res.locals.nonce === "string" ? res.locals.nonce : undefined;
      res
        .status(200)
        .type("html")
        .set("cache-control", "no-store")
        .send(framePage(query.lang, query.merchantId, nonce));
    },
  });

  const cardText = (max: number) => z.string({ error: "must be text" }).max(max, `must be at most ${max} characters`).optional().default("");
  api.route({
    method: "post",
    path: "/sandbox/card-widget/tokenize",
    tags: ["sandbox"],
    summary: "Sandbox card tokenization (the frame's form post)",
    description:
      "A form post (number, expiry MM/YY, cvc, name, merchantId) from the widget's frame: a single-use card token (doc3 §3 PaymentToken, PaymentMerchantId, PaymentProcessor, PaymentMethod, holder, expiry, card type, last four). " +
      "A card the processor refuses to tokenize: 422 with `problems` per field (required, invalid, expired). Limited per visitor address (429).",
    auth: "none",
    header: false,
    raw: true,
    rawContentType: "application/json",
    errorStatuses: [422, 429],
    handler: async ({ req, res, ip }) => {
      res.set("cache-control", "no-store");
      const form = z
        .object({
          number: cardText(40),
          expiry: cardText(10),
          cvc: cardText(10),
          name: cardText(200),
          merchantId: z
            .string()
            .regex(/^\d{1,10}$/)
            .optional()
            .default(DEFAULT_MERCHANT_ID),
        })
        .safeParse(req.body ?? {});
      if (!form.success) {
        res.status(400).json({ isSuccess: false, message: "The card form could not be read." });
        return;
      }
      await consume(limiter, ip);
      const { merchantId, ...card } = form.data;
      const outcome = await tokenizeCard(ctx, card, merchantId);
      if (!outcome.ok) {
        res.status(422).json({ isSuccess: false, message: "Please correct the card details.", problems: outcome.problems });
        return;
      }
      const { ok: _ok, ...token } = outcome;
      res.status(200).json({ isSuccess: true, message: "OK", token });
    },
  });
}
