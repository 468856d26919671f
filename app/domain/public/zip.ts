/**
 * doc1 §5 zip entry: exactly 5 digits; the field takes digit keys only, maxlength 5; zips are
 * shortened to 5 characters where longer (a ZIP+4 such as `75001-1234` from a prefill becomes
 * `75001`). Error text is configurable, default 'You must enter a valid Zip Code'.
 */
import type { PublicMessageKey } from "./messages";

import { isValidZip as isValidZipCode, normalizeZip, ZIP_LENGTH, ZIP_PATTERN } from "../contact-rules";

export { ZIP_LENGTH, ZIP_PATTERN };

export const ZIP_INVALID: PublicMessageKey = "public.zip.invalid";

/** Attributes of the zip input (doc1 §5): numeric keypad, 5 characters at most. */
export const zipInputAttributes = {
  inputMode: "numeric",
  maxLength: ZIP_LENGTH,
  pattern: "[0-9]{5}",
  autoComplete: "postal-code",
} as const;

/** Trimmed and shortened to 5 characters. */
export const shortenZip = normalizeZip;

/** A zip is exactly 5 digits, once shortened (a ZIP+4 from a prefill passes as its 5 digits). */
export const isValidZip = isValidZipCode;

/** Keys the field lets through besides digits: editing, moving, and shortcuts. */
const EDITING_KEYS = new Set(["Backspace", "Delete", "Tab", "Enter", "Escape", "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"]);

/**
 * doc1 §5 "digit keys only": whether a keydown is let through. Digits, editing and navigation
 * keys pass; any other printable character is blocked. Shortcuts with Ctrl or Meta (paste,
 * select all) pass; what they insert is cleaned by `cleanZipInput`.
 */
export function isZipKeyAllowed(event: { key: string; ctrlKey?: boolean; metaKey?: boolean }): boolean {
  if (event.ctrlKey || event.metaKey) return true;
  if (/^\d$/.test(event.key)) return true;
  return EDITING_KEYS.has(event.key);
}

/** What the field holds after typing or pasting: digits only, 5 at most. */
export function cleanZipInput(value: string): string {
  return value.replace(/\D/g, "").slice(0, ZIP_LENGTH);
}
