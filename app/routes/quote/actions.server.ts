/**
 * The quote page's action: one intent per wizard step or modal (doc2 §2–§5). Every intent
 * re-validates its fields with the same schemas the browser uses, then saves the draft on the
 * platform. Bad input answers the field messages (status 400), never a 500.
 */
import { carrierTerms } from "~/.server/content/carrier-config";
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import type { TFunction } from "~/i18n";
import { affiliateConsentSchema, needsAffiliateConsent } from "~/domain/quote/affiliate";
import { canRemoveDriver, driverModalSchema } from "~/domain/quote/driver-modal";
import { driverStep1Schema, driverStep2Schema, licenseImageError, licenseImageLimit, type LookupIdentity } from "~/domain/quote/driver-steps";
import { answerOverride, overrideToAsk } from "~/domain/quote/lookup-override";
import { driverStep3Schema } from "~/domain/quote/driver-address";
import { progressOf, syncPrimary, withProgress, type DraftPrimary, type DraftVehicle, type QuoteDraft } from "~/domain/quote/draft";
import { back, clickStage, next, STAGES, type Stage } from "~/domain/quote/progress";
import { errorKeys } from "~/domain/quote/messages";
import { vehicleSchema } from "~/domain/quote/vehicle";
import { policySchema, COVERAGE_CODES, parseDefaultCustomCoverages } from "~/domain/quote/coverage";
import { buildTransaction, IncompleteDraftError, newTransactionId } from "~/domain/quote/transaction";
import { CreatedLeads, leadFields, whenNoSavePending } from "~/domain/quote/lead";
import { gender as genderCodes, marital as maritalCodes } from "~/domain/quote/codes";
import { fromDashedDate } from "~/domain/quote/dates";
import { MAX_DRIVERS_PER_QUOTE, MAX_VEHICLES_PER_QUOTE } from "~/domain/quote/limits";
import { visitorMayAct } from "~/.server/platform/visitor-limits";
import { saveDraft } from "./draft-store.server";
import type { PageContext } from "./page-data.server";
import {
  cityByZip,
  coveragesFor,
  createLead,
  decodeVin,
  lookupByLicence,
  lookupByName,
  prepareTransaction,
  submitTransaction,
  updateLead,
  uploadLicence,
  type LookupCar,
  type LookupDriver,
} from "./platform.server";
import { toDraftDate } from "./mapping.server";
import { coverageChoices, coverageEntriesFor } from "./coverage-choices";
import { wizardRules } from "./rules";
import { ruleConfig } from "./wizard-config.server";

import type { ActionResult, ActionSuccess } from "./action-types";
import { vinEntry } from "./vin-entry.server";
import { agencyToday } from "~/domain/agency-time";
import { ZIP_PATTERN } from "~/domain/contact-rules";
import { servesState } from "~/domain/public/zip-flow";
export type { ActionResult };

export type ActionContext = PageContext & {
  t: TFunction;
  ip: string;
  lang: "en" | "es";
  comingSoonPath: string;
  /** Set when driver step 3 saved a new place: the page remembers it as the visitor's zip, state and city. */
  place?: { zip: string; state: string; city: string };
};

const pendingLeads = new Set<string>();
const createdLeads = new CreatedLeads();

const fail = (intent: string, errors: Record<string, string[]>, notice?: string): ActionResult => ({
  ok: false,
  intent,
  errors,
  ...(notice ? { notice } : {}),
});
const done = (intent: string, extra: Partial<ActionSuccess> = {}): ActionResult => ({ ok: true, intent, ...extra });

function errorsOf(error: Record<string, string[] | null> | null | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(error ?? {})) if (messages?.length) out[name] = messages;
  return out;
}

function today(): string {
  return agencyToday();
}

const toIdentity = (driver: LookupDriver): LookupIdentity => ({
  firstName: driver.firstName,
  lastName: driver.lastName,
  address: driver.address?.address1,
  address2: driver.address?.address2,
  city: driver.address?.city,
  state: driver.address?.state,
  zip: driver.address?.zipCode,
});

const identityOf = (p: DraftPrimary): LookupIdentity => ({
  firstName: p.firstName,
  lastName: p.lastName,
  address: p.address,
  address2: p.address2,
  city: p.city,
  state: p.state,
  zip: p.zip,
});

/** The draft's driver with a name and address: fields left empty in `identity` stay as they were. */
function withIdentity(p: DraftPrimary, identity: LookupIdentity): DraftPrimary {
  const out = { ...p };
  for (const key of ["firstName", "lastName", "address", "city", "state", "zip"] as const) if (identity[key]) out[key] = identity[key];
  if (identity.address2 !== undefined) out.address2 = identity.address2 || undefined;
  return out;
}

/**
 * A lookup's driver and cars into the draft (doc2 §5): without the visitor's Yes (`use` false) only
 * what they left empty is filled, so a typed name, street or ZIP is never replaced unasked.
 */
function applyLookup(draft: QuoteDraft, driver: LookupDriver | undefined, cars: LookupCar[], use: boolean): QuoteDraft {
  let p = { ...draft.primary };
  if (driver) {
    p = withIdentity(p, answerOverride(identityOf(p), toIdentity(driver), use));
    p.gender ??= genderCodes.fromCode(driver.gender);
    p.marital ??= maritalCodes.fromCode(driver.maritalStatus);
    p.insured ??= driver.priorInsurance;
  }
  const foundVehicles = cars.slice(0, 10).map((car) => ({ vin: car.vin, year: car.year, make: car.make, model: car.model, isExistingVehicle: true }));
  return { ...draft, primary: p, foundVehicles: foundVehicles.length ? foundVehicles : draft.foundVehicles };
}

async function commit(ctx: ActionContext, draft: QuoteDraft): Promise<boolean> {
  // A place saved on driver step 3/3 becomes the visitor's entered zip: the revisit rules have seen it.
  const seen = ctx.place && draft.seen ? { ...draft.seen, zip: ctx.place.zip } : draft.seen;
  return saveDraft(ctx.platform, ctx.session, { ...draft, seen });
}

const unsaved = (ctx: ActionContext, intent: string) => fail(intent, {}, ctx.t("quote.wizard.saveFailed"));

async function moveOn(ctx: ActionContext, intent: string, draft: QuoteDraft, extra: Partial<ActionSuccess> = {}): Promise<ActionResult> {
  const moved = withProgress(draft, next(progressOf(draft), { affiliateConsentNeeded: affiliateConsentNeeded(ctx, draft) }));
  return (await commit(ctx, moved)) ? done(intent, extra) : unsaved(ctx, intent);
}

function affiliateConsentNeeded(ctx: ActionContext, draft: QuoteDraft): boolean {
  // doc2 §4: the partner flag of the brand's quote settings says whether partner leads need consent.
  const partnerRequiresConsent = draft.visitorKind === "affiliate" && ctx.settings.partnerConsentRequired;
  return needsAffiliateConsent({ consentChecked: draft.affiliateConsent === true, partnerRequiresConsent });
}

/** Lead capture (doc2 §4): created when the driver summary is reached, updated until quoted. */
async function captureLead(ctx: ActionContext, draft: QuoteDraft, extra: Record<string, unknown> = {}): Promise<QuoteDraft> {
  // A visitor without a saved draft has nothing to wait for: no other request of theirs can hold a lead save.
  const key = ctx.session.get("draftId");
  return whenNoSavePending(
    () => key !== undefined && pendingLeads.has(key),
    async () => {
      if (key !== undefined) pendingLeads.add(key);
      try {
        const p = draft.primary;
        if (draft.leadQuoted) return draft;
        const knownKey = draft.leadKey ?? (key !== undefined ? createdLeads.recall(key) : undefined);
        if (knownKey) draft = { ...draft, leadKey: knownKey };
        if (draft.leadKey) {
          const answer = await updateLead(ctx.platform, draft.leadKey, { ...leadFields(draft), ...extra });
          return answer?.ok && answer.data.status === "Quoted" ? { ...draft, leadQuoted: true } : draft;
        }
        if (!p.firstName || !p.lastName || !p.email || !p.phone || !p.dob || !p.city || !p.zip || !p.state) return draft;
        const answer = await createLead(
          ctx.platform,
          {
            name: p.firstName,
            lastname: p.lastName,
            email: p.email,
            phone: p.phone,
            dob: p.dob,
            city: p.city,
            zipCode: p.zip,
            experience: ctx.variant.california ? "ca" : (ctx.variant.state ?? "base"),
            source: marketingSource(ctx),
            ...(p.privacyConsent ? { consent: { consentText: ctx.t("quote.driver2.consentText"), page: `${ctx.url.pathname}#driver2` } } : {}),
            ...leadFields(draft),
          },
          p.state,
        );
        if (!answer?.ok) return draft;
        if (key !== undefined) createdLeads.remember(key, answer.data.leadKey);
        return { ...draft, leadKey: answer.data.leadKey };
      } finally {
        if (key !== undefined) pendingLeads.delete(key);
      }
    },
  );
}

function marketingSource(ctx: ActionContext) {
  const q = ctx.url.searchParams;
  const pick = (name: string) => q.get(name)?.trim().slice(0, 100) || undefined;
  return { utmSource: pick("utm_source"), medium: pick("utm_medium"), utmCampaign: pick("utm_campaign"), gclId: pick("gclid"), landingPage: ctx.url.pathname };
}

function dataUrlBytes(image: string): number {
  const base64 = image.slice(image.indexOf(",") + 1);
  return Math.floor((base64.length * 3) / 4);
}

export async function handleAction(ctx: ActionContext, form: FormData, draft: QuoteDraft): Promise<ActionResult> {
  const intent = String(form.get("intent") ?? "");
  // The partner's notice spoke of the step the entry opened: the page in view keeps it, a new one does not.
  ctx.session.unset("affiliateNotice");
  if (String(form.get("website") ?? "") !== "") return fail(intent, {}, ctx.t("quote.wizard.saveFailed"));
  if (!(await visitorMayAct(ctx.platform, "quote-actions"))) return fail(intent, {}, ctx.t("quote.wizard.tooMany"));
  const rules = wizardRules(ruleConfig(ctx.settings, ctx.lang), today(), ctx.t);

  switch (intent) {
    case "driver1": {
      const submission = parseWithZod(form, { schema: driverStep1Schema(rules.birthRule) });
      if (submission.status !== "success") return fail(intent, errorsOf(submission.error));
      const value = submission.value;
      // The name and address read from a licence image wait here for the step's answer (doc2 §5).
      const fromLicence = value.entryMode === "uploadimage" || value.entryMode === "scanimage" ? draft.pendingOverride : undefined;
      let updated: QuoteDraft = {
        ...draft,
        pendingOverride: undefined,
        primary: {
          ...draft.primary,
          entryMode: value.entryMode,
          dob: value.dob,
          ...("license" in value && value.license ? { license: value.license } : {}),
          ...("firstName" in value ? { firstName: value.firstName, lastName: value.lastName } : {}),
        },
      };
      const typed = identityOf(updated.primary);
      let found: LookupDriver | undefined;
      let cars: LookupCar[] = [];
      if (value.entryMode === "dl") {
        const answer = await lookupByLicence(ctx.platform, value.license, value.dob);
        found = answer?.ok ? answer.data.drivers[0] : undefined;
        if (!found && !updated.primary.firstName) {
          await commit(ctx, { ...updated, primary: { ...updated.primary, entryMode: "nondl" } });
          return fail(intent, { license: [ctx.t("quote.driver1.licenceNotFound")] });
        }
      } else {
        const answer = await lookupByName(ctx.platform, {
          firstName: updated.primary.firstName!,
          lastName: updated.primary.lastName!,
          dob: value.dob,
          zip: updated.primary.zip,
        });
        if (answer?.ok) {
          found = answer.data.drivers[0];
          cars = answer.data.cars;
        }
      }
      const ask = overrideToAsk(typed, found ? toIdentity(found) : fromLicence);
      if (ask) {
        updated = { ...applyLookup(updated, found, cars, false), pendingOverride: ask };
        return (await commit(ctx, updated)) ? done(intent, { override: ask }) : unsaved(ctx, intent);
      }
      if (!found && fromLicence) updated = { ...updated, primary: withIdentity(updated.primary, answerOverride(typed, fromLicence, true)) };
      return moveOn(ctx, intent, applyLookup(updated, found, cars, true));
    }

    case "override": {
      const use = form.get("use") === "yes";
      const found = draft.pendingOverride;
      if (!found) return moveOn(ctx, intent, draft);
      const p = withIdentity(draft.primary, answerOverride(identityOf(draft.primary), found, use));
      return moveOn(ctx, intent, { ...draft, primary: p, pendingOverride: undefined });
    }

    case "licence-image": {
      const image = String(form.get("image") ?? "");
      const type = /^data:([^;,]+)/.exec(image)?.[1] ?? "";
      // The brand's configured limit, as the page applies it before sending (wizardConfig).
      const problem = licenseImageError({ size: dataUrlBytes(image), type }, licenseImageLimit(ctx.settings.imageUploadMaxBytes));
      if (problem) return fail(intent, { image: [problem] });
      const answer = await uploadLicence(ctx.platform, image);
      if (!answer) return fail(intent, { image: [ctx.t("quote.driver1.imageUnexpected")] });
      if (!answer.ok) {
        const key =
          answer.status === 413
            ? errorKeys.licenseImageTooLarge
            : answer.status === 415
              ? errorKeys.licenseImageType
              : answer.status === 422
                ? "quote.driver1.imageNotClear"
                : "quote.driver1.imageUnexpected";
        return fail(intent, { image: [key.startsWith("quote.driver1") ? ctx.t(key) : key] });
      }
      const read = answer.data;
      const dob = toDraftDate(read.dateOfBirth);
      const p = {
        ...draft.primary,
        entryMode: (form.get("mode") === "scanimage" ? "scanimage" : "uploadimage") as "scanimage" | "uploadimage",
        fileId: read.fileId,
      };
      if (read.gender === "female" || read.gender === "male") p.gender = read.gender;
      // The licence's address is used once the step is sent: unasked only where none was entered (doc2 §5).
      const printed: LookupIdentity = {
        firstName: read.firstName,
        lastName: read.lastName,
        ...(read.address ? { address: read.address, address2: read.address2 ?? "", city: read.city, state: read.state, zip: read.zipCode.slice(0, 5) } : {}),
      };
      await commit(ctx, { ...draft, primary: p, pendingOverride: printed });
      return done(intent, {
        licence: { firstName: read.firstName, lastName: read.lastName, dob: dob ? dob.replace(/-/g, "/") : "", license: read.documentNumber },
      });
    }

    case "driver2": {
      const submission = parseWithZod(form, { schema: driverStep2Schema() });
      if (submission.status !== "success") return fail(intent, errorsOf(submission.error));
      const { email, phone, privacyConsent } = submission.value;
      return moveOn(ctx, intent, { ...draft, primary: { ...draft.primary, email, phone, privacyConsent } });
    }

    case "zip":
    case "zip-leave": {
      const zip = String(form.get("zip") ?? "")
        .trim()
        .slice(0, 5);
      if (!ZIP_PATTERN.test(zip)) return fail(intent, { zip: [errorKeys.zipInvalid] });
      const answer = await cityByZip(ctx.platform, zip);
      const first = answer?.ok ? answer.data.addresses[0] : undefined;
      if (!first) return fail(intent, { zip: [errorKeys.zipNotServed] });
      const state = first.state.toUpperCase();
      // doc2 §5: a state the brand does not serve (its CMS `states`), or one quoted on the other page
      // variant (CA): the step flags the zip and clears city and state, then leaves (`zip-leave`) for
      // the configured page, which names the place remembered here (only then: remembered on this
      // page, it would reset the draft).
      const served = servesState(ctx.states, state) && (state === "CA") === ctx.variant.california;
      if (intent === "zip-leave") {
        if (served) return done(intent);
        ctx.place = { zip, state, city: first.city.slice(0, 80) };
        return done(intent, { redirectTo: ctx.comingSoonPath });
      }
      return done(intent, { place: { city: first.city, state, served } });
    }

    case "driver3": {
      const submission = parseWithZod(form, { schema: driverStep3Schema(rules.step3) });
      if (submission.status !== "success") return fail(intent, errorsOf(submission.error));
      const v = submission.value as unknown as {
        address: string;
        address2?: string;
        city: string;
        state: string;
        zip: string;
        gender: "male" | "female";
        marital: "married" | "single";
        insured: boolean;
        licenseType?: string;
        licenseId?: string;
        rentersAndHome: boolean;
        residence?: DraftPrimary["residence"];
        insuredMonths?: number;
        agencyTransfer?: boolean;
      };
      const answer = await cityByZip(ctx.platform, v.zip);
      if (!answer) return unsaved(ctx, intent);
      const served = answer.ok ? answer.data : { addresses: [] };
      if (served.addresses.length === 0) {
        await commit(ctx, { ...draft, primary: { ...draft.primary, zip: v.zip, city: undefined, state: undefined } });
        return fail(intent, { zip: [errorKeys.zipNotServed] });
      }
      const area = served.addresses.find((a) => a.city.toLowerCase() === v.city.toLowerCase()) ?? served.addresses[0]!;
      const state = area.state.toUpperCase();
      // doc2 §5: the state the visitor chose is never replaced unasked; one that is not the ZIP's is flagged.
      // The brand serves the ZIP's state when its CMS `states` list it.
      const brandServes = servesState(ctx.states, state);
      if (v.state.toUpperCase() !== state && brandServes) return fail(intent, { state: [ctx.t("quote.override.stateNotZip", { zip: v.zip, state })] });
      // Not served, or quoted on the other page variant: the coming-soon page names the place.
      if (!brandServes || (state === "CA") !== ctx.variant.california) {
        ctx.place = { zip: v.zip, state, city: area.city.slice(0, 80) };
        return done(intent, { redirectTo: ctx.comingSoonPath });
      }
      const primary = {
        ...draft.primary,
        address: v.address,
        address2: v.address2,
        city: v.city,
        state,
        zip: v.zip,
        gender: v.gender,
        marital: v.marital,
        insured: v.insured,
        licenseType: v.licenseType,
        licenseId: v.licenseId,
        rentersAndHome: v.rentersAndHome,
        residence: v.residence,
        insuredMonths: v.insured ? v.insuredMonths : undefined,
        agencyTransfer: v.insured ? v.agencyTransfer : undefined,
      };
      ctx.place = { zip: v.zip, state, city: v.city.slice(0, 80) };
      let updated = syncPrimary({ ...draft, primary });
      updated = await captureLead(ctx, updated);
      return moveOn(ctx, intent, updated);
    }

    case "driver-save": {
      const id = String(form.get("id") ?? "");
      const role = id === "primary" ? "primary" : "additional";
      const submission = parseWithZod(form, { schema: driverModalSchema({ ...rules.birthRule, role, invalidBirthDateMessage: rules.birthMessage(role) }) });
      if (submission.status !== "success") return fail(intent, errorsOf(submission.error));
      const v = submission.value as unknown as {
        firstName: string;
        lastName: string;
        dob: string;
        relation?: number;
        gender: "male" | "female";
        marital: "married" | "single";
      };
      if (role === "primary") {
        const updated = syncPrimary({
          ...draft,
          primary: { ...draft.primary, firstName: v.firstName, lastName: v.lastName, dob: v.dob, gender: v.gender, marital: v.marital },
        });
        return (await commit(ctx, updated)) ? done(intent) : unsaved(ctx, intent);
      }
      const existing = draft.drivers.findIndex((d) => d.id === id);
      if (existing < 0 && draft.drivers.length >= MAX_DRIVERS_PER_QUOTE)
        return fail(intent, { firstName: [ctx.t("quote.drivers.tooMany", { max: MAX_DRIVERS_PER_QUOTE })] });
      const row = {
        id: existing >= 0 ? id : `d${Date.now().toString(36)}`,
        firstName: v.firstName,
        lastName: v.lastName,
        dob: v.dob,
        relation: v.relation ?? 3,
        gender: v.gender,
        marital: v.marital,
      };
      const drivers = existing >= 0 ? draft.drivers.map((d) => (d.id === id ? row : d)) : [...draft.drivers, row];
      return (await commit(ctx, { ...draft, drivers })) ? done(intent) : unsaved(ctx, intent);
    }

    case "driver-remove": {
      const index = draft.drivers.findIndex((d) => d.id === String(form.get("id") ?? ""));
      if (index < 0 || !canRemoveDriver(index)) return fail(intent, {}, ctx.t("quote.drivers.cannotRemove"));
      return (await commit(ctx, { ...draft, drivers: draft.drivers.filter((_, i) => i !== index) })) ? done(intent) : unsaved(ctx, intent);
    }

    case "drivers-next": {
      if (draft.drivers.length === 0) return fail(intent, {}, ctx.t("quote.drivers.needOne"));
      return moveOn(ctx, intent, await captureLead(ctx, draft));
    }

    case "vehicle-save": {
      const submission = parseWithZod(form, { schema: vehicleSchema({ mileageRequired: draft.mileageRequired === true }) });
      if (submission.status !== "success") return fail(intent, errorsOf(submission.error));
      const v = submission.value;
      let vehicle: Omit<DraftVehicle, "id">;
      if (v.entry === "vin") {
        // doc2 §5 VIN: a check digit that does not match may be a typo, or a VIN the manufacturer
        // issued so: the decoded vehicle is shown beside the field and saving it again keeps it.
        const entry = vinEntry(await decodeVin(ctx.platform, v.vin), {
          vin: v.vin,
          confirmed: form.get("confirm.vin"),
          t: ctx.t,
          button: ctx.t("quote.vehicles.save"),
        });
        if (entry.kind === "warning") return { ok: false, intent, errors: {}, warnings: { vin: entry.warning } };
        if (entry.kind !== "decoded")
          return fail(intent, { vin: [entry.kind === "not-found" && entry.message ? entry.message : ctx.t("quote.vehicles.vinNotFound")] });
        vehicle = { vin: v.vin, year: entry.vehicle.year, make: entry.vehicle.maker, model: entry.vehicle.model };
      } else {
        vehicle = { year: v.year, make: v.make, model: v.model };
      }
      if (typeof v.mileage === "number") vehicle.mileage = v.mileage;
      if (v.ownership) vehicle.ownership = v.ownership;
      if (typeof v.monthsOwned === "number") vehicle.monthsOwned = v.monthsOwned;
      if (form.get("existing") === "true") vehicle.isExistingVehicle = true;
      const id = String(form.get("id") ?? "");
      const index = draft.vehicles.findIndex((x) => x.id === id);
      if (index < 0 && draft.vehicles.length >= MAX_VEHICLES_PER_QUOTE)
        return fail(intent, {}, ctx.t("quote.vehicles.tooMany", { max: MAX_VEHICLES_PER_QUOTE }));
      const row = { ...vehicle, id: index >= 0 ? id : `v${Date.now().toString(36)}` };
      const vehicles = index >= 0 ? draft.vehicles.map((x) => (x.id === id ? row : x)) : [...draft.vehicles, row];
      return (await commit(ctx, { ...draft, vehicles })) ? done(intent) : unsaved(ctx, intent);
    }

    case "vehicle-remove": {
      const id = String(form.get("id") ?? "");
      return (await commit(ctx, { ...draft, vehicles: draft.vehicles.filter((x) => x.id !== id) })) ? done(intent) : unsaved(ctx, intent);
    }

    case "vehicles-next": {
      if (draft.vehicles.length === 0) return fail(intent, {}, ctx.t("quote.vehicles.needOne"));
      return moveOn(ctx, intent, await captureLead(ctx, draft));
    }

    case "policy": {
      const submission = parseWithZod(form, {
        schema: policySchema({
          defaultTerm: ctx.settings.policyTermMonths,
          defaultPackage: ctx.settings.coveragePackage,
          defaultCustomCoverages: parseDefaultCustomCoverages(ctx.settings.customCoverage),
        }).extend({ custom: z.boolean().optional() }),
      });
      if (submission.status !== "success") return fail(intent, errorsOf(submission.error));
      const customValues: Record<string, string> = {};
      for (const code of COVERAGE_CODES) {
        const chosen = form.get(`cov.${code}`);
        if (typeof chosen === "string") customValues[code] = chosen.slice(0, 40);
      }
      const policy = {
        term: submission.value.term,
        coveragePackage: submission.value.coveragePackage,
        customCoverages: submission.value.customCoverages,
        custom: submission.value.custom === true,
        customValues,
      };
      const updated = { ...draft, policy };
      if (affiliateConsentNeeded(ctx, updated)) return moveOn(ctx, intent, updated);
      return getQuotes(ctx, intent, updated);
    }

    case "affiliate-consent": {
      const submission = parseWithZod(form, { schema: affiliateConsentSchema });
      if (submission.status !== "success") return fail(intent, errorsOf(submission.error));
      return getQuotes(ctx, intent, { ...draft, affiliateConsent: true });
    }

    case "back": {
      return (await commit(ctx, withProgress(draft, back(progressOf(draft))))) ? done(intent) : unsaved(ctx, intent);
    }

    case "stage": {
      const stage = String(form.get("stage") ?? "") as Stage;
      if (!(STAGES as readonly string[]).includes(stage)) return fail(intent, {});
      const click = clickStage(progressOf(draft), stage);
      if (!click.ok) return fail(intent, {}, ctx.t(`quote.progress.${click.reason}`));
      return (await commit(ctx, withProgress(draft, click.state))) ? done(intent) : unsaved(ctx, intent);
    }

    case "restart": {
      const phone = String(form.get("phone") ?? "")
        .replace(/\D/g, "")
        .slice(0, 10);
      const dobText = String(form.get("dob") ?? "").trim();
      const parts = fromDashedDate(dobText.replace(/\//g, "-"));
      const primary = {
        ...draft.primary,
        ...(phone.length === 10 ? { phone } : {}),
        ...(parts ? { dob: `${parts.month.padStart(2, "0")}-${parts.day.padStart(2, "0")}-${parts.year}` } : {}),
      };
      ctx.session.unset("transactionId");
      const updated = { ...draft, primary, step: "driver1" as const, completed: [], transactionId: undefined, leadKey: undefined, leadQuoted: undefined };
      return (await commit(ctx, updated)) ? done(intent) : unsaved(ctx, intent);
    }

    default:
      return fail(intent, {}, ctx.t("quote.wizard.saveFailed"));
  }
}

/**
 * "Get my quotes": prepare and submit the rating transaction on the platform, keep its id in the
 * session, mark the lead quoted, and move to the quote stage.
 */
export async function getQuotes(ctx: ActionContext, intent: string, draft: QuoteDraft): Promise<ActionResult> {
  const state = draft.primary.state ?? "";
  const answer = state ? await coveragesFor(ctx.platform, state) : null;
  const coverages = coverageEntriesFor(answer?.ok ? coverageChoices(answer.data) : null, draft.policy);
  let transaction;
  try {
    transaction = buildTransaction(draft, { transactionId: newTransactionId(), coverages, defaultMileage: ctx.settings.defaultMileage });
  } catch (error) {
    if (error instanceof IncompleteDraftError) return fail(intent, {}, ctx.t("quote.wizard.incomplete"));
    throw error;
  }
  const prepared = await prepareTransaction(ctx.platform, transaction);
  if (!prepared?.ok) return fail(intent, {}, ctx.t("quote.wizard.quoteFailed"));
  const submitted = await submitTransaction(ctx.platform, prepared.data.transactionId, carrierTerms(ctx.carriers));
  if (!submitted?.ok) return fail(intent, {}, ctx.t("quote.wizard.quoteFailed"));
  const transactionId = submitted.data.transactionId;
  ctx.session.set("transactionId", transactionId);
  let updated: QuoteDraft = { ...draft, transactionId, step: "quotes", completed: ["driver", "vehicle", "policy"] };
  updated = await captureLead(ctx, updated, { status: "Quoted", transactionId });
  return (await commit(ctx, { ...updated, leadQuoted: true })) ? done(intent) : unsaved(ctx, intent);
}
