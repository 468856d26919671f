/**
 * The customer portal: the Studio fields of the `portalSettings` document, one per configured value; their defaults and the
 * site's typed reading are in app/.server/content/settings/portal.ts.
 */
import { portalDefaults as d } from "../../app/.server/content/settings/portal.ts";
import { messageField, numberField } from "../fields.ts";
import type { FieldDefinition } from "../types.ts";

export const portalFields: FieldDefinition[] = [
  {
    name: "rewardCardValues",
    title: "Rewards: gift card values offered",
    type: "array",
    description: `Card values in points (the card shows value / 100 dollars), among the cards the rewards platform lists; a card not listed here is neither shown nor redeemable on this brand. Empty: every card the platform lists. Default: ${d.rewardCardValues.join(", ")}.`,
    of: [{ type: "number" }],
    validation: (r) => r.unique(),
  },
  numberField("referralMinAge", "Refer a friend: minimum age", d.referralMinAge, "Youngest age accepted for the friend."),
  numberField("referralMaxAge", "Refer a friend: maximum age", d.referralMaxAge, "Oldest age accepted for the friend."),
  {
    name: "referralAskAge",
    title: "Refer a friend: ask the friend's age",
    type: "boolean",
    initialValue: d.referralAskAge,
    description: "On: the form asks the friend's age, within the limits above.",
  },
  numberField(
    "paymentResultWaitSeconds",
    "Payment return: wait for confirmation (s)",
    d.paymentResultWaitSeconds,
    "How long the portal waits for the processor's confirmation, with the countdown ring.",
    1,
  ),
  { name: "paymentTextNumber", title: "Make a payment: text number", type: "string", description: "Number customers text to pay. Empty: the brand's phone." },
  { name: "paymentCallNumber", title: "Make a payment: call number", type: "string", description: "Number customers call to pay. Empty: the brand's phone." },
  {
    name: "liveChatUrl",
    title: "Make a payment: live chat address",
    type: "url",
    description: "Where the live-chat option goes. Empty: the option is not shown.",
    validation: (r) => r.custom<string>((v) => !v || /^https?:\/\//.test(v) || "Use an http or https address"),
  },
  messageField("waysToEarn", "Rewards: ways to earn", d.waysToEarn),
  messageField("howToRedeem", "Rewards: how to redeem", d.howToRedeem),
  messageField(
    "tierInformation",
    "Rewards: tier information",
    d.tierInformation,
    "{0}, {1} and {2} show the silver, gold and platinum thresholds (lifetime points) the rewards platform uses; the window also lists them.",
  ),
  messageField("redeemError", "Rewards: redemption failure", d.redeemError),
  messageField("paymentHelp", "Policies: payment help (pay-now failure)", d.paymentHelp),
  messageField("consentError", "Consent page: failure message", d.consentError),
  {
    name: "consentStatements",
    title: "Consent page: statements",
    type: "array",
    description:
      "One check box each; every one must be ticked. The exact text is recorded with the consent. Empty: the two default statements (texts and calls; e-mails).",
    of: [{ type: "localizedString" }],
  },
  messageField("referralConsent", "Refer a friend: consent text", d.referralConsent, "Shown under the form and recorded with each referral."),
];
