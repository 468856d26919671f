import { describe, expect, it } from "vitest";
import { documentPath, membershipResultSchema, paymentStart, returnView } from "./outcome";

const result = (over: Record<string, unknown> = {}) =>
  membershipResultSchema.parse({
    transactionId: "rsa_abcdefghijklmnopqrstuvwx",
    policyNumber: "RSA2611123456",
    paymentDate: "2026-11-25T15:00:00.000Z",
    email: "rosa@example.com",
    policyDocumentUrl: "http://localhost:3000/roadside/document/rsa_abcdefghijklmnopqrstuvwx?key=abc",
    statusCode: 200,
    memberType: "family",
    ...over,
  });

describe("doc3 §4.4, §8 roadside outcomes", () => {
  it("doc3 §8: an empty payment URL is logged as an error; an http(s) one is followed", () => {
    expect(paymentStart("")).toEqual({ kind: "error", log: "empty payment URL" });
    expect(paymentStart(undefined)).toEqual({ kind: "error", log: "empty payment URL" });
    expect(paymentStart("javascript:alert(1)")).toEqual({ kind: "error", log: "empty payment URL" });
    expect(paymentStart("http://localhost:3000/sandbox/roadside-pay/rsa_x")).toEqual({
      kind: "redirect",
      url: "http://localhost:3000/sandbox/roadside-pay/rsa_x",
    });
  });

  it("doc3 §4.4: a policy number means confirmed, with the document link as a path on this site", () => {
    const view = returnView({ ok: true, data: result() });
    expect(view).toMatchObject({ kind: "confirmed", policyNumber: "RSA2611123456", documentHref: "/roadside/document/rsa_abcdefghijklmnopqrstuvwx?key=abc" });
  });

  it("doc3 §4.4: an empty policy number shows the failure with retry (declined or not paid)", () => {
    expect(returnView({ ok: true, data: result({ policyNumber: "", statusCode: 402, resultMessage: "Your card was declined." }) })).toEqual({
      kind: "failed",
      reason: "declined",
      resultMessage: "Your card was declined.",
      log: null,
    });
    expect(returnView({ ok: true, data: result({ policyNumber: " ", statusCode: 202 }) })).toMatchObject({ kind: "failed", reason: "not-paid" });
  });

  it("doc3 §8: a 503 on return (or no answer) is logged as a redirection error and shows the failure", () => {
    expect(returnView({ ok: false, status: 503 })).toMatchObject({ kind: "failed", reason: "redirection-error", log: "redirection error" });
    expect(returnView(null)).toMatchObject({ kind: "failed", reason: "redirection-error", log: "redirection error" });
    expect(returnView({ ok: false, status: 404 })).toMatchObject({ kind: "failed", reason: "not-found", log: null });
  });

  it("a document URL that is not the membership document's path is not linked", () => {
    expect(documentPath("https://evil.example/x")).toBe("");
    expect(documentPath("not a url")).toBe("");
  });
});
