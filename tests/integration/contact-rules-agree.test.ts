/**
 * One table of contact inputs, fed to the site's rules (app/domain/contact-rules.ts), to every site
 * form that asks for a ZIP, an e-mail, a phone or a name, and to the platform's own copy of the rules
 * and the field schemas its routes use (platform/services/contact-rules.ts, schemas.ts). The platform
 * never imports the site, so this test is what keeps the two copies saying the same thing: a value a
 * form lets through is never refused by the platform, and both keep it the same way.
 */
import { describe, expect, it } from "vitest";
import * as site from "~/domain/contact-rules";
import { additionalDriversSchema } from "~/domain/buy/forms";
import { createCustomerSchema } from "~/domain/account/forms";
import { paymentFormSchema } from "~/domain/payment/form";
import { referralSchema } from "~/domain/portal/forms";
import { checkForm, type FormConfig } from "~/domain/public/form-container";
import { outOfStateFormSchema } from "~/domain/public/out-of-state";
import { zipEntrySchema } from "~/domain/public/zip-schema";
import { zipField } from "~/domain/quote/driver-address";
import { driverStep1Schema, driverStep2Schema } from "~/domain/quote/driver-steps";
import { personalSchema } from "~/domain/renters/form";
import { ROADSIDE_AGE_LIMITS, roadsideFormSchema } from "~/domain/roadside/form";
import * as siteLimits from "~/domain/quote/limits";
import * as platform from "../../platform/services/contact-rules.ts";
import * as platformLimits from "../../platform/rating/limits.ts";
import { MAX_LICENCE_IMAGE_BYTES } from "../../platform/reference/licence-image.ts";
import {
  email as platformEmail,
  personName as platformName,
  phone as platformPhone,
  stateCode as platformState,
  zipCode as platformZip,
} from "../../platform/services/schemas.ts";

/** Each input with what it is kept as (null: refused). */
type Row = readonly [input: string, kept: string | null];

const longLocal = "a".repeat(64);
/** RFC 5321's longest address: 64 characters, "@", a 189-character domain of labels of at most 63. */
const email254 = `${longLocal}@${"d".repeat(63)}.${"e".repeat(63)}.${"f".repeat(57)}.com`;

/** doc1 §5 "Zip: exactly 5 digits … shortened to 5 characters where longer", doc2 §5 "Zip: 5 digits, shortened to 5 characters". */
const ZIPS: Row[] = [
  ["75001", "75001"],
  [" 75001 ", "75001"],
  ["75001-1234", "75001"],
  ["750011234", "75001"],
  ["00501", "00501"],
  ["7500", null],
  ["750011", null],
  ["75001-123", null],
  ["75001 1234", null],
  ["7500A", null],
  ["ABCDE", null],
  ["７５００１", null],
  ["", null],
];

/** doc2 §5 "Phone is typed as digits and shown as ddd-ddd-dddd. Dashes are stripped before sending", doc3 §5.4, §5.6. */
const PHONES: Row[] = [
  ["5125550142", "5125550142"],
  ["512-555-0142", "5125550142"],
  ["(512) 555-0142", "5125550142"],
  ["512.555.0142", "5125550142"],
  [" 512 555 0142 ", "5125550142"],
  ["+1 512 555 0142", "5125550142"],
  ["+15125550142", "5125550142"],
  ["+1 (512) 555-0142", "5125550142"],
  ["1-512-555-0142", null],
  ["15125550142", null],
  ["512-555-0142 x12", null],
  ["512-555-0142 ext. 12", null],
  ["123-555-0142", null],
  ["512-555-014", null],
  ["555-CALL-NOW", null],
  ["+44 20 7946 0958", null],
  ["５１２５５５０１４２", null],
  ["", null],
];

/** doc1 §5 "a standard e-mail pattern", doc2 §5 "Email … must match patterns", doc3 §5.3–§5.6. */
const EMAILS: Row[] = [
  ["ana@example.com", "ana@example.com"],
  [" ana@example.com ", "ana@example.com"],
  ["o'neil@mail.example.co", "o'neil@mail.example.co"],
  ["ana.maria+quotes@example.org", "ana.maria+quotes@example.org"],
  ["ANA@EXAMPLE.COM", "ANA@EXAMPLE.COM"],
  [`${longLocal}@example.com`, `${longLocal}@example.com`],
  [email254, email254],
  [`${email254}m`, null],
  [`a${longLocal}@example.com`, null],
  ["ana", null],
  ["ana@example", null],
  ["ana@localhost", null],
  ["ana..b@example.com", null],
  ["ana@example..com", null],
  ["ana@-example.com", null],
  ["ana example@x.com", null],
  ["ana@exa_mple.com", null],
  ["josé@example.com", null],
  ["@example.com", null],
  ["", null],
];

/** doc2 §5 "First and last name: minimum length (2)", doc3 §5.3, §5.4, §5.6 names "by pattern". */
const NAMES: Row[] = [
  ["Ana", "Ana"],
  ["  Ana  ", "Ana"],
  ["Al", "Al"],
  ["O'Neil", "O'Neil"],
  ["D’Angelo", "D’Angelo"],
  ["Mary-Jane", "Mary-Jane"],
  ["Jean Luc", "Jean Luc"],
  ["St. John", "St. John"],
  ["José", "José"],
  ["Jose\u0301", "Jose\u0301"],
  ["Nguyễn", "Nguyễn"],
  ["Łukasz", "Łukasz"],
  ["Σωκράτης", "Σωκράτης"],
  ["李小龙", "李小龙"],
  ["A".repeat(60), "A".repeat(60)],
  ["A".repeat(61), null],
  ["A", null],
  ["", null],
  ["J0hn", null],
  ["Ana!", null],
  ["-Ana", null],
  ["'Ana", null],
  ["Ana<script>", null],
  ["😀Ana", null],
];

/** doc2 §9, doc3 §5: a state is a US state code — the 50 states, DC and the territories — in any case. */
const STATES: Row[] = [
  ["TX", "TX"],
  ["tx", "TX"],
  [" ca ", "CA"],
  ["DC", "DC"],
  ["PR", "PR"],
  ["GU", "GU"],
  ["ZZ", null],
  ["XX", null],
  ["T", null],
  ["TXS", null],
  ["Texas", null],
  ["", null],
];

const keep = {
  zip: { site: site.zipForRequest, platform: platform.zipForRequest },
  phone: { site: site.phoneForRequest, platform: platform.phoneForRequest },
  email: { site: (v: string) => (site.isValidEmail(v) ? v.trim() : null), platform: (v: string) => (platform.isValidEmail(v) ? v.trim() : null) },
  name: { site: (v: string) => (site.isValidPersonName(v) ? v.trim() : null), platform: (v: string) => (platform.isValidPersonName(v) ? v.trim() : null) },
  state: {
    site: (v: string) => (site.isUsStateText(v) ? v.trim().toUpperCase() : null),
    platform: (v: string) => (platform.isUsStateText(v) ? v.trim().toUpperCase() : null),
  },
};

/** What a platform field schema keeps, or null when it answers a field error (a 400). */
function platformKeeps(schema: { safeParse(v: unknown): { success: boolean; data?: unknown } }, value: string): string | null {
  const result = schema.safeParse(value);
  return result.success ? (result.data as string) : null;
}

describe("the site's and the platform's contact rules agree, input by input", () => {
  it("the longest e-mail of the table is 254 characters", () => expect(email254).toHaveLength(254));
  const tables = {
    zip: [ZIPS, platformZip],
    phone: [PHONES, platformPhone],
    email: [EMAILS, platformEmail],
    name: [NAMES, platformName],
    state: [STATES, platformState],
  } as const;
  for (const [rule, [rows, schema]] of Object.entries(tables) as [keyof typeof tables, (typeof tables)[keyof typeof tables]][]) {
    it.each(rows)(`${rule}: %j is kept as %j by the site's rule, the platform's rule and the platform's field schema`, (input, kept) => {
      expect(keep[rule].site(input)).toBe(kept);
      expect(keep[rule].platform(input)).toBe(kept);
      expect(platformKeeps(schema, input)).toBe(kept);
    });
  }
});

/** A form's verdict on one field: whether the schema, given a complete form with that field changed, leaves the field without an issue. */
type Form = {
  fields: Partial<Record<"zip" | "phone" | "email" | "firstName" | "lastName" | "state", string>>;
  maxLength?: Record<string, number>;
  accepts: (field: string, value: string) => boolean;
};

function formOf(
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[] }[] } } },
  base: Record<string, unknown>,
  fields: Form["fields"],
): Form {
  expect(schema.safeParse(base).success, "the base form is complete").toBe(true);
  return {
    fields,
    accepts(field, value) {
      const input = structuredClone(base);
      const path = field.split(".");
      let target = input as Record<string, unknown>;
      for (const part of path.slice(0, -1)) target = target[part] as Record<string, unknown>;
      target[path.at(-1) ?? field] = value;
      const result = schema.safeParse(input);
      return result.success || !result.error?.issues.some((issue) => issue.path.join(".") === field);
    },
  };
}

/** The contact page's form as the CMS seeds it: its e-mail and phone fields bring the site's rules by their type. */
const contactForm: FormConfig = {
  fields: [
    { name: "email", type: "email", required: true },
    { name: "phone", type: "tel", required: false },
  ],
};
const contactFormCheck = {
  safeParse(values: unknown) {
    const result = checkForm(contactForm, { values: values as Record<string, string> });
    return result.status === "invalid"
      ? { success: false, error: { issues: Object.keys(result.errors).map((name) => ({ path: [name] })) } }
      : { success: true };
  },
};

const today = "2026-11-25";
const forms: Record<string, () => Form> = {
  "doc1 §5 contact form (generic form)": () => formOf(contactFormCheck, { email: "ana@example.com", phone: "" }, { email: "email", phone: "phone" }),
  "doc1 §5 zip entry": () => formOf(zipEntrySchema(), { zip: "75001" }, { zip: "zip" }),
  "doc1 §5 out-of-state e-mail": () =>
    formOf(outOfStateFormSchema({ contentRoots: [] }), { "oos-email": "ana@example.com", "oos-state": "CA" }, { email: "oos-email" }),
  "doc1 §5 make a payment": () =>
    formOf(
      paymentFormSchema({ now: new Date("2026-11-25T12:00:00Z") }),
      { policyNumber: "RRI-1000101", email: "ana@example.com", phone: "214-555-0142", dob: "03/15/1984" },
      { email: "email", phone: "phone" },
    ),
  "doc2 §5 driver 1/3 (name and date of birth)": () =>
    formOf(
      driverStep1Schema({ today }),
      { entryMode: "nondl", firstName: "Ana", lastName: "Lopez", dob: "03/15/1984" },
      { firstName: "firstName", lastName: "lastName" },
    ),
  "doc2 §5 driver 2/3": () =>
    formOf(driverStep2Schema(), { email: "ana@example.com", phone: "214-555-0142", privacyConsent: true }, { email: "email", phone: "phone" }),
  "doc2 §5 driver 3/3 ZIP": () =>
    formOf(
      {
        safeParse: (v: unknown) => {
          const r = zipField().safeParse((v as { zip: unknown }).zip);
          return r.success ? r : { success: false, error: { issues: r.error.issues.map((i) => ({ path: ["zip", ...i.path] })) } };
        },
      },
      { zip: "75001" },
      { zip: "zip" },
    ),
  "doc3 §5.1 buy online commute ZIP and state": () => ({
    ...formOf(
      additionalDriversSchema({ enableMaritalValidation: false, enableSecondaryDriverDob: false, enableDriverStatus: false }, 1),
      { drivers: [], vehicles: [{ commuting: "on", commuteAddress: "1200 Main St", commuteCity: "Dallas", commuteState: "TX", commuteZip: "75201" }] },
      { zip: "vehicles.0.commuteZip", state: "vehicles.0.commuteState" },
    ),
    maxLength: { "vehicles.0.commuteState": 2 },
  }),
  "doc3 §5.3 renters": () =>
    formOf(
      personalSchema({ today, maxEffectiveDays: 60, invalidDateMessage: "bad date" }),
      {
        firstName: "Avery",
        lastName: "Renter",
        email: "avery@example.com",
        phone: "214-555-0110",
        address1: "2100 Ross Ave",
        city: "Dallas",
        zip: "75201",
        effectiveDate: "2026-12-01",
      },
      { zip: "zip", phone: "phone", email: "email", firstName: "firstName", lastName: "lastName" },
    ),
  "doc3 §5.4 roadside": () =>
    formOf(
      roadsideFormSchema({ today, ...ROADSIDE_AGE_LIMITS, birthDateMessage: "Age must be {0} to {1}." }),
      {
        memberType: "single",
        firstname: "Rosa",
        lastname: "Delgado",
        dob: "4/12/1985",
        driverLicenseNumber: "D1234567",
        email: "rosa@example.com",
        phoneNumber: "214-555-0101",
        addressLine1: "1200 Main St",
        city: "Dallas",
        state: "TX",
        zipCode: "75201",
        consent: "on",
      },
      { zip: "zipCode", phone: "phoneNumber", email: "email", firstName: "firstname", lastName: "lastname", state: "state" },
    ),
  "doc3 §5.6 referral": () =>
    formOf(
      referralSchema({ minAge: 15, maxAge: 75, askAge: false }),
      { refFirstName: "Ana", refLastName: "Lopez", refEmail: "ana@example.com", refPhone: "214-555-0142" },
      { phone: "refPhone", email: "refEmail", firstName: "refFirstName", lastName: "refLastName" },
    ),
  "doc3 §5.6 create customer": () =>
    formOf(
      createCustomerSchema({ minAge: 18, maxAge: 85, invalidDateMessage: "Age {0} to {1}", today }),
      { firstName: "Ana", lastName: "Lopez", email: "ana@example.com", phone: "214-555-0142", dob: "03/15/1984", city: "Dallas", state: "TX", zip: "75201" },
      { zip: "zip", phone: "phone", email: "email", firstName: "firstName", lastName: "lastName", state: "state" },
    ),
};

const TABLE_OF: Record<keyof Form["fields"], Row[]> = { zip: ZIPS, phone: PHONES, email: EMAILS, firstName: NAMES, lastName: NAMES, state: STATES };

describe("every site form accepts exactly what the one contact rule accepts", () => {
  for (const [name, make] of Object.entries(forms)) {
    it(`${name}: each ZIP, phone, e-mail, name and state of the table`, () => {
      const form = make();
      for (const [kind, field] of Object.entries(form.fields) as [keyof Form["fields"], string][]) {
        for (const [input, kept] of TABLE_OF[kind]) {
          // A required field's empty value is the form's required message, not the format rule.
          if (input === "") continue;
          // A field of at most two characters (buy online's commute state, maxLength 2) cannot hold spaces around a code.
          if (kind === "state" && input !== input.trim() && form.maxLength?.[field] === 2) continue;
          expect(form.accepts(field, input), `${field} ${JSON.stringify(input)}`).toBe(kept !== null);
        }
      }
    });
  }
});

describe("the site's and the platform's quote limits are the same figures", () => {
  it("doc2 §5, §9 the licence image: the site's ceiling is the platform's", () => {
    expect(siteLimits.LICENSE_IMAGE_MAX_BYTES).toBe(MAX_LICENCE_IMAGE_BYTES);
  });
  it("drivers and vehicles per quote", () => {
    expect({ drivers: siteLimits.MAX_DRIVERS_PER_QUOTE, vehicles: siteLimits.MAX_VEHICLES_PER_QUOTE }).toEqual({
      drivers: platformLimits.MAX_DRIVERS_PER_QUOTE,
      vehicles: platformLimits.MAX_VEHICLES_PER_QUOTE,
    });
  });
});

describe("the message a refused name gets", () => {
  it("doc2 §5 driver 1/3: a short name is 'at least 2 letters', a name with a digit or sign is 'letters only'", () => {
    const step1 = driverStep1Schema({ today });
    const issues = (firstName: string) =>
      step1
        .safeParse({ entryMode: "nondl", firstName, lastName: "Lopez", dob: "03/15/1984" })
        .error?.issues.filter((i) => i.path[0] === "firstName")
        .map((i) => i.message);
    expect(issues("A")).toEqual(["quote.errors.firstNameTooShort"]);
    expect(issues("J0hn")).toEqual(["quote.errors.nameInvalid"]);
    expect(issues("Ana")).toBeUndefined();
  });
});
