import { describe, expect, it } from "vitest";
import { officeDefaults } from "~/domain/content-defaults";
import { officeSettingsSchema } from "./schemas";

describe("doc1 §2, §9 office settings: the live maps' map id", () => {
  it("a brand's own map id is kept beside its key", () => {
    const settings = officeSettingsSchema.parse({ brandCode: "b", mapsApiKey: "key", mapsMapId: " 8e0a97af9386fef " });
    expect(settings).toMatchObject({ mapsApiKey: "key", mapsMapId: "8e0a97af9386fef" });
  });

  it("without one (unset or left empty in the studio) the maps use Google's demo map id, so advanced markers still show", () => {
    expect(officeDefaults.mapId).toBe("DEMO_MAP_ID");
    expect(officeSettingsSchema.parse({ brandCode: "b" }).mapsMapId).toBe("DEMO_MAP_ID");
    expect(officeSettingsSchema.parse({ brandCode: "b", mapsMapId: "  " }).mapsMapId).toBe("DEMO_MAP_ID");
  });
});
