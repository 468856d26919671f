import { describe, expect, it } from "vitest";
import { flowSettingsSchemas } from "~/.server/content";
import { buyOnlineDefaults } from "~/.server/content/settings/buy-online";
import { buyOnlineSettingsFields } from "../../../studio/seed/buy-online";
import { buyOnlineFields } from "../../../cms-schemas/settings/buy-online";
import { pageSettings } from "./settings.server";

describe("buy-online settings (doc3 §2.1, §8, §9)", () => {
  it("doc3 §9: an empty document gives the refresh time of 10000 ms and every configured message in both languages", () => {
    const settings = flowSettingsSchemas.buyOnlineSettings.parse({ brandCode: "lonestar" });
    expect(settings.refreshMs).toBe(10_000);
    expect(settings.payLinkReloadMs).toBe(buyOnlineDefaults.payLinkReloadMs);
    for (const key of [
      "loadFailure",
      "dataNotCorrect",
      "allFieldsRequired",
      "wrongVin",
      "paymentErrorTitle",
      "paymentErrorBody",
      "carrierErrorTitle",
    ] as const) {
      expect(settings[key].en.length).toBeGreaterThan(0);
      expect(settings[key].es.length).toBeGreaterThan(0);
      expect(settings[key].es).not.toBe(settings[key].en);
    }
  });

  it("an edited message wins; a blank one falls back; the page gets its language only", () => {
    const settings = flowSettingsSchemas.buyOnlineSettings.parse({ brandCode: "lonestar", wrongVin: { en: "Bad VIN", es: " " }, refreshMs: 5000 });
    const es = pageSettings(settings, "es");
    expect(pageSettings(settings, "en").messages.wrongVin).toBe("Bad VIN");
    expect(es.messages.wrongVin).toBe(buyOnlineDefaults.wrongVin.es);
    expect(es.refreshMs).toBe(5000);
  });

  it("every Studio field is seeded and read by the site", () => {
    const seeded = Object.keys(buyOnlineSettingsFields());
    const read = Object.keys(flowSettingsSchemas.buyOnlineSettings.shape);
    for (const field of buyOnlineFields) {
      expect(seeded).toContain(field.name);
      expect(read).toContain(field.name);
    }
  });
});
