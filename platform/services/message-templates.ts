/**
 * The messages the platform sends, as code: each template renders a subject, plain text and simple
 * HTML in the customer's language (en, es) with the brand's name and colours. Every value put into
 * the HTML is escaped.
 *
 *   renderMessage({ brand: "lonestar", lang: "es", channel: "email", template: "passwordReset", data: { firstName, link } })
 */
export interface BrandProfile {
  name: string;
  primary: string;
  accent: string;
  ink: string;
  surface: string;
}

/** The brands' names and colours (as the CMS brand documents give them). */
export const brandProfiles: Record<string, BrandProfile> = {
  lonestar: { name: "Lone Star Auto Insurance", primary: "#1D4E89", accent: "#C8102E", ink: "#1B1F24", surface: "#F3F6FA" },
  bluebonnet: { name: "Bluebonnet Insurance Agency", primary: "#3B3F9E", accent: "#F2B705", ink: "#1C1E2B", surface: "#F5F5FB" },
  delsol: { name: "Seguros Del Sol", primary: "#A33A12", accent: "#0B6E5C", ink: "#22160F", surface: "#FDF6F0" },
};

const fallbackBrand: BrandProfile = { name: "Your insurance agency", primary: "#1D4E89", accent: "#C8102E", ink: "#1B1F24", surface: "#F3F6FA" };

export function brandProfile(brand: string): BrandProfile {
  return brandProfiles[brand] ?? fallbackBrand;
}

export type Lang = "en" | "es";
export type Channel = "email" | "sms";

export interface TemplateData {
  passwordReset: { firstName: string; link: string };
  paymentReceipt: { firstName: string; policyNumber: string; amountCents: number; paidOn: string; invoiceId: string; cardLastFour?: string };
}
export type TemplateName = keyof TemplateData;
export const templateNames = ["passwordReset", "paymentReceipt"] as const satisfies readonly TemplateName[];

export interface RenderedMessage {
  subject: string;
  text: string;
  /** E-mail only. */
  html: string | null;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
}

const spanishDay = new Intl.DateTimeFormat("es-US", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const englishDay = new Intl.DateTimeFormat("en-US", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/**
 * A calendar day (YYYY-MM-DD) inside a message, as the site shows dates in each language:
 * "Nov 25, 2026", "25 de nov. de 2026". Anything else is kept as given.
 */
export function messageDate(iso: string, lang: Lang): string {
  if (!/^\d{4}-\d{2}-\d{2}/.test(iso)) return iso;
  const day = new Date(`${iso.slice(0, 10)}T12:00:00Z`);
  if (lang !== "es") return englishDay.format(day);
  const parts = spanishDay.formatToParts(day);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")} de ${part("month").replace(/\.$/, "")}. de ${part("year")}`;
}

function money(cents: number, lang: Lang): string {
  return new Intl.NumberFormat(lang === "es" ? "es-US" : "en-US", { style: "currency", currency: "USD" }).format(cents / 100);
}

interface Body {
  subject: string;
  greeting: string;
  lines: string[];
  action?: { label: string; href: string };
  footer: string;
  sms: string;
}

const bodies: { [T in TemplateName]: (data: TemplateData[T], brand: BrandProfile, lang: Lang) => Body } = {
  passwordReset: (data, brand, lang) =>
    lang === "es"
      ? {
          subject: `Restablece tu contraseña de ${brand.name}`,
          greeting: `Hola, ${data.firstName}:`,
          lines: [
            "Recibimos una solicitud para restablecer tu contraseña. El enlace funciona una sola vez y vence en 1 hora.",
            "Si no la pediste tú, ignora este mensaje: tu contraseña no cambia.",
          ],
          action: { label: "Crear una contraseña nueva", href: data.link },
          footer: `${brand.name}`,
          sms: `${brand.name}: crea tu contraseña nueva aquí (vence en 1 hora): ${data.link}`,
        }
      : {
          subject: `Reset your ${brand.name} password`,
          greeting: `Hi ${data.firstName},`,
          lines: [
            "We received a request to reset your password. The link works once and expires in 1 hour.",
            "If you did not ask for it, ignore this message: your password stays the same.",
          ],
          action: { label: "Set a new password", href: data.link },
          footer: `${brand.name}`,
          sms: `${brand.name}: set your new password here (expires in 1 hour): ${data.link}`,
        },
  paymentReceipt: (data, brand, lang) => {
    const amount = money(data.amountCents, lang);
    const card = data.cardLastFour
      ? lang === "es"
        ? ` con la tarjeta que termina en ${data.cardLastFour}`
        : ` with the card ending in ${data.cardLastFour}`
      : "";
    return lang === "es"
      ? {
          subject: `Recibo de tu pago de la póliza ${data.policyNumber}`,
          greeting: `Hola, ${data.firstName}:`,
          lines: [
            `Recibimos tu pago de ${amount} para la póliza ${data.policyNumber} el ${messageDate(data.paidOn, lang)}${card}.`,
            `Número de recibo: ${data.invoiceId}`,
            "Gracias por tu pago.",
          ],
          footer: `${brand.name}`,
          sms: `${brand.name}: recibimos tu pago de ${amount} para la póliza ${data.policyNumber}. Recibo ${data.invoiceId}.`,
        }
      : {
          subject: `Receipt for your payment on policy ${data.policyNumber}`,
          greeting: `Hi ${data.firstName},`,
          lines: [
            `We received your payment of ${amount} for policy ${data.policyNumber} on ${messageDate(data.paidOn, lang)}${card}.`,
            `Receipt number: ${data.invoiceId}`,
            "Thank you for your payment.",
          ],
          footer: `${brand.name}`,
          sms: `${brand.name}: we received your payment of ${amount} for policy ${data.policyNumber}. Receipt ${data.invoiceId}.`,
        };
  },
};

function html(body: Body, brand: BrandProfile, lang: Lang): string {
  const e = escapeHtml;
  const action = body.action
    ? `<p><a href="${e(body.action.href)}" style="display:inline-block;padding:12px 20px;background:${brand.primary};color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${e(body.action.label)}</a></p>` +
      `<p style="font-size:13px">${e(body.action.href)}</p>`
    : "";
  return [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${e(body.subject)}</title></head>`,
    `<body style="margin:0;background:${brand.surface};color:${brand.ink};font-family:Arial,Helvetica,sans-serif">`,
    `<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-top:6px solid ${brand.primary}">`,
    `<h1 style="font-size:20px;color:${brand.primary};margin:0 0 16px">${e(brand.name)}</h1>`,
    `<p>${e(body.greeting)}</p>`,
    ...body.lines.map((line) => `<p>${e(line)}</p>`),
    action,
    `<p style="border-top:1px solid ${brand.accent};padding-top:12px;font-size:13px">${e(body.footer)}</p>`,
    `</div></body></html>`,
  ].join("");
}

export function renderMessage<T extends TemplateName>(input: {
  brand: string;
  lang: Lang;
  channel: Channel;
  template: T;
  data: TemplateData[T];
}): RenderedMessage {
  const brand = brandProfile(input.brand);
  const body = bodies[input.template](input.data, brand, input.lang);
  if (input.channel === "sms") return { subject: body.subject, text: body.sms, html: null };
  const text = [
    body.greeting,
    "",
    ...body.lines.flatMap((line) => [line, ""]),
    ...(body.action ? [`${body.action.label}: ${body.action.href}`, ""] : []),
    body.footer,
  ].join("\n");
  return { subject: body.subject, text, html: html(body, brand, input.lang) };
}
