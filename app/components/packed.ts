/**
 * Loader data that travels as one JSON string. React Router's data stream rebuilds every value of
 * an object one by one in the browser while the page starts: for a list of sixty offices or the
 * page's UI strings (some 900 values each) a task of 30 ms or more on a slow phone. One string
 * costs it nothing, and JSON.parse reads it back in well under a millisecond. For plain JSON data
 * only (no dates, no undefined).
 */
export type Packed<T> = string & { readonly __packed?: T };

export function pack<T>(value: T): Packed<T> {
  return JSON.stringify(value) as Packed<T>;
}

const recent = new Map<string, unknown>();

/** The value of a packed string; the same object for the same string while it is recent. */
export function unpack<T>(packed: Packed<T>): T {
  let value = recent.get(packed);
  if (value === undefined) {
    value = JSON.parse(packed);
    recent.set(packed, value);
    if (recent.size > 8) recent.delete(recent.keys().next().value!);
  }
  return value as T;
}
