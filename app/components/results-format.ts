/** Money and dates on the quote cards, per language. */
import type { Language } from "~/domain/site";

const money = new Map<string, Intl.NumberFormat>();

export function formatMoney(amount: number, lang: Language): string {
  const locale = lang === "es" ? "es-US" : "en-US";
  let format = money.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });
    money.set(locale, format);
  }
  return format.format(amount);
}

export function formatDate(iso: string, lang: Language): string {
  const date = new Date(`${iso.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(lang === "es" ? "es-US" : "en-US", { dateStyle: "medium", timeZone: "UTC" }).format(date);
}
