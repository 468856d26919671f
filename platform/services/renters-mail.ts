/**
 * The e-mail of a purchased renters policy: the policy number, the carrier, the term,
 * the payment, and where the declarations page (PDF) is: the portal's policies tab on the brand's
 * site the purchase was made on, reachable from any device once signed in (a buyer without a
 * password is told how to set one); in the buyer's language with the brand's name and colours;
 * stored in the outbox and delivered by the outbox's adapter like every message.
 */
import { newId, nowIso } from "../db/index.ts";
import * as outbox from "../repositories/outbox.ts";
import type { PlatformContext } from "./context.ts";
import { deliveryFor } from "./delivery.ts";
import { brandProfile, escapeHtml, messageDate } from "./message-templates.ts";
import { findCustomerByEmail } from "../repositories/customers.ts";
import { portalPoliciesLink } from "./buy-online-mail.ts";
import { allowedSiteUrl } from "./site-urls.ts";

export const RENTERS_MAIL_TEMPLATE = "rentersPolicy";

export interface RentersPolicyMail {
  brand: string;
  lang: "en" | "es";
  to: string;
  firstName: string;
  policyNumber: string;
  company: string;
  effectiveDate: string;
  expirationDate: string;
  paidCents: number;
  /** An address on the brand's site the purchase was made on (its origin is where the portal link points). */
  documentUrl: string | null;
}

/** Where the e-mail sends the buyer: the portal's policies tab, and the set-password request page for a buyer without a password. */
export interface RentersMailLinks {
  portalUrl: string | null;
  setPasswordUrl: string | null;
}

export function renderRentersPolicyMail(mail: RentersPolicyMail, links: RentersMailLinks): { subject: string; text: string; html: string } {
  const brand = brandProfile(mail.brand);
  const es = mail.lang === "es";
  const money = new Intl.NumberFormat(es ? "es-US" : "en-US", { style: "currency", currency: "USD" }).format(mail.paidCents / 100);
  const subject = es ? `Tu póliza de seguro de inquilino ${mail.policyNumber}` : `Your renters insurance policy ${mail.policyNumber}`;
  const greeting = es ? `Hola, ${mail.firstName}:` : `Hi ${mail.firstName},`;
  const lines = es
    ? [
        `Tu póliza de seguro de inquilino con ${mail.company} está emitida. Número de póliza: ${mail.policyNumber}.`,
        `Vigencia: del ${messageDate(mail.effectiveDate, "es")} al ${messageDate(mail.expirationDate, "es")}. Pagaste hoy ${money}.`,
        "Tus declaraciones de póliza (PDF) están en tu cuenta, en Pólizas, listas para descargar desde cualquier dispositivo.",
      ]
    : [
        `Your renters insurance policy with ${mail.company} is issued. Policy number: ${mail.policyNumber}.`,
        `Policy period: ${messageDate(mail.effectiveDate, "en")} to ${messageDate(mail.expirationDate, "en")}. You paid ${money} today.`,
        "Your policy declarations page (PDF) is in your account, under Policies, ready to download from any device.",
      ];
  const label = es ? "Ver los documentos de tu póliza" : "See your policy documents";
  const setPassword = es
    ? "¿Es la primera vez que inicias sesión? Crea tu contraseña con tu correo electrónico aquí:"
    : "First time signing in? Set your password with your e-mail address here:";
  const link = links.portalUrl ? [`${label}: ${links.portalUrl}`, ""] : [];
  const password = links.setPasswordUrl ? [`${setPassword} ${links.setPasswordUrl}`, ""] : [];
  const text = [greeting, "", ...lines.flatMap((l) => [l, ""]), ...link, ...password, brand.name].join("\n");
  const e = escapeHtml;
  const html = [
    `<!doctype html><html lang="${mail.lang}"><head><meta charset="utf-8"><title>${e(subject)}</title></head>`,
    `<body style="margin:0;background:${brand.surface};color:${brand.ink};font-family:Arial,Helvetica,sans-serif">`,
    `<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-top:6px solid ${brand.primary}">`,
    `<h1 style="font-size:20px;color:${brand.primary};margin:0 0 16px">${e(brand.name)}</h1>`,
    `<p>${e(greeting)}</p>`,
    ...lines.map((l) => `<p>${e(l)}</p>`),
    links.portalUrl
      ? `<p><a href="${e(links.portalUrl)}" style="display:inline-block;padding:12px 20px;background:${brand.primary};color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${e(label)}</a></p>`
      : "",
    links.setPasswordUrl ? `<p>${e(setPassword)} <a href="${e(links.setPasswordUrl)}" style="color:${brand.primary}">${e(links.setPasswordUrl)}</a></p>` : "",
    `<p style="border-top:1px solid ${brand.accent};padding-top:12px;font-size:13px">${e(brand.name)}</p>`,
    `</div></body></html>`,
  ].join("");
  return { subject, text, html };
}

/** Stores the e-mail in the outbox and delivers it in the background; the policy stands whatever happens to it. */
export async function sendRentersPolicyMail(ctx: Pick<PlatformContext, "db" | "config" | "logger" | "now">, mail: RentersPolicyMail): Promise<string> {
  const portalUrl = portalPoliciesLink(ctx.config, mail.documentUrl, mail.lang);
  const origin = mail.documentUrl ? allowedSiteUrl(ctx.config, mail.documentUrl)?.origin : undefined;
  const customer = await findCustomerByEmail(ctx.db, mail.to);
  const setPasswordUrl = origin && customer && !customer.password_hash ? `${origin}${mail.lang === "es" ? "/es" : ""}/forgot-password` : null;
  const rendered = renderRentersPolicyMail(mail, { portalUrl, setPasswordUrl });
  const adapter = deliveryFor(ctx.config, "email");
  const id = newId("msg");
  const to = mail.to.trim().toLowerCase();
  await outbox.insertMessage(ctx.db, {
    id,
    brand: mail.brand,
    lang: mail.lang,
    channel: "email",
    recipient: to,
    template: RENTERS_MAIL_TEMPLATE,
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
        ctx.logger.warn({ outboxId: id, reason }, "renters policy e-mail not delivered");
        await outbox.markMessage(ctx.db, id, { status: "failed", deliveredAt: null, error: reason }).catch(() => undefined);
      });
  }
  return id;
}
