import { describe, expect, it } from "vitest";
import { commitSession, getSession, seal, sessionKey, unseal } from "./session";

const http = () => new Request("http://localhost/");
const cookieValue = (setCookie: string) => setCookie.split(";")[0]!;
const withCookie = (cookie: string) => new Request("http://localhost/", { headers: { cookie } });

/** The cookie's value as the browser holds it, decoded as far as anyone without the key can. */
function readable(setCookie: string): string {
  const raw = decodeURIComponent(cookieValue(setCookie).split("=").slice(1).join("="));
  return `${raw} ${Buffer.from(raw, "base64").toString("latin1")} ${Buffer.from(raw, "base64url").toString("latin1")}`;
}

describe("visitor session cookie", () => {
  it("is HttpOnly and SameSite=Lax, and round-trips identifiers", async () => {
    const session = await getSession(http());
    session.set("transactionId", "trx-123");
    session.set("draftId", "draft-abc");
    session.set("verifiedQuotes", ["rq_1", "rq_2"]);
    const cookie = await commitSession(http(), session);
    expect(cookie).toMatch(/^session=/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    const back = await getSession(withCookie(cookieValue(cookie)));
    expect(back.get("transactionId")).toBe("trx-123");
    expect(back.get("draftId")).toBe("draft-abc");
    expect(back.get("verifiedQuotes")).toEqual(["rq_1", "rq_2"]);
  });

  it("uses a __Host- Secure cookie over HTTPS", async () => {
    const request = new Request("https://lonestar.example/");
    const cookie = await commitSession(request, await getSession(request));
    expect(cookie).toMatch(/^__Host-session=/);
    expect(cookie).toContain("Secure");
    expect(cookie).not.toContain("Domain=");
  });

  it("the cookie is encrypted: no transaction or draft id can be read from it", async () => {
    const session = await getSession(http());
    session.set("transactionId", "tx-readable-4242");
    session.set("draftId", "draft-readable-7777");
    const cookie = await commitSession(http(), session);
    const text = readable(cookie);
    for (const secret of ["tx-readable-4242", "draft-readable-7777", "transactionId", "draftId"]) expect(text).not.toContain(secret);
    // Two commits of the same data differ (a fresh IV each time), so equal sessions cannot be spotted.
    expect(cookieValue(await commitSession(http(), session))).not.toBe(cookieValue(cookie));
  });

  it("a tampered cookie opens as a new, empty session (no error)", async () => {
    const session = await getSession(http());
    session.set("transactionId", "trx-mine");
    const value = cookieValue(await commitSession(http(), session));
    const [name, raw] = [value.slice(0, value.indexOf("=")), value.slice(value.indexOf("=") + 1)];
    const flipped = raw.slice(0, 20) + (raw[20] === "A" ? "B" : "A") + raw.slice(21);
    for (const forged of [`${name}=${flipped}`, `${name}=${raw.slice(0, -6)}`, `${name}=garbage`, `${name}=%zz`, `${name}=`, `${name}=${"A".repeat(5000)}`]) {
      const back = await getSession(withCookie(forged));
      expect(back.get("transactionId")).toBeUndefined();
      expect(back.data).toEqual({});
    }
  });

  it("a value sealed under another secret or for another cookie name does not open", () => {
    const key = sessionKey("a".repeat(32));
    const sealed = seal({ transactionId: "tx-1" }, key, "session");
    expect(unseal(sealed, key, "session")).toEqual({ transactionId: "tx-1" });
    expect(unseal(sealed, sessionKey("b".repeat(32)), "session")).toBeNull();
    expect(unseal(sealed, key, "__Host-session")).toBeNull();
    expect(unseal(seal(["not", "an", "object"], key, "session"), key, "session")).toBeNull();
  });
});
