import { describe, expect, it } from "vitest";
import { isCaliforniaPage, isStoredStateExpired, parseDriverPrefill, resolveRevisit, visitorKind, type DriverPrefill } from "./revisit";

const txDraft: DriverPrefill = {
  page: "quote",
  section: "vehicles",
  policyTerm: 6,
  vehicles: [{ vin: "1HGCM82633A004352" }],
  data: {
    driverFirstName: "Ana",
    driverLastName: "Lopez",
    driverDob: "07-04-1990",
    driverLicense: "D1234567",
    driverEmail: "ana@example.com",
    driverPhone: "5551234567",
    privatePolicy: true,
    driverState: "TX",
    driverZipCode: "75001",
    driverAddress: "1200 Main Street",
    driverCity: "Dallas",
    licenseId: undefined,
    driverGender: "female",
  },
};

describe("doc2 §4 revisit", () => {
  it("doc2 §4 revisit: a draft whose state disagrees with the page variant is discarded (CA state vs get-a-quote-ca)", () => {
    expect(resolveRevisit(txDraft, { californiaPage: true, storedZip: "75001" })).toEqual({ kind: "discard" });
    const caDraft = { ...txDraft, data: { ...txDraft.data!, driverState: "ca", driverZipCode: "90001" } };
    expect(resolveRevisit(caDraft, { californiaPage: false, storedZip: "90001" })).toEqual({ kind: "discard" });
    expect(resolveRevisit(caDraft, { californiaPage: true, storedZip: "90001" }).kind).toBe("whole");
  });

  it("doc2 §4 revisit: when the stored zip matches, the whole draft is restored", () => {
    expect(resolveRevisit(txDraft, { californiaPage: false, storedZip: "75001-0001" })).toEqual({ kind: "whole", draft: txDraft });
  });

  it("doc2 §4 revisit: otherwise only name, dob, contact and consent are restored", () => {
    expect(resolveRevisit(txDraft, { californiaPage: false, storedZip: "77002" })).toEqual({
      kind: "partial",
      draft: {
        data: {
          driverFirstName: "Ana",
          driverLastName: "Lopez",
          driverDob: "07-04-1990",
          driverEmail: "ana@example.com",
          driverPhone: "5551234567",
          privatePolicy: true,
        },
      },
    });
    expect(resolveRevisit(txDraft, { californiaPage: false }).kind).toBe("partial");
  });

  it("doc2 §4 revisit: a draft without a state yet is kept on either page", () => {
    const early: DriverPrefill = { data: { driverFirstName: "Ana" } };
    expect(resolveRevisit(early, { californiaPage: true }).kind).toBe("partial");
  });

  it("doc2 §2 the California variant is the page whose path contains get-a-quote-ca", () => {
    expect(isCaliforniaPage("/es/get-a-quote-ca")).toBe(true);
    expect(isCaliforniaPage("/get-a-quote")).toBe(false);
  });
});

describe("doc2 §3 saved local draft (driverPrefill)", () => {
  it("doc2 §3 reads stored JSON; licenseid, as one source spells it, reads as licenseId", () => {
    const draft = parseDriverPrefill(JSON.stringify({ section: "policy", data: { driverFirstName: "Ana", licenseid: "F-77", licenseType: 6 } }));
    expect(draft?.data).toMatchObject({ driverFirstName: "Ana", licenseId: "F-77", licenseType: 6 });
    expect(draft?.data).not.toHaveProperty("licenseid");
  });

  it("doc2 §3 a field of the wrong type reads as absent instead of losing the draft; junk is no draft", () => {
    const draft = parseDriverPrefill({ data: { driverFirstName: 42, driverLastName: "Lopez" }, vehicles: "nope" });
    expect(draft?.data?.driverFirstName).toBeUndefined();
    expect(draft?.data?.driverLastName).toBe("Lopez");
    expect(draft?.vehicles).toBeUndefined();
    expect(parseDriverPrefill("{not json")).toBeNull();
    expect(parseDriverPrefill(42)).toBeNull();
  });

  it("doc2 §3 stored state expires after 168 hours", () => {
    expect(isStoredStateExpired("2026-11-01T10:00:00Z", "2026-11-08T09:59:59Z")).toBe(false);
    expect(isStoredStateExpired("2026-11-01T10:00:00Z", "2026-11-08T10:00:00Z")).toBe(true);
    expect(isStoredStateExpired("garbage", "2026-11-08T10:00:00Z")).toBe(true);
  });
});

describe("doc2 §1 visitor kinds", () => {
  const query = (text: string) => new URLSearchParams(text);

  it("doc2 §1 revisit: a stored draft and no code or customerid parameter", () => {
    expect(visitorKind({ query: query(""), hasDraft: true })).toBe("revisit");
    expect(visitorKind({ query: query("code=abc"), hasDraft: true })).toBe("new");
    expect(visitorKind({ query: query("customerid=9"), hasDraft: true })).toBe("new");
    expect(visitorKind({ query: query(""), hasDraft: false })).toBe("new");
  });

  it("doc2 §2 affiliate: utm_source qs or eq", () => {
    expect(visitorKind({ query: query("utm_source=QS&utm_medium=x"), hasDraft: true })).toBe("affiliate");
    expect(visitorKind({ query: query("utm_source=eq"), hasDraft: false })).toBe("affiliate");
    expect(visitorKind({ query: query("utm_source=google"), hasDraft: false })).toBe("new");
  });

  it("doc2 §1 repeat: retrieving an earlier quote by phone and date of birth", () => {
    expect(visitorKind({ query: query("utm_source=qs"), hasDraft: true, retrievingPreviousQuote: true })).toBe("repeat");
  });
});
