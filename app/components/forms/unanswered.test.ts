import { describe, expect, it } from "vitest";
import { orUnanswered } from "./unanswered";

describe("orUnanswered: a call the site did not answer", () => {
  it("gives the route's answer when the call is answered", async () => {
    await expect(orUnanswered(async () => ({ ok: true as const, zip: "75201" }))).resolves.toEqual({ ok: true, zip: "75201" });
  });

  it("gives the unreachable answer when the call throws (no network, a server error)", async () => {
    await expect(orUnanswered(() => Promise.reject(new TypeError("Failed to fetch")))).resolves.toEqual({ ok: false, error: "unreachable" });
  });

  it("gives a new object for each failure, so a fetcher sees two failures in a row as two answers", async () => {
    const fail = () => orUnanswered(() => Promise.reject(new Error("503")));
    const [first, second] = await Promise.all([fail(), fail()]);
    expect(first).toEqual(second);
    expect(first).not.toBe(second);
  });
});
