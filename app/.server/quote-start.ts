/**
 * What the zip entry remembers for the quote page (doc1 §3, §9: zipCodeStored, customerState and
 * cityStored, kept 168 hours). The site keeps them in one HttpOnly cookie that the server reads,
 * so the quote page's driver step 3/3 starts with the zip, city and state the visitor gave.
 */
import { createContext, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { readCookie } from "./site-context";
import { ZIP_PATTERN } from "~/domain/contact-rules";

export const QUOTE_START_COOKIE = "quote_start";

export const quoteStartSchema = z.object({
  zip: z.string().regex(ZIP_PATTERN),
  state: z.string().regex(/^[A-Z]{2}$/),
  city: z.string().max(80),
});
export type QuoteStart = z.infer<typeof quoteStartSchema>;

/** The remembered zip, state and city, or null when there is none (or it is malformed). */
export function readQuoteStart(request: Request): QuoteStart | null {
  const raw = readCookie(request.headers.get("cookie"), QUOTE_START_COOKIE);
  if (!raw) return null;
  try {
    const parsed = quoteStartSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The Set-Cookie value that remembers them for `hours` (the settings' storedStateHours, 168). */
export function quoteStartCookie(value: QuoteStart, options: { hours: number; secure: boolean }): string {
  const parts = [
    `${QUOTE_START_COOKIE}=${encodeURIComponent(JSON.stringify(quoteStartSchema.parse(value)))}`,
    "Path=/",
    "SameSite=Lax",
    "HttpOnly",
    `Max-Age=${Math.round(options.hours * 3600)}`,
  ];
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

/** A place saved by this request's action: what the next page of the same request starts from. */
const savedStartContext = createContext<QuoteStart | null>(null);

/** Remembers, for the rest of this request, the place the action just saved (its cookie goes out with the answer). */
export function rememberQuoteStart(context: Readonly<RouterContextProvider>, value: QuoteStart): void {
  context.set(savedStartContext, value);
}

/** The visitor's zip, state and city as of this point of the request: the action's new place, else the cookie's. */
export function currentQuoteStart(request: Request, context: Readonly<RouterContextProvider>): QuoteStart | null {
  return context.get(savedStartContext) ?? readQuoteStart(request);
}
