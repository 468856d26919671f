/** Money and dates on the quote cards, per language. */
import type { Language } from "~/domain/site";

const money = new Map<string, Intl.NumberFormat>();

/** Dollars and cents; with `{ cents: false }` whole dollars, rounded down (an amount "from" which a price starts). */
export function formatMoney(amount: number, lang: Language, options: { cents?: boolean } = {}): string {
  const locale = lang === "es" ? "es-US" : "en-US";
  const digits = options.cents === false ? 0 : 2;
  const key = `${locale}:${digits}`;
  let format = money.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "currency", currency: "USD", minimumFractionDigits: digits, maximumFractionDigits: digits });
    money.set(key, format);
  }
  return format.format(digits === 0 ? Math.floor(amount) : amount);
}

export function formatDate(iso: string, lang: Language): string {
  const date = new Date(`${iso.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(lang === "es" ? "es-US" : "en-US", { dateStyle: "medium", timeZone: "UTC" }).format(date);
}
