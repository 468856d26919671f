import { describe, expect, it } from "vitest";
import {
  CODE_PATTERN,
  MAX_ATTEMPTS,
  codeMatches,
  contactStatus,
  generateCode,
  hashCode,
  maskDestination,
  openCode,
  outcomeOf,
  sealCode,
} from "./verification-codes.ts";

const secret = "s".repeat(40);

describe("verification codes (doc3 §4.2, §9)", () => {
  it("doc3 §4.2 codes: 6 random digits, not repeating", () => {
    const codes = Array.from({ length: 200 }, generateCode);
    for (const code of codes) expect(code).toMatch(CODE_PATTERN);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it("codes are kept as a keyed hash: the entry matches only its own transaction's code under the same secret", () => {
    const stored = hashCode(secret, "tx-1", "123456");
    expect(stored).not.toContain("123456");
    expect(codeMatches(secret, "tx-1", "123456", stored)).toBe(true);
    expect(codeMatches(secret, "tx-1", "123457", stored)).toBe(false);
    expect(codeMatches(secret, "tx-2", "123456", stored)).toBe(false);
    expect(codeMatches("t".repeat(40), "tx-1", "123456", stored)).toBe(false);
  });

  it("the sealed copy opens for the console under the same secret only", () => {
    const sealed = sealCode(secret, "004213");
    expect(sealed).not.toContain("004213");
    expect(openCode(secret, sealed)).toBe("004213");
    expect(openCode("t".repeat(40), sealed)).toBeNull();
    expect(openCode(secret, sealed.slice(0, -2) + "AA")).toBeNull();
  });

  it("doc3 §3 Contact Verification Status: '' before any code, no, verify-1/verify-2 while codes await the agent, yes when both are confirmed", () => {
    expect(contactStatus("", "")).toBe("");
    expect(contactStatus("sent", "sent")).toBe("no");
    expect(contactStatus("verify", "sent")).toBe("verify-1");
    expect(contactStatus("yes", "verify")).toBe("verify-1");
    expect(contactStatus("verify", "verify")).toBe("verify-2");
    expect(contactStatus("yes", "no")).toBe("no");
    expect(contactStatus("expired", "")).toBe("no");
    expect(contactStatus("yes", "yes")).toBe("yes");
  });

  it("doc3 §8 code failures: e-mail code wrong, text code wrong, both wrong", () => {
    expect(outcomeOf("no", "yes")).toBe("emailWrong");
    expect(outcomeOf("verify", "no")).toBe("textWrong");
    expect(outcomeOf("no", "no")).toBe("bothWrong");
    expect(outcomeOf("yes", "verify")).toBeNull();
  });

  it("doc3 §9: up to 3 verification attempts per channel", () => {
    expect(MAX_ATTEMPTS).toBe(3);
  });

  it("destinations are masked when shown back", () => {
    expect(maskDestination("email", "maria@example.com")).toBe("m•••@example.com");
    expect(maskDestination("sms", "2145550101")).toBe("•••-•••-0101");
  });
});
