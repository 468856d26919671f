import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { PlatformClient } from "~/.server/platform";
import { clientForVariant } from "~/.server/platform/variant";
import { clientForResults, resultsPagePath } from "./endpoint.server";

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

describe("doc2 §4 the results stage's platform client follows the page it serves", () => {
  const brand = { endpoints: { api: "/api", caApi: "/api/ca" }, experiences: ["ca", "az"] };
  const site = (calls: string[]) => ({ platform: () => recordingClient(calls), brand }) as unknown as Parameters<typeof clientForResults>[0];
  const at = (path: string) => new Request(`http://localhost${path}?transactionId=tx-1`);

  it("a results resource belongs to the page whose path it answers under", () => {
    expect(resultsPagePath("/get-a-quote-ca/results/poll")).toBe("/get-a-quote-ca");
    expect(resultsPagePath("/es/get-a-quote-ca/results/stream")).toBe("/get-a-quote-ca");
    expect(resultsPagePath("/es/quote/az/results/buy-now")).toBe("/quote/az");
    expect(resultsPagePath("/quote/results/requote")).toBe("/quote");
  });

  it("on the California page, in either language, every results call goes to the California endpoint", async () => {
    for (const path of ["/get-a-quote-ca/results/poll", "/es/get-a-quote-ca/results/stream"]) {
      const calls: string[] = [];
      const client = clientForResults(site(calls), at(path), {});
      await client?.get("/api/rating/getResultsByTransactionId", { transactionId: "tx-1" }, z.unknown());
      await client?.post("/api/rating/buyNow", { rateQuoteId: "rq-1" }, z.unknown());
      expect(calls).toEqual(["GET /api/ca/rating/getResultsByTransactionId", "POST /api/ca/rating/buyNow"]);
    }
  });

  it("the brand's California state experience (/quote/ca) is the California variant too", async () => {
    const calls: string[] = [];
    await clientForResults(site(calls), at("/quote/ca/results/requote"), { state: "ca" })?.post("/api/rating/requote", {}, z.unknown());
    expect(calls).toEqual(["POST /api/ca/rating/requote"]);
  });

  it("the base page and other state experiences keep the main endpoint", async () => {
    const calls: string[] = [];
    await clientForResults(site(calls), at("/quote/results/poll"), {})?.get("/api/rating/getResultsByTransactionId", {}, z.unknown());
    await clientForResults(site(calls), at("/es/quote/az/results/poll"), { state: "az" })?.get("/api/rating/getResultsByTransactionId", {}, z.unknown());
    expect(calls).toEqual(["GET /api/rating/getResultsByTransactionId", "GET /api/rating/getResultsByTransactionId"]);
  });

  it("a state experience the brand does not offer is no quote page", () => {
    expect(clientForResults(site([]), at("/quote/nm/results/poll"), { state: "nm" })).toBeNull();
  });
});
