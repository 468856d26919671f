/**
 * Carrier configuration per brand (doc3 §3 "Carrier configuration"; doc2 §4 buy-now): one entry per
 * carrier the brand sells, with what Buy now does for it and the options of its purchase flows.
 * The site's typed reading and defaults: app/.server/content/settings/carriers.ts.
 */
import type { FieldDefinition, Rule, TypeDefinition } from "../types.ts";

const flag = (name: string, title: string, description: string): FieldDefinition => ({ name, title, type: "boolean", description, initialValue: false });

export const carrierEntryFields: FieldDefinition[] = [
  {
    name: "carrierId",
    title: "Carrier id",
    type: "string",
    description: "The platform's id of the carrier, as in its rate results (for example gulf-breeze).",
    validation: (r: Rule) => r.required().regex(/^[a-z0-9-]+$/, { name: "carrier id" }),
  },
  {
    name: "purchaseFlow",
    title: "Buy now leads to",
    type: "string",
    description: "What the Buy now button of this carrier's quote card does. Empty: the carrier's own site.",
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
  flag("enableDriverStatus", "Driver status", "Ask each additional driver's status (and residence status)."),
  flag("enableAllFieldsForExclude", "All fields for excluded drivers", "Excluded drivers answer every driver field."),
  flag("enableESign", "E-signature", "Buy online ends with the e-signature of the policy documents."),
  flag("enableMaritalValidation", "Marital validation", "Married drivers must come in pairs (doc3 §5.1)."),
  {
    name: "questionOrder",
    title: "Question order",
    type: "array",
    of: [{ type: "string" }],
    description: "The carrier's underwriting question codes, in the order they are asked. Empty: the carrier's own order.",
    validation: (r: Rule) => r.unique(),
  },
  flag("enableActionType", "Action type", "Ask the action type (add, exclude) of each additional driver."),
  flag("enablePaperlessConsent", "Paperless consent", "Ask for the paperless consent on the driver step, with the message below."),
  { name: "consentMessage", title: "Paperless consent message", type: "localizedString", description: "The text beside the paperless consent box." },
  flag("enablePaymentOption", "Payment option", "The shopper chooses the payment plan."),
  flag("enableSecondaryDriverDob", "Secondary driver date of birth", "Ask the date of birth of additional drivers."),
  flag("hideAdditionalDriverSection", "Hide additional drivers", "Skip the additional drivers step."),
  flag("county", "County", "Ask the county with the address."),
  flag("calculatedMileage", "Calculated mileage", "Estimate annual mileage instead of asking it."),
  { name: "flowType", title: "Flow type", type: "string", description: "The carrier's flow variant, when it has one." },
  {
    name: "paymentPlanDescription",
    title: "Payment plan to pick",
    type: "string",
    description: "The plan description picked when no plan has more than one payment and a term over one (doc3 §4.1).",
  },
  {
    name: "questions",
    title: "Question texts",
    type: "array",
    description: "Per-question error message ({0} is the driver's first name) and answer values.",
    of: [{ type: "carrierQuestion" }],
  },
];

export const carrierSettingsFields: FieldDefinition[] = [
  {
    name: "carriers",
    title: "Carriers",
    type: "array",
    description: "One entry per carrier whose purchase this brand configures. A carrier not listed keeps Buy now on the carrier's own site.",
    of: [{ type: "carrierConfig" }],
  },
];

/** The object types of the carrier settings, registered with the content model. */
export const carrierObjectTypes: TypeDefinition[] = [
  { name: "carrierConfig", title: "Carrier", type: "object", fields: carrierEntryFields, preview: { select: { title: "carrierId", subtitle: "purchaseFlow" } } },
  {
    name: "carrierQuestion",
    title: "Question",
    type: "object",
    fields: [
      { name: "code", title: "Question code", type: "string", validation: (r: Rule) => r.required() },
      { name: "errorMessage", title: "Error message", type: "localizedString" },
      { name: "yesButton", title: "Yes value", type: "string", description: "Empty: Y." },
      { name: "noButton", title: "No value", type: "string", description: "Empty: N." },
    ],
  },
];
