/**
 * The portal's own message: the referred friend's consent request (doc3 §2.9, §3 Referral): an
 * e-mail in the page's language with the brand's name and colours and the consent page's link,
 * written to the outbox and delivered by its adapter like every other message (./outbox.ts).
 * Every value put into the HTML is escaped.
 */
import { newId, nowIso } from "../db/index.ts";
import * as outbox from "../repositories/outbox.ts";
import type { PlatformContext } from "./context.ts";
import { deliveryFor } from "./delivery.ts";
import { brandProfile, escapeHtml, type Lang, type RenderedMessage } from "./message-templates.ts";

export const CONSENT_REQUEST_TEMPLATE = "referralConsent";

export interface ConsentRequest {
  brand: string;
  lang: Lang;
  to: string;
  friendFirstName: string;
  referrerName: string;
  link: string;
}

export function renderConsentRequest(input: ConsentRequest): RenderedMessage {
  const brand = brandProfile(input.brand);
  const es = input.lang === "es";
  const subject = es ? `${input.referrerName} te recomendó ${brand.name}` : `${input.referrerName} recommended ${brand.name} to you`;
  const greeting = es ? `Hola, ${input.friendFirstName}:` : `Hi ${input.friendFirstName},`;
  const lines = es
    ? [
        `${input.referrerName} nos dio tus datos para que te ofrezcamos una cotización de seguro de auto.`,
        "Antes de llamarte o enviarte mensajes necesitamos tu permiso. Si estás de acuerdo, confírmalo en la página del enlace. Si no, ignora este mensaje y no te contactaremos.",
      ]
    : [
        `${input.referrerName} gave us your details so we can offer you an auto insurance quote.`,
        "Before we call or text you we need your permission. If you agree, confirm it on the page at the link. If not, ignore this message and we will not contact you.",
      ];
  const label = es ? "Dar mi consentimiento" : "Give my consent";
  const e = escapeHtml;
  const html = [
    `<!doctype html><html lang="${input.lang}"><head><meta charset="utf-8"><title>${e(subject)}</title></head>`,
    `<body style="margin:0;background:${brand.surface};color:${brand.ink};font-family:Arial,Helvetica,sans-serif">`,
    `<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-top:6px solid ${brand.primary}">`,
    `<h1 style="font-size:20px;color:${brand.primary};margin:0 0 16px">${e(brand.name)}</h1>`,
    `<p>${e(greeting)}</p>`,
    ...lines.map((line) => `<p>${e(line)}</p>`),
    `<p><a href="${e(input.link)}" style="display:inline-block;padding:12px 20px;background:${brand.primary};color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${e(label)}</a></p>`,
    `<p style="font-size:13px">${e(input.link)}</p>`,
    `<p style="border-top:1px solid ${brand.accent};padding-top:12px;font-size:13px">${e(brand.name)}</p>`,
    `</div></body></html>`,
  ].join("");
  const text = [greeting, "", ...lines.flatMap((line) => [line, ""]), `${label}: ${input.link}`, "", brand.name].join("\n");
  return { subject, text, html };
}

/** Stores the consent request in the outbox and hands it to the e-mail adapter (in the background). */
export async function sendConsentRequest(ctx: Pick<PlatformContext, "db" | "config" | "logger" | "now">, input: ConsentRequest): Promise<string> {
  const rendered = renderConsentRequest(input);
  const adapter = deliveryFor(ctx.config, "email");
  const id = newId("msg");
  const to = input.to.trim().toLowerCase();
  await outbox.insertMessage(ctx.db, {
    id,
    brand: input.brand,
    lang: input.lang,
    channel: "email",
    recipient: to,
    template: CONSENT_REQUEST_TEMPLATE,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    created_at: nowIso(ctx.now()),
    delivered_at: null,
    status: adapter ? "queued" : "stored",
    error: null,
  });
  if (adapter) {
    void adapter
      .send({ channel: "email", to, fromName: brandProfile(input.brand).name, ...rendered })
      .then(() => outbox.markMessage(ctx.db, id, { status: "sent", deliveredAt: nowIso(ctx.now()), error: null }))
      .catch(async (error: unknown) => {
        const reason = (error instanceof Error ? error.message : String(error)).slice(0, 300);
        ctx.logger.warn({ outboxId: id, adapter: adapter.name, reason }, "message delivery failed");
        await outbox.markMessage(ctx.db, id, { status: "failed", deliveredAt: null, error: reason }).catch(() => undefined);
      });
  }
  return id;
}
