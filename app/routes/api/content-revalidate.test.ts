import { encodeSignatureHeader } from "@sanity/webhook";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createContentSource, setContentSource } from "~/.server/content";
import { SANITY_TEST_DATASET, SANITY_TEST_PROJECT, createSanityMock, seedDocuments } from "~/.server/content/test-support";
import { action, loader } from "./content-revalidate";

const SECRET = "a-webhook-secret-of-some-length";
const sanity = createSanityMock({ documents: seedDocuments() });
const server = setupServer(...sanity.handlers);
const content = createContentSource(
  {
    CONTENT_SOURCE: "sanity",
    CONTENT_DATASET_FILE: "unused",
    SANITY_PROJECT_ID: SANITY_TEST_PROJECT,
    SANITY_DATASET: SANITY_TEST_DATASET,
    SANITY_API_VERSION: "2025-02-19",
    SANITY_TOKEN: undefined,
    CONTENT_CACHE_TTL_MS: 3_600_000,
  },
  { logger: { warn: () => {} } },
);

beforeAll(() => {
  vi.stubEnv("SANITY_WEBHOOK_SECRET", SECRET);
  server.listen({ onUnhandledFrame: "error" });
  setContentSource(content);
});
afterAll(() => {
  server.close();
  setContentSource(undefined);
  vi.unstubAllEnvs();
});

const payload = JSON.stringify({ _id: "brand-lonestar", _type: "brand" });

async function post(body: string, signature?: string) {
  const headers = new Headers({ "content-type": "application/json" });
  if (signature) headers.set("sanity-webhook-signature", signature);
  const request = new Request("http://localhost/api/content/revalidate", { method: "POST", body, headers });
  return action({ request } as Parameters<typeof action>[0]);
}

describe("content revalidation webhook", () => {
  it("a correctly signed call makes the site show the newly published content", async () => {
    expect((await content.brand("lonestar"))?.phones.sales).toBe("(800) 555-0142");
    sanity.update("brand-lonestar", (d) => ((d.phones as Record<string, string>).sales = "(800) 555-0199"));
    expect((await content.brand("lonestar"))?.phones.sales).toBe("(800) 555-0142");

    const response = await post(payload, await encodeSignatureHeader(payload, Date.now(), SECRET));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: true, source: "sanity" });
    expect((await content.brand("lonestar"))?.phones.sales).toBe("(800) 555-0199");
  });

  it("refuses a bad signature with 401 and keeps the cache", async () => {
    sanity.update("brand-lonestar", (d) => ((d.phones as Record<string, string>).sales = "(800) 555-0100"));
    const wrongSecret = await post(payload, await encodeSignatureHeader(payload, Date.now(), "another-secret-entirely"));
    expect(wrongSecret.status).toBe(401);
    const tampered = await post(payload.replace("lonestar", "delsol"), await encodeSignatureHeader(payload, Date.now(), SECRET));
    expect(tampered.status).toBe(401);
    const garbage = await post(payload, "not a signature");
    expect(garbage.status).toBe(401);
    const missing = await post(payload);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ error: "Missing sanity-webhook-signature header" });
    expect((await content.brand("lonestar"))?.phones.sales).toBe("(800) 555-0199");
  });

  it("answers 405 to a GET", async () => {
    expect(loader().status).toBe(405);
  });
});
