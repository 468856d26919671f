import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describeEachDatabase, openTestDatabase } from "../../platform/db/test-databases.ts";
import { sampleTransaction, startTestPlatform, type TestPlatform } from "../../platform/http/test-client.ts";
import { toNumber } from "../../platform/db/index.ts";

describeEachDatabase("platform agents, error log and OpenAPI document", (store) => {
  let t: TestPlatform;
  let site: string;
  beforeAll(async () => {
    t = await startTestPlatform(store());
    site = await t.siteToken();
  });
  afterAll(async () => {
    expect(t.mismatches).toEqual([]);
    await t.close();
  });

  it("doc2 §7 agent availability: resultCode and idleAgentCountResponse.idleAgentCount from the agents' state", async () => {
    const first = await t.call<{ resultCode: number; idleAgentCountResponse: { idleAgentCount: number } }>("get", "/bin/servlet/idleagentrequest", {
      token: site,
      noHeader: true,
    });
    expect(first.status).toBe(200);
    expect(first.body.resultCode).toBe(0);
    const idle = toNumber(
      (
        await t.db
          .selectFrom("agents")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("brand", "=", "lonestar")
          .where("state", "=", "idle")
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(first.body.idleAgentCountResponse.idleAgentCount).toBe(idle);
    await t.db.updateTable("agents").set({ state: "busy" }).where("brand", "=", "lonestar").execute();
    const none = await t.call<{ idleAgentCountResponse: { idleAgentCount: number } }>("get", "/bin/servlet/idleagentrequest", { token: site, noHeader: true });
    expect(none.body.idleAgentCountResponse.idleAgentCount).toBe(0);
    const express = await t.call<{ idleAgentCountResponse: { idleAgentCount: number } }>("get", "/bin/servlet/idleagentrequest", {
      token: site,
      noHeader: true,
      query: { brand: "express" },
    });
    expect(express.body.idleAgentCountResponse.idleAgentCount).toBe(1);
    expect((await t.call("get", "/bin/servlet/idleagentrequest", { token: site, noHeader: true, query: { brand: "Bad Brand" } })).status).toBe(400);
  });

  it("doc2 §7 error log: message, code and type are stored; the message is not written to the server log", async () => {
    const { status, body } = await t.call<{ errorId: string }>("post", "/api/log/error", {
      token: site,
      body: { message: "API Error: buy now failed for jordan@example.com", code: 200, type: "API Error" },
    });
    expect(status).toBe(201);
    const row = await t.db.selectFrom("error_logs").selectAll().where("id", "=", body.errorId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ code: "200", type: "API Error", message: "API Error: buy now failed for jordan@example.com" });
    expect(t.logs.join("")).not.toContain("jordan@example.com");
    const before = toNumber(
      (
        await t.db
          .selectFrom("error_logs")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const bad = await t.call("post", "/api/log/error", { token: site, body: { message: "" } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ message: "is required" });
    expect(
      toNumber(
        (
          await t.db
            .selectFrom("error_logs")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(before);
  });

  it("error log: only the site writes it; message and stack together at most 8 KB (413 beyond); limited per visitor", async () => {
    const count = async () =>
      toNumber(
        (
          await t.db
            .selectFrom("error_logs")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    expect((await t.call("post", "/api/log/error", { body: { message: "anonymous" } })).status).toBe(401);
    const stack = "at f (x.js:1:1)\n".repeat(300);
    const withStack = await t.call<{ errorId: string }>("post", "/api/log/error", { token: site, body: { message: "TypeError: x is undefined", stack } });
    expect(withStack.status).toBe(201);
    const large = await t.call("post", "/api/log/error", { token: site, body: { message: "m".repeat(4000), stack: "s".repeat(4500) } });
    expect(large.status).toBe(413);
    expect(large.body).toMatchObject({ isSuccess: false, message: expect.stringContaining("8192 bytes") });
    expect(await count()).toBe(before + 1);
    // 60 reports per visitor and minute: a 61st from one visitor is refused, another visitor is not held up.
    for (let i = 0; i < 60; i++) await t.call("post", "/api/log/error", { token: site, visitor: "198.51.100.60", body: { message: `e${i}` } });
    const limited = await t.call("post", "/api/log/error", { token: site, visitor: "198.51.100.60", body: { message: "one too many" } });
    expect(limited.status).toBe(429);
    expect((await t.call("post", "/api/log/error", { token: site, visitor: "198.51.100.61", body: { message: "another visitor" } })).status).toBe(201);
  });

  it("the OpenAPI 3.1 document lists every route, each schema compiles, and answers are checked against it", async () => {
    const doc = t.document as unknown as {
      openapi: string;
      paths: Record<
        string,
        Record<
          string,
          { responses: Record<string, { content?: Record<string, { schema?: object }> }>; requestBody?: { content: Record<string, { schema: object }> } }
        >
      >;
    };
    expect(doc.openapi).toBe("3.1.0");
    for (const route of t.platform.api.routes) {
      const path = route.path.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
      expect(doc.paths[path]?.[route.method], `${route.method} ${path}`).toBeDefined();
    }
    for (const p of [
      "/api/account/loginWithToken",
      "/api/rating/prepareTransaction",
      "/api/rating/submitTransaction",
      "/api/rating/getResultsByTransactionId",
      "/api/rating/selectQuote",
      "/api/rating/buyNow",
      "/opapi/quote/verifyquoteowner",
      "/api/lead/get-by-utm",
      "/bin/servlet/idleagentrequest",
      "/api/log/error",
    ]) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
    const ajv = new Ajv2020({ strict: false });
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        for (const [code, response] of Object.entries(op.responses)) {
          const schema = response.content?.["application/json"]?.schema;
          if (schema) expect(() => ajv.compile(schema), `${method} ${path} ${code}`).not.toThrow();
        }
        if (op.requestBody) expect(() => ajv.compile(op.requestBody!.content["application/json"]!.schema)).not.toThrow();
      }
    }
    // The checker is not a rubber stamp: a wrong answer is reported.
    const before = t.mismatches.length;
    t.checkAgainstDocument("get", "/bin/servlet/idleagentrequest", 200, { isSuccess: true, message: "OK", resultCode: "0" });
    expect(t.mismatches.length).toBe(before + 1);
    t.mismatches.splice(before);
    // Compiling every route's schemas (90 routes and counting) takes seconds on two cores.
  }, 60_000);

  it("personal data never reaches the log, whatever the call", async () => {
    const site = await t.siteToken();
    const { body } = await t.call<{ transactionId: string }>("post", "/api/rating/prepareTransaction", {
      token: site,
      body: { transaction: sampleTransaction() },
    });
    await t.call("post", "/api/rating/submitTransaction", { token: site, body: { transactionId: body.transactionId } });
    await t.platform.runner.idle();
    await t.call("get", "/opapi/quote/verifyquoteowner", { token: site, query: { RateQuoteId: "rq_unknown", DateOfBirth: "04/12/1990" } });
    await t.call("post", "/api/account/createCustomer", {
      token: site,
      body: {
        firstName: "Jordan",
        lastName: "Sample",
        dob: "04/12/1990",
        email: "jordan.sample@example.com",
        phone: "2145550101",
        state: "TX",
        city: "Dallas",
        zipcode: "75201",
      },
    });
    const logs = t.logs.join("");
    // The date of birth in every form it travels in (a bare "1990" can turn up inside a random id).
    for (const secret of ["04/12/1990", "1990-04-12", "04-12-1990", "19900412", "jordan", "Jordan", "2145550101", "214-555-0101", "Sample"])
      expect(logs).not.toContain(secret);
  });
});

describe("platform failures", () => {
  it("an unexpected error answers 500 with a generic message and is logged without request data", async () => {
    const database = await openTestDatabase("sqlite");
    const t = await startTestPlatform(database.store);
    const site = await t.siteToken();
    await database.store.close();
    const { status, body } = await t.call("post", "/api/account/createCustomer", {
      token: site,
      body: {
        firstName: "Jordan",
        lastName: "Sample",
        dob: "04/12/1990",
        email: "jordan.sample@example.com",
        phone: "2145550101",
        state: "TX",
        city: "Dallas",
        zipcode: "75201",
      },
    });
    expect(status).toBe(500);
    expect(body).toEqual({ isSuccess: false, message: "Something went wrong on our side. Please try again." });
    const logs = t.logs.join("");
    expect(logs).toContain("platform error");
    expect(logs).not.toContain("jordan");
    await t.close().catch(() => undefined);
    await database.dispose().catch(() => undefined);
  });

  it("a body that is not JSON, or too large, is the caller's error (400, 413), not ours", async () => {
    const database = await openTestDatabase("sqlite");
    const t = await startTestPlatform(database.store);
    const token = await t.siteToken();
    const bad = await t.call("post", "/api/log/error", { token, body: "{oops" });
    expect(bad.status).toBe(400);
    expect(bad.body.isSuccess).toBe(false);
    const big = await t.call("post", "/api/log/error", { token, body: { message: "x".repeat(9 * 1024 * 1024) } });
    expect(big.status).toBe(413);
    const array = await t.call("post", "/api/log/error", { token, body: "[1,2]" });
    expect(array.status).toBe(400);
    await t.close();
    await database.dispose();
  });
});
