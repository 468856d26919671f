import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../db/test-databases.ts";
import { BOTCHECK_ALGORITHM, BOTCHECK_TTL_MS, FALLBACK_TTL_MS, createBotCheck, verifyBotCheck } from "./botcheck.ts";

const SECRET = "platform-secret-for-tests";

/** What the `altcha` widget posts: base64 of { challenge, solution }. */
async function solved(
  challenge: Challenge,
  edit?: (payload: { challenge: Challenge; solution: { counter: number; derivedKey: string } }) => void,
): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("not solved");
  const payload = { challenge: structuredClone(challenge), solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
  edit?.(payload);
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

describeEachDatabase("bot check", (store) => {
  it("the visitor's browser solves an ALTCHA challenge (PBKDF2/SHA-256, one zero byte), accepted once", async () => {
    const check = await createBotCheck(SECRET, "submit", 10);
    expect(check.challenge.parameters).toMatchObject({ algorithm: BOTCHECK_ALGORITHM, cost: 10, keyPrefix: "00", data: { action: "submit" } });
    expect(check.challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const token = await solved(check.challenge);
    expect(await verifyBotCheck(store().db, SECRET, token, "submit")).toBeNull();
    expect(await verifyBotCheck(store().db, SECRET, token, "submit")).toBe("reused");
  });

  it("a forged, tampered, unsolved, wrong-action or expired ALTCHA payload is refused", async () => {
    const db = store().db;
    const check = await createBotCheck(SECRET, "submit", 10);
    // Signed with another secret.
    const other = await createBotCheck("another-secret", "submit", 10);
    expect(await verifyBotCheck(db, SECRET, await solved(other.challenge), "submit")).toBe("signature");
    // Made easier after signing.
    expect(await verifyBotCheck(db, SECRET, await solved(check.challenge, (p) => (p.challenge.parameters.cost = 1)), "submit")).toBe("signature");
    // Not the work: a made-up derived key.
    expect(await verifyBotCheck(db, SECRET, await solved(check.challenge, (p) => (p.solution.derivedKey = "00".repeat(32))), "submit")).toBe("work");
    // Issued for another action.
    const login = await createBotCheck(SECRET, "login", 10);
    expect(await verifyBotCheck(db, SECRET, await solved(login.challenge), "submit")).toBe("action");
    // Issued ten minutes ago: expired after five.
    const old = await createBotCheck(SECRET, "submit", 10, new Date(Date.now() - 2 * BOTCHECK_TTL_MS));
    expect(await verifyBotCheck(db, SECRET, await solved(old.challenge), "submit")).toBe("expired");
    // Expired by the platform's clock too.
    const fresh = await solved(check.challenge);
    expect(await verifyBotCheck(db, SECRET, fresh, "submit", new Date(Date.now() + BOTCHECK_TTL_MS + 1000))).toBe("expired");
    // Not a payload at all.
    expect(await verifyBotCheck(db, SECRET, "not-base64-json", "submit")).toBe("malformed");
    expect(await verifyBotCheck(db, SECRET, Buffer.from(JSON.stringify({ challenge: {}, solution: {} })).toString("base64"), "submit")).toBe("malformed");
    expect(await verifyBotCheck(db, SECRET, "", "submit")).toBe("missing");
    // The genuine one still passes once.
    expect(await verifyBotCheck(db, SECRET, fresh, "submit")).toBeNull();
  });

  it("fallback: the question's right answer passes once; a wrong answer uses the question up", async () => {
    const db = store().db;
    const check = await createBotCheck(SECRET, "submit", 10);
    const { a, b, token } = check.fallback;
    expect(a).toBeGreaterThanOrEqual(2);
    expect(b).toBeLessThanOrEqual(9);
    expect(await verifyBotCheck(db, SECRET, token, "submit", new Date(), ` ${a + b} `)).toBeNull();
    expect(await verifyBotCheck(db, SECRET, token, "submit", new Date(), String(a + b))).toBe("reused");

    const second = (await createBotCheck(SECRET, "submit", 10)).fallback;
    expect(await verifyBotCheck(db, SECRET, second.token, "submit", new Date(), String(second.a + second.b + 1))).toBe("answer");
    expect(await verifyBotCheck(db, SECRET, second.token, "submit", new Date(), String(second.a + second.b))).toBe("reused");

    const third = (await createBotCheck(SECRET, "submit", 10)).fallback;
    expect(await verifyBotCheck(db, SECRET, third.token, "submit", new Date(), "")).toBe("answer");
  });

  it("fallback: a forged, altered, wrong-action or expired question token is refused", async () => {
    const db = store().db;
    const { fallback } = await createBotCheck(SECRET, "submit", 10);
    const parts = fallback.token.split(".");
    // The numbers changed to an easier question.
    const easier = [...parts.slice(0, 4), "1", "1", parts[6]].join(".");
    expect(await verifyBotCheck(db, SECRET, easier, "submit", new Date(), "2")).toBe("signature");
    const foreign = (await createBotCheck("another-secret", "submit", 10)).fallback;
    expect(await verifyBotCheck(db, SECRET, foreign.token, "submit", new Date(), String(foreign.a + foreign.b))).toBe("signature");
    const login = (await createBotCheck(SECRET, "login", 10)).fallback;
    expect(await verifyBotCheck(db, SECRET, login.token, "submit", new Date(), String(login.a + login.b))).toBe("action");
    expect(await verifyBotCheck(db, SECRET, fallback.token, "submit", new Date(Date.now() + FALLBACK_TTL_MS + 1000), String(fallback.a + fallback.b))).toBe(
      "expired",
    );
    expect(await verifyBotCheck(db, SECRET, "q1.only.three", "submit", new Date(), "4")).toBe("malformed");
    // Refusals above did not use the genuine question up.
    expect(await verifyBotCheck(db, SECRET, fallback.token, "submit", new Date(), String(fallback.a + fallback.b))).toBeNull();
  });
});
