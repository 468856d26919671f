/**
 * The Texas proof-of-insurance ID card (Texas Transportation Code §601.081 standard proof
 * of financial responsibility): company, policy number, effective and expiration dates, the
 * vehicles (year, make, model, VIN), the named insured and the listed drivers, with the notice the
 * card must carry, in the customer's language and the brand's look. Two copies on one letter page
 * with a cut line, one to keep in each vehicle or in the wallet.
 */
import { createPdf, formatDate } from "./pdf.ts";
import type { PolicyDocumentData } from "./policy-data.ts";

const texts = {
  en: {
    title: "Texas Liability Insurance Card",
    subtitle: "Proof of financial responsibility: keep this card in your vehicle",
    company: "Company",
    companyCode: "Company code",
    policyNumber: "Policy number",
    effective: "Effective date",
    expiration: "Expiration date",
    insured: "Named insured",
    drivers: "Listed drivers",
    vehicle: "Vehicle",
    vin: "VIN",
    copy: (n: number) => `Copy ${n}`,
    notice:
      "This policy provides at least the minimum amounts of liability insurance required by the Texas Motor Vehicle Safety Responsibility Act for the specified vehicle and named insureds, and may provide coverage for other persons and other vehicles as provided by the insurance policy.",
    cut: "Cut along the line",
    otherTitle: "Auto Insurance ID Card",
    otherNotice: "Keep this card in your vehicle as proof of insurance. It is valid only for the policy period shown.",
  },
  es: {
    title: "Tarjeta de seguro de responsabilidad civil de Texas",
    subtitle: "Comprobante de responsabilidad financiera: lleva esta tarjeta en tu vehículo",
    company: "Compañía",
    companyCode: "Código de la compañía",
    policyNumber: "Número de póliza",
    effective: "Fecha de inicio",
    expiration: "Fecha de vencimiento",
    insured: "Asegurado nombrado",
    drivers: "Conductores incluidos",
    vehicle: "Vehículo",
    vin: "VIN",
    copy: (n: number) => `Copia ${n}`,
    notice:
      "Esta póliza ofrece al menos los montos mínimos de seguro de responsabilidad civil que exige la Ley de Responsabilidad de Seguridad de Vehículos Motorizados de Texas para el vehículo especificado y los asegurados nombrados, y puede cubrir a otras personas y otros vehículos según lo disponga la póliza.",
    cut: "Corte por la línea",
    otherTitle: "Tarjeta de seguro de auto",
    otherNotice: "Lleva esta tarjeta en tu vehículo como comprobante de seguro. Es válida solo durante la vigencia indicada.",
  },
} as const;

export function idCardFileName(policyNumber: string, lang: "en" | "es"): string {
  return `${lang === "es" ? "tarjeta-de-seguro" : "insurance-id-card"}-${policyNumber}.pdf`;
}

export async function renderIdCard(data: PolicyDocumentData): Promise<Buffer> {
  const t = texts[data.lang];
  const date = (iso: string) => formatDate(iso, data.lang);
  // The Texas card and its notice for Texas policies; a plain ID card elsewhere.
  const texas = data.state.toUpperCase() === "TX";
  const pdf = createPdf({
    brand: data.brand,
    lang: data.lang,
    title: texas ? t.title : t.otherTitle,
    subtitle: t.subtitle,
    createdAt: new Date(`${data.issuedOn}T12:00:00Z`),
  });
  const doc = pdf.doc;
  const drivers = data.drivers
    .filter((d) => d.status === "insured")
    .map((d) => d.name)
    .join(", ");
  for (const copy of [1, 2]) {
    pdf.section(t.copy(copy));
    pdf.rows([
      [t.company, data.companyName],
      [t.companyCode, data.companyCode],
      [t.policyNumber, data.policyNumber],
      [t.effective, date(data.effectiveDate)],
      [t.expiration, date(data.expirationDate)],
      [t.insured, data.namedInsured],
      [t.drivers, drivers],
    ]);
    pdf.table({
      columns: [
        { header: t.vehicle, width: 3 },
        { header: t.vin, width: 2.4 },
      ],
      rows: data.vehicles.map((v) => [`${v.year} ${v.make} ${v.model}`, v.vin]),
    });
    pdf.paragraph(texas ? t.notice : t.otherNotice, { size: 7.5 });
    if (copy === 1) {
      const y = doc.y + 6;
      doc
        .save()
        .dash(4, { space: 3 })
        .moveTo(doc.page.margins.left, y)
        .lineTo(doc.page.width - doc.page.margins.right, y)
        .strokeColor("#777777")
        .stroke()
        .undash()
        .restore();
      doc
        .font("Helvetica")
        .fontSize(7)
        .fillColor("#777777")
        .text(t.cut, doc.page.margins.left, y + 3);
      doc.y = y + 16;
    }
  }
  return pdf.end();
}
