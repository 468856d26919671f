/**
 * The shared base of the platform's PDF documents (policy declarations, ID cards, memberships, …),
 * on pdfkit: a brand header (the brand's name on a band of its primary colour), a title, labelled
 * rows, tables, paragraphs, and a footer on every page with the brand, the document's date and
 * "Page n of m" in the document's language. `end()` gives the bytes.
 *
 *   const pdf = createPdf({ brand: "lonestar", lang: "es", title: "Página de declaraciones" });
 *   pdf.section("Póliza");
 *   pdf.rows([["Número de póliza", "GB-TX-000123"], ["Vigencia", "01/12/2026 – 01/06/2027"]]);
 *   pdf.table({ columns: [{ header: "Cobertura", width: 3 }, { header: "Límite", width: 2, align: "right" }], rows: [["BI", "$30,000/$60,000"]] });
 *   const bytes: Buffer = await pdf.end();
 *
 * The standard Helvetica fonts cover English and Spanish (WinAnsi: á é í ó ú ñ ü ¿ ¡). Documents are
 * deterministic for the same input and `createdAt` (fixed creation date, no random ids), so a
 * document rebuilt from the same record hashes the same.
 */
import PDFDocument from "pdfkit";
import { brandProfile, type BrandProfile } from "../services/message-templates.ts";

export type PdfLang = "en" | "es";

export interface PdfOptions {
  /** Brand code (lonestar, bluebonnet, delsol) or a profile. */
  brand: string | BrandProfile;
  lang: PdfLang;
  title: string;
  /** A line under the title (e.g. the policy number). */
  subtitle?: string;
  /** Page size: "LETTER" (default) or a [width, height] in points (e.g. an ID card sheet). */
  size?: "LETTER" | [number, number];
  /** The document's date (PDF metadata and footer); default now. */
  createdAt?: Date;
}

export interface PdfColumn {
  header: string;
  /** Relative width. */
  width: number;
  align?: "left" | "right" | "center";
}

export interface PdfBuilder {
  readonly doc: PDFKit.PDFDocument;
  readonly brand: BrandProfile;
  readonly lang: PdfLang;
  /**
   * A section heading in the brand's colour. `keepWith` is the height (points) of what follows that
   * must stay on the heading's page (a short block such as the premium and its total).
   */
  section(text: string, keepWith?: number): void;
  /** Label / value rows (two columns). */
  rows(rows: readonly (readonly [string, string])[]): void;
  /** A table with a header row in the brand's colour; rows break across pages with the header repeated. */
  table(input: { columns: readonly PdfColumn[]; rows: readonly (readonly string[])[] }): void;
  paragraph(text: string, options?: { size?: number; bold?: boolean }): void;
  /** Vertical space in points. */
  space(points?: number): void;
  end(): Promise<Buffer>;
}

const footerTexts = {
  en: { page: (n: number, m: number) => `Page ${n} of ${m}` },
  es: { page: (n: number, m: number) => `Página ${n} de ${m}` },
} as const;

/**
 * A date as MM/DD/YYYY in both languages: the US order the customer typed on the site (its Spanish
 * date fields ask for MM/DD/AAAA) and that US records and officers read, so 11/12 never means two days.
 */
export function formatDate(iso: string, _lang: PdfLang): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return iso;
  return `${m[2]}/${m[3]}/${m[1]}`;
}

/** US dollars in the reader's language ($1,234.50). */
export function formatMoney(amount: number, lang: PdfLang): string {
  return new Intl.NumberFormat(lang === "es" ? "es-US" : "en-US", { style: "currency", currency: "USD" }).format(amount);
}

const MARGIN = 48;
const FOOTER_HEIGHT = 28;

export function createPdf(options: PdfOptions): PdfBuilder {
  const brand = typeof options.brand === "string" ? brandProfile(options.brand) : options.brand;
  const createdAt = options.createdAt ?? new Date();
  const doc = new PDFDocument({
    size: options.size ?? "LETTER",
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_HEIGHT },
    bufferPages: true,
    lang: options.lang === "es" ? "es-US" : "en-US",
    info: { Title: options.title, Author: brand.name, Creator: brand.name, Producer: brand.name, CreationDate: createdAt, ModDate: createdAt },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const left = () => doc.page.margins.left;
  const width = () => doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const small = doc.page.width < 400;

  // Header band with the brand's name, then the title.
  const band = small ? 34 : 56;
  doc.rect(0, 0, doc.page.width, band).fill(brand.primary);
  doc
    .fillColor("#FFFFFF")
    .font("Helvetica-Bold")
    .fontSize(small ? 11 : 16)
    .text(brand.name, left(), small ? 11 : 20, { width: width(), lineBreak: false });
  doc.rect(0, band, doc.page.width, 3).fill(brand.accent);
  doc.y = band + (small ? 10 : 20);
  doc
    .fillColor(brand.ink)
    .font("Helvetica-Bold")
    .fontSize(small ? 12 : 20)
    .text(options.title, left(), doc.y, { width: width() });
  if (options.subtitle)
    doc
      .font("Helvetica")
      .fontSize(small ? 8 : 11)
      .fillColor("#444444")
      .text(options.subtitle, { width: width() });
  doc.moveDown(small ? 0.3 : 0.8);

  const ensure = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  const builder: PdfBuilder = {
    doc,
    brand,
    lang: options.lang,
    section(text, keepWith = 0) {
      ensure((small ? 20 : 40) + keepWith);
      doc.moveDown(small ? 0.2 : 0.5);
      doc
        .font("Helvetica-Bold")
        .fontSize(small ? 9 : 13)
        .fillColor(brand.primary)
        .text(text, left(), doc.y, { width: width() });
      const y = doc.y + 2;
      doc
        .moveTo(left(), y)
        .lineTo(left() + width(), y)
        .lineWidth(0.75)
        .strokeColor(brand.primary)
        .stroke();
      doc.y = y + (small ? 3 : 6);
    },
    rows(rows) {
      const size = small ? 7.5 : 10;
      const labelWidth = width() * 0.38;
      for (const [label, value] of rows) {
        doc.font("Helvetica").fontSize(size);
        const height = Math.max(doc.heightOfString(label, { width: labelWidth - 6 }), doc.heightOfString(value || "—", { width: width() - labelWidth }));
        ensure(height + 3);
        const y = doc.y;
        doc
          .font("Helvetica-Bold")
          .fillColor("#333333")
          .text(label, left(), y, { width: labelWidth - 6 });
        doc
          .font("Helvetica")
          .fillColor(brand.ink)
          .text(value || "—", left() + labelWidth, y, { width: width() - labelWidth });
        doc.y = y + height + 3;
      }
    },
    table({ columns, rows }) {
      const size = small ? 7 : 9.5;
      const total = columns.reduce((sum, c) => sum + c.width, 0);
      const widths = columns.map((c) => (c.width / total) * width());
      const pad = 4;
      const drawRow = (cells: readonly string[], header: boolean, shaded: boolean) => {
        doc.font(header ? "Helvetica-Bold" : "Helvetica").fontSize(size);
        const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell || "—", { width: widths[i]! - pad * 2 }))) + pad * 2;
        if (doc.y + height > bottom()) {
          doc.addPage();
          if (!header)
            drawRow(
              columns.map((c) => c.header),
              true,
              false,
            );
        }
        const y = doc.y;
        if (header) doc.rect(left(), y, width(), height).fill(brand.primary);
        else if (shaded) doc.rect(left(), y, width(), height).fill(brand.surface);
        let x = left();
        cells.forEach((cell, i) => {
          doc
            .fillColor(header ? "#FFFFFF" : brand.ink)
            .font(header ? "Helvetica-Bold" : "Helvetica")
            .fontSize(size)
            .text(cell || "—", x + pad, y + pad, { width: widths[i]! - pad * 2, align: columns[i]?.align ?? "left" });
          x += widths[i]!;
        });
        doc.y = y + height;
      };
      drawRow(
        columns.map((c) => c.header),
        true,
        false,
      );
      rows.forEach((row, index) => drawRow(row, false, index % 2 === 1));
      doc.x = left();
      doc.moveDown(0.4);
    },
    paragraph(text, opts = {}) {
      const size = opts.size ?? (small ? 7.5 : 10);
      doc.font(opts.bold ? "Helvetica-Bold" : "Helvetica").fontSize(size);
      ensure(doc.heightOfString(text, { width: width() }));
      doc.fillColor(brand.ink).text(text, left(), doc.y, { width: width() });
      doc.moveDown(0.3);
    },
    space(points = 8) {
      doc.y += points;
    },
    async end() {
      const range = doc.bufferedPageRange();
      const total = range.count;
      for (let i = 0; i < total; i++) {
        doc.switchToPage(range.start + i);
        const y = doc.page.height - MARGIN - FOOTER_HEIGHT + 10;
        const savedBottom = doc.page.margins.bottom;
        doc.page.margins.bottom = 0;
        doc
          .moveTo(left(), y - 4)
          .lineTo(left() + width(), y - 4)
          .lineWidth(0.5)
          .strokeColor("#999999")
          .stroke();
        doc
          .font("Helvetica")
          .fontSize(small ? 6 : 8)
          .fillColor("#555555");
        doc.text(`${brand.name} · ${formatDate(createdAt.toISOString(), options.lang)}`, left(), y, { width: width() / 2, lineBreak: false });
        doc.text(footerTexts[options.lang].page(i + 1, total), left() + width() / 2, y, { width: width() / 2, align: "right", lineBreak: false });
        doc.page.margins.bottom = savedBottom;
      }
      doc.end();
      return done;
    },
  };
  return builder;
}
