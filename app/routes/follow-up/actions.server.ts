/**
 * The follow-up form's actions (doc3 §2.2, §4.2, §5.2): each step's submit runs its schema, then the server's checks
 * (licence look-up, VIN decode, the drivers list and marital rules), stores the answers with the platform, logs the
 * step's values to the tracking record and moves on; "back" moves back without validation; the modals add, change or
 * remove drivers and vehicles; the verification intents send and submit codes, request a call back and complete.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { siteContext } from "~/.server/site-context";
import { readForm } from "~/.server/form-data";
import { pick } from "~/domain/site";
import { showDate } from "~/domain/follow-up/dates";
import { followUpErrors as E } from "~/domain/follow-up/messages";
import { isIncluded, type Driver, type FollowUpData, type Step } from "~/domain/follow-up/model";
import { driverProblems, maritalProblem, phoneDigits, sameFirstName, withoutDuplicates } from "~/domain/follow-up/rules";
import { codesSchema, contactSchema, driverInfoSchema, driverModalSchema, questionsSchema, vehicleModalSchema } from "~/domain/follow-up/schemas";
import { identify, trackFollowUp } from "./analytics.server";
import {
  californiaLookup,
  decodeVin,
  endpointClient,
  licenceLookup,
  markSold,
  nonVoiceCallRequest,
  notifyAgent,
  relatedDrivers,
  requestCallBack,
  saveForm,
  saveTracking,
  sendCodes,
  submitCodes,
  verificationStatus,
} from "~/.server/platform/follow-up";
import { followUpState, neighbour, type FollowUpState } from "./state.server";
import type { FieldWarning } from "../quote/action-types";
import { vinEntry } from "../quote/vin-entry.server";
import { configuredMessage } from "~/domain/message";

export interface ActionAnswer {
  intent: string;
  result?: SubmissionResult<string[]>;
  /** Fields accepted but to look at again (a VIN whose check digit does not match), by field name. */
  warnings?: Record<string, FieldWarning>;
  /** A form-level message (a catalogue key or a configured text). */
  message?: string;
  /** The call-back answer (doc3 §2.2, §7.2): the brand's configured text in the page's language. */
  callBackMessage?: string;
  /** The final success was shown now for the first time (doc3 §4.2). */
  soldFirst?: boolean;
  ok?: boolean;
}

type Ok = Extract<FollowUpState, { kind: "ok" }>;

const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const newId = () => `a${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function modalOptions(state: Ok, driver: Pick<Driver, "added"> | null) {
  return {
    enableDriverStatus: state.carrier.enableDriverStatus,
    enableAllFieldsForExclude: state.carrier.enableAllFieldsForExclude,
    enableActionType: state.carrier.enableActionType,
    askDob: !driver || driver.added || state.carrier.enableSecondaryDriverDob,
    dobRequired: !driver || driver.added,
  };
}

export function driverModalOptions(state: Ok, driverId: string) {
  const driver = state.data.drivers.find((d) => d.id === driverId) ?? null;
  return modalOptions(state, driver);
}

function stepEvent(
  state: Ok,
  step: Parameters<typeof trackFollowUp>[0] extends infer E ? (E extends { step: infer S } ? S : never) : never,
  extra: Record<string, number | string> = {},
) {
  trackFollowUp({
    name: "follow_up_step",
    step,
    carrierId: state.carrier.carrierId,
    transactionId: state.keys.transactionId,
    rateQuoteId: state.keys.rateQuoteId,
    state: state.quote.transaction.customer.address.state,
    ...extra,
  });
}

export async function followUpAction(request: Request, url: URL, context: Readonly<RouterContextProvider>) {
  const state = await followUpState(request, url, context);
  if (state.kind !== "ok") throw data({ message: state.kind }, { status: state.kind === "forbidden" ? 403 : state.kind === "unavailable" ? 503 : 404 });
  const site = context.get(siteContext);
  const client = site.platform();
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const here = `${url.pathname}${url.search}`;

  const save = async (step: Step, next: FollowUpData) => {
    const saved = await saveForm(client, state.keys, { step, data: next as unknown as Record<string, unknown>, version: state.version });
    if (!saved?.ok)
      throw data<ActionAnswer>(
        { intent, message: saved?.status === 409 ? "followUp.errors.changed" : "followUp.errors.unavailable" },
        { status: saved?.status === 409 ? 409 : 503 },
      );
  };
  const log = (steps: Record<string, string>) => saveTracking(client, state.keys.transactionId, { rateQuoteId: state.keys.rateQuoteId, steps });
  const fail = (result: SubmissionResult<string[]>, status = 400) => data<ActionAnswer>({ intent, result }, { status });
  // A warning beside a field (a VIN to look at again) is an answer to show, not a refused request.
  const warnOrFail = (result: SubmissionResult<string[]>, warnings: Record<string, FieldWarning>, refused: boolean) =>
    data<ActionAnswer>({ intent, result, warnings }, { status: refused ? 400 : 200 });
  const forward = async (next: FollowUpData) => {
    await save(neighbour(state.steps, state.step, 1), next);
    return redirect(here);
  };

  switch (intent) {
    case "back": {
      // doc3 §4.2: going back skips the step's validation.
      await save(neighbour(state.steps, state.step, -1), state.data);
      return redirect(here);
    }

    case "driver": {
      const schema = driverInfoSchema({
        messages: state.messages,
        vehicleCount: state.data.vehicles.length,
        consentRequired: state.carrier.enablePaperlessConsent,
      });
      const submission = parseWithZod(form, { schema });
      if (submission.status !== "success") return fail(submission.reply());
      const { dob, licence, vins, consent } = submission.value;
      const customer = state.quote.transaction.customer;
      const lookupClient = endpointClient(site, customer.address.state);
      // doc3 §4.2, §5.2: California looks the driver up by name, address and date of birth; elsewhere by licence and date of birth, and the names must match.
      const found =
        customer.address.state.toUpperCase() === "CA"
          ? await californiaLookup(lookupClient, {
              firstName: customer.firstName,
              lastName: customer.lastName,
              address1: customer.address.address1,
              city: customer.address.city,
              state: customer.address.state,
              zipCode: customer.address.zipCode,
              dobUs: usDate(dob),
            })
          : await licenceLookup(lookupClient, licence, usDate(dob));
      if (found === null || (!found.ok && found.status >= 500)) return fail(submission.reply({ formErrors: ["followUp.errors.unavailable"] }), 503);
      const person = found.ok ? found.data.drivers[0] : undefined;
      const matches =
        !!person &&
        (customer.address.state.toUpperCase() === "CA"
          ? (person.driverLicenseNumber ?? "").replace(/[^A-Z0-9]/gi, "").toUpperCase() === licence.replace(/[^A-Z0-9]/g, "")
          : sameFirstName(customer.firstName, person.firstName) && sameFirstName(customer.lastName, person.lastName));
      if (!matches) return fail(submission.reply({ fieldErrors: { licence: [configuredMessage(state.messages.dataNotCorrect)] } }));
      // doc3 §5.2: a VIN with no decode result is wrong; the decode fills year, make and model. doc2 §5 VIN, as in the
      // quote: a wrong check digit is shown beside the VIN, and continuing again with it keeps it.
      const decoded = await Promise.all(vins.map((vin) => decodeVin(client, vin)));
      const vinErrors: Record<string, string[]> = {};
      const vinWarnings: Record<string, FieldWarning> = {};
      const vehicles = state.data.vehicles.map((v, i) => {
        const name = `vins[${i}]`;
        const vin = vins[i]!;
        const entry = vinEntry(decoded[i] ?? null, {
          vin,
          confirmed: form.get(`confirm.${name}`),
          button: "followUp.buttons.next",
          listed: `${v.year} ${v.make} ${v.model}`,
        });
        if (entry.kind === "warning") vinWarnings[name] = entry.warning;
        else if (entry.kind === "decoded") return { ...v, vin, year: entry.vehicle.year, make: entry.vehicle.maker, model: entry.vehicle.model };
        else if (entry.kind === "listed") return { ...v, vin };
        else vinErrors[name] = [configuredMessage(state.messages.vinWrong)];
        return v;
      });
      if (Object.keys(vinErrors).length > 0 || Object.keys(vinWarnings).length > 0)
        return warnOrFail(
          submission.reply(Object.keys(vinErrors).length > 0 ? { fieldErrors: vinErrors } : {}),
          vinWarnings,
          Object.keys(vinErrors).length > 0,
        );
      // doc3 §4.2: household members found through the licence look-up join the additional drivers, de-duplicated by first name, last name and date of birth.
      let drivers = state.data.drivers;
      const commonId = found.ok ? found.data.commonId : null;
      if (commonId && !state.carrier.hideAdditionalDriverSection) {
        const related = await relatedDrivers(lookupClient, customer.address.state, commonId);
        if (related?.ok) {
          const added: Driver[] = related.data.drivers.map((d) => ({
            id: newId() + d.firstName.length,
            firstName: d.firstName,
            lastName: d.lastName,
            dob: `${d.dob.slice(6, 10)}-${d.dob.slice(0, 2)}-${d.dob.slice(3, 5)}`,
            gender: String(d.gender),
            marital: String(d.maritalStatus),
            relation: String(d.relation),
            licence: "",
            residenceStatus: "",
            driverStatus: "",
            actionType: "include",
            added: true,
          }));
          drivers = withoutDuplicates(drivers, added);
        }
      }
      const next: FollowUpData = { ...state.data, primary: { dob, licence, consent }, vehicles, drivers };
      await log({
        Dob: dob,
        DriverLicense: licence,
        Email: customer.email,
        Phone: phoneDigits(customer.phoneNumber),
        FirstName: customer.firstName,
        LastName: customer.lastName,
        ...Object.fromEntries(vins.map((vin, i) => [`Vin Number ${i + 1}`, vin])),
      });
      stepEvent(state, "e2e-driverinfo", { vehicles: vehicles.length });
      identify(customer.phoneNumber);
      return forward(next);
    }

    case "contact": {
      const submission = parseWithZod(form, { schema: contactSchema() });
      if (submission.status !== "success") return fail(submission.reply());
      const contact = submission.value;
      await log({
        "Text messages": contact.textMessages,
        "Language Preference": contact.language,
        "Go Paperless": contact.paperless,
        "Paperless Opt in Method": contact.optIn,
      });
      stepEvent(state, "e2e-contact", { response_option: contact.optIn || contact.paperless });
      return forward({ ...state.data, contact });
    }

    case "drivers": {
      // doc3 §5.2: every additional driver complete; with marital validation, the marital rules.
      const incomplete = state.data.drivers.find((d) => Object.keys(driverProblems(d, state.carrier)).length > 0);
      const included = state.data.drivers.filter(isIncluded);
      const marital = state.carrier.enableMaritalValidation ? maritalProblem({ primaryMarital: state.data.primaryMarital, drivers: included }) : null;
      const problem = incomplete ? E.driverIncomplete : marital;
      if (problem) return data<ActionAnswer>({ intent, message: problem }, { status: 400 });
      await log(
        Object.fromEntries(
          state.data.drivers.flatMap((d, i) => [
            [`Additional Driver ${i + 1}`, `${d.firstName} ${d.lastName}`],
            [`Additional Driver ${i + 1} Relation`, d.relation],
            [`Additional Driver ${i + 1} Gender`, d.gender],
            [`Additional Driver ${i + 1} Marital`, d.marital],
            [`Additional Driver ${i + 1} License`, d.licence],
            [`Additional Driver ${i + 1} Status`, d.driverStatus],
            [`Additional Driver ${i + 1} Residence`, d.residenceStatus],
            [`Additional Driver ${i + 1} Action`, d.actionType],
            [`Additional Driver ${i + 1} Dob`, d.dob],
          ]),
        ),
      );
      stepEvent(state, "e2e-addldriver", { drivers: state.data.drivers.length + 1 });
      return forward(state.data);
    }

    case "questions": {
      const customer = state.quote.transaction.customer;
      const submission = parseWithZod(form, { schema: questionsSchema(state.questions, customer.firstName, state.messages.questionRequired) });
      if (submission.status !== "success") return fail(submission.reply());
      const answers = submission.value;
      await log(
        Object.fromEntries(
          state.questions.flatMap((q, i) => [
            [`Question ${i + 1}`, q.code],
            [`Value ${i + 1}`, answers[q.code] ?? ""],
          ]),
        ),
      );
      const values = Object.values(answers);
      stepEvent(state, "e2e-uw", {
        totalquestions: values.length,
        totalyes: values.filter((v) => v === "Y").length,
        totalno: values.filter((v) => v === "N").length,
      });
      // doc3 §2.2 step 5: the codes go out as the visitor reaches the contact verification.
      const sent = await sendCodes(client, state.keys.transactionId, { channels: ["email", "sms"], firstName: customer.firstName, lang: site.lang });
      if (!sent?.ok && sent?.status !== 429) return data<ActionAnswer>({ intent, message: "followUp.errors.unavailable" }, { status: 503 });
      return forward({ ...state.data, answers });
    }

    case "resend": {
      if (state.step !== "verify") return data<ActionAnswer>({ intent, message: "followUp.errors.changed" }, { status: 409 });
      const customer = state.quote.transaction.customer;
      const sent = await sendCodes(client, state.keys.transactionId, { channels: ["email", "sms"], firstName: customer.firstName, lang: site.lang });
      if (!sent?.ok)
        return data<ActionAnswer>(
          { intent, message: sent?.status === 429 ? "followUp.errors.tooMany" : "followUp.errors.unavailable" },
          { status: sent?.status === 429 ? 429 : 503 },
        );
      return data<ActionAnswer>({ intent, ok: true });
    }

    case "codes": {
      if (state.step !== "verify") return data<ActionAnswer>({ intent, message: "followUp.errors.changed" }, { status: 409 });
      const current = await verificationStatus(client, state.keys.transactionId);
      const pending = {
        email: current?.ok ? current.data.status.email.status !== "yes" : true,
        text: current?.ok ? current.data.status.text.status !== "yes" : true,
      };
      const submission = parseWithZod(form, { schema: codesSchema(pending) });
      if (submission.status !== "success") return fail(submission.reply());
      const answer = await submitCodes(client, state.keys.transactionId, {
        ...(pending.email && submission.value.emailCode ? { emailCode: submission.value.emailCode } : {}),
        ...(pending.text && submission.value.textCode ? { textCode: submission.value.textCode } : {}),
      });
      if (!answer?.ok) {
        if (answer && answer.status < 500 && Object.keys(answer.fieldErrors).length > 0) {
          const fieldErrors = Object.fromEntries(Object.keys(answer.fieldErrors).map((k) => [k, ["followUp.errors.codeNotLive"]]));
          return fail(submission.reply({ fieldErrors }));
        }
        return fail(
          submission.reply({ formErrors: [answer?.status === 429 ? "followUp.errors.tooMany" : "followUp.errors.unavailable"] }),
          answer?.status === 429 ? 429 : 503,
        );
      }
      // doc3 §3 Agent Notification, §4.2: an agent is told the shopper waits for a decision (idempotent while one is open;
      // the codes already sit in the agents' queue, so a notification that fails is recorded by the platform, not shown here).
      await notifyAgent(client, state.keys.transactionId, { reason: "codes-submitted" });
      stepEvent(state, "e2e-verify");
      return data<ActionAnswer>({ intent, ok: true, result: submission.reply({ resetForm: true }) });
    }

    case "call-back": {
      // doc3 §2.2, §7.2: request call back, from the contact verification (the button disables once pressed).
      if (state.step !== "verify") return data<ActionAnswer>({ intent, message: "followUp.errors.changed" }, { status: 409 });
      // doc3 §4.2: one press only: a repeated request places no second call and answers the same message.
      if (state.data.callBackRequested) return data<ActionAnswer>({ intent, ok: true, callBackMessage: pick(state.settings.callBackMessage, site.lang) });
      const customer = state.quote.transaction.customer;
      const [call] = await Promise.all([
        nonVoiceCallRequest(client, phoneDigits(customer.phoneNumber), state.keys.rateQuoteId),
        requestCallBack(client, state.keys.transactionId),
      ]);
      if (!call?.ok) return data<ActionAnswer>({ intent, message: "followUp.errors.unavailable" }, { status: 503 });
      await saveForm(client, state.keys, {
        step: state.step,
        data: { ...state.data, callBackRequested: true } as unknown as Record<string, unknown>,
        version: state.version,
      });
      // The platform answers a language-neutral status; the shopper reads the brand's configured text in the page's language.
      return data<ActionAnswer>({ intent, ok: true, callBackMessage: pick(state.settings.callBackMessage, site.lang) });
    }

    case "complete": {
      // doc3 §4.2: when both codes are yes the final success shows, once, and e2e-sold is set.
      const status = await verificationStatus(client, state.keys.transactionId);
      if (!status?.ok || !status.data.status.verified) return data<ActionAnswer>({ intent, message: "followUp.errors.notVerified" }, { status: 409 });
      const sold = await markSold(client, state.keys);
      if (!sold?.ok) return data<ActionAnswer>({ intent, message: "followUp.errors.unavailable" }, { status: 503 });
      if (sold.data.first) stepEvent(state, "e2e-sold");
      return data<ActionAnswer>({ intent, ok: true, soldFirst: sold.data.first });
    }

    case "driver-save": {
      const driverId = String(form.get("id") ?? "");
      const existing = state.data.drivers.find((d) => d.id === driverId) ?? null;
      if (driverId && !existing) return data<ActionAnswer>({ intent, message: "followUp.errors.changed" }, { status: 409 });
      const submission = parseWithZod(form, { schema: driverModalSchema(modalOptions(state, existing)) });
      if (submission.status !== "success") return fail(submission.reply());
      const value = submission.value;
      const driver: Driver = { ...value, id: existing?.id ?? newId(), dob: value.dob || existing?.dob || "", added: existing?.added ?? true };
      // doc3 §5.2: an included driver's licence is looked up with the date of birth, and the first name must match.
      if (isIncluded(driver) && driver.licence) {
        const lookup = driver.dob
          ? await licenceLookup(endpointClient(site, state.quote.transaction.customer.address.state), driver.licence, usDate(driver.dob))
          : null;
        if (driver.dob && (lookup === null || (!lookup.ok && lookup.status >= 500)))
          return fail(submission.reply({ formErrors: ["followUp.errors.unavailable"] }), 503);
        const person = lookup?.ok ? lookup.data.drivers[0] : undefined;
        if (!person || !sameFirstName(driver.firstName, person.firstName)) return fail(submission.reply({ fieldErrors: { licence: [E.licenceInvalid] } }));
      }
      const others = state.data.drivers.filter((d) => d.id !== driver.id);
      if (!existing && others.length !== withoutDuplicates(others, [driver]).length - 1)
        return fail(submission.reply({ formErrors: ["followUp.errors.duplicateDriver"] }));
      const drivers = existing ? state.data.drivers.map((d) => (d.id === driver.id ? driver : d)) : [...state.data.drivers, driver];
      await save(state.step, { ...state.data, drivers });
      return data<ActionAnswer>({ intent, ok: true });
    }

    case "driver-remove": {
      const driverId = String(form.get("id") ?? "");
      await save(state.step, { ...state.data, drivers: state.data.drivers.filter((d) => d.id !== driverId) });
      return data<ActionAnswer>({ intent, ok: true });
    }

    case "vehicle-save": {
      const submission = parseWithZod(form, { schema: vehicleModalSchema(state.messages, new Date().getUTCFullYear()) });
      if (submission.status !== "success") return fail(submission.reply());
      const value = submission.value;
      const existing = state.data.vehicles.find((v) => v.id === value.id);
      if (value.id && !existing) return data<ActionAnswer>({ intent, message: "followUp.errors.changed" }, { status: 409 });
      // doc2 §5 VIN, as in the quote: a wrong check digit is shown beside the VIN (with the vehicle it decodes to, or the
      // year, make and model typed when it decodes to nothing), and saving again with it keeps it.
      const entry = vinEntry(await decodeVin(client, value.vin), {
        vin: value.vin,
        confirmed: form.get("confirm.vin"),
        button: existing ? "followUp.buttons.update" : "followUp.buttons.addVehicle",
        listed: `${value.year} ${value.make} ${value.model}`,
      });
      if (entry.kind === "unavailable") return fail(submission.reply({ formErrors: ["followUp.errors.unavailable"] }), 503);
      if (entry.kind === "warning") return warnOrFail(submission.reply(), { vin: entry.warning }, false);
      if (entry.kind === "not-found") return fail(submission.reply({ fieldErrors: { vin: [configuredMessage(state.messages.vinWrong)] } }));
      const vehicle = { ...value, id: existing?.id ?? newId() };
      const vehicles = existing ? state.data.vehicles.map((v) => (v.id === vehicle.id ? vehicle : v)) : [...state.data.vehicles, vehicle];
      await save(state.step, { ...state.data, vehicles });
      return data<ActionAnswer>({ intent, ok: true });
    }

    case "vehicle-remove": {
      const vehicleId = String(form.get("id") ?? "");
      if (state.data.vehicles.length <= 1) return data<ActionAnswer>({ intent, message: "followUp.errors.lastVehicle" }, { status: 400 });
      await save(state.step, { ...state.data, vehicles: state.data.vehicles.filter((v) => v.id !== vehicleId) });
      return data<ActionAnswer>({ intent, ok: true });
    }

    default:
      return data<ActionAnswer>({ intent, message: "followUp.errors.changed" }, { status: 400 });
  }
}

/** doc3 §9: the primary's date of birth as shown (MM-DD-YYYY). */
export function shownDob(state: Ok): string {
  return showDate(state.data.primary.dob);
}

export const estimatedDownPaymentLabel = (state: Ok, lang: "en" | "es") => pick(state.settings.estimatedDownPaymentLabel, lang);
