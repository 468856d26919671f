/** Quote settings from the CMS (doc2 §4, §5): the fields the wizard reads, with their defaults in one place. */
import { describe, expect, it } from "vitest";
import { quoteDefaults } from "~/domain/content-defaults";
import { quoteSettingsSchema } from "./schemas.ts";

describe("quote settings", () => {
  it("doc2 §5 a bare settings document takes every default: birth-date message with {0} and {1}, partner flag, coming-soon page, policies", () => {
    const s = quoteSettingsSchema.parse({ brandCode: "acme" });
    expect(s.invalidBirthDateMessage).toEqual(quoteDefaults.invalidBirthDateMessage);
    expect(s.invalidBirthDateMessage.en).toContain("{0}");
    expect(s.invalidBirthDateMessage.es).toContain("{1}");
    expect(s.partnerConsentRequired).toBe(true);
    expect(s.comingSoonPath).toBe("/coming-soon");
    expect(s.privacyPolicy.en.split("\n\n")).toHaveLength(3);
    expect(s.smsPolicy.es).toContain("STOP");
  });

  it("doc2 §5 the configured birth-date message is used; a language left empty takes its default", () => {
    const s = quoteSettingsSchema.parse({ brandCode: "acme", invalidBirthDateMessage: { en: "Ages {0} to {1} only.", es: "  " } });
    expect(s.invalidBirthDateMessage).toEqual({ en: "Ages {0} to {1} only.", es: quoteDefaults.invalidBirthDateMessage.es });
  });

  it("doc2 §4 the partner consent flag can be turned off; the policy texts can be replaced", () => {
    const s = quoteSettingsSchema.parse({
      brandCode: "acme",
      partnerConsentRequired: false,
      smsPolicy: { en: "Texts: reply STOP.", es: "Mensajes: responde STOP." },
      privacyPolicy: null,
    });
    expect(s.partnerConsentRequired).toBe(false);
    expect(s.smsPolicy).toEqual({ en: "Texts: reply STOP.", es: "Mensajes: responde STOP." });
    expect(s.privacyPolicy).toEqual(quoteDefaults.privacyPolicy);
  });

  it("doc2 §5 the coming-soon page must be a path on this site", () => {
    expect(quoteSettingsSchema.parse({ brandCode: "acme", comingSoonPath: "/pronto" }).comingSoonPath).toBe("/pronto");
    for (const bad of ["https://elsewhere.example", "//elsewhere.example", "coming-soon", "/x?y=1"]) {
      expect(quoteSettingsSchema.safeParse({ brandCode: "acme", comingSoonPath: bad }).success).toBe(false);
    }
  });
});
