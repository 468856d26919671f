import { describe, expect, it } from "vitest";
import { ageBand, dayPart, formatPhone, tabFromQuery } from "./display";

describe("doc3 §2.7 the tab a tabid chooses", () => {
  it.each([
    [null, "dashboard"],
    ["", "dashboard"],
    ["nonsense", "dashboard"],
    ["policies", "policies"],
    ["mypolicies", "policies"],
    ["Policies-list", "policies"],
    ["rewards", "rewards"],
    ["account", "account"],
    ["myquotes", "myquotes"],
    ["dashboard", "dashboard"],
  ])("tabid %s → %s", (tabid, tab) => expect(tabFromQuery(tabid)).toBe(tab));
});

describe("doc3 §9 time-of-day greeting by the hour in America/Chicago", () => {
  it.each([
    ["2026-11-25T06:00:00Z", "evening"], // 00:00 Chicago
    ["2026-11-25T10:59:00Z", "evening"], // 04:59
    ["2026-11-25T11:00:00Z", "morning"], // 05:00
    ["2026-11-25T17:59:00Z", "morning"], // 11:59
    ["2026-11-25T18:00:00Z", "afternoon"], // 12:00
    ["2026-11-25T23:59:00Z", "afternoon"], // 17:59
    ["2026-11-26T00:00:00Z", "evening"], // 18:00
    ["2026-07-01T16:30:00Z", "morning"], // 11:30 CDT (summer time)
  ])("%s → %s", (iso, part) => expect(dayPart(new Date(iso))).toBe(part));
});

describe("doc3 §9 age bands", () => {
  it.each([
    [18, "18-24"],
    [24, "18-24"],
    [25, "25-34"],
    [34, "25-34"],
    [35, "35-44"],
    [44, "35-44"],
    [45, "45-54"],
    [54, "45-54"],
    [55, "55-64"],
    [64, "55-64"],
    [65, ">65"],
    [90, ">65"],
  ])("age %i → %s", (age, band) => expect(ageBand(age)).toBe(band));
});

describe("doc3 §5.6, §9 phone shown ddd-ddd-dddd", () => {
  it.each([
    ["2145550142", "214-555-0142"],
    ["(214) 555-0142", "214-555-0142"],
    ["+1 214 555 0142", "214-555-0142"],
    ["555", "555"],
    ["", ""],
  ])("%s → %s", (input, shown) => expect(formatPhone(input)).toBe(shown));
});
