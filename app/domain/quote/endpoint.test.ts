import { describe, expect, it } from "vitest";
import { endpointPath } from "./endpoint";

const endpoints = { api: "/api", caApi: "/api/ca" };

describe("doc2 §4 the California page uses the CA endpoint", () => {
  it("on the California page, calls to the main endpoint go to the California one", () => {
    expect(endpointPath("/api/rating/prepareTransaction", endpoints, true)).toBe("/api/ca/rating/prepareTransaction");
    expect(endpointPath("/api/lead/create", endpoints, true)).toBe("/api/ca/lead/create");
  });

  it("other states use the main endpoint", () => {
    expect(endpointPath("/api/rating/prepareTransaction", endpoints, false)).toBe("/api/rating/prepareTransaction");
  });

  it("calls outside the main endpoint, calls already on the CA one and endpoints that are not paths stay as they are", () => {
    expect(endpointPath("/opapi/drafts", endpoints, true)).toBe("/opapi/drafts");
    expect(endpointPath("/apix/thing", endpoints, true)).toBe("/apix/thing");
    expect(endpointPath("/api/ca/rating/submitTransaction", endpoints, true)).toBe("/api/ca/rating/submitTransaction");
    expect(endpointPath("/api/rating/x", { api: "/api", caApi: "https://ca.example.com/api" }, true)).toBe("/api/rating/x");
    expect(endpointPath("/api/rating/x", { api: "/api/", caApi: "/api-ca/" }, true)).toBe("/api-ca/rating/x");
  });
});
