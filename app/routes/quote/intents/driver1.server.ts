/**
 * Driver step 1/3 (doc2 §5): the date of birth with a licence number or a name. The platform looks
 * the driver up; other details than the typed ones are asked about in the override modal.
 */
import { driverStep1Schema } from "~/domain/quote/driver-steps";
import { answerOverride, overrideToAsk } from "~/domain/quote/lookup-override";
import type { QuoteDraft } from "~/domain/quote/draft";
import { lookupByLicence, lookupByName, type LookupCar, type LookupDriver } from "~/.server/platform/quote";
import { applyLookup, identityOf, toIdentity, withIdentity } from "./identity.server";
import { commit, defineIntent, fail, moveOn, saveAndAnswer } from "./shared.server";

export const driver1 = defineIntent({
  schema: ({ rules }) => driverStep1Schema(rules.birthRule),
  handle: async ({ ctx, intent, draft, value }) => {
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
        return fail(intent, { license: ["quote.driver1.licenceNotFound"] });
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
    if (ask) return saveAndAnswer(ctx, intent, { ...applyLookup(updated, found, cars, false), pendingOverride: ask }, { override: ask });
    if (!found && fromLicence) updated = { ...updated, primary: withIdentity(updated.primary, answerOverride(typed, fromLicence, true)) };
    return moveOn(ctx, intent, applyLookup(updated, found, cars, true));
  },
});
