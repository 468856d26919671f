/**
 * The account settings are typed CMS settings per brand (the portal settings document);
 * changing one in the dataset changes what the sign-in action answers.
 */
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createContentSource, type ContentConfig } from "~/.server/content";
import { SANITY_TEST_DATASET, SANITY_TEST_PROJECT, createSanityMock, seedDocuments, type SanityDocument } from "~/.server/content/test-support";
import { siteContext, type SiteContext } from "~/.server/site-context";
import { clientOf, fakeAccountPlatform, routeArgs, run } from "./test-platform";

vi.mock("~/.server/i18n", () => ({ getInstance: () => ({ t: (key: string) => key }) }));
const signIn = await import("./sign-in");

const seed = seedDocuments();
const sanity = createSanityMock({ documents: seed });
const server = setupServer(...sanity.handlers);
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterAll(() => server.close());

const config: ContentConfig = {
  CONTENT_SOURCE: "sanity",
  CONTENT_DATASET_FILE: "studio/seed/production.ndjson",
  SANITY_PROJECT_ID: SANITY_TEST_PROJECT,
  SANITY_DATASET: SANITY_TEST_DATASET,
  SANITY_API_VERSION: "2025-02-19",
  SANITY_TOKEN: undefined,
  CONTENT_CACHE_TTL_MS: 0,
};

describe("account settings from the CMS", () => {
  it("the seed holds each brand's portal settings with the spec's defaults (ages 18 to 85)", async () => {
    const content = createContentSource({ ...config, CONTENT_SOURCE: "local" }, { logger: { warn: () => {} } });
    for (const brand of ["lonestar", "bluebonnet", "delsol"]) {
      expect(await content.flowSettings("portalSettings", brand)).toMatchObject({ welcomePage: "/portal", createMinAge: 18, createMaxAge: 85 });
    }
  });

  it("a welcome page changed in the dataset is where sign-in goes", async () => {
    const changed = seed.map((doc) => (doc._id === "portalSettings-lonestar" ? { ...doc, welcomePage: "/bienvenida" } : doc)) as SanityDocument[];
    sanity.setDocuments(changed);
    const content = createContentSource(config, { logger: { warn: () => {} } });
    const args = routeArgs<Parameters<typeof signIn.action>[0]>(clientOf(fakeAccountPlatform()), "/es/sign-in", {
      form: { email: "maria.garcia@example.com", password: "Demo#2026" },
      lang: "es",
    });
    const site = args.context.get(siteContext) as SiteContext;
    args.context.set(siteContext, { ...site, content });
    const answer = (await run(signIn.action, args)) as Response;
    expect(answer.headers.get("location")).toBe("/es/bienvenida");
  });
});
