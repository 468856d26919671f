/** A display phone number as a tel: link: `(800) 555-0142` → `tel:+18005550142` (US numbers). */
export function telHref(display: string): string {
  const digits = display.replace(/\D/g, "");
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `tel:+${digits}`;
  return `tel:${digits}`;
}
