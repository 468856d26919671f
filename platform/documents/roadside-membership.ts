/**
 * The roadside assistance membership document (doc3 §3 policyDocumentUrl): a one-page
 * PDF in the buyer's language with the brand, the membership number, the members, the package,
 * the term and the payment, on the shared PDF base (./pdf.ts), from the stored purchase and membership only.
 */
import { createPdf, formatDate, formatMoney } from "./pdf.ts";

export interface MembershipDocumentInput {
  brand: string;
  lang: "en" | "es";
  policyNumber: string;
  memberType: "single" | "family";
  termMonths: number;
  amountCents: number;
  paymentDate: string;
  startsOn: string;
  endsOn: string;
  members: string[];
  address: string[];
  phone: string;
  email: string;
}

const texts = {
  en: {
    title: "Roadside Assistance Membership",
    number: "Membership number",
    plan: "Membership",
    single: "Single",
    family: "Family",
    term: "Term",
    months: (n: number) => `${n} months`,
    valid: "Valid",
    to: "to",
    members: "Members",
    address: "Address",
    contact: "Contact",
    paid: "Amount paid",
    paidOn: "Payment date",
    help: "Need help on the road? Call the number on your membership card and give your membership number.",
  },
  es: {
    title: "Membresía de asistencia vial",
    number: "Número de membresía",
    plan: "Membresía",
    single: "Individual",
    family: "Familiar",
    term: "Plazo",
    months: (n: number) => `${n} meses`,
    valid: "Vigencia",
    to: "al",
    members: "Miembros",
    address: "Dirección",
    contact: "Contacto",
    paid: "Monto pagado",
    paidOn: "Fecha de pago",
    help: "¿Necesitas ayuda en el camino? Llama al número de tu tarjeta de membresía y da tu número de membresía.",
  },
} as const;

/** The PDF's bytes (deterministic for the same membership: dated by its payment). */
export function membershipDocument(input: MembershipDocumentInput): Promise<Buffer> {
  const t = texts[input.lang];
  const pdf = createPdf({
    brand: input.brand,
    lang: input.lang,
    title: t.title,
    subtitle: `${t.number}: ${input.policyNumber}`,
    createdAt: new Date(input.paymentDate),
  });
  pdf.section(t.plan);
  pdf.rows([
    [t.number, input.policyNumber],
    [t.plan, input.memberType === "family" ? t.family : t.single],
    [t.term, t.months(input.termMonths)],
    [t.valid, `${formatDate(input.startsOn, input.lang)} ${t.to} ${formatDate(input.endsOn, input.lang)}`],
  ]);
  pdf.section(t.members);
  pdf.rows([
    [t.members, input.members.join(", ")],
    [t.address, input.address.filter(Boolean).join(", ")],
    [t.contact, `${input.email} · ${input.phone}`],
  ]);
  pdf.section(t.paid);
  pdf.rows([
    [t.paid, formatMoney(input.amountCents / 100, input.lang)],
    [t.paidOn, formatDate(input.paymentDate.slice(0, 10), input.lang)],
  ]);
  pdf.space(12);
  pdf.paragraph(t.help);
  return pdf.end();
}
