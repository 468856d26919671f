/**
 * The e-mail of an issued roadside membership (doc3 §4.4): the membership number, the
 * term and the link to the membership document (a PDF), in the buyer's language with the brand's
 * name and colours, stored in the outbox and delivered by the outbox's adapter like every message.
 */
import { newId, nowIso } from "../db/index.ts";
import * as outbox from "../repositories/outbox.ts";
import type { PlatformContext } from "./context.ts";
import { deliveryFor } from "./delivery.ts";
import { brandProfile, escapeHtml, messageDate } from "./message-templates.ts";

export const ROADSIDE_MAIL_TEMPLATE = "roadsideMembership";

export interface MembershipMail {
  brand: string;
  lang: "en" | "es";
  to: string;
  firstName: string;
  policyNumber: string;
  memberType: "single" | "family";
  startsOn: string;
  endsOn: string;
  amountCents: number;
  documentUrl: string;
}

export function renderMembershipMail(mail: MembershipMail): { subject: string; text: string; html: string } {
  const brand = brandProfile(mail.brand);
  const money = new Intl.NumberFormat(mail.lang === "es" ? "es-US" : "en-US", { style: "currency", currency: "USD" }).format(mail.amountCents / 100);
  const es = mail.lang === "es";
  const plan = es ? (mail.memberType === "family" ? "familiar" : "individual") : mail.memberType;
  const subject = es ? `Tu membresía de asistencia vial ${mail.policyNumber}` : `Your roadside assistance membership ${mail.policyNumber}`;
  const greeting = es ? `Hola, ${mail.firstName}:` : `Hi ${mail.firstName},`;
  const lines = es
    ? [
        `Tu membresía ${plan} de asistencia vial está activa. Número de membresía: ${mail.policyNumber}.`,
        `Vigencia: del ${messageDate(mail.startsOn, "es")} al ${messageDate(mail.endsOn, "es")}. Pagaste ${money}.`,
        "Tu documento de membresía (PDF) está en el enlace de abajo. Guárdalo en tu teléfono para tenerlo a la mano en el camino.",
      ]
    : [
        `Your ${plan} roadside assistance membership is active. Membership number: ${mail.policyNumber}.`,
        `Term: ${messageDate(mail.startsOn, "en")} to ${messageDate(mail.endsOn, "en")}. You paid ${money}.`,
        "Your membership document (PDF) is at the link below. Keep it on your phone so it is at hand on the road.",
      ];
  const label = es ? "Descargar el documento de membresía" : "Download the membership document";
  const text = [greeting, "", ...lines.flatMap((l) => [l, ""]), `${label}: ${mail.documentUrl}`, "", brand.name].join("\n");
  const e = escapeHtml;
  const html = [
    `<!doctype html><html lang="${mail.lang}"><head><meta charset="utf-8"><title>${e(subject)}</title></head>`,
    `<body style="margin:0;background:${brand.surface};color:${brand.ink};font-family:Arial,Helvetica,sans-serif">`,
    `<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-top:6px solid ${brand.primary}">`,
    `<h1 style="font-size:20px;color:${brand.primary};margin:0 0 16px">${e(brand.name)}</h1>`,
    `<p>${e(greeting)}</p>`,
    ...lines.map((l) => `<p>${e(l)}</p>`),
    `<p><a href="${e(mail.documentUrl)}" style="display:inline-block;padding:12px 20px;background:${brand.primary};color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${e(label)}</a></p>`,
    `<p style="border-top:1px solid ${brand.accent};padding-top:12px;font-size:13px">${e(brand.name)}</p>`,
    `</div></body></html>`,
  ].join("");
  return { subject, text, html };
}

/** Stores the e-mail in the outbox and delivers it in the background; the membership stands whatever happens to it. */
export async function sendMembershipMail(ctx: Pick<PlatformContext, "db" | "config" | "logger" | "now">, mail: MembershipMail): Promise<string> {
  const rendered = renderMembershipMail(mail);
  const adapter = deliveryFor(ctx.config, "email");
  const id = newId("msg");
  const to = mail.to.trim().toLowerCase();
  await outbox.insertMessage(ctx.db, {
    id,
    brand: mail.brand,
    lang: mail.lang,
    channel: "email",
    recipient: to,
    template: ROADSIDE_MAIL_TEMPLATE,
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
      .send({ channel: "email", to, fromName: brandProfile(mail.brand).name, ...rendered })
      .then(() => outbox.markMessage(ctx.db, id, { status: "sent", deliveredAt: nowIso(ctx.now()), error: null }))
      .catch(async (error: unknown) => {
        const reason = (error instanceof Error ? error.message : String(error)).slice(0, 300);
        ctx.logger.warn({ outboxId: id, reason }, "roadside membership e-mail not delivered");
        await outbox.markMessage(ctx.db, id, { status: "failed", deliveredAt: null, error: reason }).catch(() => undefined);
      });
  }
  return id;
}
