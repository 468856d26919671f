/**
 * doc3 §3 "Carrier configuration": carriers are CMS documents listing the brands that quote them, with
 * their options; a carrier the brand does not quote keeps Buy now on the carrier's site with every
 * option off.
 */
import { describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import { createContentSource, type ContentConfig } from "~/.server/content";
import { siteContext, type SiteContext } from "~/.server/site-context";
import { carrierConfiguration, carrierConfigurations } from "./carrier-config";
import { carrierListSchema } from "./settings/carriers";

const config: ContentConfig = {
  CONTENT_SOURCE: "local",
  CONTENT_DATASET_FILE: "studio/seed/production.ndjson",
  SANITY_PROJECT_ID: undefined,
  SANITY_DATASET: "production",
  SANITY_API_VERSION: "2025-02-19",
  SANITY_TOKEN: undefined,
  CONTENT_CACHE_TTL_MS: 0,
};

function contextFor(brandCode: string) {
  const content = createContentSource(config, { logger: { warn: () => {} } });
  const context = new RouterContextProvider();
  context.set(siteContext, { content, brand: { code: brandCode } } as unknown as SiteContext);
  return context;
}

describe("doc3 §3 carrier configuration", () => {
  it("doc3 §3 the seed configures, for every brand, carriers that sell online and carriers that finish in the follow-up form", async () => {
    for (const brand of ["lonestar", "bluebonnet", "delsol"]) {
      const carriers = await carrierConfigurations(contextFor(brand));
      expect(carriers.some((c) => c.purchaseFlow === "online")).toBe(true);
      expect(carriers.some((c) => c.purchaseFlow === "followUp")).toBe(true);
    }
    const gulf = await carrierConfiguration(contextFor("lonestar"), "gulf-breeze");
    expect(gulf).toMatchObject({
      purchaseFlow: "online",
      enableESign: true,
      enableMaritalValidation: true,
      conditionalRules: [3],
      brands: ["lonestar", "bluebonnet", "delsol"],
    });
  });

  it("doc2 §4 the seed keeps the sample carriers' rules and buy-now modes: a frame, a new window, a confirmation, an agent", async () => {
    const byId = new Map((await carrierConfigurations(contextFor("bluebonnet"))).map((c) => [c.carrierId, c]));
    expect(byId.get("armadillo-ridge")).toMatchObject({ showBuyButton: true, bolType: 1, openNewWindow: false, conditionalRules: [] });
    expect(byId.get("red-river")).toMatchObject({ showBuyButton: true, bolType: 1, openNewWindow: true, conditionalRules: [4] });
    expect(byId.get("pecan-hollow")).toMatchObject({ showBuyButton: true, bolType: 2, openNewWindow: true });
    expect(byId.get("mesquite-trail")).toMatchObject({ showBuyButton: false, bolType: 3, conditionalRules: [1, 2] });
    expect([...byId.keys()]).toHaveLength(11);
  });

  it("doc3 §3 a carrier the brand does not configure: Buy now on the carrier's site, every option off", async () => {
    const other = await carrierConfiguration(contextFor("lonestar"), "no-such-carrier");
    expect(other).toMatchObject({ carrierId: "no-such-carrier", purchaseFlow: "carrier", enableESign: false, questionOrder: [], questions: [] });
  });

  it("doc3 §8 question answer values default to Y and N; an entry without a carrier id is left out", () => {
    const parsed = carrierListSchema.parse([{ carrierId: "x", questions: [{ code: "Q1" }] }, { purchaseFlow: "online" }]);
    expect(parsed).toHaveLength(1);
    expect(parsed[0]!.questions[0]).toMatchObject({ code: "Q1", yesButton: "Y", noButton: "N", errorMessage: { en: "", es: "" } });
  });
});
