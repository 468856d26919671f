/**
 * The buy-online forms (doc3 §5.1): one zod schema per section, the same in the browser and in the
 * action. A message (../message.ts) is a key of the UI string catalogue (`buy.errors.*`), or a
 * configured text in the page's language: one of the buy-online settings' messages, passed in, or a
 * question's own error message.
 */
import { z } from "zod";
import { isUsStateText, isValidZip, normalizeZip } from "~/domain/contact-rules";
import { dateTextToIso } from "~/domain/quote/dates";
import { normalizeVin } from "~/domain/quote/vehicle";
import { configuredMessage } from "~/domain/message";

export const buyErrors = {
  licenceRequired: "buy.errors.licenceRequired",
  dobRequired: "buy.errors.dobRequired",
  dobInvalid: "buy.errors.dobInvalid",
  vinRequired: "buy.errors.vinRequired",
  relationRequired: "buy.errors.relationRequired",
  genderRequired: "buy.errors.genderRequired",
  maritalRequired: "buy.errors.maritalRequired",
  marriedCount: "buy.errors.marriedCount",
  spouseRequired: "buy.errors.spouseRequired",
  spouseOfSingle: "buy.errors.spouseOfSingle",
  secondaryDob: "buy.errors.secondaryDob",
  driverLicenceRequired: "buy.errors.driverLicenceRequired",
  commuteAddress: "buy.errors.commuteAddress",
  commuteCity: "buy.errors.commuteCity",
  commuteState: "buy.errors.commuteState",
  commuteZip: "buy.errors.commuteZip",
  answerRequired: "buy.errors.answerRequired",
  affirmRequired: "buy.errors.affirmRequired",
  signatureRequired: "buy.errors.signatureRequired",
  signatureName: "buy.errors.signatureName",
  mileage: "buy.errors.mileage",
  tooLong: "buy.errors.tooLong",
} as const;

/** The buy-online settings' messages the driver-info rules answer (doc3 §8), in the page's language. */
export interface DriverInfoMessages {
  allFieldsRequired: string;
  dataNotCorrect: string;
  wrongVin: string;
}

const E = buyErrors;

/** A text field; conform sends an empty one as undefined, read here as "". */
const text = (max: number) =>
  z
    .string()
    .max(max, { error: E.tooLong })
    .optional()
    .transform((v) => (v ?? "").trim());

/** A checkbox: "on" when ticked. */
const checkbox = () =>
  z
    .union([z.string(), z.boolean()])
    .optional()
    .transform((v) => v === true || v === "on" || v === "true" || v === "yes");

/** The date as yyyy-mm-dd when it is a real date typed as the date input takes it (doc2 §5), else null. */
export const isoOfSlashed = dateTextToIso;

/** doc3 §5.1: 17 letters or digits, without I, O or Q (the VIN pattern). */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

export function isVin(value: string): boolean {
  return VIN_PATTERN.test(normalizeVin(value));
}

/**
 * doc3 §5.1 driver info: the primary driver's licence and date of birth, and each vehicle's VIN.
 * Everything empty: the configured all-fields-required message (and each field marked); then the
 * licence and the date of birth are required, the date a real one; each VIN required and matching
 * the pattern, else the configured wrong-VIN message. The licence lookup (data not correct) and
 * the VIN decode run in the action after this.
 */
export function driverInfoSchema(messages: DriverInfoMessages) {
  return z
    .object({
      license: text(40),
      dob: text(10),
      vins: z.array(z.object({ vin: text(40) })).default([]),
    })
    .superRefine((value, ctx) => {
      const allEmpty = !value.license && !value.dob && value.vins.every((v) => !v.vin);
      if (allEmpty) {
        ctx.addIssue({ code: "custom", path: [], message: configuredMessage(messages.allFieldsRequired) });
      }
      if (!value.license) ctx.addIssue({ code: "custom", path: ["license"], message: E.licenceRequired });
      else if (!/^[A-Za-z0-9 -]{1,40}$/.test(value.license))
        ctx.addIssue({ code: "custom", path: ["license"], message: configuredMessage(messages.dataNotCorrect) });
      if (!value.dob) ctx.addIssue({ code: "custom", path: ["dob"], message: E.dobRequired });
      else if (!isoOfSlashed(value.dob)) ctx.addIssue({ code: "custom", path: ["dob"], message: E.dobInvalid });
      value.vins.forEach((v, i) => {
        if (!v.vin) ctx.addIssue({ code: "custom", path: ["vins", i, "vin"], message: E.vinRequired });
        else if (!isVin(v.vin)) ctx.addIssue({ code: "custom", path: ["vins", i, "vin"], message: configuredMessage(messages.wrongVin) });
      });
    })
    .transform((value) => ({ license: value.license.toUpperCase(), dob: isoOfSlashed(value.dob) ?? "", vins: value.vins.map((v) => normalizeVin(v.vin)) }));
}
export type DriverInfoValues = z.output<ReturnType<typeof driverInfoSchema>>;

/** A driver as the licence lookup answers it (name, address and date of birth). */
export interface LookupPerson {
  firstName: string;
  lastName: string;
  dob: string;
  driverLicenseNumber?: string | null;
  address?: { address1: string; zipCode: string } | undefined;
}

const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? "").trim().toLowerCase() === (b ?? "").trim().toLowerCase();

/**
 * doc3 §5.1 licence check. Outside California the lookup by licence and date of birth must answer
 * a driver with the primary driver's first and last name. In California the lookup is by name,
 * address and date of birth, and the driver it answers must hold the licence typed.
 */
export function licenceVerified(
  state: string,
  driver: { firstName: string; lastName: string; dob: string },
  license: string,
  found: readonly LookupPerson[],
): boolean {
  if (state.trim().toUpperCase() === "CA") {
    return found.some(
      (p) => same(p.firstName, driver.firstName) && same(p.lastName, driver.lastName) && p.dob === driver.dob && same(p.driverLicenseNumber, license),
    );
  }
  return found.some((p) => same(p.firstName, driver.firstName) && same(p.lastName, driver.lastName));
}

/** What the additional-driver and question rules need from the carrier's configuration (doc3 §3). */
export interface BuyFormOptions {
  enableMaritalValidation: boolean;
  enableSecondaryDriverDob: boolean;
  enableDriverStatus: boolean;
}

const choice = (message: string, allowed: readonly string[]) =>
  z
    .string({ error: message })
    .optional()
    .transform((v) => (v ?? "").trim())
    .refine((v) => allowed.includes(v), { error: message });

const RELATION_VALUES = ["1", "2", "3", "4", "5"] as const;
const GENDER_VALUES = ["0", "1"] as const;
const MARITAL_VALUES = ["0", "1"] as const;
const STATUS_VALUES = ["0", "1", "2"] as const;

/**
 * doc3 §5.1 marital validation (carriers that enable it): the married entries — the primary driver
 * when married and each additional driver who is married or the primary's spouse — must be an even
 * number; a married primary driver needs a spouse among the additional drivers; and (doc3 §5.2, the
 * same rule) a spouse cannot be listed for a single primary driver. Marital codes: 0 married, 1 single.
 */
export function maritalProblem(primaryMarital: number, drivers: readonly { relation: number; marital: number }[]): string | null {
  const primaryMarried = primaryMarital === 0;
  const hasSpouse = drivers.some((d) => d.relation === 1);
  if (hasSpouse && !primaryMarried) return E.spouseOfSingle;
  if (primaryMarried && !hasSpouse) return E.spouseRequired;
  const married = drivers.filter((d) => d.marital === 0).length + (primaryMarried ? 1 : 0);
  if (married % 2 !== 0) return E.marriedCount;
  return null;
}

/**
 * doc3 §5.1 additional drivers: relation, gender and marital status chosen; a licence for an
 * insured driver; with secondary date of birth enabled, a real date with a 4-digit year; when a
 * vehicle is commuted, every commute address field; the marital validation for carriers that
 * enable it (a form-level message).
 */
export function additionalDriversSchema(options: BuyFormOptions, primaryMarital: number) {
  return z
    .object({
      drivers: z
        .array(
          z.object({
            relation: choice(E.relationRequired, RELATION_VALUES),
            gender: choice(E.genderRequired, GENDER_VALUES),
            marital: choice(E.maritalRequired, MARITAL_VALUES),
            driverStatus: z
              .enum(STATUS_VALUES)
              .optional()
              .transform((v) => v ?? "0"),
            license: text(40),
            dob: text(10),
          }),
        )
        .default([]),
      vehicles: z
        .array(
          z.object({
            commuting: checkbox(),
            commuteAddress: text(120),
            commuteCity: text(60),
            commuteState: text(2),
            commuteZip: text(10),
          }),
        )
        .default([]),
    })
    .superRefine((value, ctx) => {
      value.drivers.forEach((d, i) => {
        if (d.driverStatus === "0" && !d.license) ctx.addIssue({ code: "custom", path: ["drivers", i, "license"], message: E.driverLicenceRequired });
        if (options.enableSecondaryDriverDob && !isoOfSlashed(d.dob)) ctx.addIssue({ code: "custom", path: ["drivers", i, "dob"], message: E.secondaryDob });
      });
      value.vehicles.forEach((v, i) => {
        if (!v.commuting) return;
        if (!v.commuteAddress) ctx.addIssue({ code: "custom", path: ["vehicles", i, "commuteAddress"], message: E.commuteAddress });
        if (!v.commuteCity) ctx.addIssue({ code: "custom", path: ["vehicles", i, "commuteCity"], message: E.commuteCity });
        if (!isUsStateText(v.commuteState)) ctx.addIssue({ code: "custom", path: ["vehicles", i, "commuteState"], message: E.commuteState });
        if (!isValidZip(v.commuteZip)) ctx.addIssue({ code: "custom", path: ["vehicles", i, "commuteZip"], message: E.commuteZip });
      });
      if (options.enableMaritalValidation) {
        const problem = maritalProblem(
          primaryMarital,
          value.drivers.map((d) => ({ relation: Number(d.relation), marital: Number(d.marital) })),
        );
        if (problem) ctx.addIssue({ code: "custom", path: [], message: problem });
      }
    })
    .transform((value) => ({
      drivers: value.drivers.map((d) => ({
        relation: Number(d.relation),
        gender: Number(d.gender),
        marital: Number(d.marital),
        driverStatus: Number(d.driverStatus),
        license: d.license.toUpperCase(),
        dob: isoOfSlashed(d.dob),
      })),
      vehicles: value.vehicles.map((v) =>
        v.commuting
          ? { commuting: true, address: v.commuteAddress, city: v.commuteCity, state: v.commuteState.toUpperCase(), zipCode: normalizeZip(v.commuteZip) }
          : { commuting: false },
      ),
    }));
}
export type AdditionalDriversValues = z.output<ReturnType<typeof additionalDriversSchema>>;

/** doc3 §3 "Underwriting question", the fields the form reads. */
export interface UnderwritingQuestion {
  questionCd: string;
  questionText: string;
  validationrequired: boolean;
  validanswer: "Y" | "N";
  /** The question's error message in the page's language; {0} is the primary driver's first name. */
  errormessage: string;
}

/**
 * doc3 §5.1 underwriting: every question answered (Y or N); a question with validationrequired must
 * have its valid answer, else the question's own error message shows beside it and the form stops.
 */
export function questionsSchema(questions: readonly UnderwritingQuestion[], firstName: string) {
  return z
    .object({ answers: z.record(z.string(), z.string().optional()).default({}) })
    .superRefine((value, ctx) => {
      for (const q of questions) {
        const answer = value.answers[q.questionCd];
        if (answer !== "Y" && answer !== "N") {
          ctx.addIssue({ code: "custom", path: ["answers", q.questionCd], message: E.answerRequired });
        } else if (q.validationrequired && answer !== q.validanswer) {
          ctx.addIssue({ code: "custom", path: ["answers", q.questionCd], message: configuredMessage(q.errormessage, [firstName]) });
        }
      }
    })
    .transform((value) => questions.map((q) => ({ questionCd: q.questionCd, answer: value.answers[q.questionCd] as "Y" | "N" })));
}

/** A simple normalising of names for the signature: case, accents and extra spaces do not matter. */
function folded(name: string): string {
  return name.normalize("NFD").replace(/\p{M}/gu, "").replace(/\s+/g, " ").trim().toLowerCase();
}

/** doc3 §2.1 e-sign: the affirmation checkbox ticked and the signer's full name typed as it is on the policy. */
export function esignSchema(insuredName: string) {
  return z
    .object({
      affirm: checkbox(),
      signature: text(120),
    })
    .superRefine((value, ctx) => {
      if (!value.affirm) ctx.addIssue({ code: "custom", path: ["affirm"], message: E.affirmRequired });
      if (!value.signature) ctx.addIssue({ code: "custom", path: ["signature"], message: E.signatureRequired });
      else if (folded(value.signature) !== folded(insuredName)) ctx.addIssue({ code: "custom", path: ["signature"], message: E.signatureName });
    });
}

/** The vehicle mileage edit modal: annual miles, a whole number from 1 to 100,000. */
export const MAX_ANNUAL_MILES = 100_000;
export function mileageSchema() {
  return z.object({
    vehicle: z.coerce.number().int().min(0).max(20),
    mileage: z
      .string({ error: E.mileage })
      .optional()
      .transform((v, ctx) => {
        const miles = Number((v ?? "").replace(/[,\s]/g, ""));
        if (!v || !Number.isInteger(miles) || miles < 1 || miles > MAX_ANNUAL_MILES) {
          ctx.addIssue({ code: "custom", message: E.mileage });
          return z.NEVER;
        }
        return miles;
      }),
  });
}
