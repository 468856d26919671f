/**
 * Renters quotes belong to the browser that made them (DESIGN "a customer can never read
 * another customer's data whatever id is sent"): the sealed renters cookie is the only way a
 * transaction id opens a repeat quote, the rate results, the purchase or the declarations PDF.
 */
import { describe, expect, it } from "vitest";
import { holdsQuote, rememberQuote } from "~/routes/renters/quotes.server";

const url = new URL("http://localhost/renters");
const id = (n: number) => `rnt_${String(n).padStart(27, "A")}`;
const withCookie = (setCookie: string | null) => new Request(url, { headers: setCookie ? { cookie: setCookie.split(";")[0]! } : {} });

describe("renters quotes cookie", () => {
  it("doc3 §2.3: a quote this browser made is honoured; another browser's transaction id is not", () => {
    const mine = id(1);
    const cookie = rememberQuote(new Request(url), url, mine);
    expect(cookie).toMatch(/^renters=.+; Path=\/; SameSite=Lax; HttpOnly; Max-Age=604800$/);
    expect(holdsQuote(withCookie(cookie), url, mine)).toBe(true);
    expect(holdsQuote(withCookie(cookie), url, id(2))).toBe(false);
    expect(holdsQuote(withCookie(null), url, mine)).toBe(false);
    expect(holdsQuote(withCookie(cookie), url, "not-an-id")).toBe(false);
  });

  it("a cookie changed by hand opens nothing; the latest five quotes are kept (168 hours)", () => {
    const cookie = rememberQuote(new Request(url), url, id(1));
    const [name, value] = cookie.split(";")[0]!.split("=") as [string, string];
    const tampered = `${name}=${value.slice(0, -4)}AAAA`;
    expect(holdsQuote(new Request(url, { headers: { cookie: tampered } }), url, id(1))).toBe(false);

    let latest = cookie;
    for (let n = 2; n <= 7; n++) latest = rememberQuote(withCookie(latest), url, id(n));
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => holdsQuote(withCookie(latest), url, id(n)))).toEqual([false, false, true, true, true, true, true]);
  });
});
