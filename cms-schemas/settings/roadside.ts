/**
 * Roadside assistance: the Studio fields of the `roadsideSettings` document, one per configured value; their defaults and the
 * site's typed reading are in app/.server/content/settings/roadside.ts.
 */
import { roadsideDefaults as d } from "../../app/.server/content/settings/roadside.ts";
import { messageField, numberField } from "../fields.ts";
import type { FieldDefinition } from "../types.ts";

function packageField(name: "single" | "family", title: string): FieldDefinition {
  const fallback = d[name];
  return {
    name,
    title,
    type: "object",
    description: `doc3 §2.4: the ${name} membership card, its price and what it includes.`,
    fields: [
      numberField("packageId", "Platform package id", fallback.packageId, "The membership type id the platform sells (GET /api/roadside/packages).", 1),
      {
        name: "price",
        title: "Price (USD, 6 months)",
        type: "number",
        description: `Charged at purchase. Empty: ${fallback.price}.`,
        initialValue: fallback.price,
        validation: (r) => r.min(1).max(1000),
      },
      messageField("name", "Card title", fallback.name),
      messageField("summary", "Card summary", fallback.summary),
      {
        name: "features",
        title: "Included features",
        type: "array",
        of: [{ type: "localizedString" }],
        description: "Listed on the card and in the compare modal. Empty: the default list.",
      },
    ],
  };
}

export const roadsideFields: FieldDefinition[] = [
  packageField("single", "Single membership"),
  packageField("family", "Family membership"),
  {
    name: "allowedStates",
    title: "Allowed states",
    type: "array",
    of: [{ type: "string" }],
    description: `Two-letter codes where memberships are sold; other states get the out-of-state wait list. Empty: ${d.allowedStates.join(", ")}.`,
    validation: (r) => r.unique(),
  },
  numberField("minAge", "Buyer: minimum age", d.minAge, "doc3 §5.4."),
  numberField("maxAge", "Buyer: maximum age", d.maxAge, "doc3 §5.4."),
  numberField("secondaryMinAge", "Second member: minimum age", d.secondaryMinAge, "doc3 §5.4 (family membership)."),
  numberField("secondaryMaxAge", "Second member: maximum age", d.secondaryMaxAge, "doc3 §5.4 (family membership)."),
  messageField("title", "Page title", d.title),
  messageField("intro", "Landing introduction", d.intro),
  messageField("consentText", "Consent checkbox text", d.consentText, "Required to buy; recorded as the marketing consent."),
  messageField("invalidBirthDate", "Invalid date of birth", d.invalidBirthDate, "{0} = minimum age, {1} = maximum age."),
  messageField("paymentError", "Payment page unavailable", d.paymentError, "doc3 §8: shown when no payment URL comes back."),
  messageField("confirmedTitle", "Purchase confirmed: title", d.confirmedTitle),
  messageField("confirmedMessage", "Purchase confirmed: message", d.confirmedMessage, "{0} = the buyer's e-mail."),
  messageField("failedTitle", "Purchase failed: title", d.failedTitle),
  messageField("failedMessage", "Purchase failed: message", d.failedMessage, "doc3 §4.4: an empty membership number."),
  messageField("redirectionError", "Return: redirection error", d.redirectionError, "doc3 §8: the payment result could not be read (503)."),
  messageField("outOfState", "Out-of-state message", d.outOfState, "{0} = the state's name."),
];
