/**
 * Lead capture (doc2 §4): a lead is created when the driver summary is reached and updated by its
 * key until the quote is made. One lead per quote, however the visitor's saves meet: the site
 * creates it with a request key the platform keeps (one per draft and round), so a create sent
 * again, or by a save that began before the lead existed, returns the same lead.
 */
import { gender as genderCodes, marital as maritalCodes } from "./codes";
import type { QuoteDraft } from "./draft";

/** The request key of the draft's lead: the draft and its round (a new quote from the quote stage starts another). */
export function leadRequestKey(draftId: string, draft: Pick<QuoteDraft, "leadRound">): string {
  return `${draftId}-r${draft.leadRound ?? 0}`;
}

/** The lead record fields a draft gives (doc2 §3 "Lead record"), without the contact fields of creation. */
export function leadFields(draft: QuoteDraft) {
  const p = draft.primary;
  return {
    userType: draft.visitorKind,
    hasLicense: Boolean(p.license || p.licenseId),
    ...(p.licenseType && /^[1-7]$/.test(p.licenseType) ? { licenseType: Number(p.licenseType) } : {}),
    ...(p.gender ? { gender: genderCodes.toCode(p.gender) } : {}),
    ...(p.marital ? { marital: maritalCodes.toCode(p.marital) } : {}),
    ...(p.insured !== undefined ? { insured: p.insured } : {}),
    ...(p.rentersAndHome !== undefined ? { homeInsurance: p.rentersAndHome } : {}),
    driverCount: draft.drivers.length,
    vehicles: draft.vehicles
      .slice(0, 10)
      .map((v) => ({ year: v.year, make: v.make, model: v.model, ...(v.vin && !/[IOQ]/.test(v.vin) ? { vin: v.vin } : {}) })),
    term: draft.policy.term,
    coverage: draft.policy.custom ? "custom" : String(draft.policy.coveragePackage),
  };
}
