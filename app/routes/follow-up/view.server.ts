/** What the follow-up page shows (doc3 §2.2): the state of ./state.server.ts reduced to the page's view, in its language. */
import type { RouterContextProvider } from "react-router";
import { siteContext } from "~/.server/site-context";
import { pick } from "~/domain/site";
import { showDate, slashedOf } from "~/domain/follow-up/dates";
import { showPhone } from "~/domain/follow-up/rules";
import { driverModalOptions } from "./actions.server";
import type { FollowUpState } from "./state.server";
import { verificationStatus, type VerificationStatus } from "~/.server/platform/follow-up";

type Ok = Extract<FollowUpState, { kind: "ok" }>;

export async function followUpView(state: Ok, context: Readonly<RouterContextProvider>) {
  const site = context.get(siteContext);
  const { quote, data, carrier, settings } = state;
  const customer = quote.transaction.customer;
  let verification: VerificationStatus | null = null;
  if (state.step === "verify" || state.step === "success") {
    const answer = await verificationStatus(site.platform(), state.keys.transactionId);
    verification = answer?.ok ? answer.data.status : null;
  }
  return {
    keys: state.keys,
    step: state.step,
    steps: state.steps,
    sold: state.soldAt !== null,
    customer: {
      firstName: customer.firstName,
      name: `${customer.firstName} ${customer.lastName}`,
      dob: showDate(data.primary.dob),
      address: [customer.address.address1, customer.address.apt, `${customer.address.city}, ${customer.address.state} ${customer.address.zipCode}`].filter(
        Boolean,
      ),
      email: customer.email,
      phone: showPhone(customer.phoneNumber),
    },
    quote: {
      companyName: quote.companyName,
      totalPremium: quote.totalPremium,
      downPayment: quote.payPlanDownPayment,
      payPlan: state.keys.payplan || quote.payPlanDescription,
    },
    labels: { estimatedDownPayment: pick(settings.estimatedDownPaymentLabel, site.lang), verified: pick(settings.verifiedMessage, site.lang) },
    timing: { spinnerSeconds: settings.spinnerSeconds, pollIntervalMs: settings.pollIntervalMs },
    messages: state.messages,
    primary: { dob: slashedOf(data.primary.dob), licence: data.primary.licence, consent: data.primary.consent },
    vehicles: data.vehicles,
    drivers: data.drivers.map((d) => ({ ...d, options: driverModalOptions(state, d.id) })),
    newDriverOptions: driverModalOptions(state, ""),
    contact: data.contact,
    answers: data.answers,
    questions: state.questions,
    callBackRequested: data.callBackRequested,
    config: {
      consentRequired: carrier.enablePaperlessConsent,
      consentMessage: pick(carrier.consentMessage, site.lang),
      enableDriverStatus: carrier.enableDriverStatus,
      enableActionType: carrier.enableActionType,
    },
    verification,
  };
}
export type FollowUpView = Awaited<ReturnType<typeof followUpView>>;
