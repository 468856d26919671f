/** Each brand's portal settings document: the account fields (doc3 §2.5, §5.6, §8) and the portal's, at the spec's defaults. */
import { accountDefaults as a } from "../../app/domain/content-defaults.ts";
import { portalDefaults as p } from "../../app/.server/content/settings/portal.ts";

const copy = (t: { en: string; es: string }) => ({ ...t });

export function portalSettingsFields() {
  return {
    welcomePage: a.welcomePage,
    signInFailed: { ...a.signInFailed },
    setPasswordFailed: { ...a.setPasswordFailed },
    createMinAge: a.createMinAge,
    createMaxAge: a.createMaxAge,
    invalidDate: { ...a.invalidDate },
    createSuccessUrl: a.createSuccessUrl,
    createFailed: { ...a.createFailed },
    rewardCardValues: [...p.rewardCardValues],
    referralMinAge: p.referralMinAge,
    referralMaxAge: p.referralMaxAge,
    referralAskAge: p.referralAskAge,
    paymentResultWaitSeconds: p.paymentResultWaitSeconds,
    waysToEarn: copy(p.waysToEarn),
    howToRedeem: copy(p.howToRedeem),
    tierInformation: copy(p.tierInformation),
    redeemError: copy(p.redeemError),
    paymentHelp: copy(p.paymentHelp),
    consentError: copy(p.consentError),
    consentStatements: p.consentStatements.map((s, i) => ({ _key: `statement${i + 1}`, _type: "localizedString", ...s })),
    referralConsent: copy(p.referralConsent),
  };
}
