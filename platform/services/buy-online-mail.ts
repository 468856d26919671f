/**
 * The e-mails of a policy bought online, through the outbox (stored, then delivered by the
 * configured adapter; ./outbox.ts): the policy documents (the adapter sends no attachments, so the
 * e-mail links to the portal's policies tab on the brand's site, where the signed-in customer
 * downloads the PDFs from any device), and the set-password e-mail for a customer without a
 * password (the password-reset service of the accounts).
 */
import type { PlatformContext } from "./context.ts";
import { newId, nowIso } from "../db/index.ts";
import * as outbox from "../repositories/outbox.ts";
import type { CustomerRow } from "../repositories/customers.ts";
import type { PurchaseRow } from "../repositories/buy-online.ts";
import { deliveryFor } from "./delivery.ts";
import { brandProfile, escapeHtml } from "./message-templates.ts";
import { allowedSiteUrl } from "./site-urls.ts";
import { createAccountLimiters, requestPasswordReset, type AccountLimiters } from "./customers.ts";
import { langOf } from "./buy-online.ts";

const texts = {
  en: {
    subject: (brand: string, policy: string) => `${brand}: your auto policy ${policy}`,
    hello: (name: string) => `Hello ${name},`,
    body: (policy: string) => `Thank you for your purchase. Your auto policy ${policy} is issued.`,
    where: "Your declarations page and your insurance ID card are in your account, under Policies, ready to download whenever you need them.",
    link: "See your policy documents",
    newAccount: "First time signing in? We are sending you a separate e-mail with a link to set your password.",
    keep: "Keep your ID card in your vehicle.",
  },
  es: {
    subject: (brand: string, policy: string) => `${brand}: tu póliza de auto ${policy}`,
    hello: (name: string) => `Hola ${name}:`,
    body: (policy: string) => `Gracias por tu compra. Tu póliza de auto ${policy} ya está emitida.`,
    where: "Tu página de declaraciones y tu tarjeta de seguro están en tu cuenta, en Pólizas, listas para descargar cuando las necesites.",
    link: "Ver los documentos de tu póliza",
    newAccount: "¿Es la primera vez que inicias sesión? Te enviamos otro correo con un enlace para crear tu contraseña.",
    keep: "Lleva tu tarjeta de seguro en tu vehículo.",
  },
} as const;

/**
 * The portal's policies tab, where a signed-in customer downloads the documents (a signed-out one
 * signs in first and comes back there), on the brand's site the purchase was made on (`siteUrl`,
 * one of SITE_ORIGINS); null when that address is not one of the brand's sites.
 */
export function portalPoliciesLink(config: PlatformContext["config"], siteUrl: string | null | undefined, lang: "en" | "es"): string | null {
  const origin = siteUrl ? allowedSiteUrl(config, siteUrl)?.origin : undefined;
  return origin ? `${origin}${lang === "es" ? "/es" : ""}/portal?tabid=policies` : null;
}

export async function sendDocumentsMail(ctx: PlatformContext, purchase: PurchaseRow, customer: CustomerRow, returnUrl: string): Promise<boolean> {
  const lang = langOf(purchase.lang);
  const t = texts[lang];
  const profile = brandProfile(purchase.brand);
  const policy = purchase.policy_number ?? "";
  const link = portalPoliciesLink(ctx.config, returnUrl, lang);
  const newAccount = !customer.password_hash && link !== null;
  const subject = t.subject(profile.name, policy);
  const text = [
    t.hello(customer.first_name),
    "",
    t.body(policy),
    "",
    t.where,
    ...(link ? ["", `${t.link}: ${link}`] : []),
    ...(newAccount ? ["", t.newAccount] : []),
    "",
    t.keep,
    "",
    profile.name,
  ].join("\n");
  const html =
    `<div style="font-family:Arial,sans-serif;color:${profile.ink}"><div style="background:${profile.primary};color:#fff;padding:12px 16px;font-weight:bold">${escapeHtml(profile.name)}</div>` +
    `<p>${escapeHtml(t.hello(customer.first_name))}</p><p>${escapeHtml(t.body(policy))}</p><p>${escapeHtml(t.where)}</p>` +
    (link ? `<p><a href="${escapeHtml(link)}" style="color:${profile.primary}">${escapeHtml(t.link)}</a></p>` : "") +
    (newAccount ? `<p>${escapeHtml(t.newAccount)}</p>` : "") +
    `<p>${escapeHtml(t.keep)}</p></div>`;
  const adapter = deliveryFor(ctx.config, "email");
  const id = newId("msg");
  await outbox.insertMessage(ctx.db, {
    id,
    brand: purchase.brand,
    lang,
    channel: "email",
    recipient: customer.email.toLowerCase(),
    template: "policyDocuments",
    subject,
    text,
    html,
    created_at: nowIso(ctx.now()),
    delivered_at: null,
    status: adapter ? "queued" : "stored",
    error: null,
  });
  if (!adapter) return true;
  try {
    await adapter.send({ channel: "email", to: customer.email, fromName: profile.name, subject, text, html });
    await outbox.markMessage(ctx.db, id, { status: "sent", deliveredAt: nowIso(ctx.now()), error: null });
    return true;
  } catch (error) {
    await outbox.markMessage(ctx.db, id, {
      status: "failed",
      deliveredAt: null,
      error: (error instanceof Error ? error.message : String(error)).slice(0, 300),
    });
    return false;
  }
}

const limitersOf = new WeakMap<PlatformContext, AccountLimiters>();

/** A set-password link (the password-reset e-mail) to the site's set-password page, in the customer's language. */
export async function sendSetPasswordMail(
  ctx: PlatformContext,
  purchase: PurchaseRow,
  customer: CustomerRow,
  returnUrl: string,
  who: { ip: string },
): Promise<void> {
  const origin = allowedSiteUrl(ctx.config, returnUrl)?.origin;
  if (!origin) return;
  let limiters = limitersOf.get(ctx);
  if (!limiters) {
    limiters = createAccountLimiters(ctx);
    limitersOf.set(ctx, limiters);
  }
  const lang = langOf(customer.lang ?? purchase.lang);
  await requestPasswordReset(
    ctx,
    limiters,
    { email: customer.email, resetUrl: `${origin}${lang === "es" ? "/es" : ""}/set-password` },
    { ip: who.ip || "0.0.0.0", brand: purchase.brand },
  );
}
