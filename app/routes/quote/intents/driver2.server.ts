/** Driver step 2/3 (doc2 §5): e-mail, phone and the privacy consent. */
import { driverStep2Schema } from "~/domain/quote/driver-steps";
import { defineIntent, moveOn } from "./shared.server";

export const driver2 = defineIntent({
  schema: () => driverStep2Schema(),
  handle: async ({ ctx, intent, draft, value: { email, phone, privacyConsent } }) =>
    moveOn(ctx, intent, { ...draft, primary: { ...draft.primary, email, phone, privacyConsent } }),
});
