import { describe, expect, it } from "vitest";
import { messageKey } from "../message";
import { allTicked, consentLocked, consentSchema, consentStateOf, referralSchema } from "./forms";

const limits = { minAge: 15, maxAge: 75, askAge: true };
const good = { refFirstName: "Ana", refLastName: "Lopez", refEmail: "ana@example.com", refPhone: "214-555-0142", refAge: "30" };

describe("doc3 §5.6 referral form", () => {
  it("accepts a complete referral and sends the phone as digits", () => {
    const parsed = referralSchema(limits).safeParse(good);
    expect(parsed.success && parsed.data).toMatchObject({ refPhone: "2145550142", refAge: 30 });
  });
  it.each([
    ["first name below the minimum length", { refFirstName: "A" }, "refFirstName", "portal.errors.firstName"],
    ["empty first name", { refFirstName: "" }, "refFirstName", "portal.errors.required"],
    ["e-mail pattern", { refEmail: "ana@" }, "refEmail", "portal.errors.email"],
    ["phone pattern", { refPhone: "555-01" }, "refPhone", "portal.errors.phone"],
    ["age under 15", { refAge: "14" }, "refAge", messageKey("portal.errors.age", { min: 15, max: 75 })],
    ["age over 75", { refAge: "76" }, "refAge", messageKey("portal.errors.age", { min: 15, max: 75 })],
  ])("%s is refused", (_name, change, field, message) => {
    const parsed = referralSchema(limits).safeParse({ ...good, ...change });
    expect(parsed.success).toBe(false);
    const issue = parsed.error?.issues.find((i) => i.path[0] === field);
    expect(issue?.message).toBe(message);
  });
  it("ages 15 and 75 are inside the limits; no age is asked when the brand does not ask it", () => {
    expect(referralSchema(limits).safeParse({ ...good, refAge: "15" }).success).toBe(true);
    expect(referralSchema(limits).safeParse({ ...good, refAge: "75" }).success).toBe(true);
    expect(referralSchema({ ...limits, askAge: false }).safeParse({ ...good, refAge: undefined }).success).toBe(true);
  });
});

describe("doc3 §4.6, §5.6 consent form", () => {
  const boxes = ["consentTexts", "consentCalls"];
  it("every box must be ticked, else the required-field error", () => {
    expect(consentSchema(boxes).safeParse({ id: "c1", consentTexts: "on", consentCalls: "on" }).success).toBe(true);
    const parsed = consentSchema(boxes).safeParse({ id: "c1", consentTexts: "on" });
    expect(parsed.error?.issues.map((i) => i.message)).toEqual(["portal.errors.consentRequired"]);
    expect(allTicked({ consentTexts: true, consentCalls: true }, boxes)).toBe(true);
    expect(allTicked({ consentTexts: true }, boxes)).toBe(false);
  });
  it("already consented when the completed flag is set; inputs locked after any state", () => {
    expect(consentStateOf({ cf_customer_consent_form_completed: true })).toBe("alreadyConsented");
    expect(consentStateOf({ cf_customer_consent_form_completed: false })).toBe("open");
    expect(consentStateOf(null)).toBe("error");
    expect(consentLocked("open")).toBe(false);
    expect(consentLocked("success")).toBe(true);
    expect(consentLocked("error")).toBe(true);
    expect(consentLocked("alreadyConsented")).toBe(true);
  });
});
