/**
 * A carrier the agency sells (doc2 §3 quote result, §4 buy-now outcomes and conditional rules, §6
 * per-carrier options; doc3 §3 "Carrier configuration"): one document per carrier, shared by the
 * brands that quote it. What an editor decides lives here; the carrier's rate tables stay in the
 * platform (platform/rating/carriers/), which rates a carrier only for the brands listed below and
 * with the rules and buy-now flags set here (the site sends them with each transaction).
 * The site's typed reading and defaults: app/.server/content/settings/carriers.ts.
 *
 * Options of doc2 §6 and doc3 §3 with no behaviour on the site or the platform are not fields:
 * county, calculated mileage and flow type per carrier (see docs/content.md).
 */
import { publishedId } from "./fields.ts";
import type { FieldDefinition, Rule, TypeDefinition, ValidationContext } from "./types.ts";

const flag = (name: string, title: string, description: string, group: string): FieldDefinition => ({
  name,
  title,
  type: "boolean",
  group,
  description,
  initialValue: false,
});

/** US states and DC, for the states list. */
const STATE_CODES =
  "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split(
    " ",
  );

/** GROQ: other carrier documents (published or draft) with the same carrier id. */
export const OTHER_CARRIERS_WITH_ID = "count(*[_type == 'carrier' && carrierId == $carrierId && !(_id in [$id, 'drafts.' + $id])])";

/** One document per carrier id: the site would otherwise read two configurations of the same carrier. */
export async function oneDocumentPerCarrier(value: string | undefined, context: ValidationContext): Promise<true | string> {
  const document = context.document;
  if (!value || !document) return true;
  const others = await context
    .getClient({ apiVersion: "2025-02-19" })
    .fetch<number>(OTHER_CARRIERS_WITH_ID, { carrierId: value, id: publishedId(document._id) });
  return others > 0 ? "Another carrier document has this carrier id: edit that one instead." : true;
}

/** doc2 §4: buy online without a button is not a mode; a carrier sold by an agent shows no Buy now. */
export function buyNowProblem(document: { showBuyButton?: boolean; bolType?: number } | undefined): true | string {
  if (document?.showBuyButton && document.bolType === 3)
    return "An agent-only carrier (Agent only) shows no Buy now button: turn “Show Buy now” off or choose another mode.";
  return true;
}

export const carrierFields: FieldDefinition[] = [
  {
    name: "carrierId",
    title: "Carrier id",
    type: "string",
    group: "carrier",
    description:
      "The platform's id of the carrier, as its rate tables are named (for example gulf-breeze). The platform rates only carriers it has tables for.",
    validation: (r: Rule) =>
      r
        .required()
        .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { name: "lower-case words joined by dashes" })
        .custom(oneDocumentPerCarrier),
  },
  {
    name: "name",
    title: "Name",
    type: "string",
    group: "carrier",
    description: "The name on the carrier's quote cards, and the initials of its mark.",
    validation: (r: Rule) => r.required().min(2),
  },
  {
    name: "brands",
    title: "Brands that quote it",
    type: "array",
    group: "rating",
    description:
      "The brands whose visitors get a quote from this carrier: the site asks the platform to rate it for these brands only. A brand not listed gets no card from it. Empty: no brand.",
    of: [{ type: "reference", to: [{ type: "brand" }] }],
    validation: (r: Rule) => r.unique(),
  },
  {
    name: "states",
    title: "States",
    type: "array",
    group: "rating",
    description: "The states where the brands sell it: a visitor in another state is not quoted by it. The platform also needs rate tables for the state.",
    of: [{ type: "string" }],
    options: { list: STATE_CODES.map((code) => ({ title: code, value: code })), layout: "grid" },
    validation: (r: Rule) => r.required().min(1).unique(),
  },
  {
    name: "conditionalRules",
    title: "Conditional rules",
    type: "array",
    group: "rating",
    description:
      "doc2 §4: the card shows the first pay plan that passes every rule ticked; when none passes (or rule 1 fails), the carrier shows no card. The platform applies the same rules when it rates.",
    of: [{ type: "number" }],
    options: {
      list: [
        { title: "1 — every driver 21 or older", value: 1 },
        { title: "2 — a plan whose down payment is one month", value: 2 },
        { title: "3 — an EFT (bank draft) plan", value: 3 },
        { title: "4 — exactly 4 payments", value: 4 },
      ],
      layout: "grid",
    },
    validation: (r: Rule) => r.unique(),
  },
  {
    name: "callToActionWeekdays",
    title: "Call-to-action days",
    type: "array",
    group: "buyNow",
    description:
      "doc2 §1 weekday rules: the days of the week (agency time, Central) on which this carrier's cards show Call, Text me and Chat; on other days the card offers Buy now and the details only. Empty: every day. The quote settings' “Days showing call-to-action buttons” applies as well.",
    of: [{ type: "number" }],
    options: {
      list: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"].map((title, value) => ({ title, value })),
      layout: "grid",
    },
    validation: (r: Rule) => r.unique(),
  },
  {
    name: "showBuyButton",
    title: "Show Buy now",
    type: "boolean",
    group: "buyNow",
    description:
      "On: the carrier's cards have a Buy now button and Call; off: the card offers only “Talk to an agent”, and sort option 2 keeps it only while an agent is free.",
    initialValue: true,
  },
  {
    name: "bolType",
    title: "Buy now mode",
    type: "number",
    group: "buyNow",
    description:
      "doc2 §4 buy-now outcomes. Buy online: the carrier's page opens in a frame on the results, or in a new window when “Needs its own window” is on. Confirm first: a Yes/No window asks before leaving for the carrier. Agent only: no Buy now.",
    options: {
      list: [
        { title: "Buy online", value: 1 },
        { title: "Confirm first", value: 2 },
        { title: "Agent only", value: 3 },
      ],
      layout: "radio",
    },
    initialValue: 1,
    validation: (r: Rule) =>
      r.required().custom<number>((_value, context) => buyNowProblem(context.document as { showBuyButton?: boolean; bolType?: number } | undefined)),
  },
  {
    name: "openNewWindow",
    title: "Needs its own window",
    type: "boolean",
    group: "buyNow",
    description:
      "On: the carrier's page refuses frames, so it opens in a new window on a desktop browser and after the Yes/No window on a phone or in an app. Off: it opens in a frame on the results.",
    initialValue: false,
  },
  {
    name: "purchaseFlow",
    title: "Buy now leads to",
    type: "string",
    group: "buyNow",
    description:
      "What the Buy now button of this carrier's cards does: buy online on this site, the follow-up form, or the carrier's own site (in the mode above).",
    options: {
      list: [
        { title: "Buy online on this site (driver info, questions, payment, e-signature)", value: "online" },
        { title: "The follow-up form with contact verification by an agent", value: "followUp" },
        { title: "The carrier's own site", value: "carrier" },
      ],
      layout: "radio",
    },
    initialValue: "carrier",
  },
  flag(
    "enableDriverStatus",
    "Driver status",
    "Buy online asks each additional driver's status; the follow-up form asks each driver's status and residence status.",
    "purchase",
  ),
  flag(
    "enableAllFieldsForExclude",
    "All fields for excluded drivers",
    "Follow-up form: an excluded driver answers every driver field (gender and marital status too).",
    "purchase",
  ),
  flag("enableActionType", "Action type", "Follow-up form: each driver's action (include, exclude) is asked.", "purchase"),
  flag("enableESign", "E-signature", "Buy online ends with the e-signature of the policy documents.", "purchase"),
  flag(
    "enableMaritalValidation",
    "Marital validation",
    "Married drivers must come in pairs (doc3 §5.1 in buy online, §5.2 in the follow-up form).",
    "purchase",
  ),
  flag(
    "enablePaperlessConsent",
    "Paperless consent",
    "Follow-up form: the driver step asks for the paperless consent, with the message below, and it must be ticked.",
    "purchase",
  ),
  {
    name: "consentMessage",
    title: "Paperless consent message",
    type: "localizedString",
    group: "purchase",
    description: "The text beside the paperless consent box of the follow-up form, in both languages.",
    validation: (r: Rule) =>
      r.custom<{ en?: string; es?: string }>((value, context) => {
        const on = (context.document as { enablePaperlessConsent?: boolean } | undefined)?.enablePaperlessConsent;
        if (!on) return true;
        return value?.en?.trim() && value.es?.trim() ? true : "With paperless consent on, write the message in English and in Spanish.";
      }),
  },
  flag(
    "enableSecondaryDriverDob",
    "Secondary driver date of birth",
    "Buy online and the follow-up form ask (and check) the date of birth of drivers other than the first.",
    "purchase",
  ),
  flag("hideAdditionalDriverSection", "Hide additional drivers", "Buy online and the follow-up form skip the additional drivers step.", "purchase"),
  flag("enablePaymentOption", "Payment option", "Buy online lets the shopper choose among the carrier's payment plans.", "purchase"),
  {
    name: "paymentPlanDescription",
    title: "Payment plan to pick",
    type: "string",
    group: "purchase",
    description:
      "Buy online: the plan description picked when no plan has more than one payment and the term is over one month (doc3 §4.1). Empty: the quoted plan.",
  },
  {
    name: "questionOrder",
    title: "Question order",
    type: "array",
    group: "purchase",
    of: [{ type: "string" }],
    description:
      "The carrier's underwriting question codes, in the order buy online and the follow-up form ask them. Empty: the carrier's own order (buy online) or the questions below, else the brand's default list (follow-up form).",
    validation: (r: Rule) => r.unique(),
  },
  {
    name: "questions",
    title: "Question texts",
    type: "array",
    group: "purchase",
    description: "Per question code: the message when the answer is not accepted ({0} is the driver's first name), and the values sent for yes and no.",
    of: [{ type: "carrierQuestion" }],
  },
];

export const carrier: TypeDefinition = {
  name: "carrier",
  title: "Carrier",
  type: "document",
  groups: [
    { name: "carrier", title: "Carrier", default: true },
    { name: "rating", title: "Brands, states and rules" },
    { name: "buyNow", title: "Buy now" },
    { name: "purchase", title: "Purchase options" },
  ],
  fields: carrierFields,
  preview: { select: { title: "name", subtitle: "carrierId" } },
};

/** The object types of the carrier document, registered with the content model. */
export const carrierObjectTypes: TypeDefinition[] = [
  {
    name: "carrierQuestion",
    title: "Question",
    type: "object",
    fields: [
      { name: "code", title: "Question code", type: "string", validation: (r: Rule) => r.required() },
      {
        name: "errorMessage",
        title: "Error message",
        type: "localizedString",
        description: "Shown when the answer is not accepted; {0} is the driver's first name. Empty: the brand's message.",
      },
      { name: "yesButton", title: "Yes value", type: "string", description: "The value sent for yes. Empty: Y." },
      { name: "noButton", title: "No value", type: "string", description: "The value sent for no. Empty: N." },
    ],
  },
];
