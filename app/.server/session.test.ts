import { describe, expect, it } from "vitest";
import { commitSession, getSession } from "./session";

describe("visitor session cookie", () => {
  it("is HttpOnly, SameSite=Lax and signed, and round-trips identifiers", async () => {
    const session = await getSession(new Request("http://localhost/"));
    session.set("transactionId", "trx-123");
    const cookie = await commitSession(new Request("http://localhost/"), session);
    expect(cookie).toMatch(/^session=/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    const value = cookie.split(";")[0]!;
    const back = await getSession(new Request("http://localhost/", { headers: { cookie: value } }));
    expect(back.get("transactionId")).toBe("trx-123");
  });

  it("uses a __Host- Secure cookie over HTTPS", async () => {
    const request = new Request("https://lonestar.example/");
    const cookie = await commitSession(request, await getSession(request));
    expect(cookie).toMatch(/^__Host-session=/);
    expect(cookie).toContain("Secure");
  });

  it("ignores a cookie whose signature was tampered with", async () => {
    const request = new Request("http://localhost/");
    const session = await getSession(request);
    session.set("transactionId", "trx-mine");
    const value = (await commitSession(request, session)).split(";")[0]!;
    const [name, raw] = value.split("=") as [string, string];
    const forged = `${name}=${raw.slice(0, -3)}abc`;
    const back = await getSession(new Request("http://localhost/", { headers: { cookie: forged } }));
    expect(back.get("transactionId")).toBeUndefined();
  });
});
