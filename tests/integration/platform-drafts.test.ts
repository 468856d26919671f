import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../platform/db/test-databases.ts";
import { startTestPlatform, type Envelope, type TestPlatform } from "../../platform/http/test-client.ts";

interface Draft extends Envelope {
  draftId: string;
  data: Record<string, unknown>;
  version: number;
  updatedAt: string;
}

describeEachDatabase("platform quote drafts", (store) => {
  let t: TestPlatform;
  let site: string;
  let other: string;
  let now = new Date("2026-11-22T12:00:00Z");
  beforeAll(async () => {
    t = await startTestPlatform(store(), { now: () => now });
    site = await t.siteToken();
    other = await t.siteToken("bluebonnet");
  });
  afterAll(async () => {
    expect(t.mismatches).toEqual([]);
    await t.close();
  });

  const create = (data: Record<string, unknown>, token = site) => t.call<Draft>("post", "/api/quote/drafts", { token, body: { data } });

  it("doc2 §4 revisit: a draft is kept under an opaque id and read back as saved", async () => {
    const created = await create({ step: "driver2", primary: { firstName: "Ana" } });
    expect(created.status).toBe(201);
    expect(created.body.draftId).toMatch(/^qd_[A-Za-z0-9_-]{32}$/);
    expect(created.body.version).toBe(1);
    const read = await t.call<Draft>("get", `/api/quote/drafts/${created.body.draftId}`, { token: site });
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual({ step: "driver2", primary: { firstName: "Ana" } });
  });

  it("doc2 §4 revisit: a save replaces the draft and a stale version is refused with 409", async () => {
    const { body } = await create({ step: "driver1" });
    const saved = await t.call<Draft>("patch", `/api/quote/drafts/${body.draftId}`, { token: site, body: { data: { step: "driver3" }, version: 1 } });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(2);
    const stale = await t.call<Draft>("patch", `/api/quote/drafts/${body.draftId}`, { token: site, body: { data: { step: "driver2" }, version: 1 } });
    expect(stale.status).toBe(409);
    const read = await t.call<Draft>("get", `/api/quote/drafts/${body.draftId}`, { token: site });
    expect(read.body.data).toEqual({ step: "driver3" });
  });

  it("a draft belongs to its brand: another brand's token does not find it", async () => {
    const { body } = await create({ step: "driver1" });
    const read = await t.call<Draft>("get", `/api/quote/drafts/${body.draftId}`, { token: other });
    expect(read.status).toBe(404);
  });

  it("bad input is refused with 400 and nothing is stored: malformed id, non-object data, oversize draft", async () => {
    expect((await t.call("get", "/api/quote/drafts/not-a-draft", { token: site })).status).toBe(400);
    expect((await t.call("post", "/api/quote/drafts", { token: site, body: { data: "text" } })).status).toBe(400);
    expect((await t.call("post", "/api/quote/drafts", { token: site, body: { data: { big: "x".repeat(70_000) } } })).status).toBe(400);
    expect((await t.call("post", "/api/quote/drafts", { body: { data: {} } })).status).toBe(401);
  });

  it("a draft expires 30 days after its last save, and can be forgotten", async () => {
    const { body } = await create({ step: "vehicles" });
    now = new Date(now.getTime() + 31 * 24 * 3600 * 1000);
    site = await t.siteToken();
    expect((await t.call("get", `/api/quote/drafts/${body.draftId}`, { token: site })).status).toBe(404);
    const fresh = await create({ step: "policy" });
    expect((await t.call("delete", `/api/quote/drafts/${fresh.body.draftId}`, { token: site })).status).toBe(200);
    expect((await t.call("get", `/api/quote/drafts/${fresh.body.draftId}`, { token: site })).status).toBe(404);
  });
});
