/**
 * The renters policy declarations page (doc3 §2.3 purchase confirmed): a one-page PDF in
 * the buyer's language with the brand, the carrier, the policy number, the term, the named insured
 * and roommates, the additional interested party, the rental address, every coverage with its limit
 * or deductible, the payment plan and the down payment paid. Built on the shared PDF base (./pdf.ts)
 * from the stored purchase and policy only.
 */
import { createPdf, formatDate, formatMoney } from "./pdf.ts";

export interface DeclarationsInput {
  brand: string;
  lang: "en" | "es";
  company: string;
  policyNumber: string;
  effectiveDate: string;
  expirationDate: string;
  namedInsured: string;
  roommates: string[];
  interestedParty: string | null;
  address: string[];
  email: string;
  phone: string;
  coverages: { code: string; limit: number; deductible: number }[];
  plan: string;
  installmentDay: number | null;
  totalPremiumCents: number;
  downPaymentCents: number;
  installmentCents: number;
  installments: number;
  cardLastFour: string;
  /** The document's date (the purchase's); fixed so a rebuilt document is the same. */
  createdAt?: Date;
}

const texts = {
  en: {
    title: "Renters Insurance Policy Declarations",
    policy: "Policy number",
    company: "Insurance company",
    period: "Policy period",
    to: "to",
    insured: "Named insured",
    roommates: "Roommates (additional insureds)",
    party: "Additional interested party",
    address: "Residence premises",
    contact: "Contact",
    coverages: "Coverages",
    limit: "Limit",
    deductible: "Deductible",
    yes: "Included",
    plan: "Payment plan",
    total: "Total premium",
    down: "Paid today",
    card: "card ending",
    then: (n: number, amount: string, day: number | null) => `then ${n} × ${amount}${day ? ` on day ${day} of the month` : ""}`,
    none: "None",
    names: {
      CoverageC: "Personal property (Coverage C)",
      CoverageD: "Loss of use (Coverage D)",
      CoverageE: "Personal liability (Coverage E)",
      CoverageF: "Medical payments to others (Coverage F)",
      AllOtherPeril: "All other perils",
      WindHail: "Wind and hail",
      ReplacementCost: "Replacement cost on contents",
      RentalIncome: "Loss of rental income",
      PetDamage: "Pet damage",
      WaterBackup: "Water backup of sewers and drains",
    } as Record<string, string>,
    plans: { Annual: "Annual", SemiAnnual: "Semiannual", Quarterly: "Quarterly", Monthly: "Monthly" } as Record<string, string>,
  },
  es: {
    title: "Declaraciones de la póliza de seguro de inquilino",
    policy: "Número de póliza",
    company: "Compañía de seguros",
    period: "Vigencia",
    to: "al",
    insured: "Asegurado principal",
    roommates: "Compañeros de casa (asegurados adicionales)",
    party: "Parte interesada adicional",
    address: "Vivienda asegurada",
    contact: "Contacto",
    coverages: "Coberturas",
    limit: "Límite",
    deductible: "Deducible",
    yes: "Incluido",
    plan: "Plan de pago",
    total: "Prima total",
    down: "Pagado hoy",
    card: "tarjeta terminada en",
    then: (n: number, amount: string, day: number | null) => `luego ${n} × ${amount}${day ? ` el día ${day} de cada mes` : ""}`,
    none: "Ninguno",
    names: {
      CoverageC: "Bienes personales (Cobertura C)",
      CoverageD: "Pérdida de uso (Cobertura D)",
      CoverageE: "Responsabilidad civil personal (Cobertura E)",
      CoverageF: "Gastos médicos a terceros (Cobertura F)",
      AllOtherPeril: "Todos los demás riesgos",
      WindHail: "Viento y granizo",
      ReplacementCost: "Costo de reposición de bienes",
      RentalIncome: "Pérdida de ingresos por renta",
      PetDamage: "Daños por mascotas",
      WaterBackup: "Reflujo de agua de drenajes",
    } as Record<string, string>,
    plans: { Annual: "Anual", SemiAnnual: "Semestral", Quarterly: "Trimestral", Monthly: "Mensual" } as Record<string, string>,
  },
} as const;

/** The PDF's bytes (the shared base of ./pdf.ts: brand header, rows, coverage table, page footer). */
export function rentersDeclarations(input: DeclarationsInput): Promise<Buffer> {
  const t = texts[input.lang];
  const lang = input.lang;
  const pdf = createPdf({ brand: input.brand, lang, title: t.title, subtitle: `${t.policy} ${input.policyNumber}`, createdAt: input.createdAt });
  const money = (cents: number) => formatMoney(cents / 100, lang);
  const whole = (dollars: number) => formatMoney(dollars, lang).replace(/[.,]00$/, "");
  pdf.rows([
    [t.policy, input.policyNumber],
    [t.company, input.company],
    [t.period, `${formatDate(input.effectiveDate, lang)} ${t.to} ${formatDate(input.expirationDate, lang)}`],
    [t.insured, input.namedInsured],
    [t.roommates, input.roommates.length > 0 ? input.roommates.join(", ") : t.none],
    [t.party, input.interestedParty ?? t.none],
    [t.address, input.address.filter(Boolean).join(", ")],
    [t.contact, `${input.email} · ${input.phone}`],
  ]);
  pdf.space(8);
  pdf.section(t.coverages);
  pdf.table({
    columns: [
      { header: t.coverages, width: 3 },
      { header: `${t.limit} / ${t.deductible}`, width: 2, align: "right" },
    ],
    rows: input.coverages.map((coverage) => {
      const name = t.names[coverage.code] ?? coverage.code;
      if (coverage.deductible > 0) return [name, `${t.deductible} ${whole(coverage.deductible)}`];
      if (coverage.code === "ReplacementCost") return [name, coverage.limit ? t.yes : t.none];
      return [name, coverage.limit > 0 ? whole(coverage.limit) : t.none];
    }),
  });
  pdf.space(8);
  pdf.section(t.plan);
  const then = input.installments > 0 ? `, ${t.then(input.installments, money(input.installmentCents), input.installmentDay)}` : "";
  pdf.rows([
    [t.plan, t.plans[input.plan] ?? input.plan],
    [t.total, money(input.totalPremiumCents)],
    [t.down, `${money(input.downPaymentCents)} (${t.card} ${input.cardLastFour})${then}`],
  ]);
  return pdf.end();
}
