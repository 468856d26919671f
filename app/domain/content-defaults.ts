/**
 * The spec's defaults for every authored setting, in one place, shared by the site and the Studio:
 * the site's settings schemas (app/.server/content/schemas.ts) fill any value the CMS leaves empty
 * from here, so a brand with a bare settings document still behaves as the spec says; the Studio's
 * schemas (cms-schemas/) and seed (studio/seed/) show and write the same texts. Plain data only:
 * it imports nothing but a type, so the Studio's build can read it.
 */
import type { LocalizedString } from "./site.ts";

const text = (en: string, es: string): LocalizedString => ({ en, es });

/** Messages of the public site (doc1 §5, §8): configured messages, their `{0}` and `{1}` filled as app/i18n-message.ts fills them. */
export const messageDefaults = {
  /** doc1 §5: "Error text is configurable; default 'You must enter a valid Zip Code'". */
  zipInvalid: text("You must enter a valid Zip Code", "Ingresa un código postal válido"),
  /** doc1 §5 payment form: shown when the date of birth is outside the age limits. {0} = minimum age, {1} = maximum age. */
  birthDateInvalid: text(
    "Please enter a valid date of birth. Drivers must be between {0} and {1} years old.",
    "Ingresa una fecha de nacimiento válida. La edad debe estar entre {0} y {1} años.",
  ),
  emailInvalid: text("Please enter a valid e-mail address", "Ingresa un correo electrónico válido"),
  phoneInvalid: text("Please enter a valid 10-digit phone number", "Ingresa un número de teléfono válido de 10 dígitos"),
  /** doc1 §5 map search: neither a 5-digit zip nor "City, ST". */
  mapSearchInvalid: text(
    "Enter a 5-digit Zip Code or a city and state, like Austin, TX",
    "Ingresa un código postal de 5 dígitos o una ciudad y estado, por ejemplo Austin, TX",
  ),
  requiredField: text("This field is required", "Este campo es obligatorio"),
  genericError: text("Something went wrong on our side. Please try again in a moment.", "Algo salió mal de nuestro lado. Inténtalo de nuevo en un momento."),
  /** doc1 §2 coming-soon page: quotes are not available online for the zip. */
  quotesUnavailable: text(
    "Online quotes are coming soon to your area. Call us and an agent will quote you right away.",
    "Muy pronto podrás cotizar en línea en tu zona. Llámanos y un agente te dará una cotización al momento.",
  ),
  /** doc1 §2 out-of-state block. {0} = state name. */
  outOfState: text(
    "We don't sell policies in {0} yet. Leave your e-mail and we'll let you know when we do.",
    "Todavía no vendemos pólizas en {0}. Déjanos tu correo y te avisaremos cuando lleguemos.",
  ),
  captchaRequired: text("Please confirm you are not a robot", "Confirma que no eres un robot"),
} satisfies Record<string, LocalizedString>;

/** Limits, waits and thresholds of the public site (doc1 §9). */
export const siteLimitDefaults = {
  backToTopPx: 400,
  /** doc1 §9: popup waits default 5000 ms (language and idle). */
  languagePopupWaitMs: 5000,
  idlePopupWaitMs: 5000,
  geolocationTimeoutMs: 15000,
  paymentMinAge: 16,
  paymentMaxAge: 75,
  paymentDueSoonHours: 48,
  storedStateHours: 168,
  abRetryMs: 30,
  /** doc1 §9 "configured in seconds (value not shown)": our choice. */
  outOfStateRedirectSeconds: 5,
  starRoundingPercent: 10,
  map: {
    defaultCenter: { lat: 31.0, lng: -99.0 },
    defaultZoom: 5,
    startZoom: 12,
    widenZoom: 9,
    markerZoom: 13,
    detailZoom: 10,
  },
};

/** Quote flow settings (doc2 §1, §9). */
export const quoteDefaults = {
  waitSeconds: 45,
  intermediateWaitSeconds: 15,
  pollingSeconds: 3,
  longerMessageSeconds: 12,
  previousQuoteGiveUpSeconds: 300,
  maxCards: 5,
  newQuotePageMax: 100,
  topRatedMax: 6,
  maxBolModal: 5,
  /** "configured (value not shown)": our choice. */
  showMorePageSize: 5,
  /** Days the call-to-action buttons show; 0 means always. */
  ctaDays: 0,
  policyTermMonths: 6,
  /** 0 means the state minimum. */
  coveragePackage: 0,
  customCoverage: "BI,PD",
  defaultMileage: 10000,
  calculatedMileage: 0,
  recentVehicleYears: 5,
  primaryMinAge: 16,
  primaryMaxAge: 75,
  secondMinAge: 15,
  secondMaxAge: 75,
  ownerVerificationAttempts: 3,
  leadCarrierColumns: 10,
  scrollThresholdPx: 400,
  mobileWidthPx: 1024,
  imageUploadMaxBytes: 5242880,
  storedStateHours: 168,
  /** doc2 §5: the invalid-birth-date message; {0} = youngest age, {1} = oldest age. */
  invalidBirthDateMessage: text("Drivers must be between {0} and {1} years old.", "Los conductores deben tener entre {0} y {1} años."),
  /** doc2 §4: the affiliate consent step shows when the visitor has not consented and this partner flag is on. */
  partnerConsentRequired: true,
  /** doc2 §5: where a zip that is not quoted online sends the visitor (with /es in Spanish). */
  comingSoonPath: "/coming-soon",
  /** doc2 §2 privacy policy modal of driver step 2/3; paragraphs separated by a blank line. */
  privacyPolicy: text(
    "We collect the details you give us to get you insurance quotes from our carriers and to help you buy a policy.\n\n" +
      "We share them only with the carriers that quote you and the services that help us run this site. We never sell your personal information.\n\n" +
      "You can ask us to see, correct or delete your information at any time by calling or writing to us.",
    "Recopilamos los datos que nos das para conseguirte cotizaciones de seguro de nuestras aseguradoras y ayudarte a comprar una póliza.\n\n" +
      "Solo los compartimos con las aseguradoras que te cotizan y con los servicios que nos ayudan a operar este sitio. Nunca vendemos tu información personal.\n\n" +
      "Puedes pedirnos ver, corregir o borrar tu información en cualquier momento llamándonos o escribiéndonos.",
  ),
  /** doc2 §2 SMS (text message) policy modal of driver step 2/3; paragraphs separated by a blank line. */
  smsPolicy: text(
    "If you agree, we may text you about your quotes and policy. Message frequency varies.\n\n" +
      "Message and data rates may apply. Reply STOP to stop texts, or HELP for help.",
    "Si estás de acuerdo, podemos enviarte mensajes de texto sobre tus cotizaciones y tu póliza. La frecuencia varía.\n\n" +
      "Pueden aplicar tarifas de mensajes y datos. Responde STOP para dejar de recibirlos o HELP para obtener ayuda.",
  ),
};

/**
 * Make-a-payment page (doc1 §2, §4, §8): the invalid date-of-birth message and, per failure, the
 * modal's title and its pay-at-the-carrier link (label; URL used when the policy's carrier has none).
 */
export const paymentDefaults = {
  /** doc1 §5: a date of birth outside the age limits; {0} = minimum age, {1} = maximum age. */
  invalidBirthDateMessage: text(
    "Please enter a valid date of birth. Policyholders must be between {0} and {1} years old.",
    "Ingresa una fecha de nacimiento válida. La edad debe estar entre {0} y {1} años.",
  ),
  linkLabel: text("Pay on your insurance company's site", "Paga en el sitio de tu aseguradora"),
  failures: {
    carrierNotAvailable: text("Pay with your insurance company", "Paga con tu aseguradora"),
    policyNotFound: text("We couldn't find your policy", "No encontramos tu póliza"),
    tokenFailed: text("We couldn't start your payment", "No pudimos iniciar tu pago"),
    dueWithin48Hours: text("Your payment is due very soon", "Tu pago vence muy pronto"),
    duePast: text("Your payment is past due", "Tu pago está vencido"),
    notPayable: text("This payment can't be made online", "Este pago no se puede hacer en línea"),
    unknownError: text("Something went wrong", "Algo salió mal"),
    paymentFailed: text("Your payment didn't go through", "Tu pago no se completó"),
  },
};

/** Office maps, nearest-office banner and review widgets (doc1 §2, §9). */
export const officeDefaults = {
  markerIcon: "/images/map-marker.svg",
  /**
   * The map style id the live maps are drawn with (their advanced markers need one). Google's
   * DEMO_MAP_ID works with any key, for trying the maps out; a brand sets its own map id, made in
   * the Google Cloud console beside its key, for its own styling and usage reports.
   */
  mapId: "DEMO_MAP_ID",
  /** doc1 §9: search default zoom 13, 6 offices after a search, 8 nearby on the office map. */
  searchZoom: 13,
  searchLimit: 6,
  nearbyLimit: 8,
  /** Reviews the maps-service slider shows: rated at least this (out of 5). */
  minRating: 4,
  reviewsPlaceQuery: "insurance agency Fort Worth TX",
  quoteSliderType: "static" as "static" | "dynamic",
};

/** Public-site widgets (doc1 §2–§5): zip entry, out-of-state, forms, consent, popups, A/B tests. */
export const widgetDefaults = {
  /** doc1 §8: zip not found or out of service (modal with OK). */
  zipOutOfService: text("Sorry, we don't offer insurance in your area yet.", "Lo sentimos, todavía no ofrecemos seguros en tu zona."),
  /** doc1 §7 out-of-state `:redirect`: where the wait-list form sends the visitor after saving. */
  waitListRedirect: "/out-of-state?joined=1",
  /** doc1 §5 newsletter form action, in the content repository's form (rewritten to a site path). */
  newsletterAction: "/newsletter",
  /** doc1 §5 generic form: where a filled spam-trap field sends the visitor. */
  formErrorPage: "/form-error",
  /**
   * Captcha provider of the generic form: `altcha` is the bot check the visitor's browser solves, verified by the platform;
   * `turnstile` is Cloudflare Turnstile (hosted) with the brand's `turnstileSiteKey`, verified by the platform too.
   */
  captchaProvider: "altcha",
  /** A/B testing: variants are chosen on the server; `outside` loads an outside tool's anti-flicker step. */
  abTestingTool: "none",
};

/** Customer accounts (doc3 §2.5, §2.8, §5.6, §8, §9): the portal settings document's account fields. */
export const accountDefaults = {
  /** doc3 §2.5: where a successful sign-in goes. */
  welcomePage: "/portal",
  /** doc3 §8: sign-in failure (configured). */
  signInFailed: text("The e-mail or password is not right. Please try again.", "El correo electrónico o la contraseña no son correctos. Inténtalo de nuevo."),
  /** doc3 §8: set-password failure (configured). */
  setPasswordFailed: text("We couldn't set your password. Please try again.", "No pudimos guardar tu contraseña. Inténtalo de nuevo."),
  /** doc3 §5.6, §9: create-customer age limits. */
  createMinAge: 18,
  createMaxAge: 85,
  /** doc3 §5.6: the invalid date-of-birth message; {0} and {1} are the age limits. */
  invalidDate: text(
    "Please enter a valid date of birth. You must be between {0} and {1} years old.",
    "Ingresa una fecha de nacimiento válida. Debes tener entre {0} y {1} años.",
  ),
  /** doc3 §4.6: where a created customer goes. */
  createSuccessUrl: "/sign-in?created=1",
  /** doc3 §8: create-customer failure when the server gives no message. */
  createFailed: text(
    "We couldn't create your account. Please check your details and try again.",
    "No pudimos crear tu cuenta. Revisa tus datos e inténtalo de nuevo.",
  ),
};
