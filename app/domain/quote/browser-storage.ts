/**
 * What the quote flow keeps in the browser (doc2 §3): nothing. The draft, with the
 * visitor's personal data, lives on the server under the session's opaque id; the zip entry's zip,
 * state and city travel in an HttpOnly cookie that expires after 168 hours.
 */

/** The browser-storage key an earlier version of the page kept the whole draft under (`driverPrefill:<brand>`). */
export const STORED_PREFILL_PREFIX = "driverPrefill";

type KeyedStorage = Pick<Storage, "length" | "key" | "removeItem">;

/**
 * The browser keeps nothing personal. The draft lives on the server only (the revisit
 * rules read it there); copies an earlier version left in browser storage, with date of birth,
 * licence, e-mail, phone and address, are removed. Returns how many were removed.
 */
export function forgetStoredPrefill(storage: KeyedStorage): number {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(STORED_PREFILL_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
  return keys.length;
}
