/** Dollars in the page's language: `$59.00`. */
export function formatDollars(amount: number, lang: "en" | "es"): string {
  return new Intl.NumberFormat(lang === "es" ? "es-US" : "en-US", { style: "currency", currency: "USD" }).format(amount);
}
