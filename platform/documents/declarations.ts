/**
 * The auto policy declarations page (doc3 §7.1 policy documents, documentType 1): named
 * insured, policy number and term, drivers, vehicles with their VINs, coverages with limits and
 * deductibles and premiums, fees, total premium and the payment schedule, in the customer's
 * language and the brand's look (./pdf.ts).
 */
import { createPdf, formatDate, formatMoney } from "./pdf.ts";
import type { PolicyDocumentData } from "./policy-data.ts";

const texts = {
  en: {
    title: "Auto Policy Declarations",
    policy: "Policy",
    policyNumber: "Policy number",
    company: "Insurance company",
    namedInsured: "Named insured",
    address: "Mailing address",
    period: "Policy period",
    periodValue: (from: string, to: string, months: number) => `${from} to ${to} (${months} months), 12:01 a.m. standard time at the insured's address`,
    issued: "Date issued",
    drivers: "Drivers",
    driver: "Driver",
    status: "Status",
    insured: "Listed, covered",
    excluded: "Excluded",
    vehicles: "Vehicles",
    vehicle: "Vehicle",
    vin: "VIN",
    coveragesOf: (n: number, name: string) => `Coverages, vehicle ${n}: ${name}`,
    coverage: "Coverage",
    limit: "Limits",
    deductible: "Deductible",
    premium: "Premium",
    premiumAndFees: "Premium and fees",
    coveragePremium: "Premium for the coverages",
    total: "Total policy premium and fees",
    plan: "Payment plan",
    schedule: "Payment schedule",
    downPayment: "Down payment (paid)",
    due: "Due date",
    amount: "Amount",
    none: "None",
    notice: "This declarations page is part of your policy. Keep it with your policy documents. Questions? Call",
  },
  es: {
    title: "Declaraciones de la póliza de auto",
    policy: "Póliza",
    policyNumber: "Número de póliza",
    company: "Compañía de seguros",
    namedInsured: "Asegurado nombrado",
    address: "Dirección postal",
    period: "Vigencia de la póliza",
    periodValue: (from: string, to: string, months: number) =>
      `Del ${from} al ${to} (${months} meses), 12:01 a. m. hora estándar en la dirección del asegurado`,
    issued: "Fecha de emisión",
    drivers: "Conductores",
    driver: "Conductor",
    status: "Estado",
    insured: "Incluido, con cobertura",
    excluded: "Excluido",
    vehicles: "Vehículos",
    vehicle: "Vehículo",
    vin: "VIN (número de identificación)",
    coveragesOf: (n: number, name: string) => `Coberturas, vehículo ${n}: ${name}`,
    coverage: "Cobertura",
    limit: "Límites",
    deductible: "Deducible",
    premium: "Prima",
    premiumAndFees: "Prima y cargos",
    coveragePremium: "Prima de las coberturas",
    total: "Prima total de la póliza y cargos",
    plan: "Plan de pagos",
    schedule: "Calendario de pagos",
    downPayment: "Pago inicial (pagado)",
    due: "Fecha de vencimiento",
    amount: "Monto",
    none: "Ninguno",
    notice: "Esta página de declaraciones forma parte de tu póliza. Guárdala con los documentos de tu póliza. ¿Preguntas? Llámanos al",
  },
} as const;

/** Coverage names and fee descriptions in the reader's language (doc2 coverage codes; carriers' fee codes); unknown ones as the carrier gives them. */
const COVERAGE_NAMES: Record<string, Record<"en" | "es", string>> = {
  BI: { en: "Bodily Injury Liability", es: "Responsabilidad civil por lesiones corporales" },
  PD: { en: "Property Damage Liability", es: "Responsabilidad civil por daños a la propiedad" },
  PIP: { en: "Personal Injury Protection", es: "Protección contra lesiones personales (PIP)" },
  UM: { en: "Uninsured/Underinsured Motorist Bodily Injury", es: "Conductor sin seguro o con seguro insuficiente: lesiones" },
  UMPD: { en: "Uninsured/Underinsured Motorist Property Damage", es: "Conductor sin seguro o con seguro insuficiente: daños materiales" },
  COMP: { en: "Comprehensive (other than collision)", es: "Cobertura amplia (daños distintos a choque)" },
  COLL: { en: "Collision", es: "Choque (colisión)" },
  RREIM: { en: "Rental Reimbursement", es: "Reembolso por renta de auto" },
  CWAIV: { en: "Collision Deductible Waiver", es: "Exención del deducible de choque" },
  MEDPM: { en: "Medical Payments", es: "Gastos médicos" },
};
const FEE_NAMES: Record<string, Record<"en" | "es", string>> = {
  policy_fee: { en: "Policy fee", es: "Cargo de la póliza" },
  mvcpa_fee: { en: "Motor Vehicle Crime Prevention Authority fee", es: "Cargo de la Autoridad de Prevención de Delitos con Vehículos (MVCPA)" },
};
const PLAN_NAMES: Record<string, Record<"en" | "es", string>> = {
  PIF: { en: "Paid in full", es: "Pago completo" },
  MO: { en: "Monthly", es: "Mensual" },
  EFT: { en: "Monthly by bank draft", es: "Mensual con cargo automático a la cuenta" },
  OD: { en: "Every two months", es: "Cada dos meses" },
  OH: { en: "Every two months", es: "Cada dos meses" },
  QTR: { en: "Quarterly", es: "Trimestral" },
};
export const planName = (code: string | undefined, given: string, lang: "en" | "es") =>
  (code && lang === "es" ? PLAN_NAMES[code.toUpperCase()]?.es : undefined) ?? given;
export const coverageName = (code: string, given: string, lang: "en" | "es") => COVERAGE_NAMES[code.toUpperCase()]?.[lang] ?? given;
export const feeName = (code: string | undefined, given: string, lang: "en" | "es") => (code ? FEE_NAMES[code]?.[lang] : undefined) ?? given;

export function declarationsFileName(policyNumber: string, lang: "en" | "es"): string {
  return `${lang === "es" ? "declaraciones" : "declarations"}-${policyNumber}.pdf`;
}

export async function renderDeclarations(data: PolicyDocumentData): Promise<Buffer> {
  const t = texts[data.lang];
  const date = (iso: string) => formatDate(iso, data.lang);
  const money = (n: number) => formatMoney(n, data.lang);
  const pdf = createPdf({
    brand: data.brand,
    lang: data.lang,
    title: t.title,
    subtitle: `${t.policyNumber}: ${data.policyNumber}`,
    createdAt: new Date(`${data.issuedOn}T12:00:00Z`),
  });

  pdf.section(t.policy);
  pdf.rows([
    [t.policyNumber, data.policyNumber],
    [t.company, data.companyName],
    [t.namedInsured, data.namedInsured],
    [t.address, data.address.join("\n")],
    [t.period, t.periodValue(date(data.effectiveDate), date(data.expirationDate), data.termMonths)],
    [t.issued, date(data.issuedOn)],
  ]);

  pdf.section(t.drivers);
  pdf.table({
    columns: [
      { header: t.driver, width: 3 },
      { header: t.status, width: 2 },
    ],
    rows: data.drivers.map((d) => [d.name, d.status === "excluded" ? t.excluded : t.insured]),
  });

  pdf.section(t.vehicles);
  pdf.table({
    columns: [
      { header: "#", width: 0.4 },
      { header: t.vehicle, width: 3 },
      { header: t.vin, width: 2.6 },
    ],
    rows: data.vehicles.map((v, i) => [String(i + 1), `${v.year} ${v.make} ${v.model}`, v.vin]),
  });

  data.vehicles.forEach((v, i) => {
    pdf.section(t.coveragesOf(i + 1, `${v.year} ${v.make} ${v.model}`));
    pdf.table({
      columns: [
        { header: t.coverage, width: 3 },
        { header: t.limit, width: 2 },
        { header: t.deductible, width: 1.3 },
        { header: t.premium, width: 1.2, align: "right" },
      ],
      rows: v.coverages.map((c) => [coverageName(c.code, c.name, data.lang), c.limit || t.none, c.deductible || t.none, money(c.premium)]),
    });
  });

  // The premium, its fees and their total stay on one page (about 16 points a row).
  pdf.section(t.premiumAndFees, (data.fees.length + 2) * 16);
  pdf.rows([
    [t.coveragePremium, money(data.premium)],
    ...data.fees.map((f) => [feeName(f.code, f.description, data.lang), money(f.amount)] as const),
    [t.total, money(data.totalPremium)],
  ]);

  pdf.section(t.plan);
  pdf.rows([
    [t.plan, planName(data.payPlanCode, data.payPlanDescription, data.lang)],
    [t.downPayment, money(data.downPayment)],
  ]);
  if (data.installments.length > 0) {
    pdf.table({
      columns: [
        { header: t.due, width: 2 },
        { header: t.amount, width: 1, align: "right" },
      ],
      rows: data.installments.map((i) => [date(i.dueDate), money(i.amount)]),
    });
  }
  pdf.space(6);
  pdf.paragraph(`${t.notice} ${data.agencyPhone}.`, { size: 9 });
  return pdf.end();
}
