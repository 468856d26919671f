/**
 * The contact-verification messages (doc3 §2.2, §4.2): a 6-digit code by e-mail and by text, in the
 * customer's language with the brand's name and colours, through the outbox (stored, then delivered
 * by the configured adapter, exactly as ./outbox.ts does for its own templates).
 */
import { newId, nowIso } from "../db/index.ts";
import * as outbox from "../repositories/outbox.ts";
import type { PlatformContext } from "./context.ts";
import { deliveryFor } from "./delivery.ts";
import { brandProfile, escapeHtml, type Channel, type Lang, type RenderedMessage } from "./message-templates.ts";

export const VERIFICATION_TEMPLATE = "contactVerificationCode";

export function renderVerificationCode(input: {
  brand: string;
  lang: Lang;
  channel: Channel;
  firstName: string;
  code: string;
  minutes: number;
}): RenderedMessage {
  const brand = brandProfile(input.brand);
  const es = input.lang === "es";
  const subject = es ? `Tu código de verificación de ${brand.name}` : `Your ${brand.name} verification code`;
  const greeting = es ? `Hola, ${input.firstName}:` : `Hi ${input.firstName},`;
  const lines = es
    ? [
        `Tu código de verificación es ${input.code}.`,
        `Escríbelo en la página de tu cotización. Vence en ${input.minutes} minutos. Un agente lo confirmará.`,
        "Si no lo pediste tú, ignora este mensaje.",
      ]
    : [
        `Your verification code is ${input.code}.`,
        `Enter it on your quote page. It expires in ${input.minutes} minutes. An agent will confirm it.`,
        "If you did not ask for it, ignore this message.",
      ];
  if (input.channel === "sms") {
    const text = es
      ? `${brand.name}: tu código de verificación es ${input.code}. Vence en ${input.minutes} minutos.`
      : `${brand.name}: your verification code is ${input.code}. It expires in ${input.minutes} minutes.`;
    return { subject, text, html: null };
  }
  const e = escapeHtml;
  const html = [
    `<!doctype html><html lang="${input.lang}"><head><meta charset="utf-8"><title>${e(subject)}</title></head>`,
    `<body style="margin:0;background:${brand.surface};color:${brand.ink};font-family:Arial,Helvetica,sans-serif">`,
    `<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-top:6px solid ${brand.primary}">`,
    `<h1 style="font-size:20px;color:${brand.primary};margin:0 0 16px">${e(brand.name)}</h1>`,
    `<p>${e(greeting)}</p>`,
    `<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${e(input.code)}</p>`,
    ...lines.map((line) => `<p>${e(line)}</p>`),
    `<p style="border-top:1px solid ${brand.accent};padding-top:12px;font-size:13px">${e(brand.name)}</p>`,
    `</div></body></html>`,
  ].join("");
  return { subject, text: [greeting, "", ...lines.flatMap((l) => [l, ""]), brand.name].join("\n"), html };
}

type Ctx = Pick<PlatformContext, "db" | "config" | "logger" | "now">;

/** Stores the message in the outbox and delivers it; a delivery failure is recorded on the message, never thrown. */
export async function sendVerificationCode(
  ctx: Ctx,
  input: { brand: string; lang: Lang; channel: Channel; to: string; firstName: string; code: string; minutes: number },
): Promise<string> {
  const rendered = renderVerificationCode(input);
  const adapter = deliveryFor(ctx.config, input.channel);
  const id = newId("msg");
  await outbox.insertMessage(ctx.db, {
    id,
    brand: input.brand,
    lang: input.lang,
    channel: input.channel,
    recipient: input.to,
    template: VERIFICATION_TEMPLATE,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    created_at: nowIso(ctx.now()),
    delivered_at: null,
    status: adapter ? "queued" : "stored",
    error: null,
  });
  if (!adapter) return id;
  try {
    await adapter.send({ channel: input.channel, to: input.to, fromName: brandProfile(input.brand).name, ...rendered });
    await outbox.markMessage(ctx.db, id, { status: "sent", deliveredAt: nowIso(ctx.now()), error: null });
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 300);
    ctx.logger.warn({ outboxId: id, channel: input.channel, adapter: adapter.name, reason }, "message delivery failed");
    await outbox.markMessage(ctx.db, id, { status: "failed", deliveredAt: null, error: reason }).catch(() => undefined);
  }
  return id;
}
