/**
 * One settings document type per flow, each tied to a brand. Empty fields take the spec's
 * defaults (app/.server/content/defaults.ts). Later flows add their fields here.
 */
import { quoteDefaults as q, siteLimitDefaults as l } from "../app/.server/content/defaults.ts";
import { brandField, messageField, numberField } from "./fields.ts";
import type { FieldDefinition, TypeDefinition } from "./types.ts";

const preview = (label: string): TypeDefinition["preview"] => ({
  select: { title: "brand.name" },
  prepare: (s) => ({ title: `${label}: ${String(s.title ?? "no brand")}` }),
});

function flowDocument(name: string, title: string, fields: FieldDefinition[], groups?: TypeDefinition["groups"]): TypeDefinition {
  return { name, title, type: "document", fields: [brandField, ...fields], preview: preview(title), ...(groups ? { groups } : {}) };
}

/** Quote flow (doc2 §1, §9). */
export const quoteSettings = flowDocument(
  "quoteSettings",
  "Quote settings",
  [
    {
      name: "carriers",
      title: "Carriers",
      type: "array",
      group: "carriers",
      description: "Codes of the carriers rated for this brand. Empty: every carrier the platform offers.",
      of: [{ type: "string" }],
      validation: (r) => r.unique(),
    },
    numberField("waitSeconds", "Wait for rates (s)", q.waitSeconds, "Give up waiting for carriers after this many seconds.", 1, "waits"),
    numberField("intermediateWaitSeconds", "Intermediate wait (s)", q.intermediateWaitSeconds, "Show the first answers after this many seconds.", 0, "waits"),
    numberField("pollingSeconds", "Polling interval (s)", q.pollingSeconds, "How often the page asks for new answers without streaming.", 1, "waits"),
    numberField("longerMessageSeconds", "Longer-wait message after (s)", q.longerMessageSeconds, "When the “taking longer” message appears.", 0, "waits"),
    numberField("previousQuoteGiveUpSeconds", "Previous quote retrieval limit (s)", q.previousQuoteGiveUpSeconds, "Give up reopening an earlier quote after this many seconds.", 1, "waits"),
    numberField("maxCards", "Quote cards shown", q.maxCards, "Quote cards shown before “show more”.", 1, "results"),
    numberField("newQuotePageMax", "Cards on the new-quote page", q.newQuotePageMax, "Most cards the new-quote page shows.", 1, "results"),
    numberField("topRatedMax", "Top-rated cards", q.topRatedMax, "Most cards in the top-rated list.", 1, "results"),
    numberField("maxBolModal", "Cards in the buy-online modal", q.maxBolModal, "Most cards in the buy-online modal.", 1, "results"),
    numberField("showMorePageSize", "“Show more” page size", q.showMorePageSize, "Cards added by each “show more”.", 1, "results"),
    numberField("ctaDays", "Days showing call-to-action buttons", q.ctaDays, "0 means always.", 0, "results"),
    {
      name: "policyTermMonths",
      title: "Default policy term",
      type: "number",
      group: "coverage",
      description: `Empty: ${q.policyTermMonths} months.`,
      options: { list: [{ title: "6 months", value: 6 }, { title: "12 months", value: 12 }], layout: "radio" },
      initialValue: q.policyTermMonths,
    },
    numberField("coveragePackage", "Default coverage package", q.coveragePackage, "0 means the state minimum.", 0, "coverage"),
    { name: "customCoverage", title: "Custom coverage", type: "string", group: "coverage", description: `Coverages of the custom package. Empty: ${q.customCoverage}.`, initialValue: q.customCoverage },
    numberField("defaultMileage", "Default annual mileage", q.defaultMileage, "Mileage assumed when none is asked.", 0, "coverage"),
    numberField("calculatedMileage", "Calculated mileage default", q.calculatedMileage, "", 0, "coverage"),
    numberField("recentVehicleYears", "Recent vehicle (years)", q.recentVehicleYears, "A vehicle this old or newer counts as recent.", 0, "coverage"),
    numberField("primaryMinAge", "Primary driver: minimum age", q.primaryMinAge, "", 0, "drivers"),
    numberField("primaryMaxAge", "Primary driver: maximum age", q.primaryMaxAge, "", 0, "drivers"),
    numberField("secondMinAge", "Other drivers: minimum age", q.secondMinAge, "", 0, "drivers"),
    numberField("secondMaxAge", "Other drivers: maximum age", q.secondMaxAge, "", 0, "drivers"),
    numberField("ownerVerificationAttempts", "Owner verification attempts", q.ownerVerificationAttempts, "", 1, "drivers"),
    numberField("leadCarrierColumns", "Lead carrier columns", q.leadCarrierColumns, "", 1, "technical"),
    numberField("scrollThresholdPx", "Scroll threshold (px)", q.scrollThresholdPx, "", 0, "technical"),
    numberField("mobileWidthPx", "Mobile width (px)", q.mobileWidthPx, "Below this width the page uses its mobile layout.", 0, "technical"),
    numberField("imageUploadMaxBytes", "Licence image upload limit (bytes)", q.imageUploadMaxBytes, "", 1, "technical"),
    numberField("storedStateHours", "Stored draft lifetime (hours)", q.storedStateHours, "", 0, "technical"),
    numberField("siteTokenHours", "Site token lifetime (hours)", q.siteTokenHours, "", 1, "technical"),
    numberField("customerTokenMinutes", "Customer token lifetime (minutes)", q.customerTokenMinutes, "", 1, "technical"),
    {
      name: "callbackWeekdays",
      title: "Agent call-back days",
      type: "array",
      group: "drivers",
      description: "Days agents call back. Empty: every day.",
      of: [{ type: "number" }],
      options: {
        list: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"].map((title, value) => ({ title, value })),
        layout: "grid",
      },
    },
    messageField("invalidBirthDateMessage", "Invalid birth date message", q.invalidBirthDateMessage, "Shown when a driver's age is outside the limits: {0} is the youngest age, {1} the oldest.", "drivers"),
    {
      name: "partnerConsentRequired",
      title: "Partner leads need consent",
      type: "boolean",
      group: "drivers",
      description: `On: a visitor arriving from a partner lead who has not consented gets the consent step before the quotes. Empty: ${q.partnerConsentRequired ? "on" : "off"}.`,
      initialValue: q.partnerConsentRequired,
    },
    {
      name: "comingSoonPath",
      title: "Coming-soon page",
      type: "string",
      group: "technical",
      description: `Where a ZIP code that is not quoted online sends the visitor (the Spanish page adds /es). Empty: ${q.comingSoonPath}.`,
      initialValue: q.comingSoonPath,
      validation: (r) => r.regex(/^\/(?!\/)[A-Za-z0-9/_-]*$/, { name: "site path" }),
    },
    {
      name: "privacyPolicy",
      title: "Privacy policy",
      type: "localizedText",
      group: "policies",
      description: "The privacy policy window of the contact step. Separate paragraphs with a blank line. Empty: the standard text.",
    },
    {
      name: "smsPolicy",
      title: "Text message policy",
      type: "localizedText",
      group: "policies",
      description: "The text message (SMS) policy window of the contact step. Separate paragraphs with a blank line. Empty: the standard text.",
    },
    {
      name: "messages",
      title: "Wait messages",
      type: "object",
      group: "waits",
      fields: [
        messageField("waiting", "While waiting", { en: "We're comparing rates from our carriers…", es: "Estamos comparando tarifas de nuestras aseguradoras…" }),
        messageField("longerWait", "Taking longer", { en: "This is taking a little longer than usual. Thanks for your patience.", es: "Esto está tardando un poco más de lo normal. Gracias por tu paciencia." }),
        messageField("noQuotes", "No rates", { en: "We couldn't get an online rate this time. An agent can quote you by phone.", es: "Esta vez no pudimos obtener una tarifa en línea. Un agente puede cotizarte por teléfono." }),
      ],
    },
  ],
  [
    { name: "waits", title: "Waits", default: true },
    { name: "results", title: "Results" },
    { name: "coverage", title: "Coverage" },
    { name: "drivers", title: "Drivers" },
    { name: "carriers", title: "Carriers" },
    { name: "policies", title: "Policies" },
    { name: "technical", title: "Technical" },
  ],
);

/** Make-a-payment and portal payments (doc1 §5, §9; doc3). */
export const paymentSettings = flowDocument("paymentSettings", "Payment settings", [
  numberField("minAge", "Minimum age", l.paymentMinAge, "Youngest date of birth accepted by the payment form."),
  numberField("maxAge", "Maximum age", l.paymentMaxAge, "Oldest date of birth accepted by the payment form."),
  numberField("dueSoonHours", "Due soon (hours)", l.paymentDueSoonHours, "A payment due within this many hours is flagged."),
  {
    name: "payableCarriers",
    title: "Carriers payable on the site",
    type: "array",
    description: "Carrier codes whose policies can be paid here; others get the carrier's own pay link.",
    of: [{ type: "string" }],
  },
]);

/** Customer portal (doc3). */
export const portalSettings = flowDocument("portalSettings", "Portal settings", [
  { name: "socialSignIn", title: "Social sign-in buttons", type: "boolean", description: "Off: the buttons show disabled.", initialValue: false },
]);

/** Renters flow (doc3); its fields come with the flow. */
export const rentersSettings = flowDocument("rentersSettings", "Renters settings", []);
/** Roadside flow (doc3); its fields come with the flow. */
export const roadsideSettings = flowDocument("roadsideSettings", "Roadside settings", []);

export const flowSettingsTypes = [quoteSettings, paymentSettings, portalSettings, rentersSettings, roadsideSettings];
