import { describe, expect, it } from "vitest";
import { extractText, getDocumentProxy } from "unpdf";
import { createPdf, formatDate, formatMoney } from "./pdf.ts";

async function textOf(bytes: Buffer): Promise<{ pages: number; text: string }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  return { pages: totalPages, text };
}

describe("the shared PDF base", () => {
  it("writes the brand, title, rows and a table, with page numbers on every page (Spanish)", async () => {
    const pdf = createPdf({
      brand: "delsol",
      lang: "es",
      title: "Página de declaraciones",
      subtitle: "Póliza GB-1",
      createdAt: new Date("2026-11-25T12:00:00Z"),
    });
    pdf.section("Conductores");
    pdf.rows([["Número de póliza", "GB-1"]]);
    pdf.table({
      columns: [
        { header: "Cobertura", width: 2 },
        { header: "Límite", width: 1, align: "right" },
      ],
      rows: Array.from({ length: 80 }, (_, i) => [`Fila ${i}`, "$30,000"]),
    });
    const bytes = await pdf.end();
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const { pages, text } = await textOf(bytes);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain("Seguros Del Sol");
    expect(text).toContain("Página de declaraciones");
    expect(text).toContain(`Página 1 de ${pages}`);
    expect(text).toContain(`Página ${pages} de ${pages}`);
    expect(text).toContain("Fila 79");
  });

  it("is the same bytes for the same input and date (a stored document can be checked by its hash)", async () => {
    const make = async () => {
      const pdf = createPdf({ brand: "lonestar", lang: "en", title: "Declarations", createdAt: new Date("2026-11-25T12:00:00Z") });
      pdf.rows([["Policy number", "X-1"]]);
      return pdf.end();
    };
    expect((await make()).equals(await make())).toBe(true);
  });

  it("formats dates and money per language", () => {
    expect(formatDate("2026-12-01", "en")).toBe("12/01/2026");
    // The US order in Spanish too, as the site's Spanish date fields (MM/DD/AAAA).
    expect(formatDate("2026-12-01", "es")).toBe("12/01/2026");
    expect(formatMoney(1234.5, "en")).toBe("$1,234.50");
  });
});
