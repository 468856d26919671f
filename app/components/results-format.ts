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

const dates = new Map<Language, Intl.DateTimeFormat>();

/**
 * A calendar date as a shopper reads it: "Nov 24, 2026"; in Spanish "24 de nov. de 2026" (the
 * abbreviated month with its period and the "de" that Spanish dates carry).
 */
export function formatDate(iso: string, lang: Language): string {
  const date = new Date(`${iso.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  let format = dates.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === "es" ? "es-US" : "en-US", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
    dates.set(lang, format);
  }
  if (lang !== "es") return format.format(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => format.formatToParts(date).find((p) => p.type === type)?.value ?? "";
  const month = part("month").replace(/\.$/, "");
  return `${part("day")} de ${month}. de ${part("year")}`;
}
