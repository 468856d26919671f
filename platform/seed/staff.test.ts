import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../db/test-databases.ts";
import { startTestPlatform, type TestPlatform } from "../http/test-client.ts";
import { DEMO_STAFF_PASSWORD, seedStaff } from "./staff.ts";

describeEachDatabase("demo staff seed", (store) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform(store());
  });
  afterAll(async () => t.close());

  it("the platform's seed holds an agent of one brand and a supervisor, seeded once; both sign in to the console", async () => {
    // startTestPlatform ran the seed: a second run adds no one.
    expect(await seedStaff(t.db, new Date(), 12)).toEqual({ staff: 0 });
    const site = await t.siteToken();
    const agent = await t.call<{ staff: { role: string; brands: string[] | null } }>("post", "/api/staff/login", {
      token: site,
      body: { email: "agent.lonestar@example.com", password: DEMO_STAFF_PASSWORD },
    });
    expect(agent.body.staff).toMatchObject({ role: "agent", brands: ["lonestar"] });
    const supervisor = await t.call<{ staff: { role: string; brands: string[] | null } }>("post", "/api/staff/login", {
      token: site,
      body: { email: "supervisor@example.com", password: DEMO_STAFF_PASSWORD },
    });
    expect(supervisor.body.staff).toMatchObject({ role: "supervisor", brands: null });
  });
});
