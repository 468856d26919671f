import { describe, expect, it } from "vitest";
import { createLogger } from "./logger";

function capture(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const logger = createLogger({ level, destination: { write: (chunk: string) => void lines.push(JSON.parse(chunk) as Record<string, unknown>) } });
  return { logger, lines };
}

describe("logger", () => {
  it("writes one JSON object per line with time, level and message", () => {
    const { logger, lines } = capture("info");
    logger.info({ path: "/quote" }, "request");
    expect(lines).toEqual([expect.objectContaining({ level: 30, msg: "request", path: "/quote", time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) })]);
  });

  it("drops lines below the configured level", () => {
    const { logger, lines } = capture("warn");
    logger.info("hidden");
    logger.warn("shown");
    expect(lines.map((line) => line.msg)).toEqual(["shown"]);
  });

  it("redacts cookies and authorization headers", () => {
    const { logger, lines } = capture("info");
    logger.info({ req: { headers: { cookie: "__session=abc", authorization: "Bearer xyz", "set-cookie": "a=b", host: "example.com" } } }, "request");
    const text = JSON.stringify(lines);
    expect(text).not.toContain("abc");
    expect(text).not.toContain("xyz");
    expect(text).not.toContain("a=b");
    expect(text).toContain("example.com");
  });

  it("DESIGN privacy: never writes tokens or personal data given by mistake", () => {
    const { logger, lines } = capture("info");
    logger.info({ token: "tok-1", customer: { dob: "1990-01-01", email: "a@b.c", phone: "5551234567", licenseNumber: "D123" }, rateQuoteId: "rq-9" }, "x");
    const text = JSON.stringify(lines);
    for (const secret of ["tok-1", "1990-01-01", "a@b.c", "5551234567", "D123"]) expect(text).not.toContain(secret);
    expect(text).toContain("rq-9");
  });
});
