/**
 * Preview mode where it is not available: the site reading the local dataset (the default), or a
 * Sanity project without the preview token or the Studio's address. The enable route says why with
 * a 404, never a 500, and sets no cookie.
 */
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { loader as enable } from "~/routes/api/preview-mode-enable";
import { parseEnv } from "./env";
import { isPreviewRequest, previewSetup } from "./preview-mode";

describe("preview mode when it is not available", () => {
  it("the local dataset has no drafts: the enable route answers 404 and says so, with no cookie", async () => {
    const url = new URL("http://localhost/api/preview-mode/enable?sanity-preview-secret=anything&sanity-preview-pathname=/");
    const response = await enable({ request: new Request(url), url, params: {}, context: new RouterContextProvider() } as unknown as Parameters<
      typeof enable
    >[0]);
    expect(response.status).toBe(404);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.text()).toContain("CONTENT_SOURCE=local");
    expect(await isPreviewRequest("site-preview=anything")).toBe(false);
  });

  it("a Sanity project needs a read token and the Studio's address", () => {
    const sanity = { CONTENT_SOURCE: "sanity", SANITY_PROJECT_ID: "abc123" };
    expect(previewSetup(parseEnv(sanity))).toMatchObject({ available: false, reason: expect.stringContaining("SANITY_PREVIEW_TOKEN") });
    expect(previewSetup(parseEnv({ ...sanity, SANITY_PREVIEW_TOKEN: "sk-read" }))).toMatchObject({
      available: false,
      reason: expect.stringContaining("SANITY_STUDIO_URL"),
    });
    expect(previewSetup(parseEnv({ ...sanity, SANITY_TOKEN: "sk-read", SANITY_STUDIO_URL: "https://agency.sanity.studio/desk" }))).toMatchObject({
      available: true,
      token: "sk-read",
      studioOrigin: "https://agency.sanity.studio",
    });
  });
});
