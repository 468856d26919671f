/**
 * One settings document type per flow, each tied to a brand. Empty fields take the spec's
 * defaults (app/domain/content-defaults.ts). Later flows add their fields here.
 */
import { accountDefaults as a, paymentDefaults as pd, quoteDefaults as q, siteLimitDefaults as l } from "../app/domain/content-defaults.ts";
import { brandField, messageField, numberField } from "./fields.ts";
import type { FieldDefinition, Rule, TypeDefinition } from "./types.ts";
import { buyOnlineFields } from "./settings/buy-online.ts";
import { followUpFields } from "./settings/follow-up.ts";
import { portalFields } from "./settings/portal.ts";
import { rentersFields } from "./settings/renters.ts";
import { roadsideFields } from "./settings/roadside.ts";

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
    numberField("waitSeconds", "Wait for rates (s)", q.waitSeconds, "Give up waiting for carriers after this many seconds.", 1, "waits"),
    numberField(
      "intermediateWaitSeconds",
      "Intermediate wait (s)",
      q.intermediateWaitSeconds,
      "Once the first quotes show, carriers still rating are “still waiting on” until this many seconds after the quote was sent, then “taking longer than usual” (their quotes still join the list until the wait for rates gives up).",
      0,
      "waits",
    ),
    numberField(
      "pollingSeconds",
      "Polling interval (s)",
      q.pollingSeconds,
      "How often the results page asks for new answers when they cannot stream to it (its polling fallback).",
      1,
      "waits",
    ),
    numberField("longerMessageSeconds", "Longer-wait message after (s)", q.longerMessageSeconds, "When the “taking longer” message appears.", 0, "waits"),
    numberField(
      "previousQuoteGiveUpSeconds",
      "Previous quote retrieval limit (s)",
      q.previousQuoteGiveUpSeconds,
      "Give up reopening an earlier quote after this many seconds.",
      1,
      "waits",
    ),
    numberField("maxCards", "Quote cards shown", q.maxCards, "Quote cards shown before “show more”.", 1, "results"),
    {
      ...numberField("newQuotePageMax", "Cards on the new-quote page", q.newQuotePageMax, "Most cards the new-quote page shows.", 1, "results"),
      reservedFor:
        "doc2 §9 says the new-quote page shows up to 100 cards, but doc2 §2 hosts the whole flow on one page with no other route and lists no new-quote page among its screens (the previous-quotes view's new-quote link starts a new quote, which shows no cards): there is no page for this limit to change.",
    },
    {
      ...numberField("topRatedMax", "Top-rated cards", q.topRatedMax, "Most cards in the top-rated list.", 1, "results"),
      reservedFor:
        "doc2 §9 gives a top-rated maximum (6), but doc2 §2's results (cards, sort and filter, show more) have no top-rated list and the spec does not say what makes a quote top-rated: no page shows a list for this to limit.",
    },
    numberField("maxBolModal", "Cards in the buy-online modal", q.maxBolModal, "Most cards in the buy-online modal.", 1, "results"),
    numberField("showMorePageSize", "“Show more” page size", q.showMorePageSize, "Cards added by each “show more”.", 1, "results"),
    numberField("ctaDays", "Days showing call-to-action buttons", q.ctaDays, "0 means always.", 0, "results"),
    {
      name: "policyTermMonths",
      title: "Default policy term",
      type: "number",
      group: "coverage",
      description: `Empty: ${q.policyTermMonths} months.`,
      options: {
        list: [
          { title: "6 months", value: 6 },
          { title: "12 months", value: 12 },
        ],
        layout: "radio",
      },
      initialValue: q.policyTermMonths,
    },
    numberField(
      "coveragePackage",
      "Default coverage package",
      q.coveragePackage,
      "The package (the platform's coverage product id) the coverage step starts with until the shopper chooses; 0 means the state minimum. A package the shopper's state does not offer starts at the state minimum.",
      0,
      "coverage",
    ),
    {
      name: "customCoverage",
      title: "Custom coverage",
      type: "string",
      group: "coverage",
      description: `Coverages of the custom package. Empty: ${q.customCoverage}.`,
      initialValue: q.customCoverage,
    },
    numberField(
      "defaultMileage",
      "Default annual mileage",
      q.defaultMileage,
      "The annual mileage the quote form's vehicle window starts at (outside California, where the shopper must give it).",
      0,
      "coverage",
    ),
    {
      ...numberField("calculatedMileage", "Calculated mileage default", q.calculatedMileage, "", 0, "coverage"),
      reservedFor:
        "doc2 §9 gives the calculated-mileage default (0) and doc2 §3 names the optional calculated-mileage fields (selected annual mileage, odometer reading, commuting vehicle, days and address), but neither doc2 nor doc3 says how a mileage is calculated from them or what the default applies to; calculated mileage is a per-carrier option (doc2 §6) no carrier document has, and the quote form asks no odometer or commuting question.",
    },
    {
      ...numberField("recentVehicleYears", "Recent vehicle (years)", q.recentVehicleYears, "A vehicle this old or newer counts as recent.", 0, "coverage"),
      reservedFor:
        "doc2 §9 says a vehicle this old or newer counts as recent but names nothing that depends on it (no coverage, question, price or message); no page reads it until the spec says what a recent vehicle changes.",
    },
    numberField("primaryMinAge", "Primary driver: minimum age", q.primaryMinAge, "", 0, "drivers"),
    numberField("primaryMaxAge", "Primary driver: maximum age", q.primaryMaxAge, "", 0, "drivers"),
    numberField("secondMinAge", "Other drivers: minimum age", q.secondMinAge, "", 0, "drivers"),
    numberField("secondMaxAge", "Other drivers: maximum age", q.secondMaxAge, "", 0, "drivers"),
    {
      ...numberField(
        "ownerVerificationAttempts",
        "Owner verification attempts",
        q.ownerVerificationAttempts,
        "Wrong dates of birth a shopper may give when reopening a saved quote before it starts over (the platform counts them per quote; 1 to 10).",
        1,
        "drivers",
      ),
      validation: (r) => r.integer().min(1).max(10),
    },
    {
      ...numberField(
        "leadCarrierColumns",
        "Lead carrier columns",
        q.leadCarrierColumns,
        "Carrier columns of this brand's leads in the agent console's leads CSV (a lead record holds up to 10 carriers; 1 to 10).",
        1,
        "technical",
      ),
      validation: (r) => r.integer().min(1).max(10),
    },
    numberField("scrollThresholdPx", "Scroll threshold (px)", q.scrollThresholdPx, "", 0, "technical"),
    numberField("mobileWidthPx", "Mobile width (px)", q.mobileWidthPx, "Below this width the page uses its mobile layout.", 0, "technical"),
    numberField("imageUploadMaxBytes", "Licence image upload limit (bytes)", q.imageUploadMaxBytes, "", 1, "technical"),
    numberField("storedStateHours", "Stored draft lifetime (hours)", q.storedStateHours, "", 0, "technical"),
    messageField(
      "invalidBirthDateMessage",
      "Invalid birth date message",
      q.invalidBirthDateMessage,
      "Shown when a driver's age is outside the limits: {0} is the youngest age, {1} the oldest.",
      "drivers",
    ),
    {
      name: "partnerConsentRequired",
      title: "Partner leads need consent",
      type: "boolean",
      group: "drivers",
      description: `On: a visitor arriving from a partner lead who has not consented gets the consent step before the quotes. Empty: ${q.partnerConsentRequired ? "on" : "off"}.`,
      initialValue: q.partnerConsentRequired,
    },
    {
      name: "chatUrl",
      title: "Chat with an agent",
      type: "url",
      group: "technical",
      description:
        "The chat provider's page for this brand (https). When set, the results' contact window offers a chat while the idle-agent check finds an agent, and opens this page. Empty: no chat is offered.",
      validation: (r) => r.regex(/^https:\/\/[^\s]+$/, { name: "https address" }),
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
  ],
  [
    { name: "waits", title: "Waits", default: true },
    { name: "results", title: "Results" },
    { name: "coverage", title: "Coverage" },
    { name: "drivers", title: "Drivers" },
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
    description:
      "Carrier codes (policy-number prefixes, as in the platform's carrier payment list) whose policies can be paid here; others get the carrier's own pay link. Empty: every carrier the platform lists.",
    of: [{ type: "string" }],
    validation: (r) => r.unique(),
  },
  messageField(
    "invalidBirthDateMessage",
    "Invalid date of birth message",
    pd.invalidBirthDateMessage,
    "Shown when the date of birth is outside the age limits: {0} is the youngest age, {1} the oldest.",
  ),
  {
    name: "failures",
    title: "Failure windows",
    type: "object",
    description: "Each failure of the make-a-payment page opens a window with a title and a link to pay at the carrier.",
    options: { collapsible: true, collapsed: true },
    fields: (
      [
        ["carrierNotAvailable", "Carrier not available online"],
        ["policyNotFound", "Policy not found"],
        ["tokenFailed", "Could not start the payment"],
        ["dueWithin48Hours", "Due within 48 hours"],
        ["duePast", "Due date past"],
        ["notPayable", "Not payable for another reason"],
        ["unknownError", "Unknown error"],
        ["paymentFailed", "Payment result: failed"],
      ] as const
    ).map(([name, title]) => ({
      name,
      title,
      type: "object",
      fields: [
        messageField("title", "Title", pd.failures[name]),
        messageField("linkLabel", "Link text", pd.linkLabel),
        {
          name: "linkUrl",
          title: "Link address",
          type: "url",
          description: "Where the link goes when the policy's carrier has no pay link of its own. Empty: the platform's default link.",
          validation: (r: Rule) => r.custom<string>((v) => !v || /^https?:\/\//.test(v) || "Use an http or https address"),
        },
      ],
    })),
  },
]);

/** Customer portal (doc3). */
export const portalSettings = flowDocument("portalSettings", "Portal settings", [
  // Customer accounts (doc3 §2.5, §5.6, §8): sign-in, set password, create customer.
  sitePathField("welcomePage", "Welcome page after sign-in", a.welcomePage, "Where a customer goes after signing in."),
  messageField("signInFailed", "Sign-in failure message", a.signInFailed),
  messageField("setPasswordFailed", "Set-password failure message", a.setPasswordFailed),
  numberField("createMinAge", "Create account: minimum age", a.createMinAge, "Youngest date of birth accepted when creating an account."),
  numberField("createMaxAge", "Create account: maximum age", a.createMaxAge, "Oldest date of birth accepted when creating an account."),
  messageField("invalidDate", "Create account: invalid date of birth", a.invalidDate, "{0} is the minimum age, {1} the maximum."),
  sitePathField("createSuccessUrl", "Create account: page after success", a.createSuccessUrl, "Where a customer goes once the account is created."),
  messageField("createFailed", "Create account: failure message", a.createFailed, "Shown when the server gives no message of its own."),
  ...portalFields,
]);

/** A path on the site (starting with one slash); empty: the default. */
function sitePathField(name: string, title: string, fallback: string, description: string): FieldDefinition {
  return {
    name,
    title,
    type: "string",
    description: `${description} A path on this site, like ${fallback}. Empty: ${fallback}.`,
    validation: (r) => r.regex(/^\/(?!\/)/, { name: "site path" }),
  };
}

/** Buy online (doc3 §2.1, §4.1, §5.1). */
export const buyOnlineSettings = flowDocument("buyOnlineSettings", "Buy online settings", buyOnlineFields);
/** The follow-up flow and contact verification (doc3 §2.2, §4.2, §5.2). */
export const followUpSettings = flowDocument("followUpSettings", "Follow-up settings", followUpFields);
/** Renters flow (doc3 §2.3, §4.3, §5.3). */
export const rentersSettings = flowDocument("rentersSettings", "Renters settings", rentersFields);
/** Roadside flow (doc3 §2.4, §4.4, §5.4). */
export const roadsideSettings = flowDocument("roadsideSettings", "Roadside settings", roadsideFields);

export const flowSettingsTypes = [quoteSettings, paymentSettings, portalSettings, buyOnlineSettings, followUpSettings, rentersSettings, roadsideSettings];
