/**
 * The portal's policy document download (doc3 §2.1 sold, §2.7, §7.6) over the real platform client,
 * against an in-memory platform: signed out → sign-in with the way back and no platform call; the
 * session's own customer token on the call whatever policy id is sent; the PDF streamed as an
 * attachment that no cache keeps; another customer's policy 404; bad ids 400; the platform down 503.
 */
import { describe, expect, it, vi } from "vitest";
import type * as LoggerModule from "~/.server/logger";
import { capturedLogger, clientOf, fakeAccountPlatform, routeArgs, run } from "../account/test-platform";

const captured = capturedLogger();
vi.mock("~/.server/i18n", () => ({ getInstance: () => ({ t: (key: string) => key }) }));
vi.mock("~/.server/logger", async (original) => ({ ...(await original<typeof LoggerModule>()), logger: () => captured.logger }));

const signIn = await import("../account/sign-in");
const document = await import("./document");

const PDF = Buffer.from("%PDF-1.7 declarations of GBC-TX-00000001");
const json = (status: number, body: Record<string, unknown>) =>
  new Response(JSON.stringify({ isSuccess: status < 400, ...body }), { status, headers: { "content-type": "application/json" } });

/** María owns policy p1 (with its declarations page); any other id is someone else's, or unknown: 404. */
function fakePlatform(options: { down?: boolean } = {}) {
  const account = fakeAccountPlatform();
  const docCalls: { path: string; bearer: string; lang: string | null }[] = [];
  async function handle(input: string, init: RequestInit): Promise<Response> {
    const url = new URL(input);
    if (!url.pathname.startsWith("/api/portal/")) return account.handle(input, init);
    const bearer = new Headers(init.headers).get("authorization")?.replace(/^Bearer /, "") ?? "";
    docCalls.push({ path: url.pathname, bearer, lang: url.searchParams.get("header.lang") });
    if (!account.tokens.get(bearer)) return json(401, { message: "Please sign in." });
    if (options.down) return json(503, { message: "Unavailable." });
    const lang = url.searchParams.get("header.lang");
    if (url.pathname === "/api/portal/policies/p1/documents/declarations")
      return json(200, {
        document: PDF.toString("base64"),
        fileName: lang === "es" ? "declaraciones-GBC-TX-00000001.pdf" : "declarations-GBC-TX-00000001.pdf",
        contentType: "application/pdf",
        sha256: "0".repeat(64),
      });
    return json(404, { message: "Policy not found.", messageCode: "POLICY_NOT_FOUND" });
  }
  return { ...account, handle, docCalls };
}
type Fake = ReturnType<typeof fakePlatform>;
type Args = Parameters<typeof document.loader>[0];

async function signedIn(fake: Fake): Promise<string> {
  const response = (await run(
    signIn.action,
    routeArgs(clientOf(fake), "/sign-in", { form: { email: "maria.garcia@example.com", password: "Demo#2026" } }),
  )) as Response;
  return (response.headers.get("set-cookie") ?? "").split(";")[0]!;
}

function args(fake: Fake, policyId: string, documentId: string, options: { cookie?: string; lang?: "en" | "es" } = {}): Args {
  const prefix = options.lang === "es" ? "/es" : "";
  const a = routeArgs<Args>(clientOf(fake), `${prefix}/portal/documents/${policyId}/${documentId}`, options);
  return { ...a, params: { policyId, documentId } } as Args;
}

describe("doc3 §2.7, §7.6 the portal's policy document download", () => {
  it("doc3 §6 signed out: the sign-in page with this address to come back to, and no platform call", async () => {
    const fake = fakePlatform();
    const answer = (await run(document.loader, args(fake, "p1", "declarations", { lang: "es" }))) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/es/sign-in?redirectTo=%2Fes%2Fportal%2Fdocuments%2Fp1%2Fdeclarations");
    expect(fake.docCalls).toEqual([]);
  });

  it("doc3 §2.1 sold: the PDF as an attachment, private and not stored, asked for with the session's own token", async () => {
    const fake = fakePlatform();
    const cookie = await signedIn(fake);
    const answer = (await run(document.loader, args(fake, "p1", "declarations", { cookie }))) as Response;
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/pdf");
    expect(answer.headers.get("content-disposition")).toBe('attachment; filename="declarations-GBC-TX-00000001.pdf"');
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await answer.arrayBuffer()).equals(PDF)).toBe(true);
    const call = fake.docCalls.at(-1)!;
    expect(fake.tokens.get(call.bearer)).toBe("maria.garcia@example.com");
    expect(call.path).toBe("/api/portal/policies/p1/documents/declarations");
  });

  it("doc3 §7.6 another customer's policy (or an unknown one) is 404 with nothing of it; bad ids 400 without a platform call", async () => {
    const fake = fakePlatform();
    const cookie = await signedIn(fake);
    const other = (await run(document.loader, args(fake, "p2", "declarations", { cookie }))) as Response;
    expect(other.status).toBe(404);
    expect(await other.text()).toBe("Not found");
    expect(fake.tokens.get(fake.docCalls.at(-1)!.bearer)).toBe("maria.garcia@example.com");
    const before = fake.docCalls.length;
    expect(((await run(document.loader, args(fake, "p1", "passport", { cookie }))) as Response).status).toBe(400);
    expect(((await run(document.loader, args(fake, "p1;drop", "declarations", { cookie }))) as Response).status).toBe(400);
    expect(fake.docCalls.length).toBe(before);
  });

  it("doc3 §8 the platform not answering is a clear 503, never a 500", async () => {
    const fake = fakePlatform({ down: true });
    const cookie = await signedIn(fake);
    const answer = (await run(document.loader, args(fake, "p1", "declarations", { cookie }))) as Response;
    expect(answer.status).toBe(503);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
  });
});
