/** Each brand's portal settings document: the account fields (issue 18; doc3 §2.5, §5.6, §8), at the spec's defaults. */
import { accountDefaults as a } from "../../app/.server/content/defaults.ts";

export function portalSettingsFields() {
  return {
    socialSignIn: false,
    welcomePage: a.welcomePage,
    signInFailed: { ...a.signInFailed },
    setPasswordFailed: { ...a.setPasswordFailed },
    createMinAge: a.createMinAge,
    createMaxAge: a.createMaxAge,
    invalidDate: { ...a.invalidDate },
    createSuccessUrl: a.createSuccessUrl,
    createFailed: { ...a.createFailed },
  };
}
