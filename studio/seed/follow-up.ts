/** Each brand's `followUpSettings` document (the fields of cms-schemas/settings/follow-up.ts), as the seed dataset holds it. */
import { followUpDefaults as d } from "../../app/.server/content/settings/follow-up.ts";

const copy = (t: { en: string; es: string }) => ({ ...t });

export function followUpSettingsFields(): Record<string, unknown> {
  return {
    spinnerSeconds: d.spinnerSeconds,
    pollIntervalMs: d.pollIntervalMs,
    estimatedDownPaymentLabel: copy(d.estimatedDownPaymentLabel),
    driverRequired: copy(d.driverRequired),
    dateRequired: copy(d.dateRequired),
    dataNotCorrect: copy(d.dataNotCorrect),
    vinRequired: copy(d.vinRequired),
    vinWrong: copy(d.vinWrong),
    allFieldsRequired: copy(d.allFieldsRequired),
    questionRequired: copy(d.questionRequired),
    questionNotAccepted: copy(d.questionNotAccepted),
    emailCodeWrong: copy(d.emailCodeWrong),
    textCodeWrong: copy(d.textCodeWrong),
    bothCodesWrong: copy(d.bothCodesWrong),
    finalFailure: copy(d.finalFailure),
    verifiedMessage: copy(d.verifiedMessage),
    callBackMessage: copy(d.callBackMessage),
    // questions: empty, so the defaults of app/.server/content/settings/follow-up.ts apply.
  };
}
