/**
 * Driver step 3/3 (doc2 §5): the address, checked against the zip's area and the states the brand
 * quotes on this page, and the pricing questions. Reaching the driver summary creates the lead.
 */
import { driverStep3Schema } from "~/domain/quote/driver-address";
import { syncPrimary, type DraftPrimary } from "~/domain/quote/draft";
import { errorKeys } from "~/domain/quote/message-keys";
import { servesState } from "~/domain/public/zip-flow";
import { cityByZip } from "~/.server/platform/quote";
import { captureLead } from "./lead.server";
import { commit, defineIntent, done, fail, moveOn, unsaved } from "./shared.server";
import { messageKey } from "~/domain/message";

type Step3 = {
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

export const driver3 = defineIntent({
  schema: ({ rules }) => driverStep3Schema(rules.step3),
  handle: async ({ ctx, intent, draft, value }) => {
    const v = value as unknown as Step3;
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
    if (v.state.toUpperCase() !== state && brandServes) return fail(intent, { state: [messageKey("quote.override.stateNotZip", { zip: v.zip, state })] });
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
    return moveOn(ctx, intent, await captureLead(ctx, syncPrimary({ ...draft, primary })));
  },
});
