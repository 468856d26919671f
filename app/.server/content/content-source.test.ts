import { setupServer } from "msw/node";
import { mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createContentSource, toPublicBrand, verifyContentSource, type ContentConfig } from "./index";
import { SANITY_TEST_DATASET, SANITY_TEST_PROJECT, SANITY_TEST_TOKEN, createSanityMock, seedDocuments, type SanityDocument } from "./test-support";

const seed = seedDocuments();
const sanity = createSanityMock({ documents: seed });
const server = setupServer(...sanity.handlers);
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => {
  sanity.failWith(undefined);
  sanity.setDocuments(seed);
  sanity.requests.length = 0;
});
afterAll(() => server.close());

const base: ContentConfig = {
  CONTENT_SOURCE: "local",
  CONTENT_DATASET_FILE: "studio/seed/production.ndjson",
  SANITY_PROJECT_ID: SANITY_TEST_PROJECT,
  SANITY_DATASET: SANITY_TEST_DATASET,
  SANITY_API_VERSION: "2025-02-19",
  SANITY_TOKEN: undefined,
  CONTENT_CACHE_TTL_MS: 60000,
};
const quiet = { warn: () => {} };

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

function sanitySource(overrides: Partial<ContentConfig> = {}, now?: () => number) {
  return createContentSource({ ...base, CONTENT_SOURCE: "sanity", ...overrides }, { logger: quiet, now });
}

function datasetFile(documents: object[]): string {
  const dir = mkdtempSync(join(tmpdir(), "content-"));
  const file = join(dir, "dataset.ndjson");
  writeFileSync(file, documents.map((d) => JSON.stringify(d)).join("\n") + "\n");
  return file;
}

/** Lets background refreshes settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("editor-made pages", () => {
  it("are shown to the brands they name (every brand when they name none), with sections the site cannot read left out", async () => {
    const page = seed.find((d) => d._id === "page-privacy")!;
    const onlyBluebonnet = {
      ...page,
      _id: "page-bluebonnet-news",
      slug: "news",
      brands: [{ _type: "reference", _ref: "brand-bluebonnet", _key: "b" }],
      sections: [...(page.sections as object[]), { _type: "pageVideo", _key: "v", heading: { en: "Video", es: "Video" } }],
    };
    const source = createContentSource({ ...base, CONTENT_DATASET_FILE: datasetFile([...seed, onlyBluebonnet]) });
    expect(await source.page("lonestar", "news")).toBeNull();
    const shown = await source.page("bluebonnet", "news");
    expect(shown?.sections.map((s) => s._type)).toEqual(["pageRichText"]);
    expect((await source.page("lonestar", "privacy"))?.title).toEqual({ en: "Privacy policy", es: "Política de privacidad" });
    expect(await source.pageSlugs("bluebonnet")).toContain("news");
    expect(await source.pageSlugs("lonestar")).not.toContain("news");
  });
});

describe("both content sources read the seed alike", () => {
  const local = createContentSource(base);
  const remote = sanitySource();

  it("the seed imported into a public dataset is read without a token (no id with a path, which Sanity serves only to authenticated reads)", async () => {
    expect(seed.filter((d) => d._id.includes(".")).map((d) => d._id)).toEqual([]);
    const anonymous = sanitySource({ SANITY_TOKEN: undefined });
    expect((await anonymous.brands()).map((b) => b.code)).toEqual(["bluebonnet", "delsol", "lonestar"]);
    expect(sanity.requests.every((r) => r.authorization === null)).toBe(true);
  });

  it("list the same three brands, one of them Spanish-first", async () => {
    const brands = await local.brands();
    expect(brands.map((b) => b.code)).toEqual(["bluebonnet", "delsol", "lonestar"]);
    expect(brands.filter((b) => b.defaultLanguage === "es").map((b) => b.code)).toEqual(["delsol"]);
    expect(await remote.brands()).toEqual(brands);
  });

  it("give the same typed site settings and flow settings for every brand", async () => {
    for (const code of ["lonestar", "bluebonnet", "delsol"]) {
      const settings = await local.siteSettings(code);
      expect(settings.brandCode).toBe(code);
      expect(settings.navigation.length).toBeGreaterThan(3);
      expect(await remote.siteSettings(code)).toEqual(settings);
      expect(await remote.flowSettings("quoteSettings", code)).toEqual(await local.flowSettings("quoteSettings", code));
    }
  });

  it("answer ready, and verify at start", async () => {
    expect(await local.ready()).toBe(true);
    expect(await remote.ready()).toBe(true);
    await expect(verifyContentSource(local)).resolves.toBeUndefined();
    await expect(verifyContentSource(remote)).resolves.toBeUndefined();
  });

  it("show the browser a brand without endpoints or host names", async () => {
    const brand = (await local.brand("lonestar"))!;
    const shown = toPublicBrand(brand);
    expect(shown).toMatchObject({ code: "lonestar", name: "Lone Star Auto Insurance", logo: { src: "/brands/lonestar/logo.svg" } });
    expect(JSON.stringify(shown)).not.toMatch(/endpoints|caApi|localtest/);
  });

  it("fail clearly for a brand without site settings", async () => {
    await expect(local.siteSettings("nobody")).rejects.toThrow('Site settings of brand "nobody": not found');
  });
});

describe("the spec's defaults fill what editors leave empty", () => {
  const bare = [
    ...seed.filter((d) => d._type === "brand"),
    {
      _id: "siteSettings-lonestar",
      _type: "siteSettings",
      brand: { _type: "reference", _ref: "brand-lonestar" },
      ...Object.fromEntries(["hero", "signInMenu", "footer", "popups"].map((k) => [k, seed.find((d) => d._id === "siteSettings-lonestar")![k]])),
    },
  ];
  const local = createContentSource({ ...base, CONTENT_DATASET_FILE: datasetFile(bare) });

  it("doc1 §5 zip: the default error text is 'You must enter a valid Zip Code'", async () => {
    const settings = await local.siteSettings("lonestar");
    expect(settings.messages.zipInvalid.en).toBe("You must enter a valid Zip Code");
    // The payment form's date-of-birth message is the payment settings' one (the only one).
    const payment = await local.flowSettings("paymentSettings", "lonestar");
    expect(payment.invalidBirthDateMessage.en).toContain("{0}");
    expect(payment.invalidBirthDateMessage.es).toContain("{1}");
  });

  it("doc1 §9: popups wait 5000 ms, back-to-top at 400 px", async () => {
    const { limits } = await local.siteSettings("lonestar");
    expect(limits).toMatchObject({ languagePopupWaitMs: 5000, idlePopupWaitMs: 5000, backToTopPx: 400, geolocationTimeoutMs: 15000 });
    expect(limits.map).toMatchObject({ defaultZoom: 5, startZoom: 12, widenZoom: 9, markerZoom: 13, detailZoom: 10 });
  });

  it("doc2 §9: a brand without quote settings waits 45 s, 15 s intermediate, longer message at 12 s, 5 cards, 6-month term", async () => {
    const quote = await local.flowSettings("quoteSettings", "lonestar");
    expect(quote).toMatchObject({
      brandCode: "lonestar",
      waitSeconds: 45,
      intermediateWaitSeconds: 15,
      pollingSeconds: 3,
      longerMessageSeconds: 12,
      maxCards: 5,
      policyTermMonths: 6,
    });
    expect(quote).toMatchObject({
      primaryMinAge: 16,
      primaryMaxAge: 75,
      secondMinAge: 15,
      secondMaxAge: 75,
      ownerVerificationAttempts: 3,
      customCoverage: "BI,PD",
      defaultMileage: 10000,
    });
  });

  it("an authored value wins over the default", async () => {
    const documents = seed.map((d) => (d._id === "siteSettings-lonestar" ? { ...d, limits: { backToTopPx: 600 } } : d));
    const source = createContentSource({ ...base, CONTENT_DATASET_FILE: datasetFile(documents) });
    expect((await source.siteSettings("lonestar")).limits).toMatchObject({ backToTopPx: 600, languagePopupWaitMs: 5000 });
  });
});

describe("local source", () => {
  it("leaves drafts out, as Sanity's published perspective does", async () => {
    const draft = { ...seed.find((d) => d._id === "brand-lonestar")!, _id: "drafts.brand-lonestar", name: "Unpublished name" };
    const source = createContentSource({ ...base, CONTENT_DATASET_FILE: datasetFile([...seed, draft]) });
    expect((await source.brand("lonestar"))?.name).toBe("Lone Star Auto Insurance");
  });

  it("answers repeated reads from what it parsed, and reads the file again once it changes", async () => {
    const file = datasetFile(seed);
    const source = createContentSource({ ...base, CONTENT_DATASET_FILE: file });
    const first = await source.siteSettings("lonestar");
    expect(await source.siteSettings("lonestar")).toBe(first);
    const renamed = seed.map((doc) => (doc._id === "brand-lonestar" ? { ...doc, name: "Lone Star Insurance Agency" } : doc));
    expect(renamed).not.toEqual(seed);
    writeFileSync(file, renamed.map((d) => JSON.stringify(d)).join("\n") + "\n");
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await source.brand("lonestar"))?.name).toBe("Lone Star Insurance Agency");
  });

  it("a missing dataset file gives a one-line message naming the file", async () => {
    const source = createContentSource({ ...base, CONTENT_DATASET_FILE: "no/such/file.ndjson" });
    expect(await source.ready()).toBe(false);
    const error = await verifyContentSource(source).catch((e: Error) => e);
    expect(String(error)).toMatch(/Content source unreachable: .*no\/such\/file\.ndjson/);
    expect(String(error)).not.toContain("\n");
  });
});

describe("sanity source", () => {
  it("reads published content from the API CDN without a token", async () => {
    await sanitySource().brands();
    expect(sanity.requests).toHaveLength(1);
    expect(sanity.requests[0]).toMatchObject({ host: `${SANITY_TEST_PROJECT}.apicdn.sanity.io`, perspective: "published", authorization: null });
  });

  it("reads drafts from the live API with the token", async () => {
    const draft: SanityDocument = { ...seed.find((d) => d._id === "brand-lonestar")!, _id: "drafts.brand-lonestar", name: "Lone Star (draft)" };
    sanity.setDocuments([...seed, draft]);
    const brand = await sanitySource({ SANITY_TOKEN: SANITY_TEST_TOKEN }).brand("lonestar");
    expect(brand?.name).toBe("Lone Star (draft)");
    expect(sanity.requests[0]).toMatchObject({
      host: `${SANITY_TEST_PROJECT}.api.sanity.io`,
      perspective: "drafts",
      authorization: `Bearer ${SANITY_TEST_TOKEN}`,
    });
    expect((await sanitySource().brand("lonestar"))?.name).toBe("Lone Star Auto Insurance");
  });

  it("serves from its cache while the content is fresh", async () => {
    const source = sanitySource();
    await source.siteSettings("lonestar");
    await source.siteSettings("lonestar");
    expect(sanity.requests).toHaveLength(1);
  });

  it("concurrent first reads share one request to Sanity", async () => {
    const source = sanitySource();
    const results = await Promise.all([source.brands(), source.brands(), source.siteSettings("lonestar"), source.siteSettings("lonestar")]);
    expect(results[0]).toEqual(results[1]);
    expect(sanity.requests).toHaveLength(2);
  });

  it("stale-while-revalidate: after the TTL it answers from the cache at once and refreshes in the background", async () => {
    const time = clock();
    const source = sanitySource({}, time.now);
    expect((await source.brand("lonestar"))?.email).toBe("help@lonestar-auto.example");
    sanity.update("brand-lonestar", (d) => (d.email = "new@lonestar-auto.example"));
    time.advance(60001);
    expect((await source.brand("lonestar"))?.email).toBe("help@lonestar-auto.example");
    await settle();
    expect((await source.brand("lonestar"))?.email).toBe("new@lonestar-auto.example");
    expect(sanity.requests).toHaveLength(2);
  });

  it("stale-if-error: a CMS that becomes unreachable after start leaves the site serving its last good content", async () => {
    const time = clock();
    const source = sanitySource({}, time.now);
    await source.brands();
    const before = await source.siteSettings("delsol");
    sanity.failWith("network");
    time.advance(10 * 60000);
    expect(await source.siteSettings("delsol")).toEqual(before);
    await settle();
    expect(await source.siteSettings("delsol")).toEqual(before);
    expect(await source.ready()).toBe(true);
    sanity.failWith(503);
    await source.revalidate();
    expect(await source.siteSettings("delsol")).toEqual(before);
  });

  it("keeps the last good content when a published document no longer fits the content model", async () => {
    const time = clock();
    const source = sanitySource({}, time.now);
    await source.brands();
    sanity.update("brand-lonestar", (d) => ((d.colors as Record<string, string>).primary = "blue"));
    await source.revalidate();
    expect((await source.brand("lonestar"))?.colors.primary).toBe("#1D4E89");
  });

  it("revalidate fetches again at once when Sanity answers", async () => {
    const source = sanitySource();
    await source.brands();
    sanity.update("brand-bluebonnet", (d) => (d.name = "Bluebonnet Agency"));
    await source.revalidate();
    expect((await source.brand("bluebonnet"))?.name).toBe("Bluebonnet Agency");
  });

  it("is not ready when Sanity cannot answer and nothing is cached", async () => {
    sanity.failWith("network");
    expect(await sanitySource().ready()).toBe(false);
    await expect(sanitySource().brands()).rejects.toThrow();
  });

  it("an unreachable Sanity project at start gives a one-line message that names the problem", async () => {
    sanity.failWith("network");
    const error = await verifyContentSource(sanitySource()).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/^Content source unreachable: Sanity project "testproj", dataset "production": .+/);
    expect((error as Error).message).not.toContain("\n");

    sanity.failWith(404);
    const notFound = await verifyContentSource(sanitySource()).catch((e: Error) => e);
    expect((notFound as Error).message).toContain("check SANITY_PROJECT_ID and SANITY_DATASET");
  });

  it("an empty Sanity dataset at start is named as such", async () => {
    sanity.setDocuments([]);
    await expect(verifyContentSource(sanitySource())).rejects.toThrow(/holds no brand documents: Sanity project "testproj"/);
  });
});
