import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import {
  ageOn,
  canRunLicenceLookup,
  checkDateParts,
  dashedToIso,
  fromDashedDate,
  isAgeWithin,
  dateTextToIso,
  normalizeDateText,
  parseDateText,
  sanitizeDateInput,
  toDashedDate,
} from "./dates";

const problem = (month: string, day: string, year: string) => {
  const check = checkDateParts({ month, day, year });
  return check.ok ? "ok" : check.problem;
};

describe("doc2 §5 quote-flow dates", () => {
  it("doc2 §5 dates: month, day and year must match their patterns", () => {
    expect(problem("13", "01", "1990")).toBe("month");
    expect(problem("00", "01", "1990")).toBe("month");
    expect(problem("1a", "01", "1990")).toBe("month");
    expect(problem("01", "32", "1990")).toBe("day");
    expect(problem("01", "0", "1990")).toBe("day");
    expect(problem("01", "01", "90")).toBe("year");
    expect(problem("1", "7", "1990")).toBe("ok");
  });

  it("doc2 §5 dates: the year runs from 1920 to 3999", () => {
    expect(problem("12", "31", "1919")).toBe("year");
    expect(problem("01", "01", "1920")).toBe("ok");
    expect(problem("12", "31", "3999")).toBe("ok");
    expect(problem("01", "01", "4000")).toBe("year");
  });

  it("doc2 §5 dates: must be real calendar dates (31 April, 29 February of a common year)", () => {
    expect(problem("04", "31", "1990")).toBe("notReal");
    expect(problem("02", "29", "2023")).toBe("notReal");
    expect(problem("02", "29", "2024")).toBe("ok");
    expect(problem("02", "29", "2000")).toBe("ok");
    expect(problem("02", "29", "1900".replace("19", "21"))).toBe("notReal");
  });

  it("doc2 §5 the one date reading: MM/DD/YYYY, M/D/YYYY or the eight digits MMDDYYYY", () => {
    expect(parseDateText("03/15/1985")).toEqual({ month: "03", day: "15", year: "1985" });
    expect(parseDateText(" 3/5/1985 ")).toEqual({ month: "3", day: "5", year: "1985" });
    expect(parseDateText("03151985")).toEqual({ month: "03", day: "15", year: "1985" });
    expect(parseDateText("3151985")).toBeNull();
    expect(parseDateText("1985-03-15")).toBeNull();
    expect(parseDateText("03-15-1985")).toBeNull();
    expect(normalizeDateText("03151985")).toBe("03/15/1985");
    expect(normalizeDateText("3/5/1985")).toBe("03/05/1985");
    expect(normalizeDateText("02301985")).toBeNull();
    expect(dateTextToIso("03151985")).toBe("1985-03-15");
    expect(dateTextToIso("12/31/1919")).toBeNull();
  });

  it("doc2 §5 date inputs accept digits and slash only", () => {
    expect(sanitizeDateInput("0a7/-04.1990x")).toBe("07/041990");
    expect(sanitizeDateInput("07/04/19901234")).toBe("07/04/1990");
  });

  it("doc2 §5 the licence-plus-date-of-birth lookup runs only when the date of birth has 10 characters", () => {
    expect(canRunLicenceLookup("D1234567", "07/04/199")).toBe(false);
    expect(canRunLicenceLookup("D1234567", "07/04/1990")).toBe(true);
    expect(canRunLicenceLookup("", "07/04/1990")).toBe(false);
  });

  it("parses typed MM/DD/YYYY and rejects other shapes", () => {
    expect(parseDateText("07/04/1990")).toEqual({ month: "07", day: "04", year: "1990" });
    expect(parseDateText("7/4/1990")).toEqual({ month: "7", day: "4", year: "1990" });
    expect(parseDateText("1990-07-04")).toBeNull();
    expect(parseDateText("07/04/90")).toBeNull();
  });
});

describe("doc2 §3 dob sent as month-day-year joined by dashes", () => {
  it("pads month and day to two digits", () => {
    expect(toDashedDate({ month: "7", day: "4", year: "1990" })).toBe("07-04-1990");
    expect(toDashedDate(DateTime.fromISO("2001-12-25"))).toBe("12-25-2001");
  });

  it("reads a dashed date back, and refuses one that is not real", () => {
    expect(fromDashedDate("07-04-1990")).toEqual({ month: "07", day: "04", year: "1990" });
    expect(fromDashedDate("02-30-1990")).toBeNull();
    expect(dashedToIso("07-04-1990")).toBe("1990-07-04");
    expect(dashedToIso("1990-07-04")).toBeNull();
  });
});

describe("doc2 §5 age", () => {
  it("doc2 §5 age: a driver who turns 16 today is 16; the day before, 15", () => {
    expect(ageOn("2010-11-05", "2026-11-05")).toBe(16);
    expect(ageOn("2010-11-06", "2026-11-05")).toBe(15);
    expect(ageOn("1950-01-01", "2026-12-31")).toBe(76);
  });

  it("doc2 §5 age: born on 29 February, the birthday counts on 28 February in a common year (luxon)", () => {
    expect(ageOn("2008-02-29", "2024-02-28")).toBe(15);
    expect(ageOn("2008-02-29", "2024-02-29")).toBe(16);
    expect(ageOn("2008-02-29", "2025-02-27")).toBe(16);
    expect(ageOn("2008-02-29", "2025-02-28")).toBe(17);
  });

  it("doc2 §9 age limits include both ends", () => {
    expect(isAgeWithin(16, { min: 16, max: 75 })).toBe(true);
    expect(isAgeWithin(75, { min: 16, max: 75 })).toBe(true);
    expect(isAgeWithin(15, { min: 16, max: 75 })).toBe(false);
    expect(isAgeWithin(76, { min: 16, max: 75 })).toBe(false);
  });
});

describe("doc2 §5 date input typing", () => {
  it("doc2 §5 date inputs: digits and slash only, slashes added after month and day as digits are typed", async () => {
    const { autoSlashDate } = await import("./dates");
    expect(autoSlashDate("0")).toBe("0");
    expect(autoSlashDate("041")).toBe("04/1");
    expect(autoSlashDate("04/121990")).toBe("04/12/1990");
    expect(autoSlashDate("04121990")).toBe("04/12/1990");
    expect(autoSlashDate("04a12-1990")).toBe("04/12/1990");
    expect(autoSlashDate("1/5/1990")).toBe("1/5/1990");
    expect(autoSlashDate("04/12/19901")).toBe("04/12/1990");
  });

  it("doc2 §3 privacy: a date of birth shows only its year and a licence only its last 4 characters after entry", async () => {
    const { maskDob, maskLicence } = await import("./dates");
    expect(maskDob("04-12-1990")).toBe("••/••/1990");
    expect(maskDob(undefined)).toBe("");
    expect(maskLicence("91002341")).toBe("••••2341");
  });
});
