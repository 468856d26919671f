/**
 * Typed content: every query result is parsed with these schemas. Values the CMS leaves empty
 * take the spec's defaults from app/domain/content-defaults.ts (the only place defaults live).
 * Unknown fields (Sanity's `_key`, `_type`, ...) are dropped.
 */
import { buyOnlineSettingsShape } from "./settings/buy-online.ts";
import { followUpSettingsShape } from "./settings/follow-up.ts";
import { labelSettingsShape } from "./settings/labels.ts";
import { portalSettingsShape } from "./settings/portal.ts";
import { rentersSettingsShape } from "./settings/renters.ts";
import { roadsideSettingsShape } from "./settings/roadside.ts";
import { z } from "zod";
import { brandColorsSchema, languageSchema, localizedStringSchema, navCategorySchema, navLinkSchema } from "../../domain/site-schemas.ts";
import {
  accountDefaults,
  messageDefaults,
  officeDefaults,
  paymentDefaults,
  quoteDefaults,
  siteLimitDefaults,
  widgetDefaults,
} from "../../domain/content-defaults.ts";

export const productCodes = ["auto", "renters", "home", "roadside"] as const;

const int = (fallback: number, min = 0) => z.number().int().min(min).default(fallback);

/** A brand: who answers for a host name (DESIGN "Brand and language"). */
export const brandSchema = z.object({
  /** Short code: `lonestar`. Sent to the platform and used in paths such as /brands/<code>/logo.svg. */
  code: z.string().regex(/^[a-z0-9-]+$/),
  /** Display name: "Lone Star Auto Insurance". */
  name: z.string().min(1),
  /** Host names (no port) this brand answers on. */
  hosts: z.array(z.string().min(1)).default([]),
  defaultLanguage: languageSchema.default("en"),
  logo: z.object({ src: z.string().min(1), width: z.number().positive(), height: z.number().positive(), alt: z.string() }),
  colors: brandColorsSchema,
  /** Display phone numbers: `(800) 555-0142`. */
  phones: z.object({ sales: z.string(), service: z.string() }),
  email: z.string(),
  /** Products sold online: auto, renters, home, roadside. */
  products: z.array(z.enum(productCodes)).default(["auto"]),
  /** Quote experiences beyond the base (Texas) one, by lower-case state code: `["ca", "az"]` (doc1 §2). */
  experiences: z.array(z.string()).default([]),
  /** States where the brand sells, upper-case: `["TX"]`. */
  states: z.array(z.string().regex(/^[A-Z]{2}$/)).default(["TX"]),
  /** Platform base URLs: the main one and the California one (doc1 §7, doc3). Server-only. */
  endpoints: z.object({ api: z.string(), caApi: z.string() }),
});
export type Brand = z.infer<typeof brandSchema>;

const footerColumnSchema = z.object({ title: localizedStringSchema, links: z.array(navLinkSchema).default([]) });

const popupSchema = z.object({
  enabled: z.boolean().default(true),
  title: localizedStringSchema,
  body: localizedStringSchema,
  confirm: localizedStringSchema,
  dismiss: localizedStringSchema,
});

const m = messageDefaults;
const l = siteLimitDefaults;

/** Site settings of one brand: the page shell's copy, messages and limits. */
export const siteSettingsSchema = z.object({
  brandCode: z.string(),
  /** The brand's platform endpoints (copied from the brand document). */
  endpoints: z.object({ api: z.string(), caApi: z.string() }),
  /** Home page hero: headline, supporting line, the zip form's button and field. */
  hero: z.object({
    title: localizedStringSchema,
    subtitle: localizedStringSchema,
    cta: localizedStringSchema,
    zipLabel: localizedStringSchema,
    zipPlaceholder: localizedStringSchema,
  }),
  /** Header menu: categories, each with an optional link and sub-links. */
  navigation: z.array(navCategorySchema).default([]),
  /** Labels of the header's account menu. */
  signInMenu: z.object({
    signIn: localizedStringSchema,
    signOut: localizedStringSchema,
    myAccount: localizedStringSchema,
    makePayment: localizedStringSchema,
    forgotPassword: localizedStringSchema,
    createAccount: localizedStringSchema,
    previousQuotes: localizedStringSchema,
    referFriend: localizedStringSchema.default({ en: "Refer a friend", es: "Recomienda a un amigo" }),
  }),
  footer: z.object({
    columns: z.array(footerColumnSchema).default([]),
    /** Legal text under the columns (licence numbers, underwriting note). */
    legal: localizedStringSchema,
    /** Copyright line; `{0}` is replaced by the year. */
    copyright: localizedStringSchema,
  }),
  /** doc1 §2 language switch popup and idle popup. */
  popups: z.object({ language: popupSchema, idle: popupSchema }),
  messages: z
    .object({
      zipInvalid: localizedStringSchema.default(m.zipInvalid),
      emailInvalid: localizedStringSchema.default(m.emailInvalid),
      mapSearchInvalid: localizedStringSchema.default(m.mapSearchInvalid),
      requiredField: localizedStringSchema.default(m.requiredField),
      genericError: localizedStringSchema.default(m.genericError),
      quotesUnavailable: localizedStringSchema.default(m.quotesUnavailable),
      outOfState: localizedStringSchema.default(m.outOfState),
    })
    .prefault({}),
  limits: z
    .object({
      backToTopPx: int(l.backToTopPx),
      languagePopupWaitMs: int(l.languagePopupWaitMs),
      idlePopupWaitMs: int(l.idlePopupWaitMs),
      geolocationTimeoutMs: int(l.geolocationTimeoutMs),
      storedStateHours: int(l.storedStateHours),
      abRetryMs: int(l.abRetryMs),
      starRoundingPercent: int(l.starRoundingPercent, 1),
      map: z
        .object({
          defaultCenter: z.object({ lat: z.number(), lng: z.number() }).default(l.map.defaultCenter),
          defaultZoom: int(l.map.defaultZoom),
          startZoom: int(l.map.startZoom),
          widenZoom: int(l.map.widenZoom),
          markerZoom: int(l.map.markerZoom),
          detailZoom: int(l.map.detailZoom),
        })
        .prefault({}),
    })
    .prefault({}),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

const q = quoteDefaults;

/** Bilingual text whose empty (or missing) language takes that language's default. */
const textOrDefault = (fallback: { en: string; es: string }) =>
  z
    .object({ en: z.string().nullish(), es: z.string().nullish() })
    .nullish()
    .transform((value) => ({ en: value?.en?.trim() || fallback.en, es: value?.es?.trim() || fallback.es }));

/** Quote flow settings of one brand (doc2 §1, §9). */
export const quoteSettingsSchema = z.object({
  brandCode: z.string(),
  waitSeconds: int(q.waitSeconds, 1),
  intermediateWaitSeconds: int(q.intermediateWaitSeconds),
  pollingSeconds: int(q.pollingSeconds, 1),
  longerMessageSeconds: int(q.longerMessageSeconds),
  previousQuoteGiveUpSeconds: int(q.previousQuoteGiveUpSeconds, 1),
  maxCards: int(q.maxCards, 1),
  newQuotePageMax: int(q.newQuotePageMax, 1),
  topRatedMax: int(q.topRatedMax, 1),
  maxBolModal: int(q.maxBolModal, 1),
  showMorePageSize: int(q.showMorePageSize, 1),
  ctaDays: int(q.ctaDays),
  policyTermMonths: z.union([z.literal(6), z.literal(12)]).default(q.policyTermMonths as 6),
  coveragePackage: int(q.coveragePackage),
  customCoverage: z.string().default(q.customCoverage),
  defaultMileage: int(q.defaultMileage),
  calculatedMileage: int(q.calculatedMileage),
  recentVehicleYears: int(q.recentVehicleYears),
  primaryMinAge: int(q.primaryMinAge),
  primaryMaxAge: int(q.primaryMaxAge),
  secondMinAge: int(q.secondMinAge),
  secondMaxAge: int(q.secondMaxAge),
  ownerVerificationAttempts: int(q.ownerVerificationAttempts, 1),
  leadCarrierColumns: int(q.leadCarrierColumns, 1),
  scrollThresholdPx: int(q.scrollThresholdPx),
  mobileWidthPx: int(q.mobileWidthPx),
  imageUploadMaxBytes: int(q.imageUploadMaxBytes, 1),
  storedStateHours: int(q.storedStateHours),
  /** Weekdays (0 = Sunday) on which agents call back; empty: every day. */
  /** doc2 §5 invalid-birth-date message: {0} youngest age, {1} oldest age. */
  invalidBirthDateMessage: textOrDefault(q.invalidBirthDateMessage),
  /** doc2 §4: the partner flag; on, an affiliate visitor who has not consented gets the consent step. */
  partnerConsentRequired: z.boolean().default(q.partnerConsentRequired),
  /** doc2 §7 chat: the brand's chat provider page; empty, no chat is offered. */
  chatUrl: z
    .union([
      z.literal(""),
      z
        .string()
        .trim()
        .regex(/^https:\/\/[^\s]+$/),
    ])
    .default(""),
  /** doc2 §5: where a zip not quoted online sends the visitor; a site path, localized by the page. */
  comingSoonPath: z
    .string()
    .trim()
    .regex(/^\/(?!\/)[A-Za-z0-9/_-]*$/)
    .default(q.comingSoonPath),
  /** doc2 §2 privacy and SMS policy modals of driver step 2/3; paragraphs separated by a blank line. */
  privacyPolicy: textOrDefault(q.privacyPolicy),
  smsPolicy: textOrDefault(q.smsPolicy),
});
export type QuoteSettings = z.infer<typeof quoteSettingsSchema>;

/** Settings of the other flows, filled in as those flows are built. Each has its brand code. */
const flowBase = z.object({ brandCode: z.string() });

const w = widgetDefaults;
const ad = accountDefaults;
const localizedTextOrEmpty = localizedStringSchema.default({ en: "", es: "" });
const formFieldContentSchema = z.object({
  name: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,39}$/),
  label: localizedStringSchema,
  type: z.enum(["text", "email", "tel", "textarea", "checkbox", "spam-trap"]).default("text"),
  required: z.boolean().default(false),
  regexpattern: z.string().optional(),
  requiredMessage: localizedStringSchema.optional(),
  constraintMessage: localizedStringSchema.optional(),
});

/** Public-site widgets of one brand (doc1 §2–§5, §9); app/domain/content-defaults.ts `widgetDefaults`. */
export const widgetSettingsSchema = flowBase.extend({
  zipOutOfService: localizedStringSchema.default(w.zipOutOfService),
  /** doc1 §4 out-of-state: per state, the partner link visitors are sent to. */
  outOfStateLinks: z.array(z.object({ state: z.string().regex(/^[A-Za-z]{2}$/), url: z.string().min(1), partner: z.string().default("") })).default([]),
  outOfStateRedirectSeconds: int(l.outOfStateRedirectSeconds),
  waitListRedirect: z.string().default(w.waitListRedirect),
  newsletterAction: z.string().default(w.newsletterAction),
  /** Content roots rewritten to '/' (doc1 §5); empty: `/content/{code}` of every brand. */
  contentRoots: z.array(z.string()).default([]),
  contactForm: z
    .object({
      fields: z.array(formFieldContentSchema).default([]),
      errorPage: z.string().default(w.formErrorPage),
      captcha: z.boolean().default(false),
      captchaMessage: localizedStringSchema.default(m.captchaRequired),
    })
    .prefault({}),
  // "local" was the signed checkbox the visitor's bot check replaced: it reads as "altcha".
  captchaProvider: z
    .enum(["altcha", "turnstile", "none", "local"])
    .default(w.captchaProvider as "altcha")
    .transform((provider) => (provider === "local" ? "altcha" : provider)),
  /** Cloudflare Turnstile's public site key (captchaProvider "turnstile"); empty: none. */
  turnstileSiteKey: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{0,100}$/)
    .catch("")
    .default(""),
  consent: z
    .object({
      text: localizedTextOrEmpty,
      policies: z
        .array(
          z.object({
            buttonId: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]*$/),
            label: localizedStringSchema,
            title: localizedStringSchema,
            body: localizedStringSchema,
          }),
        )
        .default([]),
    })
    .prefault({}),
  heroMessages: z.array(z.object({ text: localizedStringSchema })).default([]),
  /** doc1 §3 analytics report figures, served as `/content/dam/{brand}/analytics/data/analyticsReport.json`. */
  analytics: z.array(z.object({ id: z.string().regex(/^[A-Za-z0-9_.-]+$/), total: z.number() })).default([]),
  glossary: z.array(z.object({ term: localizedStringSchema, definition: localizedStringSchema })).default([]),
  team: z
    .array(
      z.object({
        name: z.string(),
        role: localizedStringSchema,
        location: z.string().default(""),
        locationHref: z.string().default(""),
        bio: localizedTextOrEmpty,
      }),
    )
    .default([]),
  video: z.object({ videoId: z.string().regex(/^[A-Za-z0-9_-]{6,20}$/), title: localizedStringSchema }).optional(),
  abTests: z.array(z.object({ id: z.string().regex(/^[a-z0-9-]+$/), variants: z.array(z.string().regex(/^[a-z0-9-]+$/)).min(1) })).default([]),
  abTestingTool: z.enum(["none", "outside"]).default(w.abTestingTool as "none"),
});
export type WidgetSettings = z.infer<typeof widgetSettingsSchema>;
const pd = paymentDefaults;
/** One failure modal of the make-a-payment page (doc1 §8): its title and its pay-at-the-carrier link. */
const paymentFailureSchema = (title: { en: string; es: string }) =>
  z
    .object({
      title: textOrDefault(title),
      linkLabel: textOrDefault(pd.linkLabel),
      /** Where the link goes when the policy's carrier has no pay link of its own; empty: the platform's default. */
      linkUrl: z
        .url({ protocol: /^https?$/ })
        .or(z.literal(""))
        .nullish()
        .transform((v) => v ?? ""),
    })
    .nullish()
    .transform((v) => v ?? { title: { ...title }, linkLabel: { ...pd.linkLabel }, linkUrl: "" });

/** Make-a-payment settings of one brand (doc1 §2, §4, §5, §8, §9). */
export const paymentSettingsSchema = flowBase.extend({
  minAge: int(l.paymentMinAge),
  maxAge: int(l.paymentMaxAge),
  dueSoonHours: int(l.paymentDueSoonHours),
  /** Carrier codes (policy-number prefixes) whose policies can be paid on the site; others get their own pay link. Empty: all. */
  payableCarriers: z.array(z.string()).default([]),
  /** doc1 §5: a date of birth outside the age limits; {0} = minimum age, {1} = maximum age. */
  invalidBirthDateMessage: textOrDefault(pd.invalidBirthDateMessage),
  /** doc1 §8: the failure modals' titles and links. */
  failures: z
    .object({
      carrierNotAvailable: paymentFailureSchema(pd.failures.carrierNotAvailable),
      policyNotFound: paymentFailureSchema(pd.failures.policyNotFound),
      tokenFailed: paymentFailureSchema(pd.failures.tokenFailed),
      dueWithin48Hours: paymentFailureSchema(pd.failures.dueWithin48Hours),
      duePast: paymentFailureSchema(pd.failures.duePast),
      notPayable: paymentFailureSchema(pd.failures.notPayable),
      unknownError: paymentFailureSchema(pd.failures.unknownError),
      paymentFailed: paymentFailureSchema(pd.failures.paymentFailed),
    })
    .prefault({}),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

export const flowSettingsSchemas = {
  quoteSettings: quoteSettingsSchema,
  paymentSettings: paymentSettingsSchema,
  portalSettings: flowBase.extend({
    /** Customer accounts (doc3 §2.5, §5.6, §8): sign-in, set password, create customer. */
    welcomePage: z
      .string()
      .regex(/^\/(?!\/)/)
      .default(ad.welcomePage),
    signInFailed: localizedStringSchema.default(ad.signInFailed),
    setPasswordFailed: localizedStringSchema.default(ad.setPasswordFailed),
    createMinAge: int(ad.createMinAge),
    createMaxAge: int(ad.createMaxAge),
    invalidDate: localizedStringSchema.default(ad.invalidDate),
    createSuccessUrl: z
      .string()
      .regex(/^\/(?!\/)/)
      .default(ad.createSuccessUrl),
    createFailed: localizedStringSchema.default(ad.createFailed),
    ...portalSettingsShape,
  }),
  buyOnlineSettings: flowBase.extend(buyOnlineSettingsShape),
  followUpSettings: flowBase.extend(followUpSettingsShape),
  rentersSettings: flowBase.extend(rentersSettingsShape),
  roadsideSettings: flowBase.extend(roadsideSettingsShape),
  widgetSettings: widgetSettingsSchema,
  labelSettings: flowBase.extend(labelSettingsShape),
};
export type FlowName = keyof typeof flowSettingsSchemas;
export type FlowSettings = { [K in FlowName]: z.infer<(typeof flowSettingsSchemas)[K]> };

/** An office (doc1 §3), as the CMS holds it. */
export const officeDocumentSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().min(1),
  address: z.string().default(""),
  city: z.string().default(""),
  state: z.string().default(""),
  zipcode: z.string().default(""),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  phone: z.string().default(""),
  email: z.string().default(""),
  directionsUrl: z.string().default(""),
  hoursMonFri: z.string().default(""),
  hoursSaturday: z.string().default(""),
  hoursSunday: z.string().default(""),
});
export type OfficeDocument = z.infer<typeof officeDocumentSchema>;

/** Offices that do not parse (missing coordinates, bad slug) are left out rather than failing the page. */
export const officeListSchema = z.array(z.unknown()).transform((items) =>
  items.flatMap((item) => {
    const parsed = officeDocumentSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  }),
);

const od = officeDefaults;
export const reviewLocationSchema = z.object({
  location: z.string().min(1),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  minRating: z.number().min(0).max(5).default(0),
});

/** Per-brand settings of the office maps and review widgets (doc1 §2, §9). */
export const officeSettingsSchema = z.object({
  brandCode: z.string(),
  /** Browser key of the maps service; empty: no map, offices listed by distance. */
  mapsApiKey: z.string().trim().default(""),
  /** Map id of the live maps (advanced markers need one); empty: Google's DEMO_MAP_ID. */
  mapsMapId: z
    .string()
    .trim()
    .default(od.mapId)
    .transform((id) => id || od.mapId),
  markerIcon: z.string().trim().min(1).default(od.markerIcon),
  searchZoom: int(od.searchZoom, 1),
  searchLimit: int(od.searchLimit, 1),
  nearbyLimit: int(od.nearbyLimit, 1),
  reviewsPlaceQuery: z.string().trim().min(1).default(od.reviewsPlaceQuery),
  minRating: z.number().min(0).max(5).default(od.minRating),
  negativeKeywords: z.string().default(""),
  quoteSliderType: z.enum(["static", "dynamic"]).default(od.quoteSliderType),
  reviewLocations: z.array(reviewLocationSchema).default([]),
});
export type OfficeSettings = z.infer<typeof officeSettingsSchema>;

/** A static review (doc1 §2), in the language it was written in. */
export const storedReviewSchema = z.object({
  id: z.string(),
  author: z.string().min(1),
  rating: z.number().min(0).max(5),
  text: z.string().min(1),
  language: languageSchema,
  city: z.string().default(""),
  date: z.string().default(""),
});
export type StoredReview = z.infer<typeof storedReviewSchema>;

export const testimonialSchema = z.object({
  id: z.string(),
  name: z.string().min(1),
  city: z.string().default(""),
  quote: localizedStringSchema,
  rating: z.number().min(0).max(5).optional(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const reviewsContentSchema = z.object({ reviews: z.array(storedReviewSchema).default([]), testimonials: z.array(testimonialSchema).default([]) });
