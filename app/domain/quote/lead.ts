/**
 * Lead capture (doc2 §4): a lead is created when the driver summary is reached and updated by its
 * key until the quote is made. While a lead save is still pending, the next action is retried
 * after 1000 ms.
 */
import { gender as genderCodes, marital as maritalCodes } from "./codes";
import type { QuoteDraft } from "./draft";

export const LEAD_RETRY_MS = 1000;

/**
 * Runs `action` once no save is pending; while one is, waits `delayMs` (1000 ms) and looks again,
 * at most `maxTries` times, then runs it anyway.
 */
export async function whenNoSavePending<T>(
  isPending: () => boolean,
  action: () => Promise<T>,
  options: { delayMs?: number; maxTries?: number; sleep?: (ms: number) => Promise<void> } = {},
): Promise<T> {
  const delay = options.delayMs ?? LEAD_RETRY_MS;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  for (let tries = 0; tries < (options.maxTries ?? 10) && isPending(); tries++) await sleep(delay);
  return action();
}

/**
 * Lead keys created in this process, by draft id, newest last and at most `limit` of them. A
 * request that waited for another visitor's pending save holds a draft read before that save
 * created the lead; asking here first keeps it from creating a second lead for the same visitor.
 */
export class CreatedLeads {
  private readonly keys = new Map<string, string>();
  private readonly limit: number;
  constructor(limit = 5000) {
    this.limit = limit;
  }

  remember(draftId: string, leadKey: string): void {
    this.keys.delete(draftId);
    this.keys.set(draftId, leadKey);
    if (this.keys.size > this.limit) this.keys.delete(this.keys.keys().next().value!);
  }

  recall(draftId: string): string | undefined {
    return this.keys.get(draftId);
  }
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
