import { describe, expect, it } from "vitest";
import { contentRootsFor, redirectPath, rewriteFormAction } from "./content-paths";
import { isSubmitEnabled, isValidEmail } from "./email";
import { emailSchema } from "./email-schema";
import { newsletterSubmission } from "./newsletter";
import { outOfStateFormSchema, outOfStateOutcome, outOfStateState } from "./out-of-state";

const roots = contentRootsFor(["lonestar", "bluebonnet", "gulfcoast"]);

describe("doc1 §5 e-mail pattern", () => {
  it.each(["ana@example.com", "ana.maria+quotes@mail.example.co", "o'neil@example.org", " ana@example.com "])("accepts %j", (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(["", "ana", "ana@", "@example.com", "ana@example", "ana@@example.com", "ana example@x.com", "ana@-example.com", "ana@example.c"])(
    "refuses %j",
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );

  it("an over-long address is refused", () => {
    expect(isValidEmail(`${"a".repeat(250)}@x.com`)).toBe(false);
  });

  it("doc1 §5 forgot password and out-of-state: the button stays disabled until the e-mail is valid", () => {
    expect(isSubmitEnabled("ana@exa")).toBe(false);
    expect(isSubmitEnabled("ana@example.com")).toBe(true);
  });

  it("the schema trims and gives the configured message or the default key", () => {
    expect(emailSchema().parse(" ana@example.com ")).toBe("ana@example.com");
    expect(emailSchema().safeParse("x").error?.issues[0]?.message).toBe("public.email.invalid");
    expect(emailSchema("Bad e-mail").safeParse("x").error?.issues[0]?.message).toBe("Bad e-mail");
  });
});

describe("doc1 §5 newsletter", () => {
  it("an invalid e-mail submits nothing and says nothing", () => {
    expect(newsletterSubmission({ email: "not-an-email", action: "/content/lonestar/newsletter", contentRoots: roots })).toEqual({ submit: false });
  });

  it("the action's brand site root is rewritten to '/' for each of the three brands", () => {
    for (const brand of ["lonestar", "bluebonnet", "gulfcoast"]) {
      expect(newsletterSubmission({ email: "ana@example.com", action: `/content/${brand}/newsletter/subscribe`, contentRoots: roots })).toEqual({
        submit: true,
        email: "ana@example.com",
        action: "/newsletter/subscribe",
      });
    }
  });

  it("other actions are left alone; query strings survive; a root is matched by whole segment", () => {
    expect(rewriteFormAction("/newsletter", roots)).toBe("/newsletter");
    expect(rewriteFormAction("/content/lonestar/subscribe?src=footer", roots)).toBe("/subscribe?src=footer");
    expect(rewriteFormAction("/content/lonestarx/subscribe", roots)).toBe("/content/lonestarx/subscribe");
    expect(rewriteFormAction("/content/lonestar", roots)).toBe("/");
  });
});

describe("doc1 §7 out-of-state :redirect path", () => {
  it.each([
    ["/content/lonestar/en/auto-insurance.html", "/auto-insurance"],
    ["/content/lonestar/es/auto-insurance.html", "/es/auto-insurance"],
    ["/content/bluebonnet/es.html", "/es"],
    ["/content/gulfcoast/en.html", "/"],
    ["/content/gulfcoast/en/index.html", "/"],
    ["/content/gulfcoast/es/index.html", "/es"],
    ["/content/lonestar/thank-you.html?from=oos", "/thank-you?from=oos"],
    ["/thank-you", "/thank-you"],
    ["/es/gracias.html", "/es/gracias"],
  ])("%s → %s", (input, expected) => {
    expect(redirectPath(input, roots)).toBe(expected);
  });

  it.each(["https://evil.example/x", "//evil.example/x", "javascript:alert(1)", "/content/lonestar//evil.example", "\\\\evil", ""])(
    "never leaves the site: %j → /",
    (input) => {
      expect(redirectPath(input, roots)).toBe("/");
    },
  );
});

describe("doc1 §2, §4 out-of-state block", () => {
  it("the state comes from ?state= first, then storage", () => {
    expect(outOfStateState({ query: "ca", stored: "AZ" })).toBe("CA");
    expect(outOfStateState({ query: null, stored: "az" })).toBe("AZ");
    expect(outOfStateState({ query: "California", stored: "NV" })).toBe("NV");
    expect(outOfStateState({ query: "", stored: null })).toBeNull();
  });

  it("a state with a configured link redirects after the configured seconds", () => {
    expect(outOfStateOutcome("CA", { links: { ca: "https://partner.example/ca" }, redirectSeconds: 7 })).toEqual({
      kind: "redirect",
      state: "CA",
      href: "https://partner.example/ca",
      afterSeconds: 7,
    });
  });

  it("otherwise the e-mail form shows", () => {
    expect(outOfStateOutcome("NV", { links: { CA: "https://partner.example/ca" }, redirectSeconds: 5 })).toEqual({ kind: "email-form", state: "NV" });
    expect(outOfStateOutcome(null, { links: { CA: "https://partner.example/ca" }, redirectSeconds: 5 })).toEqual({ kind: "email-form", state: null });
    expect(outOfStateOutcome("CA", { links: { CA: " " }, redirectSeconds: 5 }).kind).toBe("email-form");
    expect(outOfStateOutcome("CA", { links: { CA: "javascript:alert(1)" }, redirectSeconds: 5 }).kind).toBe("email-form");
  });

  it("doc1 §7 the form sends oos-email, oos-state and a cleaned :redirect", () => {
    const schema = outOfStateFormSchema({ contentRoots: roots });
    expect(schema.parse({ "oos-email": " ana@example.com ", "oos-state": "nv", ":redirect": "/content/lonestar/es/gracias.html" })).toEqual({
      "oos-email": "ana@example.com",
      "oos-state": "NV",
      ":redirect": "/es/gracias",
    });
    const bad = schema.safeParse({ "oos-email": "nope", "oos-state": "Nevada", ":redirect": "https://evil.example" });
    expect(bad.error?.issues.map((i) => i.path[0]).sort()).toEqual(["oos-email", "oos-state"]);
    expect(schema.parse({ "oos-email": "a@b.co", "oos-state": "NV" })[":redirect"]).toBe("/");
  });
});
