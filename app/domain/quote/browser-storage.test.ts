import { describe, expect, it } from "vitest";
import { forgetStoredPrefill } from "./browser-storage";
import { emptyDraft, toDriverPrefill } from "./draft";

/** A Storage over a Map, as window.localStorage behaves. */
function memoryStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    get length() {
      return map.size;
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    removeItem: (key: string) => void map.delete(key),
  };
}

describe("nothing personal in browser storage", () => {
  it("the whole-draft copy an earlier version stored (date of birth, licence, e-mail, phone, street) is removed for every brand; other keys stay", () => {
    const draft = emptyDraft({
      primary: {
        firstName: "Ana",
        dob: "04-12-1990",
        license: "D1234567",
        email: "ana@example.com",
        phone: "2145550101",
        address: "1500 Marilla St",
        zip: "75201",
        state: "TX",
      },
    });
    const stored = JSON.stringify({ ...toDriverPrefill(draft), savedAt: "2026-11-01T10:00:00Z" });
    const storage = memoryStorage({ "driverPrefill:lonestar": stored, "driverPrefill:gulf": stored, "cookie-consent": "yes" });
    expect(forgetStoredPrefill(storage)).toBe(2);
    expect([...storage.map.keys()]).toEqual(["cookie-consent"]);
    const left = [...storage.map.values()].join(" ");
    for (const personal of ["04-12-1990", "D1234567", "ana@example.com", "2145550101", "1500 Marilla St"]) expect(left).not.toContain(personal);
  });

  it("an empty storage stays empty", () => {
    const storage = memoryStorage({});
    expect(forgetStoredPrefill(storage)).toBe(0);
    expect(storage.map.size).toBe(0);
  });
});
