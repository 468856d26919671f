import { describe, expect, it } from "vitest";
import { pack, unpack } from "./packed";

describe("packed loader data", () => {
  it("travels as one string and reads back to equal data, the same object each time it is read", () => {
    const offices = [{ slug: "fort-worth-downtown", hours: { monFri: "9:00 AM - 6:00 PM" }, lat: 32.7555, phone: null }];
    const packed = pack(offices);
    expect(typeof packed).toBe("string");
    const read = unpack(packed);
    expect(read).toEqual(offices);
    expect(unpack(packed)).toBe(read);
    expect(unpack(pack([]))).toEqual([]);
  });
});
