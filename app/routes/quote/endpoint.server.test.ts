import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { PlatformClient } from "~/.server/platform";
import { clientForVariant } from "./endpoint.server";

function recordingClient(calls: string[]): PlatformClient {
  const answer = async () => ({ ok: true as const, status: 200, data: {} as never });
  return {
    header: () => ({ lang: "en", trackId: "t", requestDate: "2026-01-01T00:00:00.000Z" }),
    baseUrl: () => "http://platform",
    get: async (path) => (calls.push(`GET ${path}`), answer()),
    post: async (path) => (calls.push(`POST ${path}`), answer()),
    patch: async (path) => (calls.push(`PATCH ${path}`), answer()),
    delete: async (path) => (calls.push(`DELETE ${path}`), answer()),
  } as PlatformClient;
}

describe("doc2 §4 the quote page's platform client", () => {
  const endpoints = { api: "/api", caApi: "/api/ca" };

  it("on the California page every call goes to the California endpoint", async () => {
    const calls: string[] = [];
    const client = clientForVariant(recordingClient(calls), endpoints, true);
    await client.post("/api/rating/prepareTransaction", {}, z.unknown());
    await client.get("/api/address/citybyzip", { zip: "90001" }, z.unknown());
    await client.patch("/api/lead/k1", {}, z.unknown());
    await client.delete("/api/drafts/d1", {}, z.unknown());
    expect(calls).toEqual(["POST /api/ca/rating/prepareTransaction", "GET /api/ca/address/citybyzip", "PATCH /api/ca/lead/k1", "DELETE /api/ca/drafts/d1"]);
  });

  it("on other pages the client is the site's own, unchanged", () => {
    const base = recordingClient([]);
    expect(clientForVariant(base, endpoints, false)).toBe(base);
  });
});
