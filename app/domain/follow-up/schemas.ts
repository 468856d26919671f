/**
 * The follow-up form's step and modal schemas (doc3 §2.2, §5.2): one zod schema per step or modal, the same in the
 * browser (conform) and in the action. Configured texts (doc3 §8) are passed in, in the page's language, and the
 * schemas answer them as configured messages (../message.ts).
 */
import { z } from "zod";
import { checkFollowUpDate } from "./dates";
import { configuredMessage } from "../message";
import { followUpErrors as E, type ConfiguredMessages } from "./messages";
import { ACTION_TYPES, DRIVER_STATUSES, GENDERS, MARITALS, MILEAGES, RELATIONS, RESIDENCE_STATUSES, type Driver } from "./model";
import { driverProblems, questionProblems, vinProblem, type CarrierQuestion, type DriverRuleOptions } from "./rules";

const text = (max = 60) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v ?? "");
/** One typed date (doc2 §5), read by checkFollowUpDate. */
const dateText = text(10);

export interface DriverInfoOptions {
  messages: Pick<ConfiguredMessages, "driverRequired" | "dateRequired" | "vinRequired" | "vinWrong" | "allFieldsRequired">;
  vehicleCount: number;
  /** doc3 §3 enablepaperlessconsent. */
  consentRequired: boolean;
}

/**
 * doc3 §5.2 step 1: all of licence, date of birth and VINs empty → all-fields-required on each; empty licence →
 * driver-required; empty date → date-required; the date MM/DD/YYYY or its eight digits (doc2 §5) and real; each VIN: empty →
 * VIN-required, bad pattern or over 17 characters → VIN-wrong; the paperless consent box when the carrier enables it.
 * (The licence look-up and the VIN decode run on the server after this.)
 */
export function driverInfoSchema({ messages, vehicleCount, consentRequired }: DriverInfoOptions) {
  return z
    .object({
      dob: dateText,
      licence: text(40),
      vins: z
        .array(text(40))
        .optional()
        .transform((v) => v ?? []),
      consent: z.string().optional(),
    })
    .transform((value, ctx) => {
      const vins = Array.from({ length: vehicleCount }, (_, i) => (value.vins[i] ?? "").toUpperCase());
      const date = checkFollowUpDate(value.dob);
      const allEmpty = !value.licence && date.ok === false && date.problem === "empty" && vins.every((v) => !v);
      if (allEmpty) {
        ctx.addIssue({ code: "custom", path: ["licence"], message: configuredMessage(messages.allFieldsRequired) });
        ctx.addIssue({ code: "custom", path: ["dob"], message: configuredMessage(messages.allFieldsRequired) });
        vins.forEach((_, i) => ctx.addIssue({ code: "custom", path: ["vins", i], message: configuredMessage(messages.allFieldsRequired) }));
      } else {
        if (!value.licence) ctx.addIssue({ code: "custom", path: ["licence"], message: configuredMessage(messages.driverRequired) });
        else if (!/^[A-Za-z0-9 -]{1,40}$/.test(value.licence)) ctx.addIssue({ code: "custom", path: ["licence"], message: E.licenceInvalid });
        if (!date.ok)
          ctx.addIssue({ code: "custom", path: ["dob"], message: date.problem === "empty" ? configuredMessage(messages.dateRequired) : E.dateFormat });
        vins.forEach((vin, i) => {
          const problem = vinProblem(vin);
          if (problem)
            ctx.addIssue({ code: "custom", path: ["vins", i], message: configuredMessage(problem === "required" ? messages.vinRequired : messages.vinWrong) });
        });
      }
      if (consentRequired && value.consent !== "on") ctx.addIssue({ code: "custom", path: ["consent"], message: E.consentRequired });
      return { dob: date.ok ? date.iso : "", licence: value.licence.toUpperCase(), vins, consent: value.consent === "on" };
    });
}

const yesNo = z.enum(["Y", "N"], { error: E.choiceRequired });

/** doc3 §2.2 step 2: text messages, language preference, go paperless and, when paperless, the opt-in method. */
export function contactSchema() {
  return z
    .object({
      textMessages: yesNo,
      language: z.enum(["en", "es"], { error: E.choiceRequired }),
      paperless: yesNo,
      optIn: z.enum(["email", "text"], { error: E.choiceRequired }).optional(),
    })
    .transform((value, ctx) => {
      if (value.paperless === "Y" && !value.optIn) ctx.addIssue({ code: "custom", path: ["optIn"], message: E.choiceRequired });
      return { ...value, optIn: value.paperless === "Y" ? (value.optIn ?? "") : ("" as const) };
    });
}

const code = <T extends readonly string[]>(values: T) =>
  z
    .string()
    .optional()
    .transform((v) => (v && (values as readonly string[]).includes(v) ? v : ""));

export interface DriverModalOptions extends DriverRuleOptions {
  /** Whether the date of birth is asked and checked (added drivers, or enableSecondaryDriverDob). */
  askDob: boolean;
  /** Whether a date of birth must be given (an added driver's licence is looked up with it). */
  dobRequired: boolean;
}

/**
 * doc3 §5.2 additional drivers (the add/edit driver modal): relation chosen; gender and marital where the driver is
 * included or when all fields are required; a licence for included drivers; residence and driver status when driver
 * status is enabled; the date of birth MM/DD/YYYY or its eight digits (doc2 §5) and real when given. (The licence look-up runs on the server.)
 */
export function driverModalSchema(options: DriverModalOptions) {
  return z
    .object({
      id: text(40),
      firstName: text(60),
      lastName: text(60),
      relation: code(RELATIONS),
      gender: code(GENDERS),
      marital: code(MARITALS),
      licence: text(40),
      residenceStatus: code(RESIDENCE_STATUSES),
      driverStatus: code(DRIVER_STATUSES),
      actionType: z.enum(ACTION_TYPES).optional(),
      dob: dateText,
    })
    .transform((value, ctx) => {
      const driver: Omit<Driver, "added"> = {
        id: value.id,
        firstName: value.firstName,
        lastName: value.lastName,
        relation: value.relation,
        gender: value.gender,
        marital: value.marital,
        licence: value.licence.toUpperCase(),
        residenceStatus: options.enableDriverStatus ? value.residenceStatus : "",
        driverStatus: options.enableDriverStatus ? value.driverStatus : "",
        actionType: options.enableActionType ? (value.actionType ?? "include") : "include",
        dob: "",
      };
      if (options.enableActionType && !value.actionType) ctx.addIssue({ code: "custom", path: ["actionType"], message: E.actionTypeRequired });
      for (const [field, message] of Object.entries(driverProblems({ ...driver, added: true }, options)))
        ctx.addIssue({ code: "custom", path: [field], message });
      if (value.licence && !/^[A-Za-z0-9 -]{1,40}$/.test(value.licence)) ctx.addIssue({ code: "custom", path: ["licence"], message: E.licenceInvalid });
      if (options.askDob) {
        const date = checkFollowUpDate(value.dob);
        if (date.ok) driver.dob = date.iso;
        else if (date.problem !== "empty") ctx.addIssue({ code: "custom", path: ["dob"], message: E.dobInvalid });
        else if (options.dobRequired) ctx.addIssue({ code: "custom", path: ["dob"], message: E.dobRequired });
      }
      return driver;
    });
}

/** doc3 §2.2 the add/edit vehicle modal: year, make, model, VIN (pattern, at most 17) and the mileage select. */
export function vehicleModalSchema(messages: Pick<ConfiguredMessages, "vinRequired" | "vinWrong">, thisYear: number) {
  return z
    .object({
      id: text(40),
      year: z.coerce
        .number({ error: E.yearRequired })
        .int(E.yearRequired)
        .min(1981, E.yearRequired)
        .max(thisYear + 1, E.yearRequired),
      make: z.string({ error: E.makeRequired }).trim().min(1, E.makeRequired).max(40),
      model: z.string({ error: E.modelRequired }).trim().min(1, E.modelRequired).max(60),
      vin: text(40),
      mileage: z.coerce.number({ error: E.mileageRequired }).refine((v) => (MILEAGES as readonly number[]).includes(v), E.mileageRequired),
    })
    .transform((value, ctx) => {
      const vin = value.vin.toUpperCase();
      const problem = vinProblem(vin);
      if (problem)
        ctx.addIssue({ code: "custom", path: ["vin"], message: configuredMessage(problem === "required" ? messages.vinRequired : messages.vinWrong) });
      return { ...value, vin };
    });
}

/** doc3 §5.2 questions: every question answered (Y or N); a question with validation required has its valid answer. */
export function questionsSchema(questions: readonly CarrierQuestion[], firstName: string, questionRequired: string) {
  return z
    .object({
      answers: z
        .record(z.string(), z.string().optional())
        .optional()
        .transform((v) => v ?? {}),
    })
    .transform((value, ctx) => {
      // The buttons send the carrier's yes/no values (default Y and N); answers are stored as Y or N (doc3 §3).
      const answers = Object.fromEntries(
        questions.map((q) => {
          const given = value.answers[q.code];
          return [q.code, given === q.yesButton ? "Y" : given === q.noButton ? "N" : undefined];
        }),
      );
      for (const [questionCode, message] of Object.entries(questionProblems(questions, answers, firstName, questionRequired))) {
        ctx.addIssue({ code: "custom", path: ["answers", questionCode], message });
      }
      return Object.fromEntries(questions.map((q) => [q.code, answers[q.code] === "Y" ? "Y" : "N"])) as Record<string, "Y" | "N">;
    });
}

/** doc3 §5.2 the verification codes must not be blank before a verification is sent (only the channels still awaiting a code are asked). */
export function codesSchema(channels: { email: boolean; text: boolean } = { email: true, text: true }) {
  const codeField = z.string({ error: E.codeRequired }).trim().min(1, E.codeRequired).max(12, E.codeRequired);
  return z.object({
    emailCode: channels.email ? codeField : z.string().optional(),
    textCode: channels.text ? codeField : z.string().optional(),
  });
}
