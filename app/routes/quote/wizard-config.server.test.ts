/** doc2 §9: what the quote form's steps start from is the brand's quote settings. */
import { describe, expect, it } from "vitest";
import { quoteSettingsSchema } from "~/.server/content/schemas";
import { packageStart } from "~/domain/quote/coverage";
import { mileageStart } from "~/domain/quote/vehicle";
import { wizardConfig } from "./wizard-config.server";

const site = { brand: { code: "lonestar" }, lang: "en" as const, content: { officeSettings: async () => ({ mapsApiKey: "" }) } };
const configFor = async (fields: Record<string, unknown>) => wizardConfig(site as never, quoteSettingsSchema.parse({ brandCode: "lonestar", ...fields }));

describe("doc2 §9 the quote form's brand settings", () => {
  it("doc2 §9 default mileage: the vehicle form's annual mileage starts at 10000, or at the brand's default mileage", async () => {
    const standard = await configFor({});
    expect(standard.defaultMileage).toBe(10000);
    expect(mileageStart(undefined, false, standard.defaultMileage)).toBe("10000");
    const brand = await configFor({ defaultMileage: 15000 });
    expect(brand.defaultMileage).toBe(15000);
    expect(mileageStart(undefined, false, brand.defaultMileage)).toBe("15000");
  });

  it("doc2 §9 coverage package: the coverage step starts at the state minimum (0), or at the brand's default package", async () => {
    const offered = [0, 1, 2, 3];
    const fresh = { coveragePackage: 0, custom: false };
    expect(packageStart(fresh, false, (await configFor({})).defaultPackage, offered)).toBe(0);
    expect(packageStart(fresh, false, (await configFor({ coveragePackage: 3 })).defaultPackage, offered)).toBe(3);
  });
});
