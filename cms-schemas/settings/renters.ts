/**
 * Renters insurance: the Studio fields of the `rentersSettings` document, one per configured value; their defaults and the
 * site's typed reading are in app/.server/content/settings/renters.ts.
 */
import { rentersDefaults as d } from "../../app/.server/content/settings/renters.ts";
import { messageField, numberField } from "../fields.ts";
import type { FieldDefinition } from "../types.ts";

export const rentersFields: FieldDefinition[] = [
  numberField(
    "maxEffectiveDays",
    "Maximum effective-date days",
    d.maxEffectiveDays,
    "doc3 §5.3: the policy can start from today up to this many days ahead (Texas time); later dates get the invalid-date message.",
  ),
  numberField("defaultAllOtherPeril", "Default all-other-peril deductible (USD)", d.defaultAllOtherPeril, "doc3 §9: preselected on the coverage tab."),
  numberField("defaultWindHail", "Default wind/hail deductible (USD)", d.defaultWindHail, "doc3 §9: preselected on the coverage tab."),
  numberField(
    "defaultContents",
    "Default contents limit (USD, Coverage C)",
    d.defaultContents,
    "Preselected on the coverage tab; loss of use (D) follows it.",
    1000,
  ),
  numberField("defaultLiability", "Default liability limit (USD, Coverage E)", d.defaultLiability, "Preselected on the coverage tab."),
  numberField("defaultMedical", "Default medical payments limit (USD, Coverage F)", d.defaultMedical, "Preselected on the coverage tab."),
  {
    name: "allowedStates",
    title: "Allowed states",
    type: "array",
    of: [{ type: "string" }],
    description: `doc3 §4.3: two-letter codes where renters is sold online; in other states the buy button becomes the join-wait-list label. Empty: ${d.allowedStates.join(", ")}.`,
    validation: (r) => r.unique(),
  },
  {
    name: "merchantId",
    title: "Card processor merchant id",
    type: "string",
    description: `doc3 §3, §9: sent with the card token. Empty: ${d.merchantId}.`,
    validation: (r) => r.regex(/^\d{1,10}$/),
  },
  numberField("pollIntervalMs", "Rate polling interval (ms)", d.pollIntervalMs, "doc3 §9: how often the page asks for new rates.", 250),
  numberField(
    "rateWaitSeconds",
    "Rate wait limit (seconds)",
    d.rateWaitSeconds,
    "The page stops waiting for carriers after this and shows the time-out message.",
    5,
  ),
  messageField("title", "Page title", d.title),
  messageField("intro", "Page introduction", d.intro),
  messageField("invalidDate", "Invalid effective date", d.invalidDate, "doc3 §8: {0} = today, {1} = the last allowed date."),
  messageField("outOfState", "Out-of-state message", d.outOfState, "doc3 §8: {0} = the state's name."),
  messageField("joinWaitList", "Join-wait-list label", d.joinWaitList, "doc3 §4.3: replaces the buy button out of state."),
  messageField("noRates", "No rates", d.noRates),
  messageField("rateTimeout", "Rates time out", d.rateTimeout),
  messageField("tokenFailed", "Card token failed", d.tokenFailed, "doc3 §8."),
  messageField("widgetError", "Card widget error", d.widgetError, "doc3 §8."),
  messageField("buyNotPossible", "Buy-now validation failed", d.buyNotPossible, "doc3 §8."),
  messageField("confirmedTitle", "Purchase confirmed: title", d.confirmedTitle),
  messageField("confirmedMessage", "Purchase confirmed: message", d.confirmedMessage, "{0} = policy number, {1} = e-mail."),
  messageField("failedTitle", "Purchase failed: title", d.failedTitle, "doc3 §2.3 payment error view."),
  messageField("failedMessage", "Purchase failed: message", d.failedMessage),
];
