import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { PlatformClient } from "~/.server/platform";
import { siteContext, type SiteContext } from "~/.server/site-context";
import { loader } from "./vehicle-options";

type Answer = { ok: true; status: number; data: unknown } | { ok: false; status: number; reason: string; message: string; fieldErrors: object } | null;

function call(path: string, answer: (platformPath: string) => Answer) {
  const client = { get: async (platformPath: string) => answer(platformPath) } as unknown as PlatformClient;
  const context = new RouterContextProvider();
  context.set(siteContext, { platform: () => client, trackId: "track-1", brand: { code: "lonestar" } } as unknown as SiteContext);
  return loader({ request: new Request(`http://localhost${path}`), context, params: {} } as unknown as Parameters<typeof loader>[0]);
}

describe("doc2 §2 add vehicle: the make and model lists", () => {
  it("answers the makes of the year asked for, cached an hour in the visitor's browser only", async () => {
    const result = await call("/quote/vehicle-options?year=2020", (p) =>
      p === "/api/vehicle/makes" ? { ok: true, status: 200, data: { makes: ["Honda", "Toyota"] } } : null,
    );
    expect(result.data).toEqual({ year: 2020, make: null, makes: ["Honda", "Toyota"], models: [], failed: false });
    expect(new Headers(result.init?.headers).get("Cache-Control")).toBe("private, max-age=3600");
  });

  it("answers the models of the year and make asked for", async () => {
    const result = await call("/quote/vehicle-options?year=2020&make=Toyota", (p) =>
      p === "/api/vehicle/models" ? { ok: true, status: 200, data: { models: ["Camry"] } } : null,
    );
    expect(result.data).toEqual({ year: 2020, make: "Toyota", makes: [], models: ["Camry"], failed: false });
  });

  it("a platform that does not answer gives a 503 marked failed, which no browser keeps", async () => {
    for (const answer of [null, { ok: false, status: 500, reason: "api", message: "down", fieldErrors: {} }] as const) {
      const makes = await call("/quote/vehicle-options?year=2020", () => answer);
      expect(makes.init?.status).toBe(503);
      expect(makes.data).toEqual({ year: 2020, make: null, makes: [], models: [], failed: true });
      expect(new Headers(makes.init?.headers).get("Cache-Control")).toBe("no-store");
      const models = await call("/quote/vehicle-options?year=2020&make=Toyota", () => answer);
      expect(models.init?.status).toBe(503);
      expect(models.data).toMatchObject({ year: 2020, make: "Toyota", failed: true });
    }
  });

  it("a year out of range is a 400, not a call to the platform", async () => {
    let called = false;
    const result = await call("/quote/vehicle-options?year=1900", () => ((called = true), null));
    expect(result.init?.status).toBe(400);
    expect(called).toBe(false);
  });
});
