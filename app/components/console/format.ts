/** Times in the console: the agency's time zone (America/Chicago), in the page's language. */
import type { Language } from "~/domain/site";

export function centralTime(iso: string | null | undefined, lang: Language): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(lang === "es" ? "es-US" : "en-US", { timeZone: "America/Chicago", dateStyle: "medium", timeStyle: "short" }).format(date);
}

/** Ten digits as ddd-ddd-dddd (doc3 §9); anything else as given. */
export function phoneText(digits: string): string {
  return /^\d{10}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : digits;
}
