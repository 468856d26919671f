/**
 * Where sign-in returns a visitor whom a signed-in page sent to it (`/sign-in?redirectTo=/portal?tabid=rewards`):
 * a path on this site only. Anything else (another host, `//evil.example`, a backslash trick, a
 * scheme, control characters, an over-long value) is ignored and the configured welcome page is used.
 */
export const RETURN_PATH_MAX = 512;

export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > RETURN_PATH_MAX) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    const url = new URL(value, "http://site.invalid");
    if (url.origin !== "http://site.invalid") return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
