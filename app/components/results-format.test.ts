import { describe, expect, it } from "vitest";
import { formatDate, formatMoney } from "./results-format";

describe("quote dates and money as a shopper reads them", () => {
  it("a start date in English is the medium US date", () => {
    expect(formatDate("2026-11-24", "en")).toBe("Nov 24, 2026");
  });

  it("a start date in Spanish carries the 'de' and the month's period: 24 de nov. de 2026", () => {
    expect(formatDate("2026-11-24", "es")).toBe("24 de nov. de 2026");
    expect(formatDate("2026-09-03T00:00:00Z", "es")).toBe("3 de sept. de 2026");
  });

  it("a value that is not a date is shown as it came", () => {
    expect(formatDate("soon", "es")).toBe("soon");
  });

  it("money keeps its cents in both languages", () => {
    expect(formatMoney(428.5, "en")).toBe("$428.50");
    expect(formatMoney(428.5, "es")).toBe("$428.50");
  });
});
