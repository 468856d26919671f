/** Whose saved quote the quote page reopens by `?transactionId=` (doc3 §2.7 My quotes). */
import { describe, expect, it } from "vitest";
import type { PlatformClient } from "~/.server/platform";
import { getSession } from "~/.server/session";
import { allowedTransaction } from "./entry.server";

function platformOf(mine: string[]): PlatformClient & { calls: string[] } {
  const calls: string[] = [];
  const get = async (path: string, _query: unknown, _schema: unknown, options?: { auth?: { bearer?: string } }) => {
    calls.push(`${path} ${options?.auth?.bearer ?? ""}`);
    const id = decodeURIComponent(path.split("/").pop() ?? "");
    if (path.startsWith("/api/portal/quotes/") && options?.auth?.bearer === "customer-token" && mine.includes(id))
      return { ok: true, status: 200, data: { transaction: { transactionId: id } } };
    return { ok: false, status: 404 };
  };
  return { get, post: get, calls } as unknown as PlatformClient & { calls: string[] };
}

async function sessionWith(values: { transactionId?: string; customer?: boolean }) {
  const session = await getSession(new Request("http://localhost/"));
  if (values.transactionId) session.set("transactionId", values.transactionId);
  if (values.customer)
    session.set("customer", {
      token: "customer-token",
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      state: "TX",
      firstName: "James",
      remember: false,
    });
  return session;
}

describe("which saved quote reopens", () => {
  it("the session's own transaction", async () => {
    expect(await allowedTransaction({ session: await sessionWith({ transactionId: "tx-1" }), platform: platformOf([]) }, "tx-1")).toBe(true);
  });

  it("doc3 §2.7 a signed-in customer's own quote (My quotes links back to its cards), not another customer's", async () => {
    const platform = platformOf(["tx-mine"]);
    const session = await sessionWith({ customer: true });
    expect(await allowedTransaction({ session, platform }, "tx-mine")).toBe(true);
    expect(await allowedTransaction({ session, platform }, "tx-someone-else")).toBe(false);
  });

  it("a visitor who is not signed in and holds nothing opens nothing", async () => {
    const platform = platformOf(["tx-mine"]);
    expect(await allowedTransaction({ session: await sessionWith({}), platform }, "tx-mine")).toBe(false);
    expect(platform.calls).toEqual([]);
  });
});
