import { describe, expect, it } from "vitest";
import { configuredMessage, messageKey } from "../message";
import { ageOn, formatDob, isBirthDateAllowed, normalizePhone, paymentFormSchema } from "./form";

/** The catalogue's birth-date message with the age limits as its values. */
const birthDate = (min = 16, max = 75) => messageKey("public.payment.birthDateInvalid", { min, max });

// Monday 15 June 2026, noon in Texas.
const now = new Date("2026-06-15T17:00:00Z");

const form = (overrides: Record<string, unknown> = {}) => ({
  policyNumber: "tx-1234567",
  email: "ana@example.com",
  phone: "512-555-0142",
  dob: "4/9/1988",
  ...overrides,
});

const issues = (input: unknown, options = {}) =>
  paymentFormSchema({ now, ...options })
    .safeParse(input)
    .error?.issues.map((i) => [i.path.join("."), i.message]);

describe("doc1 §5 payment form", () => {
  it("sends the policy number uppercased, the phone without dashes and the dob as month-day-year", () => {
    expect(paymentFormSchema({ now }).parse(form())).toEqual({
      policyNumber: "TX-1234567",
      receiptEmail: "ana@example.com",
      receiptPhone: "5125550142",
      dob: "04-09-1988",
    });
  });

  it("accepts the usual ways of typing a US phone number and sends its 10 digits", () => {
    for (const phone of ["(512) 555-0142", "512.555.0142", "5125550142", "+1 512 555 0142"]) {
      expect(normalizePhone(phone)).toBe("5125550142");
    }
    expect(normalizePhone("123-555-0142")).toBeNull();
    expect(normalizePhone("512-555-014")).toBeNull();
  });

  it("each field has its own message", () => {
    expect(issues(form({ policyNumber: "??", email: "ana@", phone: "12", dob: "13/9/1988" }))).toEqual([
      ["policyNumber", "public.payment.policyNumberInvalid"],
      ["email", "public.email.invalid"],
      ["phone", "public.payment.phoneInvalid"],
      ["dob", "public.payment.dateInvalid"],
    ]);
  });

  it("a policy number needs a digit and 4 to 30 letters, digits or dashes", () => {
    expect(issues(form({ policyNumber: "ABCDE" }))).toEqual([["policyNumber", "public.payment.policyNumberInvalid"]]);
    expect(issues(form({ policyNumber: "A1" }))).toEqual([["policyNumber", "public.payment.policyNumberInvalid"]]);
    expect(issues(form({ policyNumber: "AB 123" }))).toEqual([["policyNumber", "public.payment.policyNumberInvalid"]]);
    expect(issues(form({ policyNumber: "ab12" }))).toBeUndefined();
  });

  it("a date that does not exist is refused on dob", () => {
    expect(issues(form({ dob: "2/30/1990" }))).toEqual([["dob", birthDate()]]);
  });

  it("doc2 §5 the date of birth is one typed date: MM/DD/YYYY or its eight digits, month and day in range, the year 4 digits", () => {
    expect(paymentFormSchema({ now }).safeParse(form({ dob: "03151985" })).data?.dob).toBe("03-15-1985");
    expect(paymentFormSchema({ now }).safeParse(form({ dob: "03/15/1985" })).data?.dob).toBe("03-15-1985");
    expect(issues(form({ dob: "02/30/1990" }))).toEqual([["dob", birthDate()]]);
    expect(issues(form({ dob: "4/32/1988" }))).toEqual([["dob", "public.payment.dateInvalid"]]);
    expect(issues(form({ dob: "4/9/88" }))).toEqual([["dob", "public.payment.dateInvalid"]]);
    expect(issues(form({ dob: "x/9/1988" }))).toEqual([["dob", "public.payment.dateInvalid"]]);
    expect(issues(form({ dob: "" }))).toEqual([["dob", "public.payment.dateInvalid"]]);
  });

  it("configured messages replace the defaults", () => {
    expect(issues(form({ dob: "4/9/2020" }), { messages: { birthDate: "Age must be {0} to {1}" } })).toEqual([
      ["dob", configuredMessage("Age must be {0} to {1}", [16, 75])],
    ]);
    expect(issues(form({ phone: "1" }), { messages: { phone: "Bad phone" } })).toEqual([["phone", configuredMessage("Bad phone")]]);
  });
});

describe("doc1 §5, §9 payment age limits (default 16 to 75, configurable)", () => {
  const limits = { minAge: 16, maxAge: 75 };

  it("16 on the day is allowed; a day short of 16 is not", () => {
    expect(isBirthDateAllowed({ year: 2010, month: 6, day: 15 }, now, limits)).toBe(true);
    expect(isBirthDateAllowed({ year: 2010, month: 6, day: 16 }, now, limits)).toBe(false);
  });

  it("75 until the 76th birthday is allowed; 76 is not", () => {
    expect(isBirthDateAllowed({ year: 1950, month: 6, day: 16 }, now, limits)).toBe(true);
    expect(isBirthDateAllowed({ year: 1950, month: 6, day: 15 }, now, limits)).toBe(false);
  });

  it("the form applies the defaults and the configured limits", () => {
    expect(issues(form({ dob: "6/16/2010" }))).toEqual([["dob", birthDate()]]);
    expect(issues(form({ dob: "6/16/2010" }), { minAge: 15 })).toBeUndefined();
    expect(issues(form({ dob: "1/1/1960" }), { maxAge: 60 })).toEqual([["dob", birthDate(16, 60)]]);
  });

  it("a future date of birth is refused", () => {
    expect(isBirthDateAllowed({ year: 2027, month: 1, day: 1 }, now, { minAge: 0, maxAge: 200 })).toBe(false);
  });

  it("age is counted on the agency's (Texas) date: 22:00 in Texas is still the day before in UTC terms", () => {
    const lateEvening = new Date("2026-06-16T03:00:00Z"); // 15 June, 22:00 in Texas
    expect(ageOn({ year: 2010, month: 6, day: 16 }, lateEvening)).toBe(15);
    expect(isBirthDateAllowed({ year: 2010, month: 6, day: 16 }, lateEvening, limits)).toBe(false);
  });

  it("a 29 February birthday counts from 1 March in other years", () => {
    expect(ageOn({ year: 2008, month: 2, day: 29 }, new Date("2024-02-28T18:00:00Z"))).toBe(15);
    expect(ageOn({ year: 2008, month: 2, day: 29 }, new Date("2024-02-29T18:00:00Z"))).toBe(16);
    expect(ageOn({ year: 2008, month: 2, day: 29 }, new Date("2025-03-01T18:00:00Z"))).toBe(17);
  });

  it("formatDob pads month and day", () => {
    expect(formatDob({ month: 12, day: 31, year: 1999 })).toBe("12-31-1999");
    expect(formatDob({ month: 1, day: 2, year: 2001 })).toBe("01-02-2001");
  });
});
