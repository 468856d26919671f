/**
 * The quote settings of the seed brands (doc2 §1, §4, §5, §9): waits and cards, the
 * invalid-birth-date message with {0} and {1}, the partner consent flag, the coming-soon page and
 * the privacy and text message policies of the contact step. Every brand starts from the spec's
 * defaults (app/domain/content-defaults.ts), written out so editors see the text they change.
 */
import { quoteDefaults as q } from "../../app/domain/content-defaults.ts";

export function quoteSettingsFields(): Record<string, unknown> {
  return {
    waitSeconds: 45,
    intermediateWaitSeconds: 15,
    longerMessageSeconds: 12,
    maxCards: 5,
    policyTermMonths: 6,
    invalidBirthDateMessage: q.invalidBirthDateMessage,
    partnerConsentRequired: q.partnerConsentRequired,
    comingSoonPath: q.comingSoonPath,
    privacyPolicy: q.privacyPolicy,
    smsPolicy: q.smsPolicy,
  };
}
